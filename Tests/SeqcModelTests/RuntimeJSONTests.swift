import Foundation
import SeqcModel
import Testing

@Suite struct RuntimeJSONTests {
    static let document = RuntimeDocument(
        sequence: ExpansionTests.sequence([
            ("Warm-up", .countdown(CountdownConfig(durationSeconds: 300, autoComplete: false))),
            ("Sprints", .interval(IntervalConfig(workSeconds: 30, restSeconds: 15, rounds: 2))),
            ("Goal", .countup(CountupConfig())),
        ]))

    /// A routine whose first card has a pinned slug, as a compiled `id:` gives.
    static func pinnedDocument() -> RuntimeDocument {
        let base = document.sequence
        var cards = base.cards
        cards[0] = Card(
            id: Identity.cardID(routineSlug: base.slug, pinnedSlug: "warm-up"), title: cards[0].title,
            content: cards[0].content, slug: "warm-up")
        return RuntimeDocument(sequence: SequenceDefinition(id: base.id, slug: base.slug, title: base.title, cards: cards))
    }

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

    /// The document with its first card changed alike in both lists (it is not an
    /// interval, so it is its own runtime card).
    static func withFirstCard(_ transform: (inout [String: Any]) -> Void) throws -> Data {
        var object = try JSONSerialization.jsonObject(with: document.jsonData()) as! [String: Any]
        var sequence = object["sequence"] as! [String: Any]
        var runtime = object["runtime"] as! [String: Any]
        var sequenceCards = sequence["cards"] as! [[String: Any]]
        var runtimeCards = runtime["cards"] as! [[String: Any]]
        transform(&sequenceCards[0])
        transform(&runtimeCards[0])
        sequence["cards"] = sequenceCards
        runtime["cards"] = runtimeCards
        object["sequence"] = sequence
        object["runtime"] = runtime
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
        let data = try Self.withFirstCard { $0["config"] = ["durationSeconds": 0, "autoComplete": true] }
        let card = try RuntimeDocument.decode(from: data).sequence.cards[0]
        #expect(card.content == .countdown(CountdownConfig(durationSeconds: 1)))
    }
}

/// The direct writer and `Codable` must never disagree: apps decode with `Codable`.
@Suite struct RuntimeJSONWriterTests {
    @Test func directWriterMatchesEncodable() throws {
        let awkward = SequenceDefinition(
            id: Identity.sequenceID(slug: "w"), slug: "w", title: "Quote \" slash / back \\ tab\t nul\u{0} bell\u{7} é 🙂",
            summary: "line\nbreak\r\u{8}\u{C}\u{1F}", tags: ["a", ""],
            cards: KindSamples.everyKind.enumerated().map { index, content in
                // Titles with escapes too, and one pinned slug.
                Card(
                    id: Identity.sequenceID(slug: "c\(index)"), title: index.isMultiple(of: 3) ? "T\u{1}\"\(index)" : "T\(index)",
                    content: content, slug: index == 0 ? "pinned" : nil)
            }
        )
        for document in [RuntimeJSONTests.document, RuntimeDocument(sequence: awkward)] {
            #expect(try document.jsonData() == StableJSON.encode(document))
        }
    }
}

/// Hostile runtime JSON cannot make an app's expansion overflow or run away.
@Suite struct RuntimeJSONLimitTests {
    private func document(replacing config: [String: Any], kind: String) throws -> Data {
        try RuntimeJSONTests.withFirstCard { card in
            card["kind"] = kind
            card["config"] = config
        }
    }

    @Test func valuesPastTheHardLimitsAreRefused() throws {
        let cases: [(String, [String: Any], String)] = [
            ("interval", ["workSeconds": 1, "restSeconds": 1, "rounds": Int.max, "finalRest": true], "rounds"),
            ("repetition", ["reps": 10_001], "reps"),
            ("countdown", ["durationSeconds": 604_801, "autoComplete": true], "durationSeconds"),
            ("countup", ["targetSeconds": Int.max], "targetSeconds"),
            ("randomDuration", ["minSeconds": 1, "maxSeconds": 700_000], "maxSeconds"),
        ]
        for (kind, config, field) in cases {
            let data = try document(replacing: config, kind: kind)
            #expect(throws: RuntimeDecodingError.self, "\(kind).\(field)") { try RuntimeDocument.decode(from: data) }
            do { _ = try RuntimeDocument.decode(from: data) } catch let error as RuntimeDecodingError {
                guard case .outOfRange(let name, _, _) = error else {
                    Issue.record("\(error)")
                    continue
                }
                #expect(name == field)
            }
        }
    }

    @Test func aNullTargetIsStillAbsent() throws {
        let data = try document(replacing: ["targetSeconds": NSNull()], kind: "countup")
        #expect(try RuntimeDocument.decode(from: data).sequence.cards[0].content == .countup(CountupConfig()))
    }

    @Test func absurdRoundsSaturateInsteadOfTrapping() {
        #expect(IntervalConfig(workSeconds: 1, restSeconds: 1, rounds: .max).runtimeCardCount == .max)
    }
}
