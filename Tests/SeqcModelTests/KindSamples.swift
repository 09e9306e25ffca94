import SeqcModel

/// Card contents of every kind, made from each kind's field table rather than from a
/// list of kinds (which `SeamTests.testsKeepNoListOfKindNames` refuses): a new kind is
/// reached here without a line written for it.
enum KindSamples {
    /// Two contents of each kind: every field set (numbers rising from field to field, so
    /// a range is not empty; flags true; texts with quotes, escapes and a tab), then every
    /// optional field absent, flags false and numbers at their smallest.
    static let everyKind: [CardContent] = CardKind.allCases.flatMap { kind in
        [content(kind) { slot, field in typical(field, slot: slot) }, content(kind) { _, field in plain(field) }]
    }

    /// One content of each kind with every duration at `seconds`, every count at `count`
    /// (a count may be an interval's rounds, which a test expands), every flag false and
    /// every text `text` (a list holds it twice around an empty item): the largest card
    /// of each kind.
    static func extremes(seconds: Int, count: Int, text: String) -> [CardContent] {
        CardKind.allCases.map { kind in
            content(kind) { _, field in
                switch field.type {
                case .seconds: .int(seconds)
                case .count: .int(count)
                case .boolean: .bool(false)
                case .text: .string(text)
                case .textList: .array([.string(text), .string(""), .string(text)])
                }
            }
        }
    }

    private static func content(_ kind: CardKind, value: (Int, ConfigField) -> JSONValue?) -> CardContent {
        var values = ConfigValues()
        for (slot, field) in kind.configType.fields.enumerated() { values[slot: slot] = value(slot, field) }
        // Every sample is buildable: only an empty checklist is refused, and no sample is one.
        return try! CardContent(kind, values: values)
    }

    private static func typical(_ field: ConfigField, slot: Int) -> JSONValue {
        switch field.type {
        case .seconds: .int(30 * (slot + 1))
        case .count: .int(8 + slot)
        case .boolean: .bool(true)
        case .text: .string("Breathe \"in\"\nslowly")
        case .textList: .array([.string("water"), .string("keys\t")])
        }
    }

    private static func plain(_ field: ConfigField) -> JSONValue? {
        if field.isOptional { return nil }
        switch field.type {
        case .seconds, .count: return field.type.minimum.map(JSONValue.int)
        case .boolean: return .bool(false)
        case .text: return .string("")
        case .textList: return .array([.string("one")])
        }
    }
}
