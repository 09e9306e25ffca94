import Foundation
import Testing

@testable import SeqcModel

/// The streaming writer lays JSON out exactly as ``JSONValue/serialized()`` and
/// `JSONEncoder` do, the runtime document written through it is byte for byte its
/// `Encodable` encoding, and ``JSONByteCounter`` counts exactly what it writes.
@Suite struct PrettyJSONWriterTests {
    /// A member's separator, indentation and key are written as words into reserved room:
    /// keys of every short length, at every depth a document reaches and deeper, come out
    /// as ``JSONValue/serialized()`` writes them, with nothing stray after each.
    @Test func membersOfEveryKeyLengthAtEveryDepth() {
        let keys: [StaticString] = [
            "", "a", "ab", "abc", "abcd", "abcde", "abcdef", "abcdefg", "abcdefgh", "abcdefghi", "abcdefghijklmno",
            "abcdefghijklmnop", "abcdefghijklmnopq", "abcdefghijklmnopqrstuvwxyz0123456789",
        ]
        for depth in 0...12 {
            var writer = PrettyJSONWriter(capacity: 1)
            for _ in 0..<depth {
                writer.beginObject()
                writer.member("n")
            }
            writer.beginObject()
            var members: [(String, JSONValue)] = []
            for (index, key) in keys.enumerated() {
                writer.member(key)
                writer.int(index)
                members.append(("\(key)", .int(index)))
            }
            writer.endObject()
            for _ in 0..<depth { writer.endObject() }
            var value = JSONValue.object(JSONObject(members))
            for _ in 0..<depth { value = .object(["n": value]) }
            #expect(writer.finish() == value.serialized(), "depth \(depth)")
        }
    }

    @Test func emptyAndNestedContainers() {
        var writer = PrettyJSONWriter()
        writer.beginObject()
        writer.member("a")
        writer.beginArray()
        writer.endArray()
        writer.member("b")
        writer.beginObject()
        writer.endObject()
        writer.member("c")
        writer.beginArray()
        writer.element()
        writer.beginObject()
        writer.member("d")
        writer.int(-7)
        writer.endObject()
        writer.element()
        writer.null()
        writer.endArray()
        writer.member(named: "e \"quoted\"")
        writer.bool(false)
        writer.endObject()
        let expected = """
            {
              "a": [],
              "b": {},
              "c": [
                {
                  "d": -7
                },
                null
              ],
              "e \\"quoted\\"": false
            }

            """
        #expect(String(decoding: writer.finish(), as: UTF8.self) == expected)
    }

    /// Indentation past the writer's run of spaces (16 levels) is written the long way.
    @Test func deepNestingAsTheEncoderWritesIt() throws {
        var value = JSONValue.int(1)
        var encodable: Any = 1
        for _ in 0..<20 {
            value = .array([value])
            encodable = [encodable]
        }
        let expected = String(decoding: try JSONSerialization.data(withJSONObject: encodable, options: [.prettyPrinted]), as: UTF8.self)
        #expect(value.text == expected + "\n")
    }

    @Test func anEmptyDocumentObject() {
        var writer = PrettyJSONWriter()
        writer.beginObject()
        writer.endObject()
        #expect(writer.finish() == Array("{}\n".utf8))
    }

    @Test func uuidsAsTheirLowerCaseText() {
        for id in [UUID(), UUID(), Identity.namespace, UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))] {
            var writer = PrettyJSONWriter()
            writer.uuid(id)
            #expect(writer.bytes == Array("\"\(id.uuidString.lowercased())\"".utf8))
            #expect(id.lowercasedString == id.uuidString.lowercased())
        }
    }

    @Test func runtimeDocumentsMatchTheirEncoding() throws {
        let checklist = ChecklistConfig(items: ["one", "tab\there", "\u{1}"])!
        let sequence = SequenceDefinition(
            id: Identity.sequenceID(slug: "s"), slug: "s", title: "Title \"quoted\" é", summary: nil, tags: [],
            cards: [
                Card(
                    id: Identity.sequenceID(slug: "1"), title: "Work",
                    content: .interval(IntervalConfig(workSeconds: 30, restSeconds: 10, rounds: 12))),
                Card(id: Identity.sequenceID(slug: "2"), title: "List", content: .checklist(checklist), slug: "list"),
                Card(id: Identity.sequenceID(slug: "3"), title: "Note", content: .info(InfoConfig(text: nil))),
                Card(id: Identity.sequenceID(slug: "4"), title: "Up", content: .countup(CountupConfig(targetSeconds: nil))),
            ])
        let empty = SequenceDefinition(id: Identity.sequenceID(slug: "e"), slug: "e", title: "E", summary: "", tags: ["x"], cards: [])
        for document in [RuntimeDocument(sequence: sequence), RuntimeDocument(sequence: empty), RuntimeJSONTests.document] {
            #expect(try document.jsonData() == StableJSON.encode(document))
            // The size check walks the document with the same functions into a counter.
            var counter = JSONByteCounter(limit: .max)
            document.write(to: &counter)
            #expect(counter.total + 1 == document.jsonBytes().count)
        }
    }

    /// Every kind, each optional member present and absent, both flags, and an interval
    /// with and without its final rest: the configs the JSON writers are checked on. The
    /// samples of every kind, then configs of every kind in `CardKind.allCases` made from random
    /// field values (``generatedContents``), so a new kind is checked without a line here.
    static let everyKindsContents: [CardContent] = KindSamples.everyKind + generatedContents()

    /// Ten configs of each kind from random values of its fields, by their type: each
    /// optional member present or absent, texts with characters that need escaping.
    static func generatedContents() -> [CardContent] {
        var random = SeededGenerator(seed: 37)
        let texts = ["a", "tab\there", "quote \" and \\", "\u{1}", "line\nbreak", "naïve ✓"]
        var contents: [CardContent] = []
        for kind in CardKind.allCases {
            for _ in 0..<10 {
                var values = ConfigValues()
                for (slot, field) in kind.configType.fields.enumerated() {
                    if field.isOptional && Bool.random(using: &random) { continue }
                    switch field.type {
                    case .seconds: values[slot: slot] = .int(Int.random(in: 1...RoutineLimits.maxDurationSeconds, using: &random))
                    // Few rounds: an interval of many is the expansion tests' matter.
                    case .count: values[slot: slot] = .int(Int.random(in: 1...40, using: &random))
                    case .boolean: values[slot: slot] = .bool(Bool.random(using: &random))
                    case .text: values[slot: slot] = .string(texts.randomElement(using: &random)!)
                    case .textList:
                        values[slot: slot] = .strings(
                            (0..<Int.random(in: 1...4, using: &random)).map { _ in texts.randomElement(using: &random)! })
                    }
                }
                if let content = try? CardContent(kind, values: values) { contents.append(content) }
            }
        }
        return contents
    }

    /// Each config's members are written from its properties, not from its field list:
    /// every kind, with each optional member present and absent, and both flags, comes
    /// out as its `Encodable` encoding (which walks the field list) has it.
    @Test func everyConfigIsWrittenAsItsFieldListEncodesIt() throws {
        let contents = Self.everyKindsContents
        #expect(Set(contents.map(\.kind)) == Set(CardKind.allCases))
        let cards = contents.enumerated().map { index, content in
            Card(id: Identity.sequenceID(slug: "c\(index)"), title: "Card \(index)", content: content)
        }
        let sequence = SequenceDefinition(
            id: Identity.sequenceID(slug: "k"), slug: "k", title: "Kinds", summary: nil, tags: [], cards: cards)
        let document = RuntimeDocument(sequence: sequence)
        #expect(try document.jsonData() == StableJSON.encode(document))
    }

    /// Kind and phase names are written from static strings, each its raw value.
    @Test func kindAndPhaseNamesAreTheirRawValues() {
        for kind in CardKind.allCases {
            #expect(kind.jsonName.description == kind.rawValue)
        }
        for phase in [RuntimeCard.Phase.work, .rest] {
            #expect(phase.jsonName.description == phase.rawValue)
        }
    }

    /// Numbers are written as `String(_:)` writes them, at every width and both signs.
    @Test func numbersAreWrittenAsTheirDecimalText() {
        var values = [0, 1, -1, 9, 10, 99, 100, -100, 1_234_567, .max, .min, .max - 1, .min + 1]
        values += (0..<19).map { power in (0..<power).reduce(1) { total, _ in total * 10 } }
        for value in values {
            var bytes: [UInt8] = [0x78]
            JSONText.writeInt(value, into: &bytes)
            #expect(bytes == Array("x\(value)".utf8))
        }
    }

    /// The counter counts what the writer writes, value by value: empty and nested
    /// containers, escapes of every kind, numbers of every width and sign.
    @Test func theCounterCountsWhatTheWriterWrites() {
        let values: [JSONValue] = [
            .object([:]), .array([]), .null, .bool(true), .bool(false), .int(0), .int(-1), .int(9), .int(10), .int(-10),
            .int(.max), .int(.min), .string(""), .string("\"\\/\n\r\t\u{8}\u{C}\u{0}\u{1F} é 😀"),
            .array([.array([]), .object([:]), .array([.int(1), .array([.null])])]),
            .object(["a": .object(["b": .array([.string("c"), .object(["\"key\"\n": .int(-5)])])]), "z": .array([])]),
        ]
        for value in values {
            var counter = JSONByteCounter(limit: .max)
            value.write(to: &counter)
            #expect(counter.total + 1 == value.serialized().count, "\(value)")
        }
    }
}
