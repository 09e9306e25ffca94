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

/// Bytes appended now and read back in order later, kept in an anonymous temporary file
/// (created in `$TMPDIR` or `/tmp` and unlinked at once, so nothing is left behind
/// whatever ends the process) rather than in memory: what a build of many thousands of
/// routines gathers for its report then costs disk, not memory. When no temporary file
/// can be made or written, the bytes stay in memory instead; a spool never loses what
/// was appended to it.
package final class SpoolFile {
    /// The anonymous file, or -1 when there is none (yet: it is made when the first bytes
    /// go to it).
    private var descriptor: Int32
    /// Whether appended bytes still go to the file: after a failed write, memory keeps
    /// the rest, and the file keeps what reached it.
    private var writesToFile: Bool
    /// Bytes in the file, all written.
    private var fileLength: Int64 = 0
    /// Bytes not yet in the file: the next write, or everything after a failed one.
    private var pending: [UInt8] = []
    /// How much `pending` holds before it goes to the file.
    private static let flushSize = 64 * 1024

    /// An empty spool; `inMemory` keeps it in memory from the start. Otherwise its file is
    /// made when there is a first piece to write to it (64 KiB): a spool that
    /// never holds that much, a one-file run's report, costs no file. Made and unlinked in
    /// `/tmp`, such a file cost a one-file build about a third of a millisecond of system
    /// time.
    package convenience init(inMemory: Bool = false) {
        self.init(descriptor: -1, writesToFile: !inMemory)
    }

    /// A spool over `descriptor`, which it owns and closes (-1: memory only). For tests,
    /// a descriptor that cannot be written shows the fall back to memory.
    convenience init(descriptor: Int32) {
        self.init(descriptor: descriptor, writesToFile: descriptor >= 0)
    }

    private init(descriptor: Int32, writesToFile: Bool) {
        self.descriptor = descriptor
        self.writesToFile = writesToFile
        pending.reserveCapacity(Self.flushSize)
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// Whether the bytes go to a file, once there are enough of them (false: memory holds
    /// them all).
    package var isOnDisk: Bool { writesToFile }

    /// Whether the spool has made its file.
    package var hasFile: Bool { descriptor >= 0 }

    /// The number of bytes appended so far.
    package var count: Int64 { fileLength + Int64(pending.count) }

    /// Appends `bytes`.
    package func append(_ bytes: some Sequence<UInt8>) {
        pending.append(contentsOf: bytes)
        if writesToFile, pending.count >= Self.flushSize { flush() }
    }

    /// Calls `body` with the spool's bytes in order, in pieces of at most 64 KiB.
    /// Returns 0, the `errno` of a failed read, or what `body` returned other than 0
    /// (which stops the reading).
    package func forEachPiece(_ body: (UnsafeRawBufferPointer) -> Int32) -> Int32 {
        if descriptor >= 0, fileLength > 0 {
            var buffer = [UInt8](repeating: 0, count: Self.flushSize)
            var offset: Int64 = 0
            while offset < fileLength {
                let wanted = Int(min(Int64(buffer.count), fileLength - offset))
                let failure = buffer.withUnsafeMutableBytes {
                    readFile(into: UnsafeMutableRawBufferPointer(rebasing: $0.prefix(wanted)), at: offset)
                }
                if failure != 0 { return failure }
                let code = buffer.withUnsafeBytes { body(UnsafeRawBufferPointer(rebasing: $0.prefix(wanted))) }
                if code != 0 { return code }
                offset += Int64(wanted)
            }
        }
        var code: Int32 = 0
        var start = 0
        while start < pending.count, code == 0 {
            let end = min(pending.count, start + Self.flushSize)
            code = pending.withUnsafeBytes { body(UnsafeRawBufferPointer(rebasing: $0[start..<end])) }
            start = end
        }
        return code
    }

    /// The `count` bytes appended from `offset` on, or the `errno` that stopped the reading
    /// (`EINVAL` for a stretch the spool does not hold).
    package func read(from offset: Int64, count: Int) -> Result<[UInt8], SpoolReadError> {
        guard offset >= 0, count >= 0, count <= self.count - offset else { return .failure(SpoolReadError(code: EINVAL)) }
        var bytes = [UInt8](repeating: 0, count: count)
        // The part already in the file, then the part still in memory.
        let inFile = Int(max(0, min(Int64(count), fileLength - offset)))
        let failure = bytes.withUnsafeMutableBytes {
            readFile(into: UnsafeMutableRawBufferPointer(rebasing: $0.prefix(inFile)), at: offset)
        }
        if failure != 0 { return .failure(SpoolReadError(code: failure)) }
        if inFile < count {
            let start = Int(offset + Int64(inFile) - fileLength)
            bytes.withUnsafeMutableBufferPointer { target in
                pending.withUnsafeBufferPointer { source in
                    _ = UnsafeMutableBufferPointer(rebasing: target[inFile...]).initialize(
                        from: UnsafeBufferPointer(rebasing: source[start..<(start + count - inFile)]))
                }
            }
        }
        return .success(bytes)
    }

    /// The spool's bytes as one value.
    package func data() -> Data? {
        var data = Data()
        data.reserveCapacity(Int(clamping: count))
        let code = forEachPiece { piece in
            data.append(contentsOf: piece)
            return 0
        }
        return code == 0 ? data : nil
    }

    /// Fills `buffer` from the file at `offset`; returns 0 or the `errno` that stopped it.
    private func readFile(into buffer: UnsafeMutableRawBufferPointer, at offset: Int64) -> Int32 {
        var done = 0
        while done < buffer.count {
            let read = pread(descriptor, buffer.baseAddress! + done, buffer.count - done, off_t(offset + Int64(done)))
            if read < 0, errno == EINTR { continue }
            if read < 0 { return errno }
            // The file is ours and unlinked: it ending early means it was cut short.
            if read == 0 { return EIO }
            done += read
        }
        return 0
    }

    /// Moves `pending` to the file; after a failed write, memory keeps it and everything
    /// that follows.
    private func flush() {
        if descriptor < 0 {
            descriptor = Self.openAnonymousFile()
            // No file to be had: memory keeps everything, as after a failed write.
            guard descriptor >= 0 else {
                writesToFile = false
                return
            }
        }
        var written = 0
        while written < pending.count {
            let count = pending.withUnsafeBytes { whole in
                pwrite(descriptor, whole.baseAddress! + written, whole.count - written, off_t(fileLength + Int64(written)))
            }
            if count < 0, errno == EINTR { continue }
            if count <= 0 {
                // What reached the file is read back from it; the rest stays in memory,
                // and so does everything appended from here on.
                fileLength += Int64(written)
                pending.removeFirst(written)
                writesToFile = false
                return
            }
            written += count
        }
        fileLength += Int64(written)
        pending.removeAll(keepingCapacity: true)
    }

    /// A new file in the temporary directory, already unlinked, or -1.
    private static func openAnonymousFile() -> Int32 {
        // getenv, not ProcessInfo's environment, which copies every variable.
        let directory = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        for _ in 0..<10 {
            let name = OutputPath.join(directory, ".seqc-spool-\(OutputPath.randomName()).tmp")
            // Registered before it exists, so a signal before the unlink still removes it.
            let slot = InterruptCleanup.register(name)
            let descriptor = open(name, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            let code = errno
            if descriptor >= 0 { unlink(name) }
            InterruptCleanup.forget(slot)
            if descriptor >= 0 { return descriptor }
            if code != EEXIST { return -1 }
        }
        return -1
    }
}

/// Why a stretch of a spool could not be read back: the `errno`.
package struct SpoolReadError: Error, Sendable {
    package let code: Int32
}
