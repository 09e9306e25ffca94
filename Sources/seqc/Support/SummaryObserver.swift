import SeqcAuthoring
import SeqcCompiler
import SeqcLint

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `--summary FILE`: a ``RunSummary`` watching a `build` or `lint` run, appended to FILE
/// when the run ends, whatever its ending.
struct SummaryObserver: RunObserver {
    var summary: RunSummary

    init(command: String) {
        summary = RunSummary(command: command)
    }

    static func row(_ result: CompileResult) -> RunSummary.Routine { RunSummary.Routine(result) }

    mutating func add(_ row: RunSummary.Routine, diagnostics: [Diagnostic]) { summary.add(row, diagnostics: diagnostics) }

    mutating func add(leading diagnostics: [Diagnostic]) { summary.add(leading: diagnostics) }

    /// Runs `body` with an observer when `path` is given, then appends the summary to
    /// `path`, also when `body` ends the run with an exit code. A summary that cannot be
    /// written is the environment's failure (exit 3), as a lost report is.
    static func watching(_ path: String?, command: String, _ body: (inout SummaryObserver?) throws -> Void) throws {
        var observer = path.map { _ in SummaryObserver(command: command) }
        var ending: Error?
        do { try body(&observer) } catch { ending = error }
        if let path, let observer {
            let code = RunSummary.append(observer.summary.markdown(), to: path)
            if code != 0 {
                Terminal.standardError.write(
                    "seqc: error: could not append the summary to \(TerminalText.escapedPath(path)): \(String(cString: strerror(code)))\n")
                throw RunExit(3)
            }
        }
        if let ending { throw ending }
    }
}
