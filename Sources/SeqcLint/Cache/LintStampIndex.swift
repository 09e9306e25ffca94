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
/// ``LintCacheIndex/maxBytes``, is read as empty; read and written as a ``CacheFile``.
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

    package init(records: [LintCacheKey: Record] = [:]) {
        self.records = records
    }

    /// The file the records are kept in (``CacheFile``).
    static let file = CacheFile(name: fileName, magic: magic)

    /// The records in `directory`; empty when missing, unreadable, too large or damaged.
    package static func read(from directory: String) -> LintStampIndex {
        file.contents(in: directory).flatMap(decode) ?? LintStampIndex()
    }

    /// The records `bytes` hold; nil when they are not exactly a stamp index.
    package static func decode(_ bytes: [UInt8]) -> LintStampIndex? {
        let records = file.decode(bytes) { reader -> Record? in
            guard let run = reader.number(), let recordedAt = reader.number(), let device = reader.number(),
                let inode = reader.number(), let size = reader.number(), let modified = reader.number(),
                let changed = reader.number(), let content = reader.key(), let excerpt = reader.counted()
            else { return nil }
            let stamp = LintFileStamp(
                device: device, inode: inode, size: size, modified: Int64(bitPattern: modified), changed: Int64(bitPattern: changed))
            return Record(run: run, recordedAt: Int64(bitPattern: recordedAt), stamp: stamp, content: content, excerpt: Array(excerpt))
        }
        return records.map { LintStampIndex(records: $0) }
    }

    /// The records as bytes: the most recently used first, within the index's bounds.
    package func encoded() -> [UInt8] {
        Self.file.encode(records, run: \.run, size: { 8 * 8 + 20 + $0.excerpt.count }) { record, writer in
            let stamp = record.stamp
            for number in [
                record.run, UInt64(bitPattern: record.recordedAt), stamp.device, stamp.inode, stamp.size,
                UInt64(bitPattern: stamp.modified), UInt64(bitPattern: stamp.changed),
            ] {
                writer.number(number)
            }
            writer.key(record.content)
            writer.counted(record.excerpt)
        }
    }

    /// Writes the records into `directory` in one rename; whether they were written.
    @discardableResult
    package func save(in directory: String) -> Bool {
        Self.file.replace(in: directory, with: encoded())
    }
}
