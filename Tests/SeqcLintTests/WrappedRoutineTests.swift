import SeqcLint
import SeqcModel
import Testing

@testable import SeqcCompiler

/// A routine that is not a plain routine document (issue 39, wrappers): under keys of any
/// language, in one-item lists, beside other keys, after a header document, split over
/// documents, as JSON with comments. Generated with a fixed seed over wrapper words,
/// layouts and the draft generator's routines: `--fix --unsafe-fixes` always repairs to the
/// routine meant; `--fix` alone repairs exactly the layouts with one reading that keep
/// every value, and never builds the others.
@Suite struct WrappedRoutineTests {
    static let count = 200

    /// Words exports and models put a routine under, in the vocabulary's languages.
    static let wrapperKeys = [
        "data", "workout", "routine", "Routine", "result", "payload", "export", "Training", "Trainingsplan", "séance", "entraînement",
        "rutina", "entrenamiento", "timer", "plan",
    ]

    /// One wrapped text, and whether `--fix` alone may repair it.
    struct Case {
        let text: String
        let safe: Bool
    }

    static func cards(_ text: String) -> [String]? {
        Compiler().compile(SourceFile(path: "w.routine.yaml", text: text)).sequence?.cards.map { "\($0.kind) \($0.title) \($0.content)" }
    }

    static func fixed(_ text: String, allowing safety: FixSafety) -> String {
        let outcome = FixEngine(runner: LintRunner(), allowing: safety).fix(SourceFile(path: "w.routine.yaml", text: text))
        return String(decoding: outcome.fixed.bytes, as: UTF8.self)
    }

    @Test func wrappedRoutinesRepairToTheRoutineMeant() {
        var generator = DraftGenerator(seed: 0x3901_0001)
        var random = SplitMix(state: 0x3901_0002)
        for index in 0..<Self.count {
            let (draft, canonical) = generator.draft()
            guard let meant = Self.cards(canonical) else {
                Issue.record("canonical \(index) does not build\n\(canonical)")
                continue
            }
            let wrapped = Self.wrap(canonical, random: &random)
            let unsafe = Self.fixed(wrapped.text, allowing: .unsafe)
            #expect(Self.cards(unsafe) == meant, "case \(index), --unsafe-fixes:\n\(wrapped.text)\nfixed:\n\(unsafe)")
            let safe = Self.fixed(wrapped.text, allowing: .safe)
            if wrapped.safe {
                #expect(Self.cards(safe) == meant, "case \(index), --fix:\n\(wrapped.text)\nfixed:\n\(safe)")
            } else {
                #expect(Self.cards(safe) == nil, "case \(index): --fix built a guess\n\(wrapped.text)\nfixed:\n\(safe)")
            }
            #expect(Self.fixed(safe, allowing: .unsafe) == unsafe, "case \(index): --fix then --unsafe-fixes differs")
            // The draft's own mistakes are repaired inside the wrapper too.
            let wrappedDraft = Self.wrap(draft, random: &random)
            #expect(Self.cards(Self.fixed(wrappedDraft.text, allowing: .unsafe)) == meant, "draft \(index):\n\(wrappedDraft.text)")
        }
    }

    /// `text` (a block routine) in one of the layouts, picked at random.
    static func wrap(_ text: String, random: inout SplitMix) -> Case {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        switch Int.random(in: 0..<6, using: &random) {
        case 0, 1:
            return Case(text: underKeys(lines, random: &random), safe: true)
        case 2:
            let sibling = ["version: 2", "meta:\n  author: Bot", "generated: true"].randomElement(using: &random)!
            let wrapped = underKeys(lines, random: &random)
            return Case(text: Bool.random(using: &random) ? sibling + "\n" + wrapped : wrapped + sibling + "\n", safe: false)
        case 3:
            let header = ["meta:\n  author: FitBot\n", "generator: Bot\nversion: 3\n"].randomElement(using: &random)!
            return Case(text: "# exported\n---\n" + header + "---\n" + text, safe: false)
        case 4:
            return Case(text: "---\n" + text + "---\n", safe: true)
        default:
            // The title in one document, the cards in the next.
            return Case(text: lines[0] + "\n---\n" + lines.dropFirst().joined(separator: "\n"), safe: false)
        }
    }

    /// `lines` under one to three wrapper keys, a level sometimes a one-item list.
    static func underKeys(_ lines: [String], random: inout SplitMix) -> String {
        var body = lines.filter { !$0.isEmpty }
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            let key = wrapperKeys.randomElement(using: &random)!
            if Bool.random(using: &random) {
                body = body.enumerated().map { $0.offset == 0 ? "- " + $0.element : "  " + $0.element }
            }
            body = [key + ":"] + body.map { "  " + $0 }
        }
        return body.joined(separator: "\n") + "\n"
    }

    @Test func jsonWithCommentsIsReadAsCommentsAndFixedSafely() {
        var random = SplitMix(state: 0x3901_0003)
        for index in 0..<Self.count {
            let (json, canonical) = Self.jsonRoutine(random: &random)
            guard let meant = Self.cards(canonical) else {
                Issue.record("canonical \(index) does not build")
                continue
            }
            let result = Compiler().compile(SourceFile(path: "j.routine.yaml", text: json))
            let comments = result.diagnostics.filter { $0.message.contains("starts a comment in JSONC") }
            #expect(!comments.isEmpty && comments.allSatisfy { $0.fixSafety == .safe }, "case \(index):\n\(json)")
            let safe = Self.fixed(json, allowing: .safe)
            #expect(Self.cards(safe) == meant, "case \(index):\n\(json)\nfixed:\n\(safe)")
        }
    }

    /// A routine written as JSON with `//` and `/* */` comments and trailing commas,
    /// sometimes under a wrapper key or in a one-item list, and the routine it means.
    static func jsonRoutine(random: inout SplitMix) -> (json: String, canonical: String) {
        func comment() -> String {
            ["// note", "/* note */", "// a comment, with: colons", "/* several\n     lines */"].randomElement(using: &random)!
        }
        var cards: [String] = []
        var canonical = "title: Calm\ncards:\n"
        for index in 0..<Int.random(in: 1...4, using: &random) {
            let seconds = [30, 45, 60, 90, 120].randomElement(using: &random)!
            let title = ["Breathe", "Plank", "Kniebeugen", "Gainage", "Plancha"][index % 5]
            cards.append(
                "    {\"countdown\": \"\(title)\", \"duration\": \"\(seconds)s\"}" + (Bool.random(using: &random) ? ", " + comment() : ","))
            canonical += "  - countdown: \(title)\n    duration: \(seconds)s\n"
        }
        var routine =
            "{\n  \(comment())\n  \"title\": \"Calm\", \(comment())\n  \"cards\": [\n" + cards.joined(separator: "\n") + "\n  ],\n}"
        switch Int.random(in: 0..<3, using: &random) {
        case 0: routine = "{\"\(wrapperKeys.randomElement(using: &random)!)\": \(routine)}"
        case 1: routine = "[\n" + routine + "\n]"
        default: break
        }
        return (routine + "\n", canonical)
    }

    @Test func manyEmptyDocumentsCostABoundedReport() {
        let text = "title: A\ncards:\n  - info: I\n" + String(repeating: "---\n", count: 100_000)
        let diagnostics = Compiler().compile(SourceFile(path: "m.routine.yaml", text: text)).diagnostics
        #expect(!diagnostics.isEmpty && diagnostics.count <= SeveralDocuments.maxReported + 1)
        #expect(diagnostics.allSatisfy { $0.rule == .multipleDocuments && $0.fixSafety == .safe })
    }

    @Test func twoRoutinesInOneFileAreNeverMerged() {
        let one = "title: A\ncards:\n  - info: I\n"
        let list = "routines:\n  - title: A\n    cards: [{info: I}]\n  - title: B\n    cards: [{info: J}]\n"
        for text in [one + "---\n" + one, list] {
            let unsafe = Self.fixed(text, allowing: .unsafe)
            #expect(Self.cards(unsafe) == nil, "\(text)")
            let result = Compiler().compile(SourceFile(path: "t.routine.yaml", text: text))
            #expect(result.diagnostics.contains { $0.help?.contains("file of its own") == true })
        }
    }
}
