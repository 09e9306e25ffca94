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
    /// The most bytes a list may hold: 64 MiB is over a million typical paths, and a list
    /// that never ends (`--files-from /dev/zero`, a runaway pipe) cannot exhaust memory.
    package static let defaultLimit = 64 << 20

    /// The most paths a list may hold. Each path becomes a file of the run, with its own
    /// allocations from here to the report (a few hundred bytes even for one that does not
    /// exist), so the byte limit alone let 64 MiB of one-letter names take gigabytes. A
    /// million is ten times the 100,000-file scaling run and keeps a run's peak memory
    /// under a gigabyte whatever the names are.
    package static let defaultMaxPaths = 1_000_000

    /// Why a list could not be read.
    package enum Failure: Error, Equatable {
        /// The list cannot be opened or read; `reason` says why, for people.
        case unreadable(reason: String)
        /// The list holds more than `limit` bytes.
        case tooLarge(limit: Int)
        /// The list names more than `limit` paths.
        case tooManyPaths(limit: Int)

        /// `no such file`, `it is larger than 64 MiB`.
        package var reason: String {
            switch self {
            case .unreadable(let reason): reason
            case .tooLarge(let limit): "it is larger than \(PathList.describe(limit)) (the limit)"
            case .tooManyPaths(let limit): "it names more than \(limit) paths (the limit)"
            }
        }

        init(_ failure: BoundedRead.Failure) {
            switch failure {
            case .unreadable(let reason): self = .unreadable(reason: reason)
            case .tooLarge(let limit): self = .tooLarge(limit: limit)
            }
        }
    }

    /// The paths in `bytes`, in order. Empty entries (a trailing separator, blank lines)
    /// are skipped. Without a NUL, a line's final carriage return is dropped (CRLF lists);
    /// with one, every byte but NUL belongs to a name.
    package static func split(_ bytes: [UInt8]) -> [RawPath] {
        var paths: [RawPath] = []
        forEachEntry(in: bytes) { paths.append(path(of: bytes[$0])) }
        return paths
    }

    /// ``split(_:)``, or `tooManyPaths` when the list names more than `maxPaths`: the
    /// entries are counted before any path is made, so an over-long list costs its bytes
    /// and nothing more.
    package static func paths(in bytes: [UInt8], maxPaths: Int = defaultMaxPaths) -> Result<[RawPath], Failure> {
        var count = 0
        forEachEntry(in: bytes) { _ in count += 1 }
        guard count <= maxPaths else { return .failure(.tooManyPaths(limit: maxPaths)) }
        var paths: [RawPath] = []
        paths.reserveCapacity(count)
        forEachEntry(in: bytes) { paths.append(path(of: bytes[$0])) }
        return .success(paths)
    }

    /// The paths in the list at `path`, or in standard input for `-`.
    package static func load(_ path: RawPath, limit: Int = defaultLimit, maxPaths: Int = defaultMaxPaths) -> Result<[RawPath], Failure> {
        switch BoundedRead.contents(of: path, limit: limit, dashIsStandardInput: true) {
        case .success(let bytes): paths(in: bytes, maxPaths: maxPaths)
        case .failure(let failure): .failure(Failure(failure))
        }
    }

    /// Every byte `descriptor` gives until its end, but no more than `limit` (``BoundedRead``).
    package static func readAll(descriptor: Int32, limit: Int) -> Result<[UInt8], Failure> {
        BoundedRead.readAll(descriptor: descriptor, limit: limit).mapError(Failure.init)
    }

    /// `64 MiB`, `1 KiB`, `100 bytes`.
    static func describe(_ limit: Int) -> String { BoundedRead.describe(limit) }

    /// Calls `body` with the range of each non-empty entry of `bytes`, a final CR of a
    /// line already left out, in one pass and without allocating. Separators are found
    /// with `memchr`: a list is up to 64 MiB, walked twice.
    private static func forEachEntry(in bytes: [UInt8], _ body: (Range<Int>) -> Void) {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let nulSeparated = memchr(base, 0, buffer.count) != nil
            let separator: UInt8 = nulSeparated ? 0 : UInt8(ascii: "\n")
            var start = 0
            while start < buffer.count {
                var end = buffer.count
                if let found = memchr(base + start, Int32(separator), buffer.count - start) {
                    end = UnsafeRawPointer(found) - UnsafeRawPointer(base)
                }
                var last = end
                if !nulSeparated, last > start, buffer[last - 1] == UInt8(ascii: "\r") { last -= 1 }
                if last > start { body(start..<last) }
                start = end + 1
            }
        }
    }

    /// The path an entry names: a file called `-` (as `git ls-files` prints it) is not
    /// standard input.
    private static func path(of entry: ArraySlice<UInt8>) -> RawPath {
        if entry.count == 1, entry.first == UInt8(ascii: "-") { return RawPath("./-") }
        return RawPath(bytes: Array(entry))
    }
}
