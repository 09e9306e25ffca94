import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes files so that a reader sees the old file or the new one, never a part.
enum AtomicFile {
    /// Writes to a temporary file beside `path` and renames it into place; a failure
    /// removes the temporary file and leaves `path` as it was. No fsync: the promise is
    /// atomicity for readers, and syncing every file made builds of many routines
    /// I/O-bound (about 5 ms a file).
    static func write(_ data: Data, to path: String) throws {
        let directory = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        var template = Array(((directory.isEmpty ? "." : directory) + "/.\(name).seqc-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw Builder.WriteFailure(path: path, reason: lastError()) }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var failure = writeAll(data, to: descriptor) ? nil : lastError()
        // mkstemp creates the file 0600; an output gets the usual 0666 less the umask.
        let mask = umask(0)
        umask(mask)
        fchmod(descriptor, 0o666 & ~mask)
        if close(descriptor) != 0, failure == nil { failure = lastError() }
        if failure == nil, rename(temporary, path) != 0 { failure = lastError() }
        if let failure {
            unlink(temporary)
            throw Builder.WriteFailure(path: path, reason: failure)
        }
    }

    private static func writeAll(_ data: Data, to descriptor: Int32) -> Bool {
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                #if canImport(Glibc)
                let count = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                #else
                let count = Darwin.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                #endif
                if count <= 0 { return false }
                offset += count
            }
            return true
        }
    }

    private static func lastError() -> String {
        String(cString: strerror(errno))
    }
}
