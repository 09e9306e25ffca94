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

/// Whole writes and chunked reads on a file descriptor, with the failing `errno`.
package enum FileDescriptorIO {
    /// Writes all of `data`, retrying short writes and interruptions; returns 0 or the
    /// `errno` of the write that failed.
    package static func writeAll(_ data: Data, to descriptor: Int32) -> Int32 {
        data.withUnsafeBytes { writeAll($0, to: descriptor) }
    }

    /// Writes all of `buffer`, as ``writeAll(_:to:)-(Data,_)`` does.
    package static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32 {
        var offset = 0
        while offset < buffer.count {
            let count = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if count < 0 {
                if errno == EINTR { continue }
                return errno
            }
            // A write of zero bytes to a non-empty request would loop for ever.
            if count == 0 { return EIO }
            offset += count
        }
        return 0
    }

    /// What a file compared with bytes turned out to be.
    enum Comparison {
        /// It holds exactly the bytes: its status, from `fstat` on the file opened.
        case holds(stat)
        /// It is not a regular file, or holds other bytes.
        case differs
        /// It could not be opened: the `errno`.
        case cannotOpen(Int32)
    }

    /// Whether the regular file `name` in the open directory `parent` holds exactly
    /// `data`: the size first, then the bytes in 64 KiB pieces, so a large file is never
    /// read whole.
    static func fileHolds(_ data: Data, named name: String, in parent: Int32) -> Bool {
        if case .holds = compare(data, named: name, in: parent) { return true }
        return false
    }

    /// The regular file `name` in the open directory `parent` compared with `data`, as
    /// ``fileHolds(_:named:in:)`` compares it.
    static func compare(_ data: Data, named name: String, in parent: Int32) -> Comparison {
        compare(count: Int64(data.count), named: name, in: parent) { compare in
            data.withUnsafeBytes { whole in
                var code: Int32 = 0
                var start = 0
                while start < whole.count, code == 0 {
                    let end = min(whole.count, start + 64 * 1024)
                    code = compare(UnsafeRawBufferPointer(rebasing: whole[start..<end]))
                    start = end
                }
                return code
            }
        }
    }

    /// Whether the regular file `name` in the open directory `parent` holds exactly the
    /// bytes of `spool`, compared piece by piece as ``fileHolds(_:named:in:)`` compares a value.
    static func fileHolds(_ spool: SpoolFile, named name: String, in parent: Int32) -> Bool {
        if case .holds = compare(count: spool.count, named: name, in: parent, pieces: spool.forEachPiece) { return true }
        return false
    }

    /// The regular file `name` in `parent` compared with the `count` bytes that `pieces`
    /// hands its argument in order, each piece at most 64 KiB (a nonzero return stops it).
    private static func compare(
        count: Int64, named name: String, in parent: Int32, pieces: ((UnsafeRawBufferPointer) -> Int32) -> Int32
    ) -> Comparison {
        // Never through a link: an output's own name is the end of its links already, and
        // a link planted where a derived output goes is replaced, never read.
        let descriptor = openat(parent, name, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else { return .cannotOpen(errno) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int64(info.st_size) == count else {
            return .differs
        }
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        let code = pieces { piece in
            var compared = 0
            while compared < piece.count {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, piece.count - compared) }
                if count < 0, errno == EINTR { continue }
                guard count > 0, memcmp(piece.baseAddress! + compared, buffer, count) == 0 else { return 1 }
                compared += count
            }
            return 0
        }
        // Nothing after the bytes compared: a file that grew since fstat is not the same.
        var extra: UInt8 = 0
        guard code == 0, read(descriptor, &extra, 1) == 0 else { return .differs }
        return .holds(info)
    }

    private static func systemWrite(_ descriptor: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(descriptor, pointer, count)
        #else
        Darwin.write(descriptor, pointer, count)
        #endif
    }
}
