import SeqcCompiler
import SeqcLint
import Testing

/// Linting on several threads inside one process, where ThreadSanitizer can watch the
/// shared state (scripts/ci/sanitizers.sh runs this suite under `--sanitize=thread`):
/// the result is exactly the one-thread result.
@Suite struct ParallelLintTests {
    /// Sources with problems of every stage: compile errors, lint warnings, suppressions
    /// and a routine id shared across files (a rule over the whole run).
    static let sources: [SourceFile] = (0..<64).map { index in
        let text =
            switch index % 4 {
            case 0: "title: Broken \(index)\ncards:\n  - countdwon: X\n  - rest: R\n    duration: 0\n"
            case 1: "id: shared\ntitle: Twin\ncards:\n  - rest: A\n    duration: 1s\n  - rest: B\n    duration: 1s\n"
            case 2:
                "title: Quiet \(index)\ncards:\n  - info: One # seqc:disable-line info-without-text\n  - rest: R # seqc:disable-line nothing-here\n"
            default:
                "title: Fine \(index)\ncards:\n  - countdown: Work\n    duration: \(index)s\n  - repetition: Push\n    reps: \(index)\n"
            }
        return SourceFile(path: "r\(index).routine.yaml", text: text)
    }

    @Test func manyThreadsGiveTheOneThreadResult() {
        let configuration = LintConfiguration(baseDirectory: "/")
        let sequential = LintRunner(configuration: configuration, jobs: 1).lint(sources: Self.sources)
        #expect(sequential.diagnostics.contains { $0.rule == .duplicateRoutineID })
        #expect(sequential.diagnostics.contains { $0.rule == .unknownKind })
        #expect(sequential.diagnostics.contains { $0.rule == .unusedSuppression })
        for jobs in [2, 8, 64] {
            let parallel = LintRunner(configuration: configuration, jobs: jobs).lint(sources: Self.sources)
            #expect(parallel.diagnostics == sequential.diagnostics, "\(jobs) jobs")
            #expect(parallel.results.map(\.file.path) == sequential.results.map(\.file.path), "\(jobs) jobs")
        }
    }
}
