import SeqcModel
import Testing

/// The values a config is built from, as the compiler and the decoder hand them over: by
/// slot, each config reading the field at index n of its `fields` from slot n.
@Suite struct ConfigValuesTests {
    /// A value for `field` that is none of its defaults, distinct per slot.
    private static func distinctive(_ field: ConfigField, slot: Int) -> JSONValue {
        switch field.type {
        case .seconds, .count: .int(7 + slot)
        case .boolean: .bool(field.defaultValue != .bool(true))
        case .text: .string("text \(slot)")
        case .textList: .array([.string("item \(slot)")])
        }
    }

    @Test(arguments: CardKind.allCases)
    func everySlotHoldsTheFieldAtItsIndex(_ kind: CardKind) throws {
        let fields = kind.configType.fields
        #expect(fields.count <= ConfigValues.capacity)
        for (slot, field) in fields.enumerated() {
            var values = ConfigValues()
            values[slot: slot] = Self.distinctive(field, slot: slot)
            // A checklist needs its items whichever slot is under test.
            if kind == .checklist, field.type != .textList { values[slot: 0] = .array([.string("one")]) }
            let config = try CardContent(kind, values: values).config
            #expect(field.value(of: config) == Self.distinctive(field, slot: slot), "\(kind) slot \(slot) is not \(field.name)")
        }
    }

    @Test(arguments: CardKind.allCases.filter { $0 != .checklist })
    func aMissingValueTakesItsDefaultOrTheMinimum(_ kind: CardKind) throws {
        let config = try CardContent(kind, values: ConfigValues()).config
        for field in kind.configType.fields {
            let expected: JSONValue? =
                field.defaultValue ?? (field.isOptional ? nil : field.type.minimum.map(JSONValue.int))
            #expect(field.value(of: config) == expected, "\(kind).\(field.name)")
        }
    }

    @Test func aValueSetAgainReplacesTheFirst() throws {
        var values = ConfigValues()
        values[slot: 0] = .int(30)
        values[slot: 0] = .int(45)
        values[slot: 2] = .int(8)
        #expect(values.contains(slot: 2))
        #expect(!values.contains(slot: 1))
        let config = IntervalConfig(values)
        #expect(config.workSeconds == 45)
        #expect(config.rounds == 8)
        #expect(config.finalRest, "no finalRest given: its default")
    }

    @Test func anEmptyChecklistCannotBeMade() {
        #expect(throws: RuntimeDecodingError.self) { try CardContent(.checklist, values: ConfigValues()) }
    }
}
