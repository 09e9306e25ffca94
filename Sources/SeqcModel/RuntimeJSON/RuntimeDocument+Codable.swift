import Foundation

extension RuntimeDocument: Codable {
    private enum CodingKeys: String, CodingKey { case formatVersion, sequence, runtime }
    private enum RuntimeKeys: String, CodingKey { case cards }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let version = try container.decode(Int.self, forKey: .formatVersion)
        guard version <= Self.currentFormatVersion else { throw RuntimeDecodingError.newerFormatVersion(version) }
        let runtime = try container.nestedContainer(keyedBy: RuntimeKeys.self, forKey: .runtime)
        let sequence = try container.decode(SequenceDefinition.self, forKey: .sequence)
        let runtimeCards = try runtime.decode([RuntimeCard].self, forKey: .cards)
        try self.init(formatVersion: version, sequence: sequence, checking: runtimeCards)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(formatVersion, forKey: .formatVersion)
        try container.encode(sequence, forKey: .sequence)
        var runtime = container.nestedContainer(keyedBy: RuntimeKeys.self, forKey: .runtime)
        try runtime.encode(runtimeCards, forKey: .cards)
    }
}

extension SequenceDefinition: Codable {
    private enum CodingKeys: String, CodingKey { case id, slug, title, summary, tags, cards }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decodeUUID(forKey: .id),
            slug: try container.decode(String.self, forKey: .slug),
            title: try container.decode(String.self, forKey: .title),
            summary: try container.decodeIfPresent(String.self, forKey: .summary),
            tags: try container.decodeIfPresent([String].self, forKey: .tags) ?? [],
            cards: try container.decode([Card].self, forKey: .cards)
        )
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id.lowercasedString, forKey: .id)
        try container.encode(slug, forKey: .slug)
        try container.encode(title, forKey: .title)
        try container.encodeIfPresent(summary, forKey: .summary)
        if !tags.isEmpty { try container.encode(tags, forKey: .tags) }
        try container.encode(cards, forKey: .cards)
    }
}

extension RuntimeCard: Codable {
    private enum CodingKeys: String, CodingKey { case origin }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(card: try Card(from: decoder), origin: try container.decodeIfPresent(Origin.self, forKey: .origin))
    }

    public func encode(to encoder: Encoder) throws {
        try card.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(origin, forKey: .origin)
    }
}

extension RuntimeCard.Origin: Codable {
    private enum CodingKeys: String, CodingKey { case cardId, phase, round, rounds }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            cardId: try container.decodeUUID(forKey: .cardId),
            phase: try container.decode(RuntimeCard.Phase.self, forKey: .phase),
            round: try container.decode(Int.self, forKey: .round),
            rounds: try container.decode(Int.self, forKey: .rounds)
        )
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(cardId.lowercasedString, forKey: .cardId)
        try container.encode(phase, forKey: .phase)
        try container.encode(round, forKey: .round)
        try container.encode(rounds, forKey: .rounds)
    }
}

extension KeyedDecodingContainer {
    func decodeUUID(forKey key: Key) throws -> UUID {
        let text = try decode(String.self, forKey: key)
        guard let uuid = UUID(uuidString: text) else { throw RuntimeDecodingError.invalidUUID(text) }
        return uuid
    }
}
