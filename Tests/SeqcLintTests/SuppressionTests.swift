import SeqcCompiler
import SeqcLint
import Testing

/// Suppression comments through a whole lint run, in memory.
@Suite struct SuppressionTests {
    func lint(_ text: String) -> [Diagnostic] {
        LintRunner(configuration: LintConfiguration(baseDirectory: "/"), jobs: 1)
            .lint(sources: [SourceFile(path: "s.routine.yaml", text: text)]).diagnostics
    }

    @Test func disableNextLineCoversOnlyTheNextLine() {
        let diagnostics = lint(
            """
            title: Yoga
            cards:
              # seqc:disable-next-line info-without-text
              - info: One
              - info: Two
              - countdown: Flow
                duration: 1m
            """)
        #expect(diagnostics.map(\.rule) == [.infoWithoutText])
        #expect(diagnostics.first?.range.start.line == 5)
    }

    @Test func severalRulesAndAReason() {
        let diagnostics = lint(
            """
            title: Yoga
            cards:
              - rest: Settle # seqc:disable-line leading-rest,duplicate-card-title  -- a rest lead-in is the house style
                duration: 30s
              - countdown: Flow
                duration: 1m
            """)
        #expect(diagnostics.map(\.rule) == [.unusedSuppression])
        #expect(diagnostics.first?.message.contains("duplicate-card-title") == true)
    }

    @Test func compileErrorsCannotBeSuppressed() {
        let diagnostics = lint(
            """
            title: Yoga
            cards:
              - countdwon: Flow # seqc:disable-line unknown-kind
                duration: 1m
            """)
        #expect(diagnostics.map(\.rule) == [.unknownKind, .unusedSuppression])
        #expect(diagnostics.last?.message.contains("cannot be suppressed") == true)
    }

    @Test func aQuotedHashIsNotAComment() {
        let diagnostics = lint(
            """
            title: Yoga
            cards:
              - info: 'It''s # seqc:disable-file no-timed-card'
                text: "a \\" # seqc:disable-file no-timed-card"
            """)
        #expect(diagnostics.map(\.rule) == [.noTimedCard, .titleTooLong])
    }

    @Test func unknownDirectiveGetsADidYouMean() {
        let diagnostics = lint(
            """
            # seqc:disable-fiel no-timed-card
            title: Yoga
            cards:
              - info: One
                text: x
            """)
        #expect(diagnostics.map(\.rule) == [.unusedSuppression, .noTimedCard])
        #expect(diagnostics.first?.help == "did you mean 'seqc:disable-file'?")
    }
}
