#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Writing ordered JSON in seqc's layout, through ``PrettyJSONWriter``: generated schemas
/// and prompt JSON.
extension JSONValue {
    /// Serialized with seqc's layout (see ``StableJSON/encode(_:)``): two-space
    /// indentation, `"key": value`, `{}` and `[]` when empty, a final newline. Members
    /// keep their order; string escaping matches `JSONEncoder` with `.withoutEscapingSlashes`.
    package func serialized() -> [UInt8] {
        var writer = PrettyJSONWriter()
        write(to: &writer)
        return writer.finish()
    }

    /// The serialized text.
    package var text: String { String(decoding: serialized(), as: UTF8.self) }

    /// The serialized bytes.
    package var data: Data { Data(serialized()) }

    /// Writes this value where `writer` expects one.
    package func write<Sink: JSONSink & ~Copyable>(to writer: inout Sink) {
        switch self {
        case .object(let object):
            writer.beginObject()
            for member in object.members {
                writer.member(named: member.key)
                member.value.write(to: &writer)
            }
            writer.endObject()
        case .array(let items):
            writer.beginArray()
            for item in items {
                writer.element()
                item.write(to: &writer)
            }
            writer.endArray()
        case .string(let text): writer.string(text)
        case .int(let value): writer.int(value)
        case .bool(let value): writer.bool(value)
        case .null: writer.null()
        }
    }
}
