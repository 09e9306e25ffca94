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

/// One of the process's output streams.
package struct Terminal: Sendable {
    package let fileDescriptor: Int32
    /// How messages name it.
    package let name: String

    package static let standardOutput = Terminal(fileDescriptor: 1, name: "standard output")
    package static let standardError = Terminal(fileDescriptor: 2, name: "standard error")

    /// Whether a write to standard output or standard error failed in this run: output
    /// was lost, and the run ends with exit code 3.
    package static var lostOutput: Bool { LostStreams.shared.any }

    package func write(_ text: String) {
        write(Data(text.utf8))
    }

    /// Writes the bytes of `spool` in order; returns 0, or the `errno` of a spool that
    /// could not be read back (what reached the stream stays there).
    package func write(_ spool: SpoolFile) -> Int32 {
        spool.forEachPiece { piece in
            write(Data(piece))
            return 0
        }
    }

    package func write(_ data: Data) {
        // Unbuffered writes, so output on the two streams keeps its order. After a failed
        // write the stream is given up, so one failure makes one message.
        guard !LostStreams.shared.contains(fileDescriptor) else { return }
        let code = FileDescriptorIO.writeAll(data, to: fileDescriptor)
        guard code != 0 else { return }
        LostStreams.shared.insert(fileDescriptor)
        // A reader that went away (`seqc lint | head`) wanted no more: no message for that.
        if fileDescriptor != Terminal.standardError.fileDescriptor, code != EPIPE {
            Terminal.standardError.write("seqc: error: \(TerminalText.escaped(OutputFailure.lostStream(name, errno: code)))\n")
        }
    }

    /// `--color auto`: never with `NO_COLOR` set (non-empty) or `TERM=dumb`; always with
    /// `FORCE_COLOR` set (non-empty), even on a pipe; otherwise only on a terminal.
    package func automaticStyle() -> TextStyle {
        if !(Environment.value("NO_COLOR") ?? "").isEmpty { return .plain }
        if !(Environment.value("FORCE_COLOR") ?? "").isEmpty { return .ansi }
        if Environment.value("TERM") == "dumb" { return .plain }
        return isatty(fileDescriptor) == 1 ? .ansi : .plain
    }
}

/// The process's environment, read one variable at a time: `ProcessInfo`'s `environment`
/// copies every variable into a dictionary, which costs more than a one-file lint's own
/// reading of its file.
package enum Environment {
    /// The value of `name`, nil when it is not set.
    package static func value(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}

/// The streams whose writes have failed; shared by every thread that prints.
private final class LostStreams: @unchecked Sendable {
    static let shared = LostStreams()
    private let lock = Lock()
    private var descriptors: Set<Int32> = []

    var any: Bool { lock.withLock { !descriptors.isEmpty } }
    func contains(_ descriptor: Int32) -> Bool { lock.withLock { descriptors.contains(descriptor) } }
    func insert(_ descriptor: Int32) { _ = lock.withLock { descriptors.insert(descriptor) } }
}
