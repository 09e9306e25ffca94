// Each config lists its fields once (``KindConfig/fields``, in the kind's own file);
// encoding and decoding iterate that list, and each `init(_:)` reads its values by their
// index in it (their slot: `ConfigValuesTests` holds each slot to its field). Decoding
// goes through each config's clamping initializer, so a decoded config obeys the same
// rules as one built in code, and refuses values past the hard limits.

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
