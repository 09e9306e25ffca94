import SeqcModel
import Testing

@testable import SeqcCompiler

/// A draft the way models write it, with a mistake of every card and key family at once:
/// the fixes of all diagnostics never overlap, and applying them (unsafe ones too) leaves
/// a routine that compiles with no error.
@Suite struct ModelDraftRepairTests {
    static let draft = """
        name: Morning HIIT
        description: Quick sprints before work
        steps:
          - type: info
            title: Get ready
            body: Water bottle and towel.
          - type: countdown
            title: Warm-up
            config:
              durationSeconds: 300
              autoComplete: false
          - kind: interval
            name: Sprints
            workSeconds: 30
            restSeconds: 15
            sets: 8
            finalRest: false
          - Plank 45s
          - random_duration: Surprise hold
            minSeconds: 20
            maxSeconds: 45
          - Stretch

        """

    static let repaired = """
        title: Morning HIIT
        summary: Quick sprints before work
        cards:
          - info: Get ready
            text: Water bottle and towel.
          - countdown: Warm-up
            duration: 5m
            autoComplete: false
          - interval: Sprints
            work: 30s
            rest: 15s
            rounds: 8
            finalRest: false
          - countdown: Plank
            duration: 45s
          - randomDuration: Surprise hold
            min: 20s
            max: 45s
          - info: Stretch

        """

    @Test func everyMistakeIsFixedInOnePass() throws {
        let result = compile(Self.draft)
        #expect(result.diagnostics.allSatisfy { $0.severity == .error && !$0.fixIts.isEmpty }, "\(result.findings)")
        let edits = result.diagnostics.flatMap(\.fixIts).sorted { $0.range.start < $1.range.start }
        for (earlier, later) in zip(edits, edits.dropFirst()) {
            #expect(earlier.range.end <= later.range.start, "\(earlier) overlaps \(later)")
        }
        let fixed = applying(result.diagnostics.flatMap(\.fixIts), to: Self.draft)
        #expect(fixed == Self.repaired)
        #expect(compile(fixed).diagnostics.isEmpty)
    }
}
