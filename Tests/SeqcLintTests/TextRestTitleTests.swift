import SeqcLint
import SeqcModel
import Testing

@testable import SeqcCompiler

/// A timed step of text whose title ends in a rest word or a rest word's compound (`Short
/// rest`, `Trabpause`, `Gehpause`) is a rest card; one whose rest word comes first, as a
/// verb before a definite article (`Rest the meat`), is a countdown; before `a`, a
/// possessive or `de` it names the rest (`Rest a little`, `Rest your legs`, `Pausa de
/// hidratación`). Generated over lists and Markdown tables.
@Suite struct TextRestTitleTests {
    static let rests = [
        "Trabpause", "Gehpause", "Trinkpause", "Short rest", "Active rest", "Pause", "Satzpause", "Kurze Pause", "Rest a little",
        "Pausa de hidratación", "Rest your legs",
    ]
    static let works = ["Rest the meat", "Rest the dough", "Einlaufen", "Tempo run", "Pause the video and stretch", "Tempolauf"]

    static func draft(_ random: inout SplitMix) -> (text: String, canonical: String) {
        let steps = (0..<Int.random(in: 3...6, using: &random)).map { index -> (String, Int, Bool) in
            let isRest = index % 2 == 1
            let title = (isRest ? rests : works).randomElement(using: &random)!
            return (title, Int.random(in: 1...12, using: &random), isRest)
        }
        let lines: [String]
        if Bool.random(using: &random) {
            let mark = ["- ", "* ", "1. "].randomElement(using: &random)!
            lines = steps.map { "\(mark)\($0.0): \($0.1) min" }
        } else {
            lines = ["| Phase | Dauer |", "|---|---|"] + steps.map { "| \($0.0) | \($0.1) Min |" }
        }
        let text = (["Lauf am Dienstag", ""] + lines).joined(separator: "\n") + "\n"
        let cards = steps.map { "  - \($0.2 ? "rest" : "countdown"): \($0.0)\n    duration: \($0.1)m\n" }
        return (text, "title: Lauf am Dienstag\ncards:\n" + cards.joined())
    }

    @Test func aTitleEndingInARestWordIsARest() {
        var random = SplitMix(state: 0x39_7e57)
        for index in 0..<100 {
            let (text, canonical) = Self.draft(&random)
            RepairCheck.check(text, meaning: canonical, "draft \(index)")
        }
    }
}
