import SeqcCompiler

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The outputs of a streamed `seqc build`, staged as their routines are checked: each
/// one's temporary file is written beside its target at once, so no output waits in
/// memory, and the transaction's commit renames them all into place. The first input
/// with an error removes what was staged and stops staging: that build writes nothing.
struct BuildStaging {
    let destination: BuildDestination
    /// `--report FILE`, whose directory is locked with the outputs' (one lock, taken in order).
    let report: String?
    var transaction = OutputTransaction.onCommandLine()
    /// One report per routine, in the run's order, each with where its output goes.
    private(set) var routines: [RoutineReport] = []
    /// Whether an input had an error: nothing more is staged.
    private(set) var failed: Bool
    private var begun = false
    /// Why staging stopped, to report when the build would otherwise have succeeded.
    private var failure: OutputFailure?

    init(destination: BuildDestination, report: String?, failed: Bool) {
        self.destination = destination
        self.report = report
        self.failed = failed
    }

    /// Stages `result`'s output (encoded as `output`) unless the build has failed, and
    /// records its report.
    mutating func add(_ result: CompileResult, diagnostics: [Diagnostic], output: Result<Data, any Error>?) throws {
        if diagnostics.hasErrors && !failed {
            failed = true
            transaction.discardStaged()
        }
        let path = result.slug.map { destination.path(forSlug: $0) ?? "-" }
        routines.append(RoutineReport(result: result, diagnostics: diagnostics, output: result.succeeded ? path : nil))
        guard !failed, failure == nil, let output, let path else { return }
        let data = try output.get()
        do throws(OutputFailure) {
            if !begun {
                begun = true
                try transaction.beginStaging(forOutputs: [path] + [report].compactMap { $0 })
            }
            try transaction.stageNow(data, to: path)
        } catch {
            failure = error
            transaction.discardStaged()
        }
    }

    /// Commits every staged output, or reports why staging stopped.
    func commitOrExit() throws {
        if let failure { throw failure.reported() }
        try transaction.commitOrExit()
    }
}
