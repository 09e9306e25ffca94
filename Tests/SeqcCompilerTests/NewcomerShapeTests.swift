import SeqcModel
import Testing

@testable import SeqcCompiler

/// Two newcomer mistakes over every kind and field the language has, not over samples: a
/// field written as a list item under its card, and a field's name written where the
/// kind goes. Each is one diagnostic; its fix, safe when there is one reading, leaves a
/// card that compiles without error.
@Suite struct NewcomerShapeTests {
    /// A value a field of `type` takes.
    static func value(for type: FieldType) -> String {
        switch type {
        case .text: "Hello there"
        case .integer: "8"
        case .boolean: "true"
        case .duration: "30s"
        case .textList: "[keys, phone]"
        }
    }

    /// Every (kind, field) pair whose field name is not also a kind's.
    static let pairs: [(kind: CardKind, field: FieldSpec)] = Language.kinds.flatMap { spec in
        spec.fields.filter { CardKind(rawValue: $0.name) == nil }.map { (spec.kind, $0) }
    }

    /// The card's other required fields, written as they should be.
    static func otherRequiredLines(of kind: CardKind, besides field: String) -> String {
        Language.spec(for: kind).fields.filter { $0.isRequired && $0.name != field }
            .map { "    \($0.name): \(value(for: $0.type))\n" }.joined()
    }

    @Test func thereAreFieldsToTry() {
        #expect(Self.pairs.count >= 10)
    }

    @Test(arguments: [4, 6])
    func aFieldWrittenAsAListItemIsOneDiagnosticWithASafeFix(indentation: Int) {
        for (kind, field) in Self.pairs {
            let item = String(repeating: " ", count: indentation) + "- \(field.name): \(Self.value(for: field.type))\n"
            let text = "title: T\ncards:\n  - \(kind.rawValue): Card\n" + Self.otherRequiredLines(of: kind, besides: field.name) + item
            let found = compile(text).diagnostics
            #expect(found.count == 1, "\(kind) \(field.name): \(found.map(\.message))")
            guard let problem = found.first else { continue }
            #expect(problem.message == "'\(field.name)' is a field of the \(kind.rawValue) card above, written as a list item")
            #expect(problem.fixSafety == .safe)
            let fixed = applying(problem, to: text)
            #expect(compile(fixed).diagnostics.filter { $0.severity == .error }.isEmpty, "\(kind) \(field.name): \(fixed)")
        }
    }

    @Test func aFieldNameWhereTheKindGoesNamesTheKind() {
        for (kind, field) in Self.pairs {
            let owners = Language.kinds.filter { $0.field(named: field.name) != nil }.map(\.kind)
            let text =
                "title: T\ncards:\n  - \(field.name): Push ups\n    \(field.name): \(Self.value(for: field.type))\n"
                + Self.otherRequiredLines(of: kind, besides: field.name)
            let found = compile(text).diagnostics
            #expect(found.count == 1, "\(kind) \(field.name): \(found.map(\.message))")
            guard let problem = found.first else { continue }
            #expect(problem.rule == .missingKind)
            if owners.count == 1 {
                #expect(problem.message.hasSuffix("did you mean '\(kind.rawValue)'?"))
                #expect(problem.fixSafety == .unsafe, "the kind is inferred from a field (docs/decisions.md, \"Fix safety\")")
                let fixed = applying(problem, to: text)
                #expect(compile(fixed).diagnostics.filter { $0.severity == .error }.isEmpty, "\(kind) \(field.name): \(fixed)")
            } else {
                #expect(problem.fixIts.isEmpty, "a guess among \(owners)")
                for owner in owners { #expect(problem.message.contains("'\(owner.rawValue)'")) }
            }
        }
    }

    /// A card in nested form (title and fields under the kind key) is one diagnostic whose
    /// fix writes the flat card, which compiles to what the flat card compiles to; over
    /// every kind, two indentation widths, with the title first, elsewhere, or absent.
    @Test(arguments: [2, 4])
    func aNestedCardIsOneDiagnosticWhoseFixFlattensIt(width: Int) {
        for spec in Language.kinds {
            let fields = spec.fields.filter(\.isRequired)
            let inner = String(repeating: " ", count: 4 + width)
            let fieldLines = fields.map { "\(inner)\($0.name): \(Self.value(for: $0.type))\n" }.joined()
            let flat =
                "title: T\ncards:\n  - \(spec.kind.rawValue): Card\n"
                + fields.map { "    \($0.name): \(Self.value(for: $0.type))\n" }.joined()
            for placement in ["first", "last"] {
                let title = "\(inner)title: Card\n"
                let body = placement == "first" ? title + fieldLines : fieldLines + title
                let text = "title: T\ncards:\n  - \(spec.kind.rawValue):\n" + body
                let found = compile(text).diagnostics
                #expect(found.count == 1, "\(spec.kind) \(placement): \(found.map(\.message))")
                #expect(found.first?.message == "this card's title and fields are nested under '\(spec.kind.rawValue):'")
                // The fix needs the title on the first nested line; elsewhere it is named, not moved.
                guard placement == "first", let problem = found.first else { continue }
                #expect(problem.fixSafety == .safe)
                let fixed = applying(problem, to: text)
                #expect(fixed == flat, "\(spec.kind): \(fixed)")
            }
        }
    }
}
