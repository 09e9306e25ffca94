import Foundation
import SeqcCompiler
import Testing

/// The built `seqc` repairs drafts that are no plain routine document (issue 39): a
/// routine under wrapper keys or in JSON with comments, with `--fix` (one reading, every
/// value kept), and a routine written as a list of text only with `--unsafe-fixes` (prose
/// into data is never safe). Cases are generated with a fixed seed.
@Suite struct WrappedAndTextDraftTests {
    static let count = 12

    /// The cards `text` builds to, compiled in process; nil when it does not build.
    static func cards(_ text: String) -> [String]? {
        Compiler().compile(SourceFile(path: "d.routine.yaml", text: text)).sequence?.cards.map { "\($0.kind) \($0.title) \($0.content)" }
    }

    static func lint(_ text: String, unsafe: Bool) throws -> SeqcProcess.Run {
        try SeqcProcess.run(["lint", "--fix"] + (unsafe ? ["--unsafe-fixes"] : []) + ["-"], stdin: Data(text.utf8))
    }

    @Test func aListWrittenAsTextIsRepairedOnlyWithUnsafeFixes() throws {
        var random = SystemRandomNumberGenerator.Seeded(state: 0x3904_0001)
        let units = Vocabulary.words.compactMap { word -> (String, Int)? in
            guard case .unit(let seconds, 1) = word.meaning, seconds == 1 || seconds == 60 else { return nil }
            return (word.word, seconds)
        }
        for _ in 0..<Self.count {
            var lines: [String] = []
            var canonical = "title: T\ncards:\n"
            for index in 0..<Int.random(in: 1...4, using: &random) {
                let (unit, seconds) = units.randomElement(using: &random)!
                let amount = Int.random(in: 1...9, using: &random) * (seconds == 1 ? 10 : 1)
                let title = ["Plank", "Kniebeugen", "Gainage", "Plancha"][index]
                lines.append(["\(index + 1). \(title) – \(amount) \(unit)", "- [ ] \(title) (\(amount) \(unit))"][index % 2])
                canonical += "  - countdown: \(title)\n    duration: \(DurationText.text(amount * seconds))\n"
            }
            let text = "## Routine\n\n" + lines.joined(separator: "\n") + "\n"
            let safe = try Self.lint(text, unsafe: false)
            #expect(safe.exitCode == 1 && safe.stdout == text, "\(text)")
            #expect(safe.stderr.contains("this file is text, not a YAML routine") && safe.stderr.contains("'title: <title>'"))
            let unsafe = try Self.lint(text, unsafe: true)
            #expect(unsafe.exitCode == 0, "\(text)\n\(unsafe.stderr)")
            #expect(Self.cards(unsafe.stdout) == Self.cards(canonical), "\(text)\nfixed:\n\(unsafe.stdout)")
        }
    }

    @Test func aWrappedRoutineInJSONWithCommentsIsRepairedWithSafeFixes() throws {
        var random = SystemRandomNumberGenerator.Seeded(state: 0x3904_0002)
        for _ in 0..<Self.count {
            let key = ["data", "workout", "Trainingsplan", "séance", "rutina"].randomElement(using: &random)!
            let seconds = [30, 45, 60, 90].randomElement(using: &random)!
            let text = """
                {"\(key)": {
                  // exported
                  "title": "Calm", /* note */
                  "cards": [
                    {"countdown": "Breathe", "duration": "\(seconds)s"},
                  ],
                }}

                """
            let run = try Self.lint(text, unsafe: false)
            #expect(run.exitCode == 0, "\(text)\n\(run.stderr)")
            #expect(Self.cards(run.stdout) == Self.cards("title: Calm\ncards:\n  - countdown: Breathe\n    duration: \(seconds)s\n"))
            #expect(!run.stdout.contains("//") && !run.stdout.contains("/*"))
        }
    }
}

extension SystemRandomNumberGenerator {
    /// A generator with a fixed seed (SplitMix64), so every run tries the same cases.
    struct Seeded: RandomNumberGenerator {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}
