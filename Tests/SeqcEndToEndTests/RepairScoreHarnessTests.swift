import Foundation
import Testing

/// bench/repair_score.py classifies each draft by what seqc made of it. Each outcome is
/// checked on drafts generated from a fixed seed whose outcome does not depend on what
/// seqc repairs: a valid routine equal to its intent is repaired, a valid routine that
/// differs from its intent is a silent mis-repair, a card missing its required field is
/// unrepaired with a message, and a seqc that crashes or hangs leaves drafts unrepaired
/// without one, the harness itself running to the end.
@Suite struct RepairScoreHarnessTests {
    /// A generated routine of countdowns, written as a draft would be.
    struct Routine {
        var cards: [(title: String, seconds: Int)]

        init(seed: UInt64) {
            var random = SplitMix(state: seed)
            let words = ["Plank", "Squat", "Breathe", "Row", "Stretch", "Walk", "Hold", "Focus", "Lunge", "Rest easy"]
            cards = (0..<Int.random(in: 1...5, using: &random)).map { index in
                ("\(words.randomElement(using: &random)!) \(index + 1)", Int.random(in: 5...3600, using: &random))
            }
        }

        /// The routine as YAML; `dropDuration` leaves out one card's required duration.
        func yaml(dropDuration: Int? = nil) -> String {
            var text = "title: Generated\ncards:\n"
            for (index, card) in cards.enumerated() {
                text += "  - countdown: \(card.title)\n"
                if index != dropDuration { text += "    duration: \(card.seconds)\n" }
            }
            return text
        }

        /// The runtime card list this routine builds to, as an `.intent.json` holds it.
        var runtimeCards: String {
            let list = cards.map {
                "{\"kind\": \"countdown\", \"title\": \"\($0.title)\", "
                    + "\"config\": {\"autoComplete\": true, \"durationSeconds\": \($0.seconds)}}"
            }
            return "[" + list.joined(separator: ", ") + "]"
        }
    }

    static let seeds: [UInt64] = (0..<6).map { 0x5EED_0000 + $0 }

    static func folder() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("repair-score-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func write(_ text: String, _ name: String, in folder: URL) throws {
        try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }

    @Test(arguments: seeds)
    func eachOutcomeIsClassified(_ seed: UInt64) throws {
        let routine = Routine(seed: seed)
        var changed = routine
        changed.cards[changed.cards.count - 1].seconds += 7
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.write(routine.yaml(), "a.draft.yaml", in: folder)
        try Self.write(routine.yaml(), "a.intent.yaml", in: folder)
        try Self.write(changed.yaml(), "b.draft.md", in: folder)
        try Self.write(routine.runtimeCards, "b.intent.json", in: folder)
        try Self.write(routine.yaml(dropDuration: 0), "c.draft.txt", in: folder)
        try Self.write(routine.yaml(), "c.intent.yaml", in: folder)
        let run = try HarnessRun.run([folder.path], seqc: SeqcProcess.binary.path)
        #expect(run.exitCode == 0, "\(run.stderr)")
        for mode in ["safe", "unsafe"] {
            #expect(run.outcome(of: "a.draft.yaml", mode: mode) == "repaired", "\(mode)\n\(run.stdout)")
            #expect(run.outcome(of: "b.draft.md", mode: mode) == "silent", "\(mode)\n\(run.stdout)")
            #expect(run.outcome(of: "c.draft.txt", mode: mode) == "message", "\(mode)\n\(run.stdout)")
        }
    }

    /// The text table names each silent mis-repair with the card that differs.
    @Test func theTableListsSilentMisRepairsWithTheirCards() throws {
        let routine = Routine(seed: Self.seeds[0])
        var changed = routine
        changed.cards[0].seconds += 11
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.write(changed.yaml(), "wrong.draft.yaml", in: folder)
        try Self.write(routine.yaml(), "wrong.intent.yaml", in: folder)
        let run = try HarnessRun.run([folder.path], seqc: SeqcProcess.binary.path, json: false)
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.stdout.contains("silent mis-repairs (safe):\n  wrong.draft.yaml"), "\(run.stdout)")
        #expect(run.stdout.contains("#1 want countdown '\(routine.cards[0].title)'"), "\(run.stdout)")
        #expect(run.stdout.contains("durationSeconds=\(changed.cards[0].seconds)"), "\(run.stdout)")
    }

    /// A seqc that crashes, prints garbage or hangs leaves its drafts unrepaired without a
    /// message; the harness runs to the end, within its timeout per run.
    @Test(arguments: ["printf '{[garbage'; kill -SEGV $$", "exec sleep 60", "printf 'not json'; exit 1"])
    func aMisbehavingSeqcLeavesDraftsUnrepairedWithoutAMessage(_ body: String) throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fake = folder.appendingPathComponent("fake-seqc")
        try Data("#!/bin/sh\n\(body)\n".utf8).write(to: fake)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)
        let drafts = folder.appendingPathComponent("drafts")
        try FileManager.default.createDirectory(at: drafts, withIntermediateDirectories: true)
        for seed in Self.seeds.prefix(2) {
            let routine = Routine(seed: seed)
            try Self.write(routine.yaml(), "\(seed).draft.yaml", in: drafts)
            try Self.write(routine.runtimeCards, "\(seed).intent.json", in: drafts)
        }
        let started = Date()
        let run = try HarnessRun.run([drafts.path], seqc: fake.path, options: ["--timeout", "1"], timeout: 120)
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(Date().timeIntervalSince(started) < 60)
        for seed in Self.seeds.prefix(2) {
            #expect(run.outcome(of: "\(seed).draft.yaml", mode: "safe") == "no-message", "\(run.stdout)")
            #expect(run.outcome(of: "\(seed).draft.yaml", mode: "unsafe") == "no-message", "\(run.stdout)")
        }
    }

    /// A draft without an intent, or an intent that does not build, stops the harness with
    /// exit 2 and names the file: a corpus that cannot be scored is not scored as zero.
    @Test func aDraftWithoutABuildingIntentIsAHarnessError() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.write(Routine(seed: Self.seeds[1]).yaml(), "lonely.draft.yaml", in: folder)
        let lonely = try HarnessRun.run([folder.path], seqc: SeqcProcess.binary.path)
        #expect(lonely.exitCode == 2)
        #expect(lonely.stderr.contains("lonely: a draft without an intent"), "\(lonely.stderr)")
        try Self.write(Routine(seed: Self.seeds[1]).yaml(dropDuration: 0), "lonely.intent.yaml", in: folder)
        let broken = try HarnessRun.run([folder.path], seqc: SeqcProcess.binary.path)
        #expect(broken.exitCode == 2)
        #expect(broken.stderr.contains("lonely.intent.yaml: the intent does not build"), "\(broken.stderr)")
    }
}
