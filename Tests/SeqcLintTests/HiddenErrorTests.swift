import SeqcLint
import SeqcModel
import Testing

@testable import SeqcCompiler

/// A structural fix that lets the reader see inside a node it skipped (cards written with
/// no dashes, read once the dashes are in) shows the node's own mistakes: errors hidden,
/// not made. The pass is taken when every such error lies in the text the fix rewrote,
/// has a fix of the pass's level, and the passes after it leave the file no worse than
/// before (docs/decisions.md, "Applying fixes"). Seeded drafts in four languages, near
/// misses whose hidden value has no one reading, and synthetic fixes for the guards.
@Suite struct HiddenErrorTests {
    /// One language's words: the routine's keys, a duration's key, durations in words
    /// (seconds, then minutes), a count in words with its value, and card titles.
    struct Language {
        let title: [String]
        let cards: [String]
        let duration: [String]
        let seconds: [String]
        let minutes: [String]
        let count: (word: String, value: Int)
        let titles: [String]
    }

    static let languages: [Language] = [
        Language(
            title: ["title", "name"], cards: ["cards", "steps", "exercises"], duration: ["duration", "time"],
            seconds: ["%d seconds", "%d sec"], minutes: ["%d minute", "%d minutes", "%d min"], count: ("twelve", 12),
            titles: ["Neck rolls", "Hamstrings", "Child's pose", "Breathe"]),
        Language(
            title: ["Titel"], cards: ["karten", "Übungen"], duration: ["Dauer"],
            seconds: ["%d Sekunden", "%d Sek."], minutes: ["%d Minute", "%d Minuten"], count: ("zwölf", 12),
            titles: ["Nacken", "Schultern", "Waden", "Atmen"]),
        Language(
            title: ["titre"], cards: ["exercices", "étapes"], duration: ["durée"],
            seconds: ["%d secondes"], minutes: ["%d minute", "%d minutes"], count: ("douze", 12),
            titles: ["Nuque", "Épaules", "Mollets", "Respirer"]),
        Language(
            title: ["nombre", "título"], cards: ["pasos", "ejercicios"], duration: ["duración", "tiempo"],
            seconds: ["%d segundos"], minutes: ["%d minuto", "%d minutos"], count: ("doce", 12),
            titles: ["Cuello", "Hombros", "Gemelos", "Respirar"]),
    ]

    /// A draft of cards written with no `- `, some values written loosely, and the routine
    /// it means; with `ambiguous`, one duration has no one reading (`1.5`, `2-3 min`).
    static func draft(_ random: inout SplitMix, ambiguous: Bool = false) -> (draft: String, meant: String) {
        let language = languages[Int(random.next() % UInt64(languages.count))]
        func pick(_ words: [String]) -> String { words[Int(random.next() % UInt64(words.count))] }
        var draft = "\(pick(language.title)): Evening\n\(pick(language.cards)):\n"
        var meant = "title: Evening\ncards:\n"
        let count = 2 + Int(random.next() % 3)
        let spoilt = ambiguous ? Int(random.next() % UInt64(count)) : -1
        for number in 0..<count {
            if number > 0, random.next() % 2 == 0 { draft += "\n" }
            let title = language.titles[number % language.titles.count]
            if number != spoilt, random.next() % 4 == 0 {
                let loose = number == 0 || random.next() % 2 == 0
                draft += "  repetition: \(title)\n  reps: \(loose ? language.count.word : String(language.count.value))\n"
                meant += "  - repetition: \(title)\n    reps: \(language.count.value)\n"
                continue
            }
            // A rest first is a `leading-rest` of its own: the first card is a countdown.
            let kind = number > 0 && random.next() % 3 == 0 ? "rest" : "countdown"
            let minutes = random.next() % 2 == 0
            let amount = minutes ? 1 + Int(random.next() % 3) : 10 * (1 + Int(random.next() % 5))
            let loose = number == 0 || random.next() % 3 != 0
            var value =
                loose
                ? pick(minutes ? language.minutes : language.seconds).replacing("%d", with: "\(amount)") : "\(amount)\(minutes ? "m" : "s")"
            if number == spoilt { value = random.next() % 2 == 0 ? "1.5" : "2-3 min" }
            draft += "  \(kind): \(title)\n  \(pick(language.duration)): \(value)\n"
            meant += "  - \(kind): \(title)\n    duration: \(amount)\(minutes ? "m" : "s")\n"
        }
        return (draft, meant)
    }

    @Test func undashedCardsWithLooseValuesRepairToTheirIntent() {
        var random = SplitMix(state: 0x5EC0_4801)
        for index in 0..<60 {
            let (draft, meant) = Self.draft(&random)
            RepairCheck.check(draft, meaning: meant, "hidden-error draft \(index)")
            // Every fix here is safe: `--fix` alone gets there.
            RepairCheck.check(draft, meaning: meant, "hidden-error draft \(index), safe", allowing: .safe)
        }
    }

    @Test func aHiddenValueWithNoOneReadingLeavesTheCardsUnbuilt() {
        var random = SplitMix(state: 0x5EC0_4802)
        for index in 0..<40 {
            let (draft, _) = Self.draft(&random, ambiguous: true)
            RepairCheck.check(draft, meaning: nil, "hidden-error near miss \(index)")
        }
    }

    @Test func theDraftOfTheIssueIsRepaired() {
        let draft = """
            name: Evening stretch
            steps:
              countdown: Neck rolls
              time: 30 seconds

              countdown: Child's pose
              time: 2 min

            """
        let meant =
            "title: Evening stretch\ncards:\n  - countdown: Neck rolls\n    duration: 30s\n  - countdown: Child's pose\n    duration: 2m\n"
        RepairCheck.check(draft, meaning: meant, "the issue's draft", allowing: .safe)
    }
}

/// The guards, with synthetic fixes: `BROKEN` on line 2 is a structural error whose fix
/// rewrites lines 2 and 3, the second then holding a hidden token; `LOOSE` has a safe
/// fix, `GUESS` an unsafe one, `STUCK` none, `LOOP` a fix that brings it back; a first
/// line `strict` gets an error of its own once line 2 is fixed, outside the rewrite.
@Suite struct HiddenErrorGuardTests {
    static func range(_ line: Int, _ column: Int, _ endLine: Int, _ endColumn: Int) -> SourceRange {
        SourceRange(start: SourcePosition(line: line, column: column), end: SourcePosition(line: endLine, column: endColumn))
    }

    static func error(_ path: String, _ rule: RuleID, _ range: SourceRange, _ fixIts: [FixIt]) -> Diagnostic {
        Diagnostic(file: path, range: range, severity: .error, rule: rule, message: "\(rule)", fixIts: fixIts)
    }

    static func lint(_ source: SourceFile) -> [Diagnostic] {
        let lines = String(decoding: source.bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var found: [Diagnostic] = []
        for (index, line) in lines.enumerated() {
            let number = index + 1
            let whole = range(number, 1, number, line.count + 1)
            switch line {
            case "BROKEN":
                let hidden = lines.count > number ? lines[number] : ""
                found.append(
                    error(
                        source.path, .wrongType, range(number, 1, number + 2, 1),
                        [FixIt(range: range(number, 1, number + 2, 1), replacement: "fixed\n\(hidden.uppercased())\n")]))
            case "LOOSE": found.append(error(source.path, .invalidDuration, whole, [FixIt(range: whole, replacement: "tidy")]))
            case "GUESS":
                found.append(error(source.path, .invalidDuration, whole, [FixIt(range: whole, replacement: "tidy", safety: .unsafe)]))
            case "STUCK": found.append(error(source.path, .invalidDuration, whole, []))
            case "LOOP": found.append(error(source.path, .invalidDuration, whole, [FixIt(range: whole, replacement: "LOOP")]))
            case "strict" where lines.contains("fixed"):
                found.append(error(source.path, .unknownKey, whole, [FixIt(range: whole, replacement: "title")]))
            default: break
            }
        }
        return found
    }

    static func fixed(_ text: String, allowing safety: FixSafety) -> FixEngine.Outcome {
        FixEngine(runner: LintRunner(), allowing: safety).fix(SourceFile(path: "g", text: text), lint: lint)
    }

    @Test func aHiddenErrorWithAFixIsRepairedInTheNextPass() {
        let outcome = Self.fixed("title\nBROKEN\nloose\n", allowing: .safe)
        #expect(String(decoding: outcome.fixed.bytes, as: UTF8.self) == "title\nfixed\ntidy\n")
        #expect(outcome.refusal == nil)
        #expect(!outcome.errorsRemain)
    }

    @Test func aHiddenErrorWithAnUnsafeFixWaitsForUnsafeFixes() {
        let safe = Self.fixed("title\nBROKEN\nguess\n", allowing: .safe)
        #expect(!safe.changed)
        #expect(safe.refusal == "the fix for 'wrong-type' would introduce a 'invalid-duration' error")
        let unsafe = Self.fixed("title\nBROKEN\nguess\n", allowing: .unsafe)
        #expect(String(decoding: unsafe.fixed.bytes, as: UTF8.self) == "title\nfixed\ntidy\n")
    }

    @Test func aHiddenErrorWithNoFixOrAFixThatNeverSettlesKeepsTheText() {
        for token in ["stuck", "loop"] {
            let outcome = Self.fixed("title\nBROKEN\n\(token)\n", allowing: .unsafe)
            #expect(!outcome.changed, "\(token)")
            #expect(outcome.refusal == "the fix for 'wrong-type' would introduce a 'invalid-duration' error", "\(token)")
        }
    }

    @Test func aNewErrorOutsideTheRewriteIsStillRefused() {
        let outcome = Self.fixed("strict\nBROKEN\nloose\n", allowing: .unsafe)
        #expect(!outcome.changed)
        #expect(outcome.refusal != nil)
    }
}
