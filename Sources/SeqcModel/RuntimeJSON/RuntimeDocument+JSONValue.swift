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
        return .object(card.jsonObject(origin: [
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
    var configJSONObject: JSONObject {
        switch self {
        case .countdown(let c): ["autoComplete": .bool(c.autoComplete), "durationSeconds": .int(c.durationSeconds)]
        case .rest(let c): ["autoComplete": .bool(c.autoComplete), "durationSeconds": .int(c.durationSeconds)]
        case .countup(let c): c.targetSeconds.map { ["targetSeconds": .int($0)] } ?? JSONObject()
        case .info(let c): c.text.map { ["text": .string($0)] } ?? JSONObject()
        case .repetition(let c): ["reps": .int(c.reps)]
        case .interval(let c):
            ["finalRest": .bool(c.finalRest), "restSeconds": .int(c.restSeconds), "rounds": .int(c.rounds), "workSeconds": .int(c.workSeconds)]
        case .checklist(let c): ["items": .strings(c.items)]
        case .randomDuration(let c): ["maxSeconds": .int(c.maxSeconds), "minSeconds": .int(c.minSeconds)]
        }
    }
}
