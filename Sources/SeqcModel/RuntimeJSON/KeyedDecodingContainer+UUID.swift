#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension KeyedDecodingContainer {
    /// A UUID written as text; anything else is ``RuntimeDecodingError/invalidUUID(_:)``.
    func decodeUUID(forKey key: Key) throws -> UUID {
        let text = try decode(String.self, forKey: key)
        guard let uuid = UUID(uuidString: text) else { throw RuntimeDecodingError.invalidUUID(text) }
        return uuid
    }
}
