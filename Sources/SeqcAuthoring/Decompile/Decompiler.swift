import Foundation
import SeqcCompiler
import SeqcModel

/// Runtime JSON back to a canonical routine file. The routine's `id:` comes from the
/// sequence's slug and each pinned card keeps its `id:`, so building the result gives
/// byte-identical runtime JSON whatever the file is called.
public enum Decompiler {
    /// Why runtime JSON could not be decompiled.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// The routine file for runtime JSON `data`. Refuses an unknown kind, a newer format
    /// version or malformed JSON with a ``Failure`` that says which.
    public static func routine(fromRuntimeJSON data: Data) throws -> String {
        do {
            return routine(for: try RuntimeDocument.decode(from: data).sequence)
        } catch let error as RuntimeDecodingError {
            throw Failure(description: error.description)
        } catch let error as DecodingError {
            throw Failure(description: describe(error))
        }
    }

    /// The canonical routine file for `sequence`: fields in the language's order,
    /// defaults left out, durations in units.
    public static func routine(for sequence: SequenceDefinition) -> String {
        var lines = ["seqc: \(Language.version)", "id: \(YAMLScalar.text(sequence.slug))",
                     "title: \(YAMLScalar.text(sequence.title))"]
        if let summary = sequence.summary { lines.append("summary: \(YAMLScalar.text(summary))") }
        if !sequence.tags.isEmpty { lines += ["tags:"] + sequence.tags.map { "  - \(YAMLScalar.text($0))" } }
        lines.append("cards:")
        for card in sequence.cards { lines += self.lines(for: card) }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func lines(for card: Card) -> [String] {
        var lines = ["  - \(card.kind.rawValue): \(YAMLScalar.text(card.title))"]
        if let slug = card.slug { lines.append("    \(Language.cardIDField.name): \(YAMLScalar.text(slug))") }
        let config = configValues(of: card)
        for field in Language.spec(for: card.kind).fields {
            guard let runtimeName = field.runtimeName, let value = config[runtimeName] else { continue }
            switch FieldText(value, type: field.type) {
            case .scalar(let text) where text == field.defaultValue: continue
            case .scalar(let text): lines.append("    \(field.name): \(text)")
            case .list(let items): lines += ["    \(field.name):"] + items.map { "      - \($0)" }
            case nil: continue
            }
        }
        return lines
    }

    /// The card's config as runtime JSON has it, by runtime field name. Going through the
    /// Codable form keeps this in step with the model without a switch per kind.
    private static func configValues(of card: Card) -> [String: Any] {
        guard let data = try? JSONEncoder().encode(card),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return [:] }
        return object["config"] as? [String: Any] ?? [:]
    }

    private static func describe(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return keys.isEmpty ? "the top level" : String(keys.drop { $0 == "." })
        }
        switch error {
        case .keyNotFound(let key, let context): return "missing '\(key.stringValue)' at \(path(context))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "wrong type at \(path(context)): \(context.debugDescription)"
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? "not valid JSON" : "invalid value at \(path(context)): \(context.debugDescription)"
        @unknown default: return "not runtime JSON"
        }
    }
}

/// One config value as routine YAML text.
private enum FieldText {
    case scalar(String)
    case list([String])

    init?(_ value: Any, type: FieldType) {
        switch type {
        case .duration:
            guard let seconds = value as? Int else { return nil }
            self = .scalar(DurationText.text(seconds))
        case .integer:
            guard let number = value as? Int else { return nil }
            self = .scalar(String(number))
        case .boolean:
            guard let flag = value as? Bool else { return nil }
            self = .scalar(flag ? "true" : "false")
        case .text:
            guard let text = value as? String else { return nil }
            self = .scalar(YAMLScalar.text(text))
        case .textList:
            guard let items = value as? [String] else { return nil }
            self = .list(items.map(YAMLScalar.text))
        }
    }
}
