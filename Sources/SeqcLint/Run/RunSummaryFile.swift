import SeqcAuthoring
import SeqcCompiler

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Appends a run's ``RunSummary`` to the file `--summary` names. A summary that cannot be
/// written is the environment's failure (exit 3), as a lost report is.
package enum RunSummaryFile {
    package static func append(_ summary: RunSummary, to path: String) throws {
        let code = RunSummary.append(summary.markdown(), to: path)
        guard code != 0 else { return }
        Terminal.standardError.write(
            "seqc: error: could not append the summary to \(TerminalText.escapedPath(path)): \(String(cString: strerror(code)))\n")
        throw RunExit(3)
    }
}
