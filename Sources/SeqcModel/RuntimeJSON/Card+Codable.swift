#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A card on the wire is `{id, title, kind, config}` (plus `slug` when the author pinned
/// one): a string discriminator and that kind's config, as the app's persistence bridges it.
extension Card: Codable {
    fileprivate enum CodingKeys: String, CodingKey { case id, title, kind, config, slug }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let kindText = try container.decode(String.self, forKey: .kind)
        guard let kind = CardKind(rawValue: kindText) else { throw RuntimeDecodingError.unknownKind(kindText) }
        let content = try kind.accept(ConfigDecoding(container: container))
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
        try content.accept(ConfigEncoding(container: container))
    }
}

/// Decodes the `config` member as the kind's config.
private struct ConfigDecoding: KindVisitor {
    typealias Failure = any Error
    let container: KeyedDecodingContainer<Card.CodingKeys>
    func visit<Config: KindConfig>(_ kind: Config.Type) throws -> CardContent {
        try container.decode(Config.self, forKey: .config).content
    }
}

/// Encodes the config as the `config` member.
private struct ConfigEncoding: ContentVisitor {
    typealias Failure = any Error
    let container: KeyedEncodingContainer<Card.CodingKeys>
    func visit<Config: KindConfig>(_ config: Config) throws {
        var container = container
        try container.encode(config, forKey: .config)
    }
}
