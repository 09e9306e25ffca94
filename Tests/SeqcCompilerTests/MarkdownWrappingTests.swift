import SeqcModel
import Testing

@testable import SeqcCompiler

/// Issue 10: a routine an AI model answered in Markdown (fences, prose before and after)
/// gets one diagnostic per block with a fix deleting its lines, and the routine inside
/// is read in the same pass, its own mistakes at their own positions.
@Suite struct MarkdownWrappingTests {
    @Test(arguments: ["```yaml", "```", "~~~", "```yml", "````YAML"])
    func fencesAreDeletedSafelyAndTheRoutineInsideIsRead(_ fence: String) throws {
        let closing = fence.hasPrefix("~") ? "~~~" : String(fence.prefix(while: { $0 == "`" }))
        let text = "\(fence)\ntitle: T\ncards:\n  - countdown: C\n    duration: 30 seconds\n\(closing)\n"
        let result = compile(text)
        #expect(result.findings == ["yaml-syntax@1:1", "invalid-duration@5:15", "yaml-syntax@6:1"])
        let opening = result.diagnostics[0]
        #expect(opening.message == "the routine is wrapped in a Markdown code fence")
        #expect(
            opening.range == SourceRange(start: SourcePosition(line: 1, column: 1), end: SourcePosition(line: 1, column: fence.count + 1)))
        #expect(
            opening.fixIts == [
                FixIt(
                    range: SourceRange(start: SourcePosition(line: 1, column: 1), end: SourcePosition(line: 2, column: 1)), replacement: "")
            ])
        #expect(result.diagnostics[2].message == "this Markdown code fence closes the routine")
        #expect(result.diagnostics[2].fixSafety == .safe)
        let fixed = applying(result.diagnostics.flatMap(\.fixIts), to: text)
        #expect(fixed == "title: T\ncards:\n  - countdown: C\n    duration: 30s\n")
        #expect(compile(fixed).diagnostics.isEmpty)
    }

    /// A closing fence left alone (its opening fence deleted by an earlier pass of
    /// `--fix`, or never written) is still a fence, deleted safely.
    @Test(arguments: ["```", "~~~", "````  "])
    func aClosingFenceWithoutItsOpeningIsDeletedToo(_ fence: String) throws {
        let text = "title: T\ncards:\n  - info: I\n\(fence)\n\n"
        let result = compile(text)
        #expect(result.findings == ["yaml-syntax@4:1"])
        #expect(result.diagnostics.first?.message == "this Markdown code fence closes the routine")
        #expect(result.diagnostics.first?.fixSafety == .safe)
        let fixed = applying(result.diagnostics.flatMap(\.fixIts), to: text)
        #expect(fixed == "title: T\ncards:\n  - info: I\n\n")
        #expect(compile(fixed).diagnostics.isEmpty)
    }

    @Test func proseBeforeAndAfterIsDeletedOnlyAsAnUnsafeFix() throws {
        let text = """
            Here is your routine:

            ```yaml
            title: T
            cards:
              - info: I
            ```

            Let me know if you want changes.
            Enjoy!
            """
        let result = compile(text)
        #expect(result.findings == ["yaml-syntax@1:1", "yaml-syntax@3:1", "yaml-syntax@7:1", "yaml-syntax@9:1"])
        #expect(result.diagnostics.map(\.fixSafety) == [.unsafe, .safe, .safe, .unsafe])
        #expect(result.diagnostics[0].message == "this line is prose, not part of the routine")
        #expect(result.diagnostics[3].message == "these 2 lines after the routine are prose")
        #expect(result.diagnostics[3].range.end == SourcePosition(line: 10, column: 7))
        let fixed = applying(result.diagnostics.flatMap(\.fixIts), to: text)
        #expect(fixed == "\ntitle: T\ncards:\n  - info: I\n")
        #expect(compile(fixed).diagnostics.isEmpty)
    }

    @Test func proseWithoutFencesIsFoundBeforeTheFirstKey() throws {
        let text = "Sure! Here is a routine for your morning.\nIt has two cards:\ntitle: T\ncards:\n  - info: I\n"
        let result = compile(text)
        #expect(result.findings == ["yaml-syntax@1:1"])
        #expect(result.diagnostics[0].message == "these 2 lines are prose, not part of the routine")
        let fixed = applying(result.diagnostics[0], to: text)
        #expect(fixed == "title: T\ncards:\n  - info: I\n")
        #expect(compile(fixed).diagnostics.isEmpty)
    }

    /// A Markdown heading reads as a YAML comment and stays; Markdown emphasis or a quote
    /// before a fence is prose.
    @Test func markdownBeforeTheFenceIsKeptAsACommentOrDeletedAsProse() throws {
        let text = "# Morning\n**Morning HIIT**\n> short\n```yaml\ntitle: T\ncards:\n  - info: I\n```\n"
        let result = compile(text)
        #expect(result.findings == ["yaml-syntax@2:1", "yaml-syntax@4:1", "yaml-syntax@8:1"])
        #expect(result.diagnostics[0].message == "these 2 lines are prose, not part of the routine")
        let fixed = applying(result.diagnostics.flatMap(\.fixIts), to: text)
        #expect(fixed == "# Morning\ntitle: T\ncards:\n  - info: I\n")
        #expect(compile(fixed).diagnostics.isEmpty)
        // Without a fence such lines are left to the YAML parser.
        #expect(!compile("**Morning HIIT**\ntitle: T\ncards:\n  - info: I\n").diagnostics.contains { $0.message.contains("prose") })
    }

    @Test func aClosingFenceOnTheLastLineTakesTheLineBreakBeforeIt() throws {
        let text = "```yaml\ntitle: T\ncards:\n  - info: I\n```"
        let result = compile(text)
        #expect(result.findings == ["yaml-syntax@1:1", "yaml-syntax@5:1"])
        let fixed = applying(result.diagnostics.flatMap(\.fixIts), to: text)
        #expect(fixed == "title: T\ncards:\n  - info: I")
        #expect(compile(fixed).diagnostics.isEmpty)
    }

    @Test func anUnclosedFenceIsStillDeleted() throws {
        let result = compile("```yaml\ntitle: T\ncards:\n  - info: I\n")
        #expect(result.findings == ["yaml-syntax@1:1"])
    }

    @Test func syntaxErrorsInsideTheFenceAreReportedAtTheirLines() throws {
        let result = compile("```yaml\ntitle: T\ncards:\n  - countdown C\n    duration: 5m\n```\n")
        #expect(result.findings.contains("yaml-syntax@1:1"))
        #expect(result.findings.contains("yaml-syntax@6:1"))
        #expect(result.diagnostics.contains { $0.message == "missing ':' after 'countdown'" && $0.range.start.line == 4 })
    }

    /// A valid routine never matches: fences inside a block scalar are indented, and a
    /// key of one word is a key, not prose.
    @Test(arguments: [
        "title: T\nsummary: |\n  ```yaml\n  x\n  ```\ncards:\n  - info: I\n",
        "# Here is your routine:\ntitle: T\ncards:\n  - info: I\n",
        "title: T\ncards:\n  - info: I\n    text: |\n      Done.\n      ~~~\n",
    ])
    func validRoutinesAreLeftAlone(_ text: String) {
        #expect(compile(text).diagnostics.isEmpty)
    }

    /// A line starting with a word of the language is YAML gone wrong, and a short line
    /// with no sentence mark may be a key missing its colon: neither is prose.
    @Test(arguments: ["title Legs\ncards:\n  - info: I\n", "Morning run\ncards:\n  - info: I\n", "Cards for today:\ntitle: T\n"])
    func keysMissingTheirColonAreNotProse(_ text: String) {
        #expect(!compile(text).diagnostics.contains { $0.message.contains("prose") }, "\(compile(text).diagnostics)")
    }

    /// Prose is recognised only when a routine key follows: text alone stays what it was.
    @Test func textWithoutARoutineIsNotProse() {
        #expect(compile("Hello there\n").findings == ["wrong-type@1:1"])
    }

    /// A routine's first line is taken for a key of one word from its bytes, without
    /// decoding it; anything else is left to the full reading, which finds prose in it.
    @Test func aOneWordKeyIsSeenFromItsBytes() {
        let keys = ["title: T", "title:", "title:\tT", "Cards-2_x: y", "title:\r"]
        let others = [
            "title:T", "Here is your routine:", "_x: y", "- title: T", "  title: T", "'title': T", "ti tle: T", "éclair: x", "",
            "title", "title #: x",
        ]
        for line in keys + others {
            let lines = SourceLines(Array((line + "\nnext: 1\n").utf8))
            #expect(MarkdownWrapping.startsWithWordKey(1, in: lines) == keys.contains(line), "\(line.debugDescription)")
        }
        // The first line after a prose line is still read for what it is.
        #expect(compile("Here is your routine, enjoy it.\ntitle: T\ncards:\n  - info: I\n").findings == ["yaml-syntax@1:1"])
    }
}
