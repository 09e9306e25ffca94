import SeqcModel

/// The state one file's readers share: where diagnostics go.
final class ReadingContext {
    var collector: DiagnosticCollector

    init(file: String) {
        collector = DiagnosticCollector(file: file)
    }

    /// Reports every key of `fields` not in `allowed` as `unknown-key`, with the
    /// nearest allowed key as a did-you-mean and a fix-it. A key with a did-you-mean
    /// (`Cards`, `auto_complete`, `duraton`) is then read as the key it means, when that
    /// key is not written too, so its value is checked and it is not also "missing".
    func reportUnknownKeys(_ fields: inout MappingFields, allowed: [String], owner: String, elsewhere: (String) -> String? = { _ in nil }) {
        for key in fields.keys where !allowed.contains(key) {
            guard let keyNode = fields[key]?.key else { continue }
            let suggestion = Suggestion.closest(to: key, among: allowed)
            let help =
                suggestion.map { Self.didYouMean($0, for: key, what: "keys") }
                ?? elsewhere(key)
                ?? "\(owner) takes: \(allowed.joined(separator: ", "))"
            collector.error(
                .unknownKey, at: keyNode.range, "unknown key '\(key)' in \(owner)", help: help,
                fixIts: suggestion.map { [FixIt(range: keyNode.range, replacement: $0, safety: .naming($0, for: key))] } ?? [])
            if let suggestion { fields.adopt(key, as: suggestion) }
        }
    }

    /// "did you mean 'cards'?", saying why when only the case differs.
    static func didYouMean(_ suggestion: String, for written: String, what: String) -> String {
        written.lowercased() == suggestion.lowercased()
            ? "\(what) are case-sensitive: did you mean '\(suggestion)'?" : "did you mean '\(suggestion)'?"
    }

    /// Reports a required key that is absent or null.
    func reportMissing(_ field: String, in fields: MappingFields, owner: String, at range: SourceRange, example: String) {
        if let pair = fields[field] {
            collector.error(.missingField, at: pair.key.range, "'\(field)' has no value", help: "for example: \(field): \(example)")
        } else {
            collector.error(.missingField, at: range, "\(owner) is missing '\(field)'", help: "add '\(field): \(example)'")
        }
    }
}
