import SeqcCompiler

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The lint cache's one file in its directory: every entry with its key and the run that
/// last used it. Read whole through the guarded file layer, at most ``maxBytes``; written
/// whole to a temporary file in the same directory and renamed over the old one, so two
/// runs sharing the directory each see a whole index, never a torn one (the last rename
/// wins, and what the other run recorded is only a miss later).
///
/// Layout: ``magic``, the entry count, then per entry its 20-byte key, its run number and
/// its payload's length (eight bytes each, little-endian) and the payload
/// (``LintCacheEntry/encoded``). An index that is not exactly that, or larger than
/// ``maxBytes``, is read as empty.
package struct LintCacheIndex: Sendable {
    /// An entry as the index holds it; its payload is decoded only on a hit.
    package struct Stored: Sendable {
        /// The run that last wrote or used it: the newest are kept when the index is full.
        package var run: UInt64
        package var payload: ArraySlice<UInt8>

        package init(run: UInt64, payload: ArraySlice<UInt8>) {
            self.run = run
            self.payload = payload
        }
    }

    package var entries: [LintCacheKey: Stored] = [:]

    /// The index's file name in the cache directory.
    package static let fileName = "lint-index-v1"
    static let magic = Array("seqc lint cache\n".utf8)

    /// The largest index read: larger is read as empty. Protects memory from an index
    /// someone else wrote; ``save(in:)`` keeps below it.
    package static let maxBytes = 32 << 20
    /// The most entries kept: enough for a few versions of each file of a 10,000-routine
    /// repository, and the bound on what a run reads before it checks a file.
    package static let maxEntries = 40_000
    /// The largest entry kept; a file with more findings than that is checked each run.
    static let maxEntryBytes = 1 << 20

    package init() {}

    /// The newest run number in the index.
    package var newestRun: UInt64 { entries.values.reduce(0) { max($0, $1.run) } }

    /// The index in `directory`; empty when it is missing, unreadable, too large or not an index.
    package static func read(from directory: String) -> LintCacheIndex {
        guard case .success(let bytes) = BoundedRead.contents(of: RawPath(directory + "/" + fileName), limit: maxBytes) else {
            return LintCacheIndex()
        }
        return decode(bytes) ?? LintCacheIndex()
    }

    /// The index `bytes` hold; nil when they are not exactly one (``LintCacheIndex``'s layout).
    package static func decode(_ bytes: [UInt8]) -> LintCacheIndex? {
        guard bytes.count <= maxBytes, bytes.starts(with: magic) else { return nil }
        var offset = magic.count
        func number() -> UInt64? {
            guard bytes.count - offset >= 8 else { return nil }
            var value: UInt64 = 0
            for index in (0..<8).reversed() { value = value << 8 | UInt64(bytes[offset + index]) }
            offset += 8
            return value
        }
        guard let count = number(), count <= maxEntries else { return nil }
        var index = LintCacheIndex()
        index.entries.reserveCapacity(Int(count))
        for _ in 0..<count {
            guard bytes.count - offset >= 20, let key = LintCacheKey(bytes[offset..<(offset + 20)]) else { return nil }
            offset += 20
            guard let run = number(), let length = number(), length <= UInt64(bytes.count - offset) else { return nil }
            index.entries[key] = Stored(run: run, payload: bytes[offset..<(offset + Int(length))])
            offset += Int(length)
        }
        guard offset == bytes.count else { return nil }
        return index
    }

    /// The index as bytes: the most recently used entries first, as many as fit in
    /// ``maxEntries`` and ``maxBytes``.
    package func encoded() -> [UInt8] {
        var kept: [(key: LintCacheKey, value: Stored)] = []
        var size = Self.magic.count + 8
        for entry in entries.sorted(by: { $0.value.run > $1.value.run }) {
            let entrySize = 20 + 16 + entry.value.payload.count
            guard kept.count < Self.maxEntries, size + entrySize <= Self.maxBytes else { break }
            kept.append(entry)
            size += entrySize
        }
        var bytes = Self.magic
        bytes.reserveCapacity(size)
        Self.append(UInt64(kept.count), to: &bytes)
        for (key, stored) in kept {
            bytes += key.bytes
            Self.append(stored.run, to: &bytes)
            Self.append(UInt64(stored.payload.count), to: &bytes)
            bytes += stored.payload
        }
        return bytes
    }

    /// Writes the index into `directory`, replacing the one there in one rename. Returns
    /// whether it was written; a cache that cannot be written only costs the next run time.
    @discardableResult
    package func save(in directory: String) -> Bool {
        Self.replace(named: Self.fileName, in: directory, with: encoded())
    }

    /// Writes `bytes` as the file `name` in `directory`, replacing the one there in one
    /// rename; whether it was written.
    static func replace(named name: String, in directory: String, with bytes: [UInt8]) -> Bool {
        let temporary = directory + "/.\(name).\(getpid()).\(UInt64.random(in: 0...UInt64.max))"
        // O_EXCL and O_NOFOLLOW: never through a link someone left at that name.
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return false }
        var written = 0
        let complete = bytes.withUnsafeBytes { buffer -> Bool in
            while written < buffer.count {
                let count = write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return false }
                written += count
            }
            return true
        }
        guard close(descriptor) == 0, complete, rename(temporary, directory + "/" + name) == 0 else {
            unlink(temporary)
            return false
        }
        return true
    }

    private static func append(_ value: UInt64, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
    }
}
