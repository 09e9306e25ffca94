#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A card on the wire is `{id, title, kind, config}` (plus `slug` when the author pinned
/// one): a string discriminator and that kind's config, as the app's persistence bridges it.
extension Card: Codable {
    private enum CodingKeys: String, CodingKey { case id, title, kind, config, slug }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let kindText = try container.decode(String.self, forKey: .kind)
        guard let kind = CardKind(rawValue: kindText) else { throw RuntimeDecodingError.unknownKind(kindText) }
        let content: CardContent =
            switch kind {
            case .countdown: .countdown(try container.decode(CountdownConfig.self, forKey: .config))
            case .countup: .countup(try container.decode(CountupConfig.self, forKey: .config))
            case .info: .info(try container.decode(InfoConfig.self, forKey: .config))
            case .repetition: .repetition(try container.decode(RepetitionConfig.self, forKey: .config))
            case .rest: .rest(try container.decode(RestConfig.self, forKey: .config))
            case .interval: .interval(try container.decode(IntervalConfig.self, forKey: .config))
            case .checklist: .checklist(try container.decode(ChecklistConfig.self, forKey: .config))
            case .randomDuration: .randomDuration(try container.decode(RandomDurationConfig.self, forKey: .config))
            }
        self.init(
            id: try container.decodeUUID(forKey: .id),
            title: try container.decode(String.self, forKey: .title),
            content: content,
            slug: try container.decodeIfPresent(String.self, forKey: .slug)
        )
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id.lowercasedString, forKey: .id)
        try container.encode(title, forKey: .title)
        try container.encode(kind, forKey: .kind)
        try container.encodeIfPresent(slug, forKey: .slug)
        switch content {
        case .countdown(let config): try container.encode(config, forKey: .config)
        case .countup(let config): try container.encode(config, forKey: .config)
        case .info(let config): try container.encode(config, forKey: .config)
        case .repetition(let config): try container.encode(config, forKey: .config)
        case .rest(let config): try container.encode(config, forKey: .config)
        case .interval(let config): try container.encode(config, forKey: .config)
        case .checklist(let config): try container.encode(config, forKey: .config)
        case .randomDuration(let config): try container.encode(config, forKey: .config)
        }
    }
}
