import SeqcCompiler

/// The lint cache's entries file in its directory: every entry with its key and the run
/// that last used it, read and written as a ``CacheFile``.
///
/// Layout: ``magic``, the entry count, then per entry its 20-byte key, its run number and
/// its payload's length (eight bytes each, little-endian), the payload
/// (``LintCacheEntry/encoded``), and its rendered chunk (``RenderedChunk``): a flag word,
/// 1 when there is one, then the rendering's 20-byte key, the chunk's length and bytes.
/// An index that is not exactly that, or larger than ``maxBytes``, is read as empty.
package struct LintCacheIndex: Sendable {
    /// An entry as the index holds it; its payload is decoded only on a hit.
    package struct Stored: Sendable {
        /// The run that last wrote or used it: the newest are kept when the index is full.
        package var run: UInt64
        package var payload: ArraySlice<UInt8>
        /// The file's report as last rendered, when it was rendered from the cache's findings alone.
        package var rendered: RenderedChunk?

        package init(run: UInt64, payload: ArraySlice<UInt8>, rendered: RenderedChunk? = nil) {
            self.run = run
            self.payload = payload
            self.rendered = rendered
        }
    }

    package var entries: [LintCacheKey: Stored] = [:]

    /// The index's file name in the cache directory.
    package static let fileName = "lint-index-v4"
    static let magic = Array("seqc lint cache 4\n".utf8)

    /// The largest index read: larger is read as empty. Protects memory from an index
    /// someone else wrote; ``save(in:)`` keeps below it.
    package static let maxBytes = CacheFile.maxBytes
    /// The most entries kept: enough for a few versions of each file of a 10,000-routine
    /// repository, and the bound on what a run reads before it checks a file.
    package static let maxEntries = CacheFile.maxRecords
    /// The largest entry kept; a file with more findings than that is checked each run.
    static let maxEntryBytes = 1 << 20

    package init(entries: [LintCacheKey: Stored] = [:]) {
        self.entries = entries
    }

    /// The newest run number in the index.
    package var newestRun: UInt64 { entries.values.reduce(0) { max($0, $1.run) } }

    /// The file the index is kept in (``CacheFile``).
    static let file = CacheFile(name: fileName, magic: magic)

    /// The index in `directory`; empty when it is missing, unreadable, too large or not an index.
    package static func read(from directory: String) -> LintCacheIndex {
        file.contents(in: directory).flatMap(decode) ?? LintCacheIndex()
    }

    /// The index `bytes` hold; nil when they are not exactly one (``LintCacheIndex``'s layout).
    package static func decode(_ bytes: [UInt8]) -> LintCacheIndex? {
        let entries = file.decode(bytes) { reader -> Stored? in
            guard let run = reader.number(), let payload = reader.counted(), let flag = reader.number(), flag < 2 else { return nil }
            guard flag == 1 else { return Stored(run: run, payload: payload) }
            guard let rendering = reader.key(), let text = reader.counted() else { return nil }
            return Stored(run: run, payload: payload, rendered: RenderedChunk(rendering: rendering, text: text))
        }
        return entries.map { LintCacheIndex(entries: $0) }
    }

    /// The index as bytes: the most recently used entries first, as many as fit in
    /// ``maxEntries`` and ``maxBytes``.
    package func encoded() -> [UInt8] {
        Self.file.encode(entries, run: \.run, size: { 24 + $0.payload.count + ($0.rendered.map { 28 + $0.text.count } ?? 0) }) {
            stored, writer in
            writer.number(stored.run)
            writer.counted(stored.payload)
            writer.number(stored.rendered == nil ? 0 : 1)
            if let rendered = stored.rendered {
                writer.key(rendered.rendering)
                writer.counted(rendered.text)
            }
        }
    }

    /// Writes the index into `directory`, replacing the one there in one rename. Returns
    /// whether it was written; a cache that cannot be written only costs the next run time.
    @discardableResult
    package func save(in directory: String) -> Bool {
        Self.file.replace(in: directory, with: encoded())
    }
}
