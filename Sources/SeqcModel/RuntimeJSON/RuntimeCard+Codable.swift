#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension RuntimeCard: Codable {
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: RuntimeKey.self)
        self.init(card: try Card(from: decoder), origin: try container.decodeIfPresent(Origin.self, forKey: RuntimeKey(RuntimeName.origin)))
    }

    public func encode(to encoder: Encoder) throws {
        try card.encode(to: encoder)
        var container = encoder.container(keyedBy: RuntimeKey.self)
        try container.encodeIfPresent(origin, forKey: RuntimeKey(RuntimeName.origin))
    }
}

extension RuntimeCard.Origin: Codable {
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: RuntimeKey.self)
        self.init(
            cardId: try container.decodeUUID(forKey: RuntimeKey(RuntimeName.cardId)),
            phase: try container.decode(RuntimeCard.Phase.self, forKey: RuntimeKey(RuntimeName.phase)),
            round: try container.decode(Int.self, forKey: RuntimeKey(RuntimeName.round)),
            rounds: try container.decode(Int.self, forKey: RuntimeKey(RuntimeName.rounds))
        )
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: RuntimeKey.self)
        try container.encode(cardId.lowercasedString, forKey: RuntimeKey(RuntimeName.cardId))
        try container.encode(phase, forKey: RuntimeKey(RuntimeName.phase))
        try container.encode(round, forKey: RuntimeKey(RuntimeName.round))
        try container.encode(rounds, forKey: RuntimeKey(RuntimeName.rounds))
    }
}
