import SeqcCompiler

/// What formatting one file gave: its bytes in the canonical layout, or the diagnostics
/// that left it alone.
public struct FormatOutcome: Sendable {
    /// The file in the canonical layout (equal to the input when it already was); nil when
    /// the file was left alone, for the reasons in ``diagnostics``.
    public let formatted: [UInt8]?
    /// Why the file was left alone: a syntax error, a limit, or a layout that could not
    /// keep its meaning. Empty when ``formatted`` is set.
    public let diagnostics: [Diagnostic]

    public init(formatted: [UInt8]?, diagnostics: [Diagnostic]) {
        self.formatted = formatted
        self.diagnostics = diagnostics
    }
}

/// `seqc format`'s layout of a routine file (docs/format.md): indentation, spacing, line
/// breaks and blank lines only. Keys, quoting, flow or block style and every comment stay
/// as written, and the result parses to exactly the same YAML events as the input, which
/// is checked on every call: a file whose meaning the layout could not keep is left alone.
public enum RoutineFormatter {
    /// Formats one file's bytes. `path` names the file in diagnostics.
    public static func format(_ source: [UInt8], path: String = "<stdin>") -> FormatOutcome {
        let limits = YAMLLimits()
        guard source.count <= limits.maxFileBytes else {
            return refusal(path, source, "file is \(source.count) bytes; seqc formats routines of at most \(limits.maxFileBytes) bytes")
        }
        let hasMark = source.starts(with: byteOrderMark)
        let body = hasMark ? Array(source.dropFirst(3)) : source
        guard !hasUnicodeLineBreak(body) else {
            return refusal(
                path, source,
                "the file has a Unicode line or paragraph separator; seqc format lays out files whose lines end in \\n, \\r\\n or \\r")
        }
        // libyaml skips a byte order mark that starts a line: moving one there would drop it.
        guard !contains(byteOrderMark, in: body) else {
            return refusal(path, source, "the file has a byte order mark (U+FEFF) after its start; seqc format leaves such a file alone")
        }
        let lines = LineStarts(body)
        guard case .tokens(let tokens) = LayoutScan.scan(body, lines: lines), let original = EventFingerprint.of(body) else {
            return syntaxRefusal(path, source)
        }
        guard let laidOut = LayoutWriter.write(tokens, source: body) else {
            return refusal(path, source, "collections nest deeper than \(LayoutWriter.maxDepth) levels")
        }
        let result = hasMark ? byteOrderMark + laidOut : laidOut
        guard laidOut == body || EventFingerprint.of(laidOut) == original else {
            return refusal(path, source, "seqc format could not lay this file out without changing what it means, so it is left as it is")
        }
        return FormatOutcome(formatted: result, diagnostics: [])
    }

    /// The texts of a file's comments, in order, or nil when libyaml cannot read it. Block
    /// scalars' content is not comments, even where a line starts with `#`.
    public static func comments(in source: [UInt8]) -> [String]? {
        let body = source.starts(with: byteOrderMark) ? Array(source.dropFirst(3)) : source
        guard case .tokens(let tokens) = LayoutScan.scan(body, lines: LineStarts(body)) else { return nil }
        var texts: [String] = []
        var previousEnd = 0
        for token in tokens where token.isText || token.kind == .streamEnd {
            let end = token.kind == .streamEnd ? body.count : token.start
            for line in GapLines(body, from: previousEnd, to: end).lines {
                if let comment = line.comment { texts.append(String(decoding: body[comment], as: UTF8.self)) }
            }
            if token.kind == .blockScalar {
                let header = LayoutWriter.lines(of: body, token.start..<token.end)[0]
                if let comment = GapLines(body, from: header.lowerBound, to: header.upperBound).lines[0].comment {
                    texts.append(String(decoding: body[comment], as: UTF8.self).trimmingTrailingBlanks())
                }
            }
            previousEnd = max(previousEnd, token.end)
        }
        return texts
    }

    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    private static func contains(_ needle: [UInt8], in bytes: [UInt8]) -> Bool {
        var index = 0
        while index + needle.count <= bytes.count {
            if bytes[index] == needle[0], bytes[index..<(index + needle.count)].elementsEqual(needle) { return true }
            index += 1
        }
        return false
    }

    /// U+0085, U+2028 and U+2029 end lines for libyaml and nowhere else in the layout.
    private static func hasUnicodeLineBreak(_ bytes: [UInt8]) -> Bool {
        var index = 0
        while index + 1 < bytes.count {
            if bytes[index] == 0xC2 && bytes[index + 1] == 0x85 { return true }
            if bytes[index] == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9
            {
                return true
            }
            index += 1
        }
        return false
    }

    /// The compiler's own account of the syntax error, so `format` and `lint` name it alike.
    private static func syntaxRefusal(_ path: String, _ source: [UInt8]) -> FormatOutcome {
        let composed = composeYAML(SourceFile(path: path, bytes: source))
        let errors = composed.diagnostics.filter { $0.severity == .error }
        if !errors.isEmpty { return FormatOutcome(formatted: nil, diagnostics: errors) }
        return refusal(path, source, "libyaml cannot read this file as YAML")
    }

    private static func refusal(_ path: String, _ source: [UInt8], _ message: String) -> FormatOutcome {
        let diagnostic = Diagnostic(
            file: path, range: SourceRange(at: .start), severity: .error, rule: .yamlSyntax, message: message,
            help: "the file is left as it is")
        return FormatOutcome(formatted: nil, diagnostics: [diagnostic])
    }
}

extension String {
    fileprivate func trimmingTrailingBlanks() -> String {
        var text = Substring(self)
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return String(text)
    }
}
