// The runtime document as an ordered JSON tree. Members are listed in sorted order, the
// order `Encodable` + `.sortedKeys` gives, and a test holds the two encodings equal.

extension RuntimeDocument {
    var jsonValue: JSONValue {
        .object([
            "formatVersion": .int(formatVersion),
            "runtime": .object(["cards": .array(runtimeCards.map(\.jsonValue))]),
            "sequence": sequence.jsonValue,
        ])
    }
}

extension SequenceDefinition {
    var jsonValue: JSONValue {
        var object: JSONObject = [
            "cards": .array(cards.map { .object($0.jsonObject()) }),
            "id": .string(id.lowercasedString),
            "slug": .string(slug),
        ]
        if let summary { object.set("summary", .string(summary)) }
        if !tags.isEmpty { object.set("tags", .strings(tags)) }
        object.set("title", .string(title))
        return .object(object)
    }
}

extension RuntimeCard {
    var jsonValue: JSONValue {
        guard let origin else { return .object(card.jsonObject()) }
        return .object(
            card.jsonObject(origin: [
                "cardId": .string(origin.cardId.lowercasedString),
                "phase": .string(origin.phase.rawValue),
                "round": .int(origin.round),
                "rounds": .int(origin.rounds),
            ]))
    }
}

extension Card {
    /// `config, id, kind, origin?, slug?, title`, sorted.
    func jsonObject(origin: JSONObject? = nil) -> JSONObject {
        var object: JSONObject = [
            "config": .object(content.configJSONObject),
            "id": .string(id.lowercasedString),
            "kind": .string(kind.rawValue),
        ]
        if let origin { object.set("origin", .object(origin)) }
        if let slug { object.set("slug", .string(slug)) }
        object.set("title", .string(title))
        return object
    }
}

extension CardContent {
    var configJSONObject: JSONObject { config.jsonObject }
}
