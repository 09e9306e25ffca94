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
    /// The text report of the build as written, routine by routine as each is checked:
    /// made on the workers, so a build of 10,000 routines does not spend its last 40 ms
    /// making it on one core after the commit. nil when the run prints none, or once a
    /// routine came without its lines (a build that fails, whose text says so instead).
    private(set) var writtenText: SpoolFile?
    /// Whether an input had an error: nothing more is staged.
    private(set) var failed: Bool
    private var begun = false
    /// Why staging stopped, to report when the build would otherwise have succeeded.
    private var failure: OutputFailure?

    /// `text`: whether the run prints the text report.
    init(destination: BuildDestination, report: String?, failed: Bool, text: Bool) {
        self.destination = destination
        self.report = report
        self.failed = failed
        writtenText = text && !failed ? SpoolFile() : nil
        // `ID.json` is named by the routine, not by whoever runs seqc: a link planted at
        // that name in the output folder is replaced, never followed.
        transaction.linksReplacedIn = destination.derivedOutputDirectory
    }

    /// What a worker makes of one compiled routine: its runtime JSON (nil when it did not
    /// compile), its report, counted there while the routine is at hand
    /// (``RoutineReport/with(diagnostics:output:)`` completes it), where its output goes,
    /// and, when the run prints a text report, the routine's lines of it as a written build
    /// gives them.
    struct Encoded: Sendable {
        let output: Data?
        let report: RoutineReport
        /// The routine's target (`-` for standard output); nil when it has no id.
        let path: String?
        /// `BuildReport.appendBlock` of the report as written to ``path``; nil when the run
        /// prints no text, or the routine did not compile (its build then writes nothing,
        /// and the text is made from the records, as unwritten).
        let writtenText: [UInt8]?

        /// `text`: whether the run prints a text report.
        init(_ result: CompileResult, writingTo destination: BuildDestination, text: Bool) {
            output = result.runtimeJSON
            report = RoutineReport(result: result, diagnostics: [], output: nil)
            path = result.slug.map { destination.path(forSlug: $0) ?? "-" }
            if text, result.succeeded, let path {
                var lines: [UInt8] = []
                BuildReport.appendBlock(report.with(diagnostics: [], output: path), to: &lines)
                writtenText = lines
            } else {
                writtenText = nil
            }
        }
    }

    /// Stages `result`'s output (`encoded`) unless the build has failed, and records its
    /// report.
    mutating func add(_ result: CompileResult, diagnostics: [Diagnostic], encoded: Encoded) throws {
        if diagnostics.hasErrors && !failed {
            failed = true
            transaction.discardStaged()
        }
        let path = encoded.path
        reports.append(encoded.report.with(diagnostics: diagnostics, output: result.succeeded ? path : nil))
        if let text = encoded.writtenText, !failed {
            writtenText?.append(text)
        } else {
            writtenText = nil
        }
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
