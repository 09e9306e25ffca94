import SeqcCompiler
import SeqcModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Runtime JSON problems as diagnostics at the line and column of the value at fault,
/// under the same rule ids a routine file gets for the same mistake.
enum RuntimeJSONDiagnostics {
    /// A problem of the strict reader: syntax, a duplicate key, a limit.
    static func diagnostic(for error: JSONParseError, in file: SourceFile) -> Diagnostic {
        let at = SourceRange(at: SourcePosition(line: error.line, column: error.column))
        switch error.problem {
        case .syntax(let reason):
            return Diagnostic(file: file.path, range: at, severity: .error, rule: .jsonSyntax, message: reason)
        case .duplicateKey(let key, let firstOffset):
            return Diagnostic(
                file: file.path, range: at, severity: .error, rule: .duplicateKey,
                message: "key '\(key)' appears twice in this object",
                help: "JSON readers disagree on which value wins; keep one",
                notes: [
                    DiagnosticNote(
                        file: file.path, range: SourceRange(at: file.position(ofByteOffset: firstOffset)),
                        message: "'\(key)' first appears here")
                ])
        case .tooDeep(let limit):
            return Diagnostic(
                file: file.path, range: at, severity: .error, rule: .resourceLimit,
                message: "arrays and objects are nested more than \(limit) levels deep")
        case .tooManyValues(let limit):
            return Diagnostic(
                file: file.path, range: at, severity: .error, rule: .resourceLimit,
                message: "the file holds more than \(limit) values")
        case .tooManyItems(let key, let limit):
            return Diagnostic(
                file: file.path, range: at, severity: .error, rule: .tooManyCards,
                message: "'\(key)' holds more than \(limit) cards, the most a routine may have")
        }
    }

    /// A problem found while decoding `tree` into the model.
    static func diagnostic(for error: Error, tree: StrictJSON, in file: SourceFile) -> Diagnostic {
        func problem(_ rule: RuleID, at value: StrictJSON?, _ message: String, help: String? = nil) -> Diagnostic {
            Diagnostic(
                file: file.path, range: SourceRange(at: file.position(ofByteOffset: value?.offset ?? 0)),
                severity: .error, rule: rule, message: message, help: help)
        }
        switch error {
        case let error as RuntimeDecodingError:
            switch error {
            case .newerFormatVersion:
                return problem(.unsupportedVersion, at: tree["formatVersion"], error.description)
            case .unknownKind(let kind):
                let suggestion = Suggestion.closest(to: kind, among: CardKind.allCases.map(\.rawValue))
                return problem(
                    .unknownKind, at: tree.firstMember { $0.key == "kind" && $0.value.isString(kind) }?.value,
                    error.description, help: suggestion.map { "did you mean '\($0)'?" })
            case .invalidUUID(let text):
                return problem(.wrongType, at: tree.firstValue { $0.isString(text) }, error.description)
            case .emptyChecklist:
                return problem(
                    .emptyValue, at: tree.firstMember { $0.key == ChecklistConfig.field(\.items)?.name && $0.value.isEmptyArray }?.value,
                    error.description)
            case .outOfRange(let field, let value, _):
                return problem(
                    .outOfRange, at: tree.firstMember { $0.key == field && $0.value.isNumber(value) }?.value,
                    error.description)
            case .runtimeNotExpansion(let index, let expected, let found):
                let cards = tree["runtime"]?["cards"]
                let card =
                    if expected == found, case .array(let items)? = cards?.content, items.indices.contains(index) { items[index] } else {
                        cards
                    }
                return problem(.wrongType, at: card, error.description)
            case .invalidJSON(let parseError):
                return diagnostic(for: parseError, in: file)
            }
        case let error as DecodingError:
            switch error {
            case .keyNotFound(let key, let context):
                return problem(
                    .missingField, at: tree.value(at: context.codingPath),
                    "missing '\(key.stringValue)' in \(describe(context.codingPath))")
            case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
                return problem(
                    .wrongType, at: tree.value(at: context.codingPath),
                    "wrong value at \(describe(context.codingPath)): \(context.debugDescription)")
            @unknown default:
                return problem(.wrongType, at: nil, "not runtime JSON")
            }
        default:
            return problem(.wrongType, at: nil, "not runtime JSON: \(error)")
        }
    }

    /// `sequence.cards[2].config`, or `the top level`.
    private static func describe(_ path: [CodingKey]) -> String {
        let keys = path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        return keys.isEmpty ? "the top level" : String(keys.drop { $0 == "." })
    }
}

extension StrictJSON {
    /// The value at a decoder's coding path, or the deepest one on the way there.
    func value(at path: [CodingKey]) -> StrictJSON {
        var value = self
        for key in path {
            let next: StrictJSON? =
                if let index = key.intValue, case .array(let items) = value.content {
                    items.indices.contains(index) ? items[index] : nil
                } else {
                    value[key.stringValue]
                }
            guard let next else { break }
            value = next
        }
        return value
    }

    /// The first member, in document order, that `matches`.
    func firstMember(where matches: (Member) -> Bool) -> Member? {
        switch content {
        case .object(let members):
            for member in members {
                if matches(member) { return member }
                if let found = member.value.firstMember(where: matches) { return found }
            }
            return nil
        case .array(let items):
            for item in items { if let found = item.firstMember(where: matches) { return found } }
            return nil
        default:
            return nil
        }
    }

    /// The first value, in document order, that `matches`.
    func firstValue(where matches: (StrictJSON) -> Bool) -> StrictJSON? {
        if matches(self) { return self }
        switch content {
        case .object(let members):
            for member in members { if let found = member.value.firstValue(where: matches) { return found } }
        case .array(let items):
            for item in items { if let found = item.firstValue(where: matches) { return found } }
        default:
            break
        }
        return nil
    }

    func isString(_ text: String) -> Bool {
        if case .string(let value) = content { value == text } else { false }
    }

    func isNumber(_ number: Int) -> Bool {
        if case .number(let text) = content { text == String(number) } else { false }
    }

    var isEmptyArray: Bool {
        if case .array(let items) = content { items.isEmpty } else { false }
    }
}
