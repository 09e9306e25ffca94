import Testing

@testable import SeqcCompiler

/// Presentation order: sorted by file, position, rule and message, exact repeats removed,
/// whether the list comes in order (the one-pass check) or not (the sort).
@Suite struct DiagnosticOrderTests {
    private func diagnostic(
        _ file: String, _ line: Int, _ rule: RuleID = "r", _ message: String = "m", _ severity: Severity = .warning
    )
        -> Diagnostic
    {
        Diagnostic(
            file: file, range: SourceRange(at: SourcePosition(line: line, column: 1)), severity: severity, rule: rule, message: message)
    }

    private func slowPath(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var kept: [Diagnostic] = []
        for diagnostic in diagnostics.sorted(by: Diagnostic.presentationOrder) where !kept.contains(diagnostic) { kept.append(diagnostic) }
        return kept
    }

    @Test func inOrderOrNotTheResultIsTheSorted() {
        let ordered = [diagnostic("a", 1), diagnostic("a", 2), diagnostic("a", 2, "s"), diagnostic("a", 2, "s", "n"), diagnostic("b", 1)]
        #expect(ordered.sortedForPresentation() == ordered)
        var state: UInt64 = 7
        for _ in 0..<200 {
            var shuffled = ordered + [ordered[1], ordered[3]]
            for index in shuffled.indices.reversed() {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                shuffled.swapAt(index, Int(state >> 33) % (index + 1))
            }
            #expect(shuffled.sortedForPresentation() == ordered)
        }
    }

    /// Two diagnostics alike in order but not the same (here, in severity) are both kept,
    /// as the sort keeps them, even when they come in order.
    @Test func alikeInOrderButNotRepeatsAreKept() {
        let pair = [diagnostic("a", 1, "r", "m", .warning), diagnostic("a", 1, "r", "m", .error), diagnostic("a", 1, "r", "m", .warning)]
        #expect(pair.sortedForPresentation() == slowPath(pair))
        #expect(pair.sortedForPresentation().count == 2)
    }
}
