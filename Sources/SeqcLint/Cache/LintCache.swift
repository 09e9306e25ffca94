import SeqcCompiler

/// `seqc lint`'s content cache: a file whose bytes, name, configuration, seqc and options
/// (``LintCacheContext``) were checked before gets that check's findings without being
/// compiled again. Read once when the run starts; what the run checks anew is recorded
/// by the workers and written back once, at its end (``save()``).
///
/// A hit gives everything a miss gives the stages after a file's own check
/// (``LintCacheEntry``); the checks across files, suppressions, `--strict`, the baseline
/// and the report run on it as on a fresh check, so every output format is the same
/// with the cache, without it and with a cold one.
package final class LintCache: @unchecked Sendable {
    /// The directory the index lives in.
    package let directory: String
    private let context: LintCacheContext
    private let stored: LintCacheIndex
    /// The run number this run gives what it records or uses.
    private let run: UInt64
    private let lock = Lock()
    /// Entries recorded or used by this run, under `lock`.
    private var touched: [LintCacheKey: LintCacheIndex.Stored] = [:]
    /// Whether this run recorded anything new, under `lock`: a run of hits only writes nothing.
    private var recordedNew = false
    private var hitCount = 0

    /// The cache in `directory` for runs of `runner`.
    package init(directory: String, runner: LintRunner) {
        self.directory = directory
        context = LintCacheContext(runner: runner)
        stored = LintCacheIndex.read(from: directory)
        run = stored.newestRun &+ 1
    }

    /// How many files this run took from the cache.
    package var hits: Int { lock.withLock { hitCount } }

    /// The check of `loaded` under `configuration`: from the cache when its bytes were
    /// checked so before, otherwise by `check`, and then recorded. A file that could not
    /// be read is always checked (its problem is the reading, not the bytes).
    func check(
        _ loaded: Result<SourceFile, Diagnostic>, configuration: LintConfiguration, by check: (Result<SourceFile, Diagnostic>) -> FileCheck
    ) -> FileCheck {
        guard case .success(let file) = loaded else { return check(loaded) }
        let key = context.key(of: file, configuration: configuration)
        if let entry = stored.entries[key], let decoded = LintCacheEntry(decoding: entry.payload) {
            lock.withLock {
                touched[key] = LintCacheIndex.Stored(run: run, payload: entry.payload)
                hitCount += 1
            }
            return decoded.check(of: file)
        }
        let fresh = check(loaded)
        let payload = LintCacheEntry(fresh).encoded
        if payload.count <= LintCacheIndex.maxEntryBytes {
            lock.withLock {
                touched[key] = LintCacheIndex.Stored(run: run, payload: payload[...])
                recordedNew = true
            }
        }
        return fresh
    }

    /// Writes the index back when this run recorded a new entry: the entries it used or
    /// recorded first, then those of earlier runs, newest first, within the index's bounds
    /// (``LintCacheIndex/maxEntries``, ``LintCacheIndex/maxBytes``).
    @discardableResult
    package func save() -> Bool {
        let (touched, recordedNew) = lock.withLock { (self.touched, self.recordedNew) }
        guard recordedNew else { return true }
        var index = stored
        index.entries.merge(touched) { _, new in new }
        return index.save(in: directory)
    }
}
