// The runtime document as an ordered JSON tree. Keys are listed in sorted order, the
// order `Encodable` + `.sortedKeys` gives, and a test holds the two encodings equal.

extension RuntimeDocument {
    var jsonValue: JSONValue {
        .object([
            ("formatVersion", .int(formatVersion)),
            ("runtime", .object([("cards", .array(runtimeCards.map(\.jsonValue)))])),
            ("sequence", sequence.jsonValue),
        ])
    }
}

extension SequenceDefinition {
    var jsonValue: JSONValue {
        var members: [(String, JSONValue)] = [
            ("cards", .array(cards.map { .object($0.jsonMembers()) })),
            ("id", .string(id.lowercasedString)),
            ("slug", .string(slug)),
        ]
        if let summary { members.append(("summary", .string(summary))) }
        if !tags.isEmpty { members.append(("tags", .array(tags.map(JSONValue.string)))) }
        members.append(("title", .string(title)))
        return .object(members)
    }
}

extension RuntimeCard {
    var jsonValue: JSONValue {
        guard let origin else { return .object(card.jsonMembers()) }
        return .object(card.jsonMembers(origin: .object([
            ("cardId", .string(origin.cardId.lowercasedString)),
            ("phase", .string(origin.phase.rawValue)),
            ("round", .int(origin.round)),
            ("rounds", .int(origin.rounds)),
        ])))
    }
}

extension Card {
    /// `config, id, kind, origin?, slug?, title`, sorted.
    func jsonMembers(origin: JSONValue? = nil) -> [(String, JSONValue)] {
        var members: [(String, JSONValue)] = [
            ("config", content.configJSONValue),
            ("id", .string(id.lowercasedString)),
            ("kind", .string(kind.rawValue)),
        ]
        if let origin { members.append(("origin", origin)) }
        if let slug { members.append(("slug", .string(slug))) }
        members.append(("title", .string(title)))
        return members
    }
}

extension CardContent {
    var configJSONValue: JSONValue {
        switch self {
        case .countdown(let c):
            .object([("autoComplete", .bool(c.autoComplete)), ("durationSeconds", .int(c.durationSeconds))])
        case .rest(let c):
            .object([("autoComplete", .bool(c.autoComplete)), ("durationSeconds", .int(c.durationSeconds))])
        case .countup(let c):
            .object(c.targetSeconds.map { [("targetSeconds", .int($0))] } ?? [])
        case .info(let c):
            .object(c.text.map { [("text", .string($0))] } ?? [])
        case .repetition(let c):
            .object([("reps", .int(c.reps))])
        case .interval(let c):
            .object([("finalRest", .bool(c.finalRest)), ("restSeconds", .int(c.restSeconds)),
                     ("rounds", .int(c.rounds)), ("workSeconds", .int(c.workSeconds))])
        case .checklist(let c):
            .object([("items", .array(c.items.map(JSONValue.string)))])
        case .randomDuration(let c):
            .object([("maxSeconds", .int(c.maxSeconds)), ("minSeconds", .int(c.minSeconds))])
        }
    }
}
