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

    /// Whether the regular file at `path` holds exactly `data`: the size first, then the
    /// bytes in 64 KiB pieces, so a large file is never read whole.
    static func fileHolds(_ data: Data, at path: String) -> Bool {
        fileHolds(count: Int64(data.count), at: path) { compare in
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

    /// Whether the regular file at `path` holds exactly the bytes of `spool`, compared
    /// piece by piece as ``fileHolds(_:at:)`` compares a value.
    static func fileHolds(_ spool: SpoolFile, at path: String) -> Bool {
        fileHolds(count: spool.count, at: path, pieces: spool.forEachPiece)
    }

    /// Whether the regular file at `path` is `count` bytes long and holds the bytes that
    /// `pieces` hands its argument in order, each piece at most 64 KiB (a nonzero return
    /// stops it).
    private static func fileHolds(
        count: Int64, at path: String, pieces: ((UnsafeRawBufferPointer) -> Int32) -> Int32
    ) -> Bool {
        // Never through a link: an output's own path is the end of its links already, and
        // a link planted where a derived output goes is replaced, never read.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int64(info.st_size) == count else {
            return false
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
        return code == 0
    }

    private static func systemWrite(_ descriptor: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(descriptor, pointer, count)
        #else
        Darwin.write(descriptor, pointer, count)
        #endif
    }
}
