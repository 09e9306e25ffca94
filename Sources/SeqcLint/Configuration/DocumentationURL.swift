/// `documentation-url:` in a `.seqc.yml`: where rule ids link (`<url>#<rule-id>`) in an
/// editor (`seqc lsp`'s `codeDescription.href` and hovers).
///
/// An editor shows the link and opens it on a click, so only a URL that is plainly one is
/// taken: `https:` (never `file:`, `javascript:` or a command URI a client might run),
/// with a host, and without control, format (bidirectional overrides, zero-width marks)
/// or space characters, which would make the link shown differ from the link opened.
public enum DocumentationURL {
    /// Why `text` is not a documentation URL, naming it `key`; nil when it is one.
    public static func problem(with text: String, key: String = "documentation-url") -> String? {
        let scheme = "https://"
        guard text.lowercased().hasPrefix(scheme) else { return "'\(key)' must be an https:// URL" }
        if let bad = text.unicodeScalars.first(where: isRefused) {
            return "'\(key)' must not contain U+\(hex(bad)), a control, format or space character"
        }
        let host = text.dropFirst(scheme.count).prefix { $0 != "/" && $0 != "#" && $0 != "?" }
        guard !host.isEmpty else { return "'\(key)' must name a host after https://" }
        return nil
    }

    private static func isRefused(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator, .surrogate, .unassigned, .privateUse: true
        default: false
        }
    }

    private static func hex(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
