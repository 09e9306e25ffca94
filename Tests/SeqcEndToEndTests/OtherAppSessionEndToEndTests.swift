import Foundation
import SeqcCompiler
import Testing

/// The built `seqc` repairs other apps' sessions (issue 39): steps under any key with
/// units in their keys, an interval timer's settings, a session of one timer, and a
/// duration's range on a randomDuration; and a draft of two readings still fails after
/// `--fix --unsafe-fixes`. Cases are generated with fixed seeds.
@Suite struct OtherAppSessionEndToEndTests {
    static let count = 8

    static func lint(_ text: String, unsafe: Bool) throws -> SeqcProcess.Run {
        try SeqcProcess.run(["lint", "--fix"] + (unsafe ? ["--unsafe-fixes"] : []) + ["-"], stdin: Data(text.utf8))
    }

    /// `draft` fails with `--fix` alone, and `--fix --unsafe-fixes` ends with exit 0 in
    /// text that builds the cards `canonical` builds.
    static func expectRepaired(_ draft: String, _ canonical: String) throws {
        let safe = try lint(draft, unsafe: false)
        #expect(safe.exitCode == 1, "\(draft)\n\(safe.stderr)")
        let unsafe = try lint(draft, unsafe: true)
        #expect(unsafe.exitCode == 0, "\(draft)\n\(unsafe.stderr)")
        #expect(
            WrappedAndTextDraftTests.cards(unsafe.stdout) == WrappedAndTextDraftTests.cards(canonical), "\(draft)\nfixed:\n\(unsafe.stdout)"
        )
    }

    @Test func stepsUnderAnyKeyWithUnitsInTheirKeysAreRepaired() throws {
        var random = SystemRandomNumberGenerator.Seeded(state: 0x3904_0101)
        for _ in 0..<Self.count {
            let listKey = ["structure", "segments", "étapes", "Ablauf", "workout_steps"].randomElement(using: &random)!
            let titleKey = ["title", "workoutName", "nom", "session_name"].randomElement(using: &random)!
            let seconds = Int.random(in: 1...20, using: &random) * 30
            let (key, value) = [
                ("duration_ms", "\(seconds * 1000)"), ("durationMillis", "\(seconds * 1000)"), ("secs", "\(seconds)"),
                ("Dauer_s", "\(seconds)"),
            ].randomElement(using: &random)!
            let phase = ["warmup", "échauffement", "Aufwärmen", "calentamiento"].randomElement(using: &random)!
            let title = phase.prefix(1).uppercased() + phase.dropFirst()
            let draft = """
                {"\(titleKey)": "Tempo", "\(listKey)": [
                  {"type": "\(phase)", "\(key)": \(value), "color": "red"},
                  {"label": "Squats", "reps": 12, "emoji": "x"}
                ]}

                """
            let canonical =
                "title: Tempo\ncards:\n  - countdown: \(title)\n    duration: \(DurationText.text(seconds))\n"
                + "  - repetition: Squats\n    reps: 12\n"
            try Self.expectRepaired(draft, canonical)
        }
    }

    @Test func anIntervalTimersSettingsAndATimerSessionAreRepaired() throws {
        var random = SystemRandomNumberGenerator.Seeded(state: 0x3904_0102)
        for index in 0..<Self.count {
            let work = Int.random(in: 2...9, using: &random) * 10
            let rounds = Int.random(in: 2...12, using: &random)
            let minutes = Int.random(in: 1...30, using: &random)
            let wrapper = ["timer", "workout", "session"].randomElement(using: &random)!
            if index % 2 == 0 {
                let draft =
                    "{\"\(wrapper)\": {\"label\": \"Box\", \"roundTime\": \(work), \"restTime\": \"0:30\", \"rounds\": \(rounds)}}\n"
                try Self.expectRepaired(
                    draft, "title: Box\ncards:\n  - interval: Box\n    work: \(work)s\n    rest: 30s\n    rounds: \(rounds)\n")
            } else {
                let draft = "{\"\(wrapper)\": {\"title\": \"Calm\", \"length_minutes\": \(minutes), \"bells\": {\"start\": true}}}\n"
                try Self.expectRepaired(draft, "title: Calm\ncards:\n  - countdown: Calm\n    duration: \(minutes)m\n")
            }
        }
    }

    /// A range is a randomDuration's ends with `--fix` alone; on a countdown, and a timed
    /// easy pace of no kind, no fix builds.
    @Test func rangesAreRepairedWhereTheyHaveOneReadingOnly() throws {
        var random = SystemRandomNumberGenerator.Seeded(state: 0x3904_0103)
        for _ in 0..<Self.count {
            let low = Int.random(in: 1...4, using: &random)
            let range = ["\(low)-\(low + 1) min", "between \(low) and \(low + 1) minutes", "\(low) bis \(low + 1) Min."].randomElement(
                using: &random)!
            let drawn = "title: R\ncards:\n  - randomDuration: Round\n    duration: \(range)\n"
            let safe = try Self.lint(drawn, unsafe: false)
            #expect(safe.exitCode == 0, "\(drawn)\n\(safe.stderr)")
            let canonical = "title: R\ncards:\n  - randomDuration: Round\n    min: \(low)m\n    max: \(low + 1)m\n"
            #expect(WrappedAndTextDraftTests.cards(safe.stdout) == WrappedAndTextDraftTests.cards(canonical), "\(safe.stdout)")
            for ambiguous in [
                "title: R\ncards:\n  - countdown: Round\n    duration: \(range)\n",
                "title: R\ncards:\n  - countdown: Sprint\n    duration: 30s\n  - Jog \(low) min\n",
            ] {
                let unsafe = try Self.lint(ambiguous, unsafe: true)
                #expect(unsafe.exitCode == 1 && unsafe.stderr.contains("help:"), "\(ambiguous)\n\(unsafe.stdout)")
            }
        }
    }
}
