#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A card on the wire is `{id, title, kind, config}` (plus `slug` when the author pinned
/// one): a string discriminator and that kind's config, as the app's persistence bridges it.
extension Card: Codable {
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: RuntimeKey.self)
        let kindText = try container.decode(String.self, forKey: RuntimeKey(RuntimeName.kind))
        guard let kind = CardKind(rawValue: kindText) else { throw RuntimeDecodingError.unknownKind(kindText) }
        let content = try kind.accept(ConfigDecoding(container: container))
        self.init(
            id: try container.decodeUUID(forKey: RuntimeKey(RuntimeName.id)),
            title: try container.decode(String.self, forKey: RuntimeKey(RuntimeName.title)),
            content: content,
            slug: try container.decodeIfPresent(String.self, forKey: RuntimeKey(RuntimeName.slug))
        )
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: RuntimeKey.self)
        try container.encode(id.lowercasedString, forKey: RuntimeKey(RuntimeName.id))
        try container.encode(title, forKey: RuntimeKey(RuntimeName.title))
        try container.encode(kind, forKey: RuntimeKey(RuntimeName.kind))
        try container.encodeIfPresent(slug, forKey: RuntimeKey(RuntimeName.slug))
        try content.accept(ConfigEncoding(container: container))
    }
}

/// Decodes the `config` member as the kind's config.
private struct ConfigDecoding: KindVisitor {
    typealias Failure = any Error
    let container: KeyedDecodingContainer<RuntimeKey>
    func visit<Config: KindConfig>(_ kind: Config.Type) throws -> CardContent {
        try container.decode(Config.self, forKey: RuntimeKey(RuntimeName.config)).content
    }
}

/// Encodes the config as the `config` member.
private struct ConfigEncoding: ContentVisitor {
    typealias Failure = any Error
    let container: KeyedEncodingContainer<RuntimeKey>
    func visit<Config: KindConfig>(_ config: Config) throws {
        var container = container
        try container.encode(config, forKey: RuntimeKey(RuntimeName.config))
    }
}
