import SeqcLint
import SeqcModel
import Testing

@testable import SeqcCompiler

/// Drafts whose whitespace or copies broke them (issue 39): indentation of no-break and
/// other look-alike spaces, tabs standing for 2 or 4 spaces on every line, a field line
/// written twice. Generated with a fixed seed over routines of several kinds and layouts:
/// the look-alike spaces and the copies are safe fixes, the tabs an unsafe one, each
/// building the routine meant; a key repeated with another value builds nothing.
@Suite struct WhitespaceDraftTests {
    static let count = 150

    /// A routine indented `step` spaces a level, of countdowns, rests, repetitions and intervals.
    static func routine(_ random: inout SplitMix, step: Int) -> String {
        let pad = String(repeating: " ", count: step)
        var lines = ["title: Morning", "cards:"]
        for index in 0..<Int.random(in: 1...5, using: &random) {
            let title = MarkupDraftTests.titles[index]
            switch Int.random(in: 0..<4, using: &random) {
            case 0: lines += ["\(pad)- countdown: \(title)", "\(pad)  duration: \(Int.random(in: 1...90, using: &random))s"]
            case 1 where index > 0:
                lines += ["\(pad)- rest: Pause \(index)", "\(pad)  duration: \(Int.random(in: 1...9, using: &random))m"]
            case 2: lines += ["\(pad)- repetition: \(title)", "\(pad)  reps: \(Int.random(in: 1...30, using: &random))"]
            default:
                lines += [
                    "\(pad)- interval: \(title)", "\(pad)  work: 30s", "\(pad)  rest: 15s",
                    "\(pad)  rounds: \(Int.random(in: 2...8, using: &random))",
                ]
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func lines(_ text: String) -> [String] { text.split(separator: "\n").map(String.init) }

    @Test func lookAlikeSpacesAreSpacesSafely() {
        var random = SplitMix(state: 0x3906_0001)
        for index in 0..<Self.count {
            var meant = Self.routine(&random, step: 2)
            // A look-alike space inside a block scalar is the text's own: kept.
            if Bool.random(using: &random) { meant += "  - info: Notes\n    text: |\n      \u{3000}Breathe in\n" }
            let draft =
                Self.lines(meant).map { line -> String in
                    guard line.hasPrefix(" "), !line.contains("Breathe"), Bool.random(using: &random) else { return line }
                    let space = SyntaxSource.lookAlikeSpaces.randomElement(using: &random)!
                    let lead = line.prefix { $0 == " " }
                    let mixed = lead.map { _ in Bool.random(using: &random) ? Character(space) : " " }
                    return String(mixed) + line.dropFirst(lead.count)
                }.joined(separator: "\n") + "\n"
            let fixed = WrappedRoutineTests.fixed(draft, allowing: .safe)
            #expect(fixed == meant, "case \(index):\n\(draft)\nfixed:\n\(fixed)")
        }
    }

    @Test func tabsStandForTheWidthTheirFirstLineNeeds() {
        var random = SplitMix(state: 0x3906_0002)
        for index in 0..<Self.count {
            let width = Bool.random(using: &random) ? 2 : 4
            let meant = Self.routine(&random, step: width)
            let draft =
                Self.lines(meant).map { line -> String in
                    let lead = line.prefix { $0 == " " }.count
                    return String(repeating: "\t", count: lead / width) + String(repeating: " ", count: lead % width) + line.dropFirst(lead)
                }.joined(separator: "\n") + "\n"
            let fixed = WrappedRoutineTests.fixed(draft, allowing: .unsafe)
            #expect(WrappedRoutineTests.cards(fixed) == WrappedRoutineTests.cards(meant), "case \(index):\n\(draft)\nfixed:\n\(fixed)")
        }
    }

    @Test func aFieldWrittenTwiceLosesItsCopySafely() {
        var random = SplitMix(state: 0x3906_0003)
        for index in 0..<Self.count {
            let meant = Self.routine(&random, step: 2)
            var lines = Self.lines(meant)
            let fields = lines.indices.filter { lines[$0].hasPrefix("    ") }
            guard let copied = fields.randomElement(using: &random) else { continue }
            let gap = Int.random(in: 0...1, using: &random)
            // The copy right under its first, or after the card's next field.
            let at = Swift.min(copied + 1 + gap, lines.count)
            let sameCard = lines[copied + 1..<at].allSatisfy { $0.hasPrefix("    ") }
            lines.insert(lines[copied], at: sameCard ? at : copied + 1)
            let draft = lines.joined(separator: "\n") + "\n"
            let fixed = WrappedRoutineTests.fixed(draft, allowing: .safe)
            #expect(fixed == meant, "case \(index):\n\(draft)\nfixed:\n\(fixed)")
            // Another value for the copy: which one is meant is the author's to say.
            lines[lines.firstIndex(of: lines[copied])! + 1] = lines[copied] + "0"
            let other = lines.joined(separator: "\n") + "\n"
            #expect(WrappedRoutineTests.cards(WrappedRoutineTests.fixed(other, allowing: .unsafe)) == nil, "case \(index):\n\(other)")
        }
    }
}
