import Foundation
import SeqcModel
import Testing
import TimerKit

/// The bundled JSON is what the routine files say: the build plugin compiled every
/// routine of the target, and SeqcModel's strict decoder reads each one.
@Suite struct RoutineLibraryTests {
    /// What each routine file in Sources/TimerKit/Routines describes, worked out by hand.
    struct Expected: Sendable, CustomTestStringConvertible {
        let name: String
        let title: String
        let authoredCards: Int
        let runtimeCards: Int
        let minSeconds: Int
        let maxSeconds: Int
        let untimedCards: Int
        var testDescription: String { name }
    }

    static let routines: [Expected] = [
        // info, interval 4s/4s x8 without a final rest (15 cards), countup.
        Expected(
            name: "box-breathing", title: "Box Breathing", authoredCards: 3, runtimeCards: 17,
            minSeconds: 8 * 4 + 7 * 4, maxSeconds: 8 * 4 + 7 * 4, untimedCards: 2),
        // checklist, countdown, a repeat block of (repetition, rest 45s, repetition) x3 with a
        // 1m rest between rounds (11 cards), interval 40s/20s x3 (6 cards), randomDuration
        // 30s-1m30s, info.
        Expected(
            name: "strength-circuit", title: "Strength Circuit", authoredCards: 16, runtimeCards: 21,
            minSeconds: 180 + 3 * 45 + 2 * 60 + 3 * 60 + 30, maxSeconds: 180 + 3 * 45 + 2 * 60 + 3 * 60 + 90, untimedCards: 8),
        // A .routine.yml file: checklist, countdown 25m, rest 5m.
        Expected(
            name: "focus-block", title: "Focus Block", authoredCards: 3, runtimeCards: 3,
            minSeconds: 30 * 60, maxSeconds: 30 * 60, untimedCards: 1),
    ]

    @Test func everyRoutineOfTheTargetIsBundled() {
        #expect(RoutineLibrary.names == Self.routines.map(\.name).sorted())
    }

    @Test(arguments: routines)
    func bundledRoutineMatchesItsFile(_ expected: Expected) throws {
        let document = try RoutineLibrary.document(named: expected.name)
        #expect(document.sequence.title == expected.title)
        #expect(document.sequence.slug == expected.name)
        #expect(document.sequence.cards.count == expected.authoredCards)
        #expect(document.runtimeCards.count == expected.runtimeCards)
        let timing = RoutineRunner(document: document).timing
        #expect(
            timing == TimingSummary(minSeconds: expected.minSeconds, maxSeconds: expected.maxSeconds, untimedCards: expected.untimedCards))
    }

    @Test func intervalsReachThePlayerExpanded() throws {
        let document = try RoutineLibrary.document(named: "box-breathing")
        let titles = document.runtimeCards.map(\.card.title)
        #expect(titles.first == "Sit tall")
        #expect(titles[1...4] == ["Breathe - Work 1/8", "Breathe - Rest 1/8", "Breathe - Work 2/8", "Breathe - Rest 2/8"])
        #expect(titles.suffix(2) == ["Breathe - Work 8/8", "Free breathing"])
        let interval = document.sequence.cards[1]
        #expect(document.runtimeCards[1...15].allSatisfy { $0.origin?.cardId == interval.id })
    }

    @Test func aRoutineNotInTheTargetIsAnError() {
        #expect(throws: RoutineLibraryError.notBundled("missing")) { try RoutineLibrary.document(named: "missing") }
    }
}
