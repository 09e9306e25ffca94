#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension SequenceDefinition: Codable {
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: RuntimeKey.self)
        self.init(
            id: try container.decodeUUID(forKey: RuntimeKey(RuntimeName.id)),
            slug: try container.decode(String.self, forKey: RuntimeKey(RuntimeName.slug)),
            title: try container.decode(String.self, forKey: RuntimeKey(RuntimeName.title)),
            summary: try container.decodeIfPresent(String.self, forKey: RuntimeKey(RuntimeName.summary)),
            tags: try container.decodeIfPresent([String].self, forKey: RuntimeKey(RuntimeName.tags)) ?? [],
            cards: try container.decode([Card].self, forKey: RuntimeKey(RuntimeName.cards))
        )
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: RuntimeKey.self)
        try container.encode(id.lowercasedString, forKey: RuntimeKey(RuntimeName.id))
        try container.encode(slug, forKey: RuntimeKey(RuntimeName.slug))
        try container.encode(title, forKey: RuntimeKey(RuntimeName.title))
        try container.encodeIfPresent(summary, forKey: RuntimeKey(RuntimeName.summary))
        if !tags.isEmpty { try container.encode(tags, forKey: RuntimeKey(RuntimeName.tags)) }
        try container.encode(cards, forKey: RuntimeKey(RuntimeName.cards))
    }
}
