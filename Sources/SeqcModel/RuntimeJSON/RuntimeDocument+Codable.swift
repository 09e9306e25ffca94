#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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
