import Testing

/// Inline suppression comments, used and unused.
@Suite struct LintSuppressionTests {
    @Test func suppressionsMatchGolden() throws {
        let run = try SeqcProcess.run(["lint", "--no-color", "."], in: LintFixtures.directory("suppression"))
        #expect(run.exitCode == 1)
        Golden.check(run.transcript, against: LintFixtures.golden("suppression", "text.out"))
    }

    @Test func everyUsedSuppressionSilencesItsRule() throws {
        let run = try SeqcProcess.run(["lint", "suppressed.routine.yaml"], in: LintFixtures.directory("suppression"))
        #expect(run.exitCode == 0)
        #expect(run.stdout == "checked 1 file: 0 errors, 0 warnings\n")
    }
}
