#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why outputs were not written. Every message about writing lives here, so the paths
/// they print can be escaped for the terminal in one place.
public struct OutputFailure: Error, CustomStringConvertible, Sendable {
    /// Whose fault it is, which decides the exit code.
    public enum Cause: Sendable, Equatable {
        /// The file system or the process's environment (exit 3).
        case environment
        /// The command line asked for something seqc refuses to do (exit 2).
        case usage
        /// The file exists and replacing it needs `--force` (exit 1, as `seqc new`).
        case exists
    }

    public let cause: Cause
    public let message: String
    /// A reader that went away (`seqc build x -o - | head -c1`) wanted no more output:
    /// still a failure, but not worth a message.
    public var quiet = false
    public var description: String { message }

    /// Said on standard error while a run waits for another one writing into `directory`.
    public static func waitingMessage(for directory: String) -> String {
        "seqc: waiting for another seqc run writing into \(directory)"
    }

    static func cannotWrite(_ path: String, errno code: Int32) -> OutputFailure {
        if code == ENAMETOOLONG {
            return OutputFailure(cause: .environment, message: "cannot write \(path): the name is longer than the file system allows")
        }
        return OutputFailure(cause: .environment, message: "cannot write \(path): \(describe(code))")
    }

    /// The temporary file a build keeps its report in could not be read back.
    package static func reportLost(errno code: Int32) -> OutputFailure {
        OutputFailure(cause: .environment, message: "cannot read back the build report's temporary file: \(describe(code))")
    }

    /// The temporary file a lint or build keeps its waiting report in (files given out
    /// of sorted order) could not be read back.
    package static func waitingReportLost(errno code: Int32) -> OutputFailure {
        OutputFailure(cause: .environment, message: "cannot read back the report's temporary file: \(describe(code))")
    }

    static func standardOutputLost(errno code: Int32) -> OutputFailure {
        var failure = OutputFailure(cause: .environment, message: lostStream("standard output", errno: code))
        failure.quiet = code == EPIPE
        return failure
    }

    static func cannotWrite(_ path: String, because reason: String) -> OutputFailure {
        OutputFailure(cause: .environment, message: "cannot write \(path): \(reason)")
    }

    static func notAFile(_ path: String, is kind: String) -> OutputFailure {
        OutputFailure(cause: .environment, message: "cannot write \(path): it is \(kind), not a file; nothing was written")
    }

    static func noReader(_ path: String) -> OutputFailure {
        OutputFailure(cause: .environment, message: "cannot write \(path): it is a FIFO that no process is reading")
    }

    static func exists(_ path: String) -> OutputFailure {
        OutputFailure(cause: .exists, message: "\(path) already exists; use --force to replace it")
    }

    static func wouldReplaceInput(_ path: String) -> OutputFailure {
        OutputFailure(cause: .usage, message: "refusing to write over \(path): it is one of the inputs")
    }

    /// A generated file named like a routine source: a slip of the fingers, not a wish.
    package static func wouldReplaceRoutineSource(_ path: String) -> OutputFailure {
        OutputFailure(
            cause: .usage, message: "refusing to write over \(path): a *.routine.yaml or *.routine.yml name is for routine sources")
    }

    static func twoOutputs(_ path: String) -> OutputFailure {
        OutputFailure(cause: .usage, message: "two outputs would be written to \(path)")
    }

    static func commitFailed(_ path: String, errno code: Int32, notRestored: [String]) -> OutputFailure {
        let outcome =
            notRestored.isEmpty
            ? "every output was left as it was"
            : "could not restore \(notRestored.joined(separator: ", "))"
        return OutputFailure(cause: .environment, message: "cannot write \(path): \(describe(code)); \(outcome)")
    }

    static func interrupted(by signal: Int32, notRestored: [String]) -> OutputFailure {
        let outcome =
            notRestored.isEmpty
            ? "every output was left as it was"
            : "could not restore \(notRestored.joined(separator: ", "))"
        return OutputFailure(cause: .environment, message: "interrupted (\(name(of: signal))) while replacing outputs; \(outcome)")
    }

    /// The signal came in the instant after the last rename: every output is new.
    static func interruptedAfterCommit(by signal: Int32) -> OutputFailure {
        OutputFailure(cause: .environment, message: "interrupted (\(name(of: signal))) after every output was replaced")
    }

    private static func name(of signal: Int32) -> String {
        signal == SIGINT ? "SIGINT" : signal == SIGTERM ? "SIGTERM" : signal == SIGHUP ? "SIGHUP" : "signal \(signal)"
    }

    /// A message for a failed write to one of the process's own streams.
    package static func lostStream(_ name: String, errno code: Int32) -> String {
        "cannot write to \(name): \(describe(code))"
    }

    static func describe(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
