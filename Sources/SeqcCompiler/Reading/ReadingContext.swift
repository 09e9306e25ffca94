import SeqcModel

/// The state one file's readers share: where diagnostics go.
final class ReadingContext {
    var collector: DiagnosticCollector

    init(file: String) {
        collector = DiagnosticCollector(file: file)
    }

    /// Reports every key of `fields` not in `allowed` as `unknown-key`, with the
    /// nearest allowed key as a did-you-mean and a fix-it.
    func reportUnknownKeys(_ fields: MappingFields, allowed: [String], owner: String, elsewhere: (String) -> String? = { _ in nil }) {
        for key in fields.keys where !allowed.contains(key) {
            guard let keyNode = fields[key]?.key else { continue }
            let suggestion = Suggestion.closest(to: key, among: allowed)
            let help = suggestion.map { "did you mean '\($0)'?" }
                ?? elsewhere(key)
                ?? "\(owner) takes: \(allowed.joined(separator: ", "))"
            collector.error(.unknownKey, at: keyNode.range, "unknown key '\(key)' in \(owner)", help: help,
                            fixIts: suggestion.map { [FixIt(range: keyNode.range, replacement: $0)] } ?? [])
        }
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
