#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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
