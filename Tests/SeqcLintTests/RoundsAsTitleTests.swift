import SeqcLint
import SeqcModel
import Testing

@testable import SeqcCompiler

/// A block whose count is written as its title (`- repeat: 3`, `- repeat: 4 Mal`) gets the
/// routine's title when it is the routine's only card (the whole routine played that many
/// times, as a routine-level `rounds:` is titled), and `Round` anywhere else. Seeded drafts
/// in block and flow form, with and without cards around the block, each checked for its
/// runtime titles and for converging.
@Suite struct RoundsAsTitleTests {
    static let titles = ["Core Finisher", "Zirkel am Morgen", "Abdos: express", "Circuito #2", "12 minute burn"]
    static let counts: [(written: String, rounds: Int)] = [("3", 3), ("3 times", 3), ("4 Mal", 4), ("2x", 2), ("5 fois", 5)]
    static let inner = "    cards:\n      - countdown: Hollow hold\n        duration: 30s\n      - repetition: V-ups\n        reps: 12\n"
    static let innerFlow = "cards: [{countdown: Hollow hold, duration: 30s}, {repetition: V-ups, reps: 12}]"

    struct Draft {
        var text: String
        var canonical: String
    }

    static func draft(_ random: inout SplitMix, _ index: Int) -> Draft {
        let title = titles[Int(random.next() % UInt64(titles.count))]
        let count = counts[Int(random.next() % UInt64(counts.count))]
        let alone = index % 2 == 0
        let flow = index % 3 == 0
        let quotedTitle = TextRoutine.scalar(title)
        let blockTitle = alone ? quotedTitle : "Round"
        let head = "title: \(quotedTitle)\ncards:\n" + (alone ? "" : "  - countdown: Warm-up\n    duration: 5m\n")
        let draftBlock =
            flow
            ? "  - {repeat: \(count.written), rest: 30s, \(innerFlow)}\n"
            : "  - repeat: \(count.written)\n    rest: 30s\n" + inner
        let meantBlock = "  - repeat: \(blockTitle)\n    rounds: \(count.rounds)\n    rest: 30s\n" + inner
        return Draft(text: head + draftBlock, canonical: head + meantBlock)
    }

    @Test func aCountAsTitleNamesTheBlockByTheRoutineWhenItIsTheWholeRoutine() {
        var random = SplitMix(state: 0x5EC0_3A71)
        for index in 0..<40 {
            let draft = Self.draft(&random, index)
            let name = "rounds-as-title draft \(index)"
            RepairCheck.check(draft.text, meaning: draft.canonical, name)
        }
    }
}
