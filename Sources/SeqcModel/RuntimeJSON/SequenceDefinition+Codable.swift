#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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
