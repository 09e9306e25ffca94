import Foundation
import SeqcModel
import Testing

/// A runtime document's runtime list is always the expansion of its sequence.
@Suite struct RuntimeDocumentValidationTests {
    private static let document = RuntimeJSONTests.document

    /// The JSON of ``document`` with `transform` applied to its runtime cards only.
    private func withRuntimeCards(_ transform: (inout [[String: Any]]) -> Void) throws -> Data {
        var object = try JSONSerialization.jsonObject(with: Self.document.jsonData()) as! [String: Any]
        var runtime = object["runtime"] as! [String: Any]
        var cards = runtime["cards"] as! [[String: Any]]
        transform(&cards)
        runtime["cards"] = cards
        object["runtime"] = runtime
        return try JSONSerialization.data(withJSONObject: object)
    }

    @Test func constructingWithTheExpansionSucceeds() throws {
        let built = try RuntimeDocument(sequence: Self.document.sequence, runtimeCards: Self.document.runtimeCards)
        #expect(built == Self.document)
    }

    @Test func constructingWithAnotherListIsRefused() {
        var cards = Self.document.runtimeCards
        cards.swapAt(1, 2)
        #expect(throws: RuntimeDecodingError.runtimeNotExpansion(firstDifference: 1, expectedCount: 6, foundCount: 6)) {
            try RuntimeDocument(sequence: Self.document.sequence, runtimeCards: cards)
        }
        #expect(throws: RuntimeDecodingError.runtimeNotExpansion(firstDifference: 5, expectedCount: 6, foundCount: 5)) {
            try RuntimeDocument(sequence: Self.document.sequence, runtimeCards: Array(cards.prefix(5)))
        }
    }

    @Test func decodingRefusesAnEditedRuntimeCard() throws {
        let cases: [(String, (inout [[String: Any]]) -> Void)] = [
            ("title", { $0[2]["title"] = "Sprints - Work 9/9" }),
            ("config", { $0[1]["config"] = ["durationSeconds": 31, "autoComplete": true] }),
            ("id", { $0[4]["id"] = "00000000-0000-5000-8000-000000000000" }),
            (
                "origin",
                { cards in
                    var origin = cards[3]["origin"] as! [String: Any]
                    origin["round"] = 1
                    cards[3]["origin"] = origin
                }
            ),
            ("a dropped card", { $0.remove(at: 2) }),
            ("an added card", { $0.append($0[0]) }),
            ("no cards", { $0.removeAll() }),
        ]
        for (what, transform) in cases {
            let data = try withRuntimeCards(transform)
            #expect(throws: RuntimeDecodingError.self, "\(what)") { try RuntimeDocument.decode(from: data) }
            #expect(throws: RuntimeDecodingError.self, "\(what), through Codable") {
                try JSONDecoder().decode(RuntimeDocument.self, from: data)
            }
            do {
                _ = try RuntimeDocument.decode(from: data)
            } catch let error as RuntimeDecodingError {
                guard case .runtimeNotExpansion = error else {
                    Issue.record("\(what): \(error)")
                    continue
                }
                #expect(error.description.contains("the runtime list must be the expansion of the sequence"))
            }
        }
    }

    @Test func theMessageSaysWhichCard() {
        #expect(
            RuntimeDecodingError.runtimeNotExpansion(firstDifference: 2, expectedCount: 6, foundCount: 6).description
                == "runtime card 3 is not what 'sequence.cards' expands to; the runtime list must be the expansion of the sequence")
        #expect(
            RuntimeDecodingError.runtimeNotExpansion(firstDifference: 1, expectedCount: 6, foundCount: 1).description
                == "'runtime.cards' holds 1 card but 'sequence.cards' expands to 6; the runtime list must be the expansion of the sequence")
    }

    /// Every runtime JSON file seqc has written (the examples and the compile goldens)
    /// decodes, and writes back byte for byte.
    @Test func seqcsOwnOutputsDecode() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folders = ["Examples/expected", "Tests/SeqcEndToEndTests/Fixtures/compile"]
        let files = try folders.flatMap { folder in
            try FileManager.default.contentsOfDirectory(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
                .filter { $0.pathExtension == "json" }
        }
        #expect(files.count >= 14)
        for file in files {
            let data = try Data(contentsOf: file)
            let document = try RuntimeDocument.decode(from: data)
            #expect(try document.jsonData() == data, "\(file.lastPathComponent)")
        }
    }
}
