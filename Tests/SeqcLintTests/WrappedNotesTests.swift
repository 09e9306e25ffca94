import SeqcModel
import Testing

@testable import SeqcCompiler

/// A routine under a wrapper key with notes of its own beside its title and cards
/// (`rutina:` over `titulo:`, `duracion_total: 40 min` and `cards:`, or its steps under a
/// word of no meaning: `etapas:`), and a group of steps
/// whose kind word holds a category (`type: interval_set`) over one timed step and one rest
/// with the unit in the key (`duration_seconds: 90`). Generated with fixed seeds over the
/// languages' words: `--fix --unsafe-fixes` builds the routine meant, fixing converges, and
/// the near miss (a note that is a mapping of an app's settings, which nothing says what
/// to do with) never builds.
@Suite struct WrappedNotesTests {
    static let count = 80

    static let wrapperKeys = ["rutina", "routine", "workout", "séance", "Training", "sessao", "plan", "data"]
    static let titleKeys = ["title", "titulo", "título", "titre", "Titel", "name", "nombre"]
    /// Notes models and exports write beside a routine, each a key and one value of text.
    static let notes = [
        "duracion_total: 40 min", "total_duration_minutes: 38", "level: beginner", "nivel: fácil", "niveau: débutant",
        "Schwierigkeit: leicht", "autor: Ana", "author: Coach Dan", "sport: running", "objetivo: Empezar con calma",
    ]

    @Test func aWrappedRoutineWithNotesRepairsToTheRoutine() {
        var generator = DraftGenerator(seed: 0x3901_0101)
        var random = SplitMix(state: 0x3901_0102)
        for index in 0..<Self.count {
            let canonical = generator.draft().canonical
            let wrapped = Self.wrap(canonical, notes: Int.random(in: 1...WrappedNotes.maxNotes, using: &random), random: &random)
            RepairCheck.check(wrapped, meaning: canonical, "wrapped with notes \(index)")
        }
    }

    /// The same with the cards under a word of no meaning (`etapas:`, `Ablauf:`): the one
    /// list of objects beside the title and the notes is the routine's steps.
    @Test func aWrappedRoutineWithNotesAndStepsUnderAnotherWordRepairsToTheRoutine() {
        var generator = DraftGenerator(seed: 0x3901_0106)
        var random = SplitMix(state: 0x3901_0107)
        for index in 0..<Self.count {
            let canonical = generator.draft().canonical
            let listKey = ["etapas", "passaggi", "Ablauf", "déroulé", "secuencia", "flow"].randomElement(using: &random)!
            let wrapped = Self.wrap(canonical, notes: Int.random(in: 1...WrappedNotes.maxNotes, using: &random), random: &random)
                .replacingOccurrences(of: "\n  cards:", with: "\n  \(listKey):")
            RepairCheck.check(wrapped, meaning: canonical, "steps under '\(listKey)' \(index)")
        }
    }

    @Test func aWrapperThatIsNoRoutineWithNotesDoesNotBuild() {
        var generator = DraftGenerator(seed: 0x3901_0103)
        var random = SplitMix(state: 0x3901_0104)
        for index in 0..<(Self.count / 4) {
            let canonical = generator.draft().canonical
            // Settings of an app beside the title: a mapping is no note, and nothing says what it changes.
            let settings = Self.wrap(canonical, notes: 0, random: &random, extra: "  settings:\n    countdownBeforeStartMs: 5000\n")
            RepairCheck.check(settings, meaning: nil, "wrapped with settings \(index)")
        }
    }

    @Test func aCategorisedGroupOfWorkAndRestIsAnInterval() {
        var random = SplitMix(state: 0x3901_0105)
        for index in 0..<Self.count {
            let group = Self.group(random: &random)
            RepairCheck.check(group.draft, meaning: group.canonical, "categorised group \(index)")
        }
    }

    /// `routine` under a wrapper key, its title under another word, with `notes` notes
    /// (and `extra` lines) beside it.
    static func wrap(_ routine: String, notes count: Int, random: inout SplitMix, extra: String = "") -> String {
        let titleKey = titleKeys.randomElement(using: &random)!
        var lines = routine.split(separator: "\n").map { "  " + $0 }
        lines = lines.map { $0.hasPrefix("  title:") ? "  \(titleKey):" + $0.dropFirst("  title:".count) : $0 }
        let chosen = notes.shuffled(using: &random).prefix(count).map { "  " + $0 }
        let at = Int.random(in: 1...lines.count, using: &random)
        // Notes go between the routine's own keys, never inside its cards.
        let insertAt = lines[..<at].lastIndex { !$0.hasPrefix("   ") }.map { $0 + 1 } ?? 1
        let cardsAt = lines.firstIndex { $0.hasPrefix("  cards:") } ?? lines.count
        lines.insert(contentsOf: chosen, at: min(insertAt, cardsAt))
        return wrapperKeys.randomElement(using: &random)! + ":\n" + lines.joined(separator: "\n") + "\n" + extra
    }

    /// A routine of one group: a category under a kind word, a count of rounds, and a
    /// timed step then a rest, each with its unit in its key.
    static func group(random: inout SplitMix) -> (draft: String, canonical: String) {
        let category = ["interval_set", "intervals", "repeat_group", "main_set", "circuit"].randomElement(using: &random)!
        let categoryKey = ["type", "kind", "tipo", "Typ", "category"].randomElement(using: &random)!
        let roundsKey = ["repeat", "rounds", "sets", "series", "Runden"].randomElement(using: &random)!
        let stepsKey = ["steps", "exercises", "blocks", "ejercicios", "Übungen"].randomElement(using: &random)!
        let labelKey = ["label", "name", "title", "nombre"].randomElement(using: &random)!
        let work = ["Fast 400m pace", "Sprint", "Tempo", "Subida", "Schnell"].randomElement(using: &random)!
        let rounds = Int.random(in: 2...12, using: &random)
        let workSeconds = [30, 45, 60, 90, 120, 180].randomElement(using: &random)!
        let restSeconds = [15, 30, 60, 90, 120].randomElement(using: &random)!
        let (workKey, workValue) = Self.timed(workSeconds, random: &random)
        let (restKey, restValue) = Self.timed(restSeconds, random: &random)
        let restWord = ["recovery", "rest", "pause", "descanso", "Pause"].randomElement(using: &random)!
        let draft = """
            title: Intervals
            cards:
              - \(categoryKey): \(category)
                \(roundsKey): \(rounds)
                \(stepsKey):
                  - type: work
                    \(labelKey): \(work)
                    \(workKey): \(workValue)
                  - type: \(restWord)
                    \(labelKey): Easy
                    \(restKey): \(restValue)

            """
        let canonical = """
            title: Intervals
            cards:
              - interval: \(work)
                work: \(DurationText.text(workSeconds))
                rest: \(DurationText.text(restSeconds))
                rounds: \(rounds)

            """
        return (draft, canonical)
    }

    /// A key naming the duration with a unit, and `seconds` written in that unit.
    private static func timed(_ seconds: Int, random: inout SplitMix) -> (key: String, value: String) {
        if seconds % 60 == 0, Bool.random(using: &random) {
            return (["duration_minutes", "durationMinutes", "minutes", "duracion_min"].randomElement(using: &random)!, "\(seconds / 60)")
        }
        if Bool.random(using: &random) { return (["durationMs", "duration_ms"].randomElement(using: &random)!, "\(seconds * 1000)") }
        return (["duration_seconds", "durationSeconds", "seconds", "duration"].randomElement(using: &random)!, "\(seconds)")
    }
}

/// The bound ``RoutineWrapper`` reads notes up to, as these tests generate them.
private enum WrappedNotes {
    static let maxNotes = RoutineWrapper.maxNotes
}
