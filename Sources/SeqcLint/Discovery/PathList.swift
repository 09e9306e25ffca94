import SeqcCompiler

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The list of paths `--files-from FILE|-` reads: NUL-separated when the list holds a NUL
/// byte (`git ls-files -z`, `find -print0`), otherwise one path a line (LF or CRLF).
/// Entries are bytes, so names that are not UTF-8 arrive as they are on disk.
///
/// Reading and splitting are one pass each over the bytes, so 100,000 paths cost 100
/// times what 1,000 do; nothing here goes through swift-argument-parser.
package enum PathList {
    /// The most a list may hold: 64 MiB is over a million typical paths, and a list that
    /// never ends (`--files-from /dev/zero`, a runaway pipe) cannot exhaust memory.
    package static let defaultLimit = 64 << 20

    /// Why a list could not be read.
    package enum Failure: Error, Equatable {
        /// The list cannot be opened or read; `reason` says why, for people.
        case unreadable(reason: String)
        /// The list holds more than `limit` bytes.
        case tooLarge(limit: Int)

        /// `no such file`, `it is larger than 64 MiB`.
        package var reason: String {
            switch self {
            case .unreadable(let reason): reason
            case .tooLarge(let limit): "it is larger than \(PathList.describe(limit)) (the limit)"
            }
        }
    }

    /// The paths in `bytes`, in order. Empty entries (a trailing separator, blank lines)
    /// are skipped. Without a NUL, a line's final carriage return is dropped (CRLF lists);
    /// with one, every byte but NUL belongs to a name.
    package static func split(_ bytes: [UInt8]) -> [RawPath] {
        let nulSeparated = bytes.contains(0)
        let separator: UInt8 = nulSeparated ? 0 : UInt8(ascii: "\n")
        return bytes.split(separator: separator, omittingEmptySubsequences: true).compactMap { entry in
            var entry = entry
            if !nulSeparated, entry.last == UInt8(ascii: "\r") { entry = entry.dropLast() }
            guard !entry.isEmpty else { return nil }
            // An entry is a file name: a file called `-` (as `git ls-files` prints it) is not
            // standard input.
            if entry.elementsEqual([UInt8(ascii: "-")]) { return RawPath("./-") }
            return RawPath(bytes: Array(entry))
        }
    }

    /// The paths in the list at `path`, or in standard input for `-`.
    package static func load(_ path: RawPath, limit: Int = defaultLimit) -> Result<[RawPath], Failure> {
        if path.bytes == Array("-".utf8) { return readAll(descriptor: STDIN_FILENO, limit: limit).map(split) }
        let descriptor = path.withCString { open($0, O_RDONLY | O_CLOEXEC) }
        guard descriptor >= 0 else { return .failure(.unreadable(reason: reason(errno))) }
        defer { close(descriptor) }
        if let status = FileStatus.of(descriptor: descriptor), status.kind == .directory {
            return .failure(.unreadable(reason: "it is a directory"))
        }
        return readAll(descriptor: descriptor, limit: limit).map(split)
    }

    /// Every byte `descriptor` gives until its end, but no more than `limit`: reading
    /// stops at the first byte past it, so a list that never ends costs `limit` + 1 bytes.
    package static func readAll(descriptor: Int32, limit: Int) -> Result<[UInt8], Failure> {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            // One byte past the limit is enough to know the list is too large.
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

    private static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT: "no such file"
        case EISDIR: "it is a directory"
        default: systemErrorMessage(code)
        }
    }

    /// `64 MiB`, `1 KiB`, `100 bytes`.
    static func describe(_ limit: Int) -> String {
        if limit >= 1 << 20, limit % (1 << 20) == 0 { return "\(limit >> 20) MiB" }
        if limit >= 1 << 10, limit % (1 << 10) == 0 { return "\(limit >> 10) KiB" }
        return "\(limit) bytes"
    }
}
