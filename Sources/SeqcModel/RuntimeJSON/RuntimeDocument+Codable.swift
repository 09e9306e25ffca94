#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension RuntimeDocument: Codable {
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: RuntimeKey.self)
        let version = try container.decode(Int.self, forKey: RuntimeKey(RuntimeName.formatVersion))
        guard version <= Self.currentFormatVersion else { throw RuntimeDecodingError.newerFormatVersion(version) }
        let runtime = try container.nestedContainer(keyedBy: RuntimeKey.self, forKey: RuntimeKey(RuntimeName.runtime))
        let sequence = try container.decode(SequenceDefinition.self, forKey: RuntimeKey(RuntimeName.sequence))
        let runtimeCards = try runtime.decode([RuntimeCard].self, forKey: RuntimeKey(RuntimeName.cards))
        try self.init(formatVersion: version, sequence: sequence, checking: runtimeCards)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: RuntimeKey.self)
        try container.encode(formatVersion, forKey: RuntimeKey(RuntimeName.formatVersion))
        try container.encode(sequence, forKey: RuntimeKey(RuntimeName.sequence))
        var runtime = container.nestedContainer(keyedBy: RuntimeKey.self, forKey: RuntimeKey(RuntimeName.runtime))
        try runtime.encode(runtimeCards, forKey: RuntimeKey(RuntimeName.cards))
    }
}
