import Foundation
import SeqcModel
import Testing

@Suite struct RuntimeJSONTests {
    static let document = RuntimeDocument(sequence: ExpansionTests.sequence([
        ("Warm-up", .countdown(CountdownConfig(durationSeconds: 300, autoComplete: false))),
        ("Sprints", .interval(IntervalConfig(workSeconds: 30, restSeconds: 15, rounds: 2))),
        ("Goal", .countup(CountupConfig())),
    ]))

    @Test func roundTripsExactly() throws {
        let data = try Self.document.jsonData()
        #expect(try RuntimeDocument.decode(from: data) == Self.document)
        #expect(try RuntimeDocument.decode(from: data).jsonData() == data)
    }

    @Test func layoutIsStable() throws {
        let text = String(decoding: try Self.document.jsonData(), as: UTF8.self)
        #expect(text.hasPrefix("{\n  \"formatVersion\": 1,\n  \"runtime\": {\n    \"cards\": [\n"))
        #expect(text.contains("\"config\": {},"))
        #expect(text.hasSuffix("}\n"))
        #expect(!text.contains("targetSeconds"), "absent optionals are left out")
    }

    @Test func idsAreLowerCase() throws {
        let text = String(decoding: try Self.document.jsonData(), as: UTF8.self)
        #expect(text.contains(Self.document.sequence.id.lowercasedString))
        #expect(!text.contains(Self.document.sequence.id.uuidString))
    }

    private func mutated(_ transform: (inout [String: Any]) -> Void) throws -> Data {
        var object = try JSONSerialization.jsonObject(with: Self.document.jsonData()) as! [String: Any]
        transform(&object)
        return try JSONSerialization.data(withJSONObject: object)
    }

    @Test func anUnknownKindIsRefusedNotDropped() throws {
        let data = try mutated { object in
            var sequence = object["sequence"] as! [String: Any]
            var cards = sequence["cards"] as! [[String: Any]]
            cards[0]["kind"] = "hologram"
            sequence["cards"] = cards
            object["sequence"] = sequence
        }
        #expect(throws: RuntimeDecodingError.unknownKind("hologram")) { try RuntimeDocument.decode(from: data) }
    }

    @Test func aNewerFormatVersionIsRefused() throws {
        let data = try mutated { $0["formatVersion"] = 2 }
        #expect(throws: RuntimeDecodingError.newerFormatVersion(2)) { try RuntimeDocument.decode(from: data) }
    }

    @Test func decodingClampsLikeTheInitializers() throws {
        let data = try mutated { object in
            var sequence = object["sequence"] as! [String: Any]
            var cards = sequence["cards"] as! [[String: Any]]
            cards[0]["config"] = ["durationSeconds": 0, "autoComplete": true]
            sequence["cards"] = cards
            object["sequence"] = sequence
        }
        let card = try RuntimeDocument.decode(from: data).sequence.cards[0]
        #expect(card.content == .countdown(CountdownConfig(durationSeconds: 1)))
    }
}
