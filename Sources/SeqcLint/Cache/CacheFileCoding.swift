import SeqcCompiler

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes the lint cache's files' fields: numbers as eight bytes, little-endian; keys as
/// their 20 bytes; byte strings as their length and their bytes.
struct CacheBytesWriter {
    var bytes: [UInt8] = []

    mutating func number(_ value: UInt64) {
        withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
    }

    mutating func number(_ value: Int) { number(UInt64(bitPattern: Int64(value))) }

    mutating func key(_ key: LintCacheKey) { bytes += key.bytes }

    mutating func counted(_ value: some Collection<UInt8>) {
        number(UInt64(value.count))
        bytes += value
    }
}

/// Reads what ``CacheBytesWriter`` wrote; each read is nil past the end, and a reader
/// never reads outside its bytes, whatever they hold.
struct CacheBytesReader {
    let bytes: ArraySlice<UInt8>
    private(set) var offset: Int

    init(_ bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        offset = bytes.startIndex
    }

    var isAtEnd: Bool { offset == bytes.endIndex }

    mutating func number() -> UInt64? {
        guard bytes.endIndex - offset >= 8 else { return nil }
        let value = bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset - bytes.startIndex, as: UInt64.self) }
        offset += 8
        return UInt64(littleEndian: value)
    }

    /// A number that is a count or a position: at most `Int.max`.
    mutating func count() -> Int? {
        guard let value = number(), value <= UInt64(Int.max) else { return nil }
        return Int(value)
    }

    mutating func key() -> LintCacheKey? {
        guard bytes.endIndex - offset >= 20 else { return nil }
        defer { offset += 20 }
        return bytes.withUnsafeBytes { buffer in
            let start = offset - bytes.startIndex
            return LintCacheKey(
                high: UInt64(bigEndian: buffer.loadUnaligned(fromByteOffset: start, as: UInt64.self)),
                middle: UInt64(bigEndian: buffer.loadUnaligned(fromByteOffset: start + 8, as: UInt64.self)),
                low: UInt32(bigEndian: buffer.loadUnaligned(fromByteOffset: start + 16, as: UInt32.self)))
        }
    }

    /// A length and that many bytes, sharing the reader's storage.
    mutating func counted() -> ArraySlice<UInt8>? {
        guard let length = number(), length <= UInt64(bytes.endIndex - offset) else { return nil }
        defer { offset += Int(length) }
        return bytes[offset..<(offset + Int(length))]
    }

    /// The bytes not read yet.
    mutating func rest() -> ArraySlice<UInt8> {
        defer { offset = bytes.endIndex }
        return bytes[offset...]
    }
}

/// One of the lint cache's files (``LintCacheIndex``, ``LintStampIndex``): its magic, a
/// record count, then per record its 20-byte key and the record's fields. Read whole,
/// at most ``maxBytes``, through the guarded file layer; written whole to a temporary
/// file in the same directory and renamed over the old one, so two runs sharing the
/// directory each see a whole file, never a torn one (the last rename wins, and what the
/// other run recorded is only a miss later).
struct CacheFile {
    let name: String
    let magic: [UInt8]

    /// The largest file read: larger is read as empty. Protects memory from a file
    /// someone else wrote; ``encode(_:run:size:write:)`` keeps below it.
    static let maxBytes = 32 << 20
    /// The most records kept: enough for a few versions of each file of a 10,000-routine
    /// repository, and the bound on what a run reads before it checks a file.
    static let maxRecords = 40_000

    /// The file's bytes in `directory`; nil when missing, unreadable or too large.
    func contents(in directory: String) -> [UInt8]? {
        guard case .success(let bytes) = BoundedRead.contents(of: RawPath(directory + "/" + name), limit: Self.maxBytes) else {
            return nil
        }
        return bytes
    }

    /// The records `bytes` hold, each read by `record` from the bytes after its key; nil
    /// when they are not exactly such a file.
    func decode<Record>(_ bytes: [UInt8], record: (inout CacheBytesReader) -> Record?) -> [LintCacheKey: Record]? {
        guard bytes.count <= Self.maxBytes, bytes.starts(with: magic) else { return nil }
        var reader = CacheBytesReader(bytes[magic.count...])
        guard let count = reader.count(), count <= Self.maxRecords else { return nil }
        var records: [LintCacheKey: Record] = [:]
        records.reserveCapacity(count)
        for _ in 0..<count {
            guard let key = reader.key(), let value = record(&reader) else { return nil }
            records[key] = value
        }
        return reader.isAtEnd ? records : nil
    }

    /// `records` as bytes: those of the newest runs first, as many as fit in
    /// ``maxRecords`` and ``maxBytes``. `size` is a record's encoded size after its key.
    func encode<Record>(
        _ records: [LintCacheKey: Record], run: (Record) -> UInt64, size: (Record) -> Int,
        write: (Record, inout CacheBytesWriter) -> Void
    ) -> [UInt8] {
        var kept: [(key: LintCacheKey, value: Record)] = []
        var total = magic.count + 8
        for record in records.sorted(by: { run($0.value) > run($1.value) }) {
            let recordSize = 20 + size(record.value)
            guard kept.count < Self.maxRecords, total + recordSize <= Self.maxBytes else { break }
            kept.append(record)
            total += recordSize
        }
        var writer = CacheBytesWriter(bytes: magic)
        writer.bytes.reserveCapacity(total)
        writer.number(UInt64(kept.count))
        for (key, record) in kept {
            writer.key(key)
            write(record, &writer)
        }
        return writer.bytes
    }

    /// Writes `bytes` as this file in `directory`, replacing the one there in one rename;
    /// whether it was written. A file that cannot be written only costs the next run time.
    func replace(in directory: String, with bytes: [UInt8]) -> Bool {
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
}
