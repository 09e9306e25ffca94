import Foundation
import SeqcLint
import SeqcModel
import Testing

@testable import SeqcCompiler

/// A JSON routine cut off at every position (docs/decisions.md, "A cut-off JSON answer"):
/// each cut either repairs, with an unsafe fix only, to a routine whose cards are the
/// first cards of the whole one, or stays an error; never a crash, and never a card the
/// whole routine does not have. A cut after the first whole card always repairs.
@Suite struct TruncatedJSONTests {
    /// Seeded JSON routines: cards of several kinds, titles with commas, quotes and escapes.
    static func routines() -> [String] {
        var random = SplitMix(state: 0x5EC7_C07)
        let titles = ["Brisk walk", "Run, then walk", "Child\\u2019s pose", "Say \\\"go\\\"", "Dehnen", "400m"]
        func pick<T>(_ choices: [T]) -> T { choices[Int.random(in: 0..<choices.count, using: &random)] }
        return (0..<4).map { index in
            var cards: [String] = []
            for _ in 0..<Int.random(in: 2...4, using: &random) {
                switch Int.random(in: 0...4, using: &random) {
                case 0: cards.append("{\"countdown\": \"\(pick(titles))\", \"duration\": \"\(Int.random(in: 1...9, using: &random))m\"}")
                case 1:
                    cards.append(
                        "{\"interval\": \"\(pick(titles))\", \"work\": \"1m\", \"rest\": \"90s\", \"rounds\": \(Int.random(in: 10...19, using: &random))}"
                    )
                case 2: cards.append("{\"repetition\": \"\(pick(titles))\", \"reps\": \(Int.random(in: 10...30, using: &random))}")
                case 3:
                    // A block: a cut among its cards must not build a block of fewer cards.
                    cards.append(
                        "{\"repeat\": \"Circuit\", \"rounds\": 3, \"cards\": [{\"countdown\": \"\(pick(titles))\", \"duration\": \"30s\"}, "
                            + "{\"rest\": \"Rest\", \"duration\": \"15s\"}]}")
                default: cards.append("{\"countdown\": \"\(pick(titles))\", \"duration\": \"45s\", \"autoComplete\": false}")
                }
            }
            let separator = index % 2 == 0 ? ",\n    " : ", "
            return "{\n  \"title\": \"Cut \(index)\",\n  \"cards\": [\n    " + cards.joined(separator: separator) + "\n  ]\n}\n"
        }
    }

    static func cards(_ text: String) -> [String]? {
        Compiler().compile(SourceFile(path: "draft.routine.yaml", text: text)).sequence?.cards.map { "\($0.title) \($0.content)" }
    }

    static func fixed(_ text: String, allowing safety: FixSafety) -> String {
        String(
            decoding: FixEngine(runner: LintRunner(), allowing: safety).fix(SourceFile(path: "draft.json", text: text)).fixed.bytes,
            as: UTF8.self)
    }

    @Test func everyCutRepairsToAPrefixOfTheCardsOrStaysAnError() throws {
        var repaired = 0
        for routine in Self.routines() {
            let whole = try #require(Self.cards(routine), "the whole routine builds\n\(routine)")
            let scalars = Array(routine.unicodeScalars)
            // The cut that drops only the closing brackets: whole cards, closers missing.
            // The end of the first card: its `}` is the first one closing an item of the card list.
            let firstCard = try #require(Self.firstCardEnd(scalars))
            for length in 1..<scalars.count where Self.cards(String(String.UnicodeScalarView(scalars[..<length]))) == nil {
                let cut = String(String.UnicodeScalarView(scalars[..<length]))
                #expect(Self.cards(Self.fixed(cut, allowing: .safe)) == nil, "a safe fix built a cut routine\n\(cut)")
                guard let got = Self.cards(Self.fixed(cut, allowing: .unsafe)) else {
                    #expect(length <= firstCard, "a cut after the first whole card did not repair\n\(cut)")
                    continue
                }
                repaired += 1
                #expect(!got.isEmpty && Array(whole.prefix(got.count)) == got, "a cut repaired to other cards\n\(cut)\n\(got)\n\(whole)")
            }
        }
        #expect(repaired >= Self.routines().count)
    }

    /// Where the routine's first card ends: the first `}` that leaves one `[` open.
    static func firstCardEnd(_ scalars: [Unicode.Scalar]) -> Int? {
        var depth: [Unicode.Scalar] = []
        var inString = false
        var escaped = false
        for (index, scalar) in scalars.enumerated() {
            if inString {
                if escaped { escaped = false } else if scalar == "\\" { escaped = true } else if scalar == "\"" { inString = false }
                continue
            }
            switch scalar {
            case "\"": inString = true
            case "{", "[": depth.append(scalar)
            case "}", "]":
                _ = depth.popLast()
                if scalar == "}", depth.filter({ $0 == "[" }).count == 1, depth.last == "[" { return index + 1 }
            default: break
            }
        }
        return nil
    }
}
