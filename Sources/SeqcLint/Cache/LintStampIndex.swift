import SeqcCompiler

/// The lint cache's stat proxy for files' bytes (``LintFileStamp``), its second file in
/// the directory: for a file's name under one configuration and context, the stamp it
/// had, when that stamp was taken, the key of the bytes it then held
/// (``LintCacheKey``), and the lines of those bytes its report can show. A file whose
/// stamp is unchanged and not racy is taken as holding those bytes without being read.
///
/// Layout: ``magic``, the record count, then per record its 20-byte name key, its run,
/// its recording time, the stamp's five numbers (eight bytes each, little-endian), the
/// 20-byte content key, and the excerpt's length and bytes. Anything else, or more than
/// ``LintCacheIndex/maxBytes``, is read as empty; written as the index is.
package struct LintStampIndex: Sendable {
    /// A file's stamp and what it stands for.
    package struct Record: Equatable, Sendable {
        package var run: UInt64
        /// When the run that took the stamp started, in nanoseconds since 1970: before the stamp.
        package var recordedAt: Int64
        package var stamp: LintFileStamp
        package var content: LintCacheKey
        /// The file's own lines its report can show (``LintCacheEntry/shownLines``), the
        /// others empty: what a report needs of the file instead of the file.
        package var excerpt: [UInt8]

        package init(run: UInt64, recordedAt: Int64, stamp: LintFileStamp, content: LintCacheKey, excerpt: [UInt8]) {
            self.run = run
            self.recordedAt = recordedAt
            self.stamp = stamp
            self.content = content
            self.excerpt = excerpt
        }
    }

    package var records: [LintCacheKey: Record] = [:]

    package static let fileName = "lint-stamps-v1"
    package static let magic = Array("seqc lint stamps\n".utf8)

    package init() {}

    /// The records in `directory`; empty when missing, unreadable, too large or damaged.
    package static func read(from directory: String) -> LintStampIndex {
        let path = RawPath(directory + "/" + fileName)
        guard case .success(let bytes) = BoundedRead.contents(of: path, limit: LintCacheIndex.maxBytes) else { return LintStampIndex() }
        return decode(bytes) ?? LintStampIndex()
    }

    /// The records `bytes` hold; nil when they are not exactly a stamp index.
    package static func decode(_ bytes: [UInt8]) -> LintStampIndex? {
        guard bytes.count <= LintCacheIndex.maxBytes, bytes.starts(with: magic) else { return nil }
        var offset = magic.count
        func number() -> UInt64? {
            guard bytes.count - offset >= 8 else { return nil }
            var value: UInt64 = 0
            for index in (0..<8).reversed() { value = value << 8 | UInt64(bytes[offset + index]) }
            offset += 8
            return value
        }
        func key() -> LintCacheKey? {
            guard bytes.count - offset >= 20 else { return nil }
            defer { offset += 20 }
            return LintCacheKey(bytes[offset..<(offset + 20)])
        }
        guard let count = number(), count <= LintCacheIndex.maxEntries else { return nil }
        var index = LintStampIndex()
        index.records.reserveCapacity(Int(count))
        for _ in 0..<count {
            guard let name = key(), let run = number(), let recordedAt = number(), let device = number(), let inode = number(),
                let size = number(), let modified = number(), let changed = number(), let content = key(), let length = number(),
                length <= UInt64(bytes.count - offset)
            else { return nil }
            let stamp = LintFileStamp(
                device: device, inode: inode, size: size, modified: Int64(bitPattern: modified), changed: Int64(bitPattern: changed))
            let excerpt = Array(bytes[offset..<(offset + Int(length))])
            offset += Int(length)
            index.records[name] = Record(
                run: run, recordedAt: Int64(bitPattern: recordedAt), stamp: stamp, content: content, excerpt: excerpt)
        }
        return offset == bytes.count ? index : nil
    }

    /// The records as bytes: the most recently used first, within the index's bounds.
    package func encoded() -> [UInt8] {
        var bytes = Self.magic
        var kept: [(key: LintCacheKey, value: Record)] = []
        var size = bytes.count + 8
        for record in records.sorted(by: { $0.value.run > $1.value.run }) {
            let recordSize = 20 + 8 * 8 + 20 + record.value.excerpt.count
            guard kept.count < LintCacheIndex.maxEntries, size + recordSize <= LintCacheIndex.maxBytes else { break }
            kept.append(record)
            size += recordSize
        }
        bytes.reserveCapacity(size)
        Self.append(UInt64(kept.count), to: &bytes)
        for (name, record) in kept {
            bytes += name.bytes
            let stamp = record.stamp
            for number in [
                record.run, UInt64(bitPattern: record.recordedAt), stamp.device, stamp.inode, stamp.size,
                UInt64(bitPattern: stamp.modified), UInt64(bitPattern: stamp.changed),
            ] {
                Self.append(number, to: &bytes)
            }
            bytes += record.content.bytes
            Self.append(UInt64(record.excerpt.count), to: &bytes)
            bytes += record.excerpt
        }
        return bytes
    }

    /// Writes the records into `directory` in one rename; whether they were written.
    @discardableResult
    package func save(in directory: String) -> Bool {
        LintCacheIndex.replace(named: Self.fileName, in: directory, with: encoded())
    }

    private static func append(_ value: UInt64, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
    }
}
