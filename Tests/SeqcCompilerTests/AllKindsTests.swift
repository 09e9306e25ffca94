import Foundation
import SeqcModel
import Testing

@testable import SeqcCompiler

/// One test over every card kind: it fails when any layer — the language definition, the
/// reader, clamping, display names, runtime JSON or the report — does not know a kind.
@Suite struct AllKindsTests {
    /// A card of each kind written here, not taken from the language under test, with
    /// the runtime cards it must become; nil for a kind without one yet, which
    /// `everyKindHasASample` names. Keyed by the name an author writes, so this is no
    /// list of the kinds: `CardKind.allCases` is (`SeamTests.testsKeepNoListOfKindNames`).
    static func sample(_ kind: CardKind) -> (lines: [String], runtimeKinds: [String])? {
        switch kind.rawValue {
        case "countdown": (["- countdown: Go", "  duration: 45s"], ["countdown"])
        case "countup": (["- countup: Hold", "  target: 1m"], ["countup"])
        case "info": (["- info: Note", "  text: Breathe."], ["info"])
        case "repetition": (["- repetition: Squats", "  reps: 10"], ["repetition"])
        case "rest": (["- rest: Pause", "  duration: 20s"], ["rest"])
        case "interval":
            (
                ["- interval: Sprints", "  work: 30s", "  rest: 15s", "  rounds: 3", "  finalRest: false"],
                ["countdown", "rest", "countdown", "rest", "countdown"]
            )
        case "checklist": (["- checklist: Pack", "  items: [Shoes, Towel]"], ["checklist"])
        case "randomDuration": (["- randomDuration: Surprise", "  min: 10s", "  max: 20s"], ["randomDuration"])
        default: nil
        }
    }

    @Test(arguments: CardKind.allCases)
    func everyKindHasASample(_ kind: CardKind) {
        #expect(Self.sample(kind) != nil, "AllKindsTests.sample has no card of \(kind.rawValue): write one by hand")
    }

    /// A routine holding only the sample card of `kind`.
    static func routine(_ kind: CardKind, title: String? = nil) -> String {
        var lines = sample(kind)?.lines ?? ["- \(kind.rawValue): No sample"]
        if let title { lines[0] = "- \(kind.rawValue): \(title)" }
        return "id: k\ntitle: T\ncards:\n" + lines.map { "  " + $0 }.joined(separator: "\n") + "\n"
    }

    @Test(arguments: CardKind.allCases)
    func everyLayerKnowsTheKind(_ kind: CardKind) throws {
        // Language and reader: the sample compiles cleanly to this kind.
        let result = compile(Self.routine(kind))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let document = try #require(result.document)
        #expect(document.sequence.cards.map(\.kind) == [kind])

        // Display name: an empty title becomes it.
        let untitled = try #require(compile(Self.routine(kind, title: "")).document)
        #expect(untitled.sequence.cards[0].title == kind.displayName)
        #expect(!kind.displayName.isEmpty)

        // Runtime JSON: round trip, and the kind's raw value is the discriminator.
        let data = try document.jsonData()
        #expect(try RuntimeDocument.decode(from: data) == document)
        let expected = try #require(Self.sample(kind)).runtimeKinds
        #expect(document.runtimeCards.map(\.card.kind.rawValue) == expected)
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let runtime = (json["runtime"] as? [String: Any])?["cards"] as? [[String: Any]]
        #expect(runtime?.compactMap { $0["kind"] as? String } == expected, "runtime JSON kinds of \(kind)")

        // Report: the authored kind is counted, and the runtime count is the sample's.
        let report = RoutineReport(result: result, diagnostics: [], output: "k.json")
        #expect(report.authoredKinds?[kind.rawValue] == 1)
        #expect(
            report.runtimeCards == expected.count, "the report counts \(String(describing: report.runtimeCards)) runtime cards for \(kind)")
    }

    @Test(arguments: CardKind.allCases)
    func everyNumericFieldClampsAndReports(_ kind: CardKind) throws {
        let numeric = Language.spec(for: kind).fields.filter { $0.type == .duration || $0.type == .integer }
        for field in numeric {
            var lines = Self.routine(kind).split(separator: "\n").map(String.init)
            if let index = lines.firstIndex(where: { $0.hasPrefix("    \(field.name): ") }) {
                lines[index] = "    \(field.name): 0"
            } else {
                lines.append("    \(field.name): 0")
            }
            let yaml = lines.joined(separator: "\n") + "\n"
            let result = compile(yaml)
            #expect(result.diagnostics.map(\.rule) == [.clamped], "\(kind).\(field.name): \(result.diagnostics)")
            #expect(result.document != nil)
        }
    }

    @Test func theLanguageDefinesEveryKindOnce() {
        #expect(Language.kinds.map(\.kind) == CardKind.allCases)
        for spec in Language.kinds {
            #expect(!spec.summary.isEmpty, "\(spec.kind.rawValue) has no summary: is its file in Language/Kinds/ missing?")
            #expect(spec.fields.allSatisfy { !$0.summary.isEmpty && !$0.example.isEmpty })
        }
    }
}
