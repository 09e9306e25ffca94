#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a whole input that has a size limit (a baseline, a `--files-from` list) without
/// ever holding more than the limit and one byte: a regular file larger than the limit is
/// refused by its size before any byte is read, and a pipe, FIFO or device that never
/// ends stops at the first byte past the limit.
package enum BoundedRead {
    /// Why an input could not be read whole.
    package enum Failure: Error, Equatable, Sendable {
        /// The input cannot be opened or read; `reason` says why, for people.
        case unreadable(reason: String)
        /// The input holds more than `limit` bytes.
        case tooLarge(limit: Int)

        /// `no such file`, `it is larger than 64 MiB (the limit)`.
        package var reason: String {
            switch self {
            case .unreadable(let reason): reason
            case .tooLarge(let limit): "it is larger than \(BoundedRead.describe(limit)) (the limit)"
            }
        }
    }

    /// The bytes of the file at `path` (`-` is standard input when `dashIsStandardInput`).
    /// A directory is refused; a FIFO or character device is read like a pipe, since
    /// `<(git ls-files)` arrives as one.
    package static func contents(of path: RawPath, limit: Int, dashIsStandardInput: Bool = false) -> Result<[UInt8], Failure> {
        if dashIsStandardInput, path.bytes == [UInt8(ascii: "-")] { return readAll(descriptor: STDIN_FILENO, limit: limit) }
        // Through the door, as named: the command line is trusted with where the file is,
        // but a file of /proc or /sys is still never read.
        switch GuardedFiles.openNamed(path, blocking: true) {
        case .failure(.system(let code)): return .failure(.unreadable(reason: reason(code)))
        case .failure(let refusal): return .failure(.unreadable(reason: refusal.reason))
        case .success(let (descriptor, _)):
            defer { close(descriptor) }
            return readAll(descriptor: descriptor, limit: limit)
        }
    }

    /// Every byte `descriptor` gives until its end, but no more than `limit`. A regular
    /// file's size is known first: one over the limit is refused unread, and one under
    /// it is read into a buffer of its size, so the peak is the file's bytes, not twice
    /// them as a doubling buffer would make it. Anything else is read in chunks, and
    /// reading stops at the first byte past the limit.
    package static func readAll(descriptor: Int32, limit: Int) -> Result<[UInt8], Failure> {
        var bytes: [UInt8] = []
        if let status = FileStatus.of(descriptor: descriptor) {
            if status.kind == .directory { return .failure(.unreadable(reason: "it is a directory")) }
            if status.kind == .regular {
                if status.size > limit { return .failure(.tooLarge(limit: limit)) }
                // The size may change while it is read: the limit below still holds.
                bytes.reserveCapacity(status.size + 1)
            }
        }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            // One byte past the limit is enough to know the input is too large.
            let room = limit - bytes.count
            let wanted = room >= chunk.count ? chunk.count : room + 1
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, wanted) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(.unreadable(reason: reason(errno)))
            }
            if count == 0 { return .success(bytes) }
            // `bytes.count` is at most `limit` here, so this cannot overflow.
            if count > limit - bytes.count { return .failure(.tooLarge(limit: limit)) }
            bytes.append(contentsOf: chunk[..<count])
        }
    }

    /// `64 MiB`, `1 KiB`, `100 bytes`.
    package static func describe(_ limit: Int) -> String {
        if limit >= 1 << 20, limit % (1 << 20) == 0 { return "\(limit >> 20) MiB" }
        if limit >= 1 << 10, limit % (1 << 10) == 0 { return "\(limit >> 10) KiB" }
        return "\(limit) bytes"
    }

    private static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT: "no such file"
        case EISDIR: "it is a directory"
        default: systemErrorMessage(code)
        }
    }
}
