import SeqcCompiler
import SeqcModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Runtime JSON back to a canonical routine file. The routine's `id:` comes from the
/// sequence's slug and each pinned card keeps its `id:`, so building the result gives
/// byte-identical runtime JSON whatever the file is called.
public enum Decompiler {
    /// Why runtime JSON could not be decompiled.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// What decompiling one file gave: the routine, or the diagnostics that refused it.
    public struct Result: Sendable {
        /// The routine file; nil when there are errors.
        public let routine: String?
        public let diagnostics: [Diagnostic]

        public init(routine: String?, diagnostics: [Diagnostic]) {
            self.routine = routine
            self.diagnostics = diagnostics
        }
    }

    /// Decompiles runtime JSON `file`, read as strictly as routines are: malformed JSON,
    /// a key twice in one object, nesting or card counts past the limits, an unknown kind,
    /// a newer format version or a missing field is a diagnostic at its line and column.
    public static func decompile(_ file: SourceFile) -> Result {
        switch RuntimeJSONReading.read(file) {
        case .success(let document): Result(routine: routine(for: document.sequence), diagnostics: [])
        case .failure(let problem): Result(routine: nil, diagnostics: [problem])
        }
    }

    /// The routine file for runtime JSON `data`. Refuses what ``decompile(_:)`` refuses,
    /// with a ``Failure`` that says what and where.
    public static func routine(fromRuntimeJSON data: Data) throws -> String {
        let result = decompile(SourceFile(path: "<input>", bytes: [UInt8](data)))
        guard let routine = result.routine else {
            let first = result.diagnostics.first
            throw Failure(description: first.map { "\($0.range.start): \($0.message)" } ?? "not runtime JSON")
        }
        return routine
    }

    /// The canonical routine file for `sequence`: fields in the language's order,
    /// defaults left out, durations in units.
    public static func routine(for sequence: SequenceDefinition) -> String {
        var lines = [
            "seqc: \(Language.version)", "id: \(YAMLScalar.text(sequence.slug))",
            "title: \(YAMLScalar.text(sequence.title))",
        ]
        if let summary = sequence.summary { lines.append("summary: \(YAMLScalar.text(summary))") }
        if !sequence.tags.isEmpty { lines += ["tags:"] + sequence.tags.map { "  - \(YAMLScalar.text($0))" } }
        lines.append("cards:")
        for card in sequence.cards { lines += self.lines(for: card) }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func lines(for card: Card) -> [String] {
        var lines = ["  - \(card.kind.rawValue): \(YAMLScalar.text(card.title))"]
        if let slug = card.slug { lines.append("    \(Language.cardIDField.name): \(YAMLScalar.text(slug))") }
        let config = card.content.config
        for field in Language.spec(for: card.kind).fields {
            guard let value = field.configField?.value(of: config) else { continue }
            switch FieldText(value, type: field.type) {
            case .scalar(let text) where text == field.defaultValue: continue
            case .scalar(let text): lines.append("    \(field.name): \(text)")
            case .list(let items): lines += ["    \(field.name):"] + items.map { "      - \($0)" }
            case nil: continue
            }
        }
        return lines
    }
}

/// One config value as routine YAML text.
private enum FieldText {
    case scalar(String)
    case list([String])

    init?(_ value: JSONValue, type: FieldType) {
        switch (type, value) {
        case (.duration, .int(let seconds)): self = .scalar(DurationText.text(seconds))
        case (.integer, .int(let number)): self = .scalar(String(number))
        case (.boolean, .bool(let flag)): self = .scalar(flag ? "true" : "false")
        case (.text, .string(let text)): self = .scalar(YAMLScalar.text(text))
        case (.textList, .array(let items)):
            self = .list(items.compactMap { if case .string(let text) = $0 { YAMLScalar.text(text) } else { nil } })
        default: return nil
        }
    }
}
