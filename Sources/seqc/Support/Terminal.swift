import Foundation
import SeqcCompiler
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One of the process's output streams.
struct Terminal: Sendable {
    let fileDescriptor: Int32

    static let standardOutput = Terminal(fileDescriptor: 1)
    static let standardError = Terminal(fileDescriptor: 2)

    func write(_ text: String) {
        write(Data(text.utf8))
    }

    func write(_ data: Data) {
        // Unbuffered writes, so output on the two streams keeps its order; a failed
        // write (closed pipe) is ignored rather than fatal.
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(fileDescriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written <= 0 { return }
                offset += written
            }
        }
    }

    /// Colour only for a terminal, and never with `--no-color` or `NO_COLOR` set.
    func textStyle(noColor: Bool) -> TextStyle {
        let environment = ProcessInfo.processInfo.environment
        let disabled = noColor || !(environment["NO_COLOR"] ?? "").isEmpty || environment["TERM"] == "dumb"
        return !disabled && isatty(fileDescriptor) == 1 ? .ansi : .plain
    }
}

/// The C library's `write`, which `Terminal.write` would otherwise shadow.
private func systemWrite(_ fd: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    return Glibc.write(fd, pointer, count)
    #else
    return Darwin.write(fd, pointer, count)
    #endif
}
