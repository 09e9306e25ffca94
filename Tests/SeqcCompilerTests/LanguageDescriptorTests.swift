import Foundation
import SeqcModel
import Testing

@testable import SeqcCompiler

/// The language's field descriptors against the reader and the model: a field the
/// language declares but the reader ignores, or a config property no descriptor names,
/// fails here. Values come from the descriptors, so a new field is covered unasked.
@Suite struct LanguageDescriptorTests {
    /// A value for `field` that is not its default, distinct per `index`, as authors
    /// write it and as the config should hold it.
    static func nonDefault(_ field: FieldSpec, index: Int) -> (yaml: String, value: JSONValue) {
        switch field.type {
        case .duration: ("\(11 + index)", .int(11 + index))
        case .integer: ("\(3 + index)", .int(3 + index))
        case .boolean: field.defaultValue == "true" ? ("false", .bool(false)) : ("true", .bool(true))
        case .text: ("note \(index)", .string("note \(index)"))
        case .textList: ("[a\(index), b\(index)]", .strings(["a\(index)", "b\(index)"]))
        }
    }

    /// A card of `kind` with every field set to a non-default value.
    static func fullySetCard(_ kind: CardKind) -> (yaml: String, expected: [(FieldSpec, JSONValue)]) {
        let fields = Language.spec(for: kind).fields
        var lines = ["title: T", "cards:", "  - \(kind.rawValue): C"]
        var expected: [(FieldSpec, JSONValue)] = []
        for (index, field) in fields.enumerated() {
            let value = nonDefault(field, index: index)
            lines.append("    \(field.name): \(value.yaml)")
            expected.append((field, value.value))
        }
        return (lines.joined(separator: "\n") + "\n", expected)
    }

    @Test(arguments: CardKind.allCases)
    func everyDeclaredFieldIsRead(_ kind: CardKind) throws {
        let card = Self.fullySetCard(kind)
        let result = compile(card.yaml)
        #expect(result.diagnostics.isEmpty, "\(kind): \(result.diagnostics.map(\.message))")
        let config = try #require(result.document?.sequence.cards.first?.content.config)
        for (field, expected) in card.expected {
            let configField = try #require(field.configField, "\(kind).\(field.name) names no config field")
            #expect(
                configField.value(of: config) == expected,
                "\(kind).\(field.name) was written as \(expected) but the config holds \(String(describing: configField.value(of: config))): the reader does not read it"
            )
        }
    }

    /// Every stored property of a config is a descriptor field, and every descriptor
    /// field has an authoring name: Mirror sees what the type really holds.
    @Test(arguments: CardKind.allCases)
    func everyConfigPropertyIsDeclared(_ kind: CardKind) throws {
        let config = try #require(compile(Self.fullySetCard(kind).yaml).document?.sequence.cards.first?.content.config)
        let properties = Set(Mirror(reflecting: config).children.compactMap(\.label))
        let declared = Set(kind.configType.fields.map(\.name))
        #expect(properties == declared, "\(kind.configType) holds \(properties.sorted()) but its fields declare \(declared.sorted())")
        let authored = Language.spec(for: kind).fields.compactMap(\.configField)
        #expect(
            authored == kind.configType.fields,
            "Language.spec(for: .\(kind)) names \(authored) but \(kind.configType).fields is \(kind.configType.fields) (same order)")
        #expect(type(of: config).kind == kind)
    }

    /// Omitting an optional field leaves the model's default; omitting a required one is
    /// `missing-field`: both read from the descriptors.
    @Test(arguments: CardKind.allCases)
    func omittedFieldsTakeTheModelsDefaultOrAreMissing(_ kind: CardKind) throws {
        for field in Language.spec(for: kind).fields {
            let card = Self.fullySetCard(kind)
            let yaml = card.yaml.split(separator: "\n").filter { !$0.hasPrefix("    \(field.name):") }.joined(separator: "\n") + "\n"
            let result = compile(yaml)
            let configField = try #require(field.configField)
            if configField.isRequired {
                #expect(result.diagnostics.map(\.rule) == [.missingField], "\(kind).\(field.name): \(result.diagnostics.map(\.message))")
            } else {
                let config = try #require(result.document?.sequence.cards.first?.content.config, "\(kind).\(field.name)")
                #expect(
                    configField.value(of: config) == configField.defaultValue,
                    "\(kind).\(field.name) defaults to \(String(describing: configField.defaultValue))")
            }
        }
    }
}
