import SeqcModel
import Testing

@testable import SeqcCompiler

/// Plain text where a card belongs: a countdown when it ends in a duration, an info card
/// otherwise, by an unsafe fix (the kind is a guess).
@Suite struct ScalarCardRepairTests {
    @Test func textEndingInADurationBecomesACountdown() throws {
        let repair = Repair("title: T\ncards:\n  - Plank 45s\n  - Warm-up jog 5m\n")
        #expect(repair.before.findings == ["wrong-type@3:5", "wrong-type@4:5"])
        let diagnostic = repair.before.diagnostics[0]
        #expect(diagnostic.message == "a card must be a mapping, not text")
        #expect(diagnostic.help == "'Plank 45s' reads as '- countdown: Plank' with 'duration: 45s'")
        #expect(
            diagnostic.fixIts == [
                FixIt(
                    range: SourceRange(start: .init(line: 3, column: 5), end: .init(line: 3, column: 14)),
                    replacement: "countdown: Plank\n    duration: 45s", safety: .unsafe)
            ])
        #expect(
            repair.fixed
                == "title: T\ncards:\n  - countdown: Plank\n    duration: 45s\n  - countdown: Warm-up jog\n    duration: 5m\n")
        #expect(repair.after.diagnostics.isEmpty)
    }

    /// A duration in two words, as models write it (`1 min`, `30 seconds`), is a countdown
    /// too, its length written as seqc writes it; a number of reps is a repetition.
    @Test func textEndingInADurationOfTwoWordsBecomesACountdown() throws {
        let repair = Repair("title: T\ncards:\n  - Dead bug 1 min\n  - Side plank 30 seconds\n  - Squats 12 reps\n")
        #expect(
            repair.fixed
                == "title: T\ncards:\n  - countdown: Dead bug\n    duration: 1m\n  - countdown: Side plank\n    duration: 30s\n"
                + "  - repetition: Squats\n    reps: 12\n")
        #expect(repair.after.diagnostics.isEmpty)
    }

    @Test func otherTextBecomesAnInfoCard() throws {
        let repair = Repair("title: T\ncards:\n- Stretch\n- Push-ups 12\n")
        #expect(repair.before.diagnostics.map(\.fixSafety) == [.unsafe, .unsafe])
        #expect(repair.before.diagnostics[0].help == "a card of text only is an info card: write '- info: Stretch'")
        #expect(repair.fixed == "title: T\ncards:\n- info: Stretch\n- info: Push-ups 12\n")
        #expect(repair.after.diagnostics.isEmpty)
    }

    /// In a flow list (JSON) the card is written as one flow mapping.
    @Test func aFlowListGetsAFlowMapping() throws {
        let repair = Repair("title: T\ncards: [Plank 45s, \"Burpees x 10\"]\n")
        #expect(repair.before.findings == ["wrong-type@2:9", "wrong-type@2:20"])
        #expect(repair.fixed == "title: T\ncards: [{countdown: \"Plank\", duration: \"45s\"}, {repetition: \"Burpees\", reps: 10}]\n")
        #expect(repair.after.diagnostics.isEmpty)
    }

    @Test func aKindWithoutColonKeepsItsHelp() throws {
        let result = compile("title: T\ncards:\n  - countDown\n")
        #expect(result.diagnostics[0].help == "write '- countdown: <title>' with a colon after the kind")
    }
}

/// Repairs read a bounded window of a line, so cards on one huge line cost what short
/// lines cost (this would take minutes with a scan of the line per card).
@Suite struct RepairOnHugeLinesTests {
    @Test func thousandsOfRepairableCardsOnOneLine() throws {
        let count = 4000
        let cards = Array(repeating: "{type: countdown, title: A, config: {durationSeconds: 300}}, Plank 45s", count: count / 2)
        let result = compile("title: T\ncards: [\(cards.joined(separator: ", "))]\n")
        #expect(result.diagnostics.count >= count)
        // On one line nothing has a line to itself: no line-moving fix-its (a deletion
        // within the line, a flow pair's, is not one).
        #expect(
            result.diagnostics.allSatisfy {
                $0.fixIts.allSatisfy {
                    !$0.replacement.contains("\n") && ($0.replacement != "" || $0.range.start.line == $0.range.end.line)
                }
            })
    }
}

extension ScalarCardRepairTests {
    @Test func theInsertedLineKeepsTheFilesLineBreaks() throws {
        let result = compile("title: T\r\ncards:\r\n  - Plank 45s\r\n")
        #expect(result.diagnostics.first?.fixIts.map(\.replacement) == ["countdown: Plank\r\n    duration: 45s"])
    }
}
