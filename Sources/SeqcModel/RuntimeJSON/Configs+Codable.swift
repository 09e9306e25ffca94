// Each config lists its fields once (``KindConfig/fields``); encoding and decoding
// iterate that list, and each `init(_:)` reads its values by their index in it (their
// slot: `ConfigValuesTests` holds each slot to its field). Decoding goes through each config's clamping
// initializer, so a decoded config obeys the same rules as one built in code, and
// refuses values past the hard limits.

extension CountdownConfig: KindConfig {
    package static let kind = CardKind.countdown
    package static let fields: [ConfigField] = [
        .seconds("durationSeconds", \Self.durationSeconds),
        .boolean("autoComplete", \Self.autoComplete, default: true),
    ]
    package init(_ values: ConfigValues) {
        self.init(durationSeconds: values.int(0), autoComplete: values.bool(1, default: true))
    }
    package var content: CardContent { .countdown(self) }
}

extension RestConfig: KindConfig {
    package static let kind = CardKind.rest
    package static let fields: [ConfigField] = [
        .seconds("durationSeconds", \Self.durationSeconds),
        .boolean("autoComplete", \Self.autoComplete, default: true),
    ]
    package init(_ values: ConfigValues) {
        self.init(durationSeconds: values.int(0), autoComplete: values.bool(1, default: true))
    }
    package var content: CardContent { .rest(self) }
}

extension CountupConfig: KindConfig {
    package static let kind = CardKind.countup
    package static let fields: [ConfigField] = [.seconds("targetSeconds", \Self.targetSeconds)]
    package init(_ values: ConfigValues) {
        self.init(targetSeconds: values.optionalInt(0))
    }
    package var content: CardContent { .countup(self) }
}

extension InfoConfig: KindConfig {
    package static let kind = CardKind.info
    package static let fields: [ConfigField] = [.text("text", \Self.text)]
    package init(_ values: ConfigValues) {
        self.init(text: values.text(0))
    }
    package var content: CardContent { .info(self) }
}

extension RepetitionConfig: KindConfig {
    package static let kind = CardKind.repetition
    package static let fields: [ConfigField] = [.count("reps", \Self.reps)]
    package init(_ values: ConfigValues) {
        self.init(reps: values.int(0))
    }
    package var content: CardContent { .repetition(self) }
}

extension IntervalConfig: KindConfig {
    package static let kind = CardKind.interval
    package static let fields: [ConfigField] = [
        .seconds("workSeconds", \Self.workSeconds),
        .seconds("restSeconds", \Self.restSeconds),
        .count("rounds", \Self.rounds),
        .boolean("finalRest", \Self.finalRest, default: true),
    ]
    package init(_ values: ConfigValues) {
        self.init(
            workSeconds: values.int(0), restSeconds: values.int(1), rounds: values.int(2),
            finalRest: values.bool(3, default: true))
    }
    package var content: CardContent { .interval(self) }
}

extension ChecklistConfig: KindConfig {
    package static let kind = CardKind.checklist
    package static let fields: [ConfigField] = [.textList("items", \Self.items)]
    package init(_ values: ConfigValues) throws {
        guard let config = ChecklistConfig(items: values.texts(0)) else { throw RuntimeDecodingError.emptyChecklist }
        self = config
    }
    package var content: CardContent { .checklist(self) }
}

extension RandomDurationConfig: KindConfig {
    package static let kind = CardKind.randomDuration
    package static let fields: [ConfigField] = [
        .seconds("minSeconds", \Self.minSeconds),
        .seconds("maxSeconds", \Self.maxSeconds, floor: \Self.minSeconds),
    ]
    package init(_ values: ConfigValues) {
        self.init(minSeconds: values.int(0), maxSeconds: values.int(1))
    }
    package var content: CardContent { .randomDuration(self) }
}

/// A config member's key, named by its ``ConfigField``.
private struct FieldKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

extension KindConfig {
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: FieldKey.self)
        var values = ConfigValues()
        for (slot, field) in Self.fields.enumerated() {
            let key = FieldKey(field.name)
            let value: JSONValue?
            switch field.type {
            case .seconds, .count:
                let number =
                    field.isOptional
                    ? try container.decodeIfPresent(Int.self, forKey: key)
                    : try container.decode(Int.self, forKey: key)
                if let number, let limit = field.type.maximum, number > limit {
                    throw RuntimeDecodingError.outOfRange(field: field.name, value: number, limit: limit)
                }
                value = number.map(JSONValue.int)
            case .boolean:
                value = .bool(try container.decode(Bool.self, forKey: key))
            case .text:
                value =
                    field.isOptional
                    ? try container.decodeIfPresent(String.self, forKey: key).map(JSONValue.string)
                    : .string(try container.decode(String.self, forKey: key))
            case .textList:
                value = .strings(try container.decode([String].self, forKey: key))
            }
            values[slot: slot] = value
        }
        try self.init(values)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: FieldKey.self)
        for field in Self.fields {
            switch field.value(of: self) {
            case .int(let number)?: try container.encode(number, forKey: FieldKey(field.name))
            case .bool(let flag)?: try container.encode(flag, forKey: FieldKey(field.name))
            case .string(let text)?: try container.encode(text, forKey: FieldKey(field.name))
            case .array(let items)?:
                try container.encode(
                    items.compactMap { if case .string(let text) = $0 { text } else { nil } }, forKey: FieldKey(field.name))
            case .object?, .null?, nil: continue
            }
        }
    }
}
