import Foundation
import Testing

@testable import SeqcModel

/// The hand-written serializer writes what `JSONEncoder` writes (pretty-printed, sorted
/// keys, slashes unescaped) for every value a runtime document can hold: integers at
/// their limits, every control character, quotes, backslashes and text beyond ASCII.
@Suite struct JSONSerializationTests {
    static func encoderText<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
    }

    @Test func integersAsTheEncoderWritesThem() throws {
        let values = [0, 1, -1, 9, 10, -10, 1234567890, Int.max, Int.min]
        let value = JSONValue.array(values.map(JSONValue.int))
        #expect(value.text == (try Self.encoderText(values)))
    }

    @Test func stringsAsTheEncoderEscapesThem() throws {
        let every = String((0..<0x80).map { Character(Unicode.Scalar(UInt8($0))) })
        let texts = [every, "a\"b\\c/d", "", "é ü 中 🎉", "\u{7F}\u{2028}"]
        let value = JSONValue.array(texts.map(JSONValue.string))
        #expect(value.text == (try Self.encoderText(texts)))
    }

    /// Strings are checked for escapes eight bytes at a time: one byte to escape, or one
    /// just beside the escaped ranges, at every offset of a word and of the tail after it.
    @Test func escapesFoundAtEveryOffset() throws {
        let escaped = (0..<0x20).map { Unicode.Scalar(UInt8($0)) } + ["\"", "\\"]
        let neighbours: [Unicode.Scalar] = [" ", "!", "#", "[", "]", "\u{7F}", "é"]
        var texts: [String] = []
        for length in 1...24 {
            for position in 0..<length {
                for scalar in escaped + neighbours {
                    var scalars = [Unicode.Scalar](repeating: "a", count: length)
                    scalars[position] = scalar
                    texts.append(String(String.UnicodeScalarView(scalars)))
                }
            }
        }
        let value = JSONValue.array(texts.map(JSONValue.string))
        #expect(value.text == (try Self.encoderText(texts)))
    }

    @Test func objectsNestedAndEmpty() throws {
        let value: JSONValue = .object(["a": .array([]), "b": .object([:]), "c": .bool(true), "d": .bool(false), "e": .null])
        let expected = "{\n  \"a\": [],\n  \"b\": {},\n  \"c\": true,\n  \"d\": false,\n  \"e\": null\n}\n"
        #expect(value.text == expected)
    }
}
