import SeqcLint
import SeqcModel
import Testing

@testable import SeqcCompiler

/// A `repeat` block's fields written as people and models write them: its rounds and rest
/// under an interval's words for them in any language (`sets`, `Runden`, `tours`, `pause`,
/// `Pause`, `repos`, `descanso`), and its title, rounds and rest nested under `repeat:` with
/// its cards beside. Each has one reading, so `--fix` alone builds the block meant; seeded
/// drafts in every combination, each checked for its runtime cards and for converging.
@Suite struct BlockFieldsTests {
    static let roundWords = ["sets", "times", "cycles", "Runden", "Zyklen", "Sätze", "tours", "séries", "rondas", "series", "laps"]
    static let restWords = ["pause", "Pause", "recovery", "repos", "descanso", "Erholung", "récupération"]
    static let titleWords = ["title", "name", "Titel", "nom", "nombre"]
    static let blockTitles = ["Circuit", "Kniebeugen", "Tabata legs", "Bloque 2"]
    static let rests: [(written: String, meant: String)] = [("90s", "90s"), ("2m", "2m"), ("1:30", "90s"), ("45 Sek", "45s")]
    static let cards = "    cards:\n      - repetition: Pompes\n        reps: 15\n      - countdown: Gainage\n        duration: 45s\n"

    struct Draft {
        var text: String
        var canonical: String
    }

    static func pick<T>(_ values: [T], _ random: inout SplitMix) -> T { values[Int(random.next() % UInt64(values.count))] }

    static func draft(_ random: inout SplitMix, nested: Bool) -> Draft {
        let title = pick(blockTitles, &random)
        let rounds = 2 + Int(random.next() % 5)
        let rest = pick(rests, &random)
        let roundKey = pick(roundWords, &random)
        let restKey = pick(restWords, &random)
        let head = "title: Training\ncards:\n  - countdown: Warm-up\n    duration: 5m\n"
        let tail = "  - countdown: Cool-down\n    duration: 5m\n"
        let block: String
        if nested {
            let titleKey = pick(titleWords, &random)
            block = "  - repeat:\n      \(titleKey): \(title)\n      \(roundKey): \(rounds)\n      \(restKey): \(rest.written)\n" + cards
        } else {
            block = "  - repeat: \(title)\n    \(roundKey): \(rounds)\n    \(restKey): \(rest.written)\n" + cards
        }
        let meant = "  - repeat: \(title)\n    rounds: \(rounds)\n    rest: \(rest.meant)\n" + cards
        return Draft(text: head + block + tail, canonical: head + meant + tail)
    }

    static func check(_ draft: Draft, _ name: String) {
        RepairCheck.check(draft.text, meaning: draft.canonical, name, allowing: .safe)
    }

    @Test func aBlocksRoundsAndRestUnderAnIntervalsWordsAreSafeRenames() {
        var random = SplitMix(state: 0x5EC0_3B01)
        for index in 0..<40 { Self.check(Self.draft(&random, nested: false), "block-words draft \(index)") }
    }

    @Test func aBlocksFieldsNestedUnderItsKeyAreMovedUp() {
        var random = SplitMix(state: 0x5EC0_3B02)
        for index in 0..<40 { Self.check(Self.draft(&random, nested: true), "nested-block draft \(index)") }
    }
}
