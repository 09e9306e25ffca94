import Foundation
import Testing

@testable import SeqcModel

/// Every JSON writer escapes what ``WorkflowCommandEscape`` escapes, and only that: no
/// string's raw bytes hold `::`, `##[` or `##vso[`, the decoded value is the text given, the
/// streaming writer, ``JSONValue/serialized()`` and `StableJSON` (JSONEncoder) write the
/// same bytes, and ``JSONByteCounter`` counts them exactly.
@Suite struct WorkflowCommandEscapeTests {
    /// Text made of the pieces CI commands are made of, among plain and escaped bytes and
    /// text beyond ASCII, at random lengths (up to three words and a tail, so every offset
    /// of the eight-byte scan is reached), from a fixed seed.
    static let texts: [String] = {
        let pieces = [
            ":", ":", "#", "#", "[", "]", "::", "##", "##[", "##vso[", "##VSO[", "::error::", "a", "b", " ", "\"", "\\", "\n",
            "\u{1}", "é", "🎉", "task.setvariable", "/", "v", "s", "o", "V", "sO",
        ]
        var generator = SeededGenerator(seed: 0x5EC0_C0DE)
        var texts = [
            "", ":", "#", "::", "##", ":::", "####[", "##[error]x", "##vso[task.setvariable variable=a]b", "::error::x", "##VsO[x",
            "##v[", "#[", "##s[", "###vso[",
        ]
        for _ in 0..<3000 {
            let count = Int.random(in: 1...12, using: &generator)
            texts.append((0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined())
        }
        return texts
    }()

    static func holdsCommand(_ bytes: some Sequence<UInt8>) -> Bool {
        let text = String(decoding: Array(bytes), as: UTF8.self).lowercased()
        return text.contains("::") || text.contains("##[") || text.contains("##vso[")
    }

    struct Strings: Codable, Equatable {
        let items: [String]
        let keyed: [String: String]
    }

    @Test func everyWriterEscapesThePairsAndKeepsTheValue() throws {
        for text in Self.texts {
            let value = Strings(items: [text, text + ":", ":" + text, text + "#", "#" + text], keyed: [text: text])
            let members = JSONObject([
                ("items", JSONValue.array(value.items.map(JSONValue.string))), ("keyed", .object([text: .string(text)])),
            ])
            let serialized = JSONValue.object(members).serialized()
            let encoded = try StableJSON.encode(value)
            #expect(!Self.holdsCommand(serialized), "\(text.debugDescription): \(String(decoding: serialized, as: UTF8.self))")
            #expect(Data(serialized) == encoded, "\(text.debugDescription)")
            #expect(try JSONDecoder().decode(Strings.self, from: Data(serialized)) == value, "\(text.debugDescription)")
            var counter = JSONByteCounter(limit: .max)
            JSONValue.object(members).write(to: &counter)
            #expect(counter.total + 1 == serialized.count, "\(text.debugDescription)")
        }
    }

    /// Only the byte that completes a command is escaped, as `\u003a` or `\u005b`: text
    /// without a command is written as JSONEncoder writes it.
    @Test func onlyTheByteThatCompletesACommandIsEscaped() {
        #expect(JSONValue.string("a::b").text == #""a:\u003ab""# + "\n")
        #expect(JSONValue.string(":::").text == #"":\u003a:""# + "\n")
        #expect(JSONValue.string("##[x]").text == ###""##\u005bx]""### + "\n")
        #expect(JSONValue.string("###VsO[x]").text == ####""###VsO\u005bx]""#### + "\n")
        #expect(JSONValue.string("a: b # c ## d #[ e ##v[").text == ###""a: b # c ## d #[ e ##v[""### + "\n")
    }

    /// An expanded card's title is the interval's title escaped and its suffix; the
    /// runtime document of titles full of pairs holds none, decodes to its titles, and
    /// the size check counts it exactly.
    @Test func runtimeDocumentsHoldNoPair() throws {
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<60 {
            let text = { Self.texts.randomElement(using: &generator)! }
            let cards = (0..<4).map { index in
                let content: CardContent =
                    switch index {
                    case 0: .interval(IntervalConfig(workSeconds: 5, restSeconds: 5, rounds: Int.random(in: 1...12, using: &generator)))
                    case 1: .checklist(ChecklistConfig(items: [text(), text()])!)
                    case 2: .info(InfoConfig(text: text()))
                    default: .countdown(CountdownConfig(durationSeconds: 3))
                    }
                return Card(id: UUID(), title: text(), content: content, slug: nil)
            }
            let sequence = SequenceDefinition(id: UUID(), slug: "s", title: text(), summary: text(), tags: [text(), text()], cards: cards)
            let document = RuntimeDocument(sequence: sequence)
            let data = try document.jsonData()
            #expect(!Self.holdsCommand(data), "\(String(decoding: data, as: UTF8.self))")
            #expect(data == (try StableJSON.encode(document)))
            #expect(RuntimeDocument.checkJSONSize(of: sequence, limit: .max) == .fits(bytes: data.count))
            #expect(RuntimeDocument.jsonSizeBound(of: sequence) >= data.count)
            let decoded = try JSONDecoder().decode(RuntimeDocument.self, from: data)
            #expect(decoded.sequence == sequence)
        }
    }
}

/// SplitMix64: the same sequence of numbers on every platform for a seed.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
