import SeqcCompiler

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
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
    /// One report per routine, in the run's order, each with where its output goes: kept
    /// in a temporary file, so a build's memory does not grow with its routines.
    let reports = BuildReportSpool()
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

    /// What a worker makes of one compiled routine: its runtime JSON (nil when it did not
    /// compile) and its report, counted there while the routine is at hand
    /// (``RoutineReport/with(diagnostics:output:)`` completes it).
    struct Encoded: Sendable {
        let output: Data?
        let report: RoutineReport

        init(_ result: CompileResult) {
            output = result.runtimeJSON
            report = RoutineReport(result: result, diagnostics: [], output: nil)
        }
    }

    /// Stages `result`'s output (`encoded`) unless the build has failed, and records its
    /// report.
    mutating func add(_ result: CompileResult, diagnostics: [Diagnostic], encoded: Encoded) throws {
        if diagnostics.hasErrors && !failed {
            failed = true
            transaction.discardStaged()
        }
        let path = result.slug.map { destination.path(forSlug: $0) ?? "-" }
        reports.append(encoded.report.with(diagnostics: diagnostics, output: result.succeeded ? path : nil))
        guard !failed, failure == nil, let data = encoded.output, let path else { return }
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

    /// Commits every staged output with the `--report` JSON, or reports why staging stopped.
    mutating func commitOrExit() throws {
        if let failure { throw failure.reported() }
        do throws(OutputFailure) {
            if let report {
                let json = SpoolFile()
                do {
                    try reports.writeJSON(written: true, to: json)
                } catch let failure as OutputFailure {
                    throw failure
                } catch {
                    throw .reportLost(errno: EIO)
                }
                try transaction.stageNow(json, to: report)
            }
        } catch {
            // Whatever stopped the report, nothing staged stays behind.
            transaction.discardStaged()
            throw error.reported()
        }
        try transaction.commitOrExit()
    }
}
