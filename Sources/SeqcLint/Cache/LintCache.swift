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
    /// Entries recorded by this run, under `lock`.
    private var touched: [LintCacheKey: LintCacheIndex.Stored] = [:]
    /// Keys of the entries and stamps this run used as they were, under `lock`: at
    /// ``save()`` they get this run's number. A list, not a table: a hit costs an append.
    private var usedEntries: [LintCacheKey] = []
    private var usedStamps: [LintCacheKey] = []
    /// Whether this run recorded anything new, under `lock`: a run of hits only writes nothing.
    private var recordedNew = false
    /// Chunks of report rendered by this run, by entry, under `lock`.
    private var renderedChunks: [LintCacheKey: RenderedChunk] = [:]
    private var hitCount = 0
    private let stamps: LintStampIndex
    /// When this run started, before any file was stamped: the recording time of its stamps.
    private let startedAt: Int64
    /// Stamps recorded by this run, under `lock`.
    private var touchedStamps: [LintCacheKey: LintStampIndex.Record] = [:]
    /// Whether this run recorded a stamp anew, under `lock`.
    private var stampedNew = false
    private var stampHitCount = 0
    /// Whether the run raises warnings to errors: the counts kept beside an entry's
    /// findings are the run's (``LintReportCounts``), and `--strict` is part of every key.
    private let strict: Bool
    /// The rendering the run's report is made under, when a hit's rendered chunk may stand
    /// for its findings: then a hit with a chunk of that rendering, or one whose report
    /// shows nothing, leaves its findings undecoded (``ChunkHit``). Nil (JSON, SARIF, a
    /// baseline, or a caller that reads each file's diagnostics) decodes every hit's
    /// findings. Set before the run's first file is checked, never during the run.
    package var reportRendering: ChunkRendering?

    /// The cache in `directory` for runs of `runner`.
    package init(directory: String, runner: LintRunner) {
        self.directory = directory
        context = LintCacheContext(runner: runner)
        strict = runner.strict
        startedAt = LintFileStamp.now()
        // The two files are read at once, the index (the larger) on another thread: a warm
        // run of a large repository reads nothing else before its first file.
        let index = BackgroundValue { LintCacheIndex.read(from: directory) }
        stamps = LintStampIndex.read(from: directory)
        stored = index.value()
        run = Swift.max(stored.newestRun, stamps.records.values.reduce(0) { Swift.max($0, $1.run) }) &+ 1
    }

    /// How many files this run took from the cache by their stamps, without reading them.
    package var stampHits: Int { lock.withLock { stampHitCount } }

    /// The check of the file named `name` from its stamp alone: when the stamp recorded
    /// for that name under `configuration` is `stamp`, is not racy
    /// (``LintFileStamp/isRacy(recordedAt:)``), and the bytes it stands for have an entry.
    /// The check's file is the excerpt the record keeps, which holds every line its
    /// report can show; nil sends the caller to read the file.
    func check(stamped stamp: LintFileStamp, name: String, configuration: LintConfiguration) -> FileCheck? {
        let nameKey = context.key(ofName: name, configuration: configuration)
        guard let record = stamps.records[nameKey], record.stamp == stamp, !stamp.isRacy(recordedAt: record.recordedAt),
            let entry = stored.entries[record.content],
            let hit = hit(
                entry, content: record.content, file: SourceFile(path: name, bytes: record.excerpt),
                suppressions: SuppressionScanner.Scan(), identity: stamp.identity, mayStayBytes: true)
        else { return nil }
        lock.withLock {
            usedEntries.append(record.content)
            usedStamps.append(nameKey)
            hitCount += 1
            stampHitCount += 1
        }
        return hit
    }

    /// The check of `file` that `entry`, whose key is `content`, stands for: its findings
    /// decoded, or, when `mayStayBytes` and the run's report can be written without them
    /// (``reportRendering``), left as bytes behind the chunk that stands for them
    /// (``ChunkHit``). Nil when the entry is damaged where it was read: a miss.
    private func hit(
        _ entry: LintCacheIndex.Stored, content: LintCacheKey, file: SourceFile, suppressions: SuppressionScanner.Scan,
        identity: FileStatus.Identity?, mayStayBytes: Bool
    ) -> FileCheck? {
        guard let skimmed = LintCacheEntry.Skimmed(entry.payload) else { return nil }
        var chunk: ChunkHit?
        if mayStayBytes, let rendering = reportRendering, let text = Self.chunk(of: entry, skimmed, under: rendering) {
            chunk = ChunkHit(text: text, counts: skimmed.counts, findings: skimmed.findings)
        }
        guard let diagnostics = chunk == nil ? skimmed.diagnostics(file: file.path) : [] else { return nil }
        let result = CompileResult(
            recordedFor: file, slug: skimmed.slug, slugRange: skimmed.slugRange, succeeded: skimmed.succeeded, diagnostics: [])
        return FileCheck(
            result: result, diagnostics: diagnostics, suppressions: suppressions, identity: identity,
            cached: CachedReport(content: content, rendered: entry.rendered), chunk: chunk)
    }

    /// What `rendering`'s report of `entry`'s file is, without its findings: nothing when
    /// it shows none of them (no finding; `--quiet` and no error), else the chunk rendered
    /// under it, when there is one and it is safe to print; nil otherwise.
    private static func chunk(
        of entry: LintCacheIndex.Stored, _ skimmed: LintCacheEntry.Skimmed, under rendering: ChunkRendering
    ) -> ArraySlice<UInt8>? {
        if skimmed.counts.findings == 0 || (rendering.quiet && skimmed.counts.errors == 0) { return [] }
        guard let chunk = entry.rendered, chunk.rendering == rendering.key, RenderedChunk.isSafe(chunk.text, styled: rendering.styled)
        else { return nil }
        return chunk.text
    }

    /// How many files this run took from the cache.
    package var hits: Int { lock.withLock { hitCount } }

    /// The check of `loaded` under `configuration`: from the cache when its bytes were
    /// checked so before, otherwise by `check`, and then recorded. A file that could not
    /// be read is always checked (its problem is the reading, not the bytes).
    ///
    /// `stamp`: the file's stamp, taken before it was read; the check is then recorded
    /// under it too (``record(_:stamp:content:configuration:)``).
    func check(
        _ loaded: Result<SourceFile, Diagnostic>, stamp: LintFileStamp? = nil, configuration: LintConfiguration,
        by check: (Result<SourceFile, Diagnostic>) -> FileCheck
    ) -> FileCheck {
        guard case .success(let file) = loaded else { return check(loaded) }
        let key = context.key(of: file, configuration: configuration)
        var checked: FileCheck
        let entry = stored.entries[key]
        let suppressions = entry == nil ? SuppressionScanner.Scan() : SuppressionScanner.scan(file)
        // A hit whose stamp is recorded keeps the lines its findings show, and a suppression
        // comment acts on its findings: both need them decoded.
        let mayStayBytes = stamp == nil && suppressions.comments.isEmpty && suppressions.problems.isEmpty
        if let entry,
            let hit = hit(entry, content: key, file: file, suppressions: suppressions, identity: nil, mayStayBytes: mayStayBytes)
        {
            lock.withLock {
                usedEntries.append(key)
                hitCount += 1
            }
            checked = hit
        } else {
            checked = check(loaded)
            let payload = LintCacheEntry(checked).encoded(file: file.path, strict: strict)
            guard payload.count <= LintCacheIndex.maxEntryBytes else { return checked }
            lock.withLock {
                touched[key] = LintCacheIndex.Stored(run: run, payload: payload[...])
                recordedNew = true
            }
            checked.cached = CachedReport(content: key, rendered: nil)
        }
        if let stamp { record(checked, stamp: stamp, content: key, configuration: configuration) }
        return checked
    }

    /// Records that the file `checked` read, stamped `stamp` before, held the bytes of
    /// `content`, with the excerpt of it its report can show. Not for a file with a
    /// suppression comment (a hit's suppressions would be scanned from the excerpt), nor
    /// for one whose lines shown are all empty (a report tells an empty file from one
    /// whose lines shown are empty).
    private func record(_ checked: FileCheck, stamp: LintFileStamp, content: LintCacheKey, configuration: LintConfiguration) {
        let file = checked.result.file
        guard checked.suppressions.comments.isEmpty, checked.suppressions.problems.isEmpty else { return }
        var lines = LintRunner.lines(shownBy: checked.diagnostics)
        lines.insert(checked.result.slugRange?.start.line ?? 1)
        let excerpt = file.keepingOnly(lines: lines).bytes
        guard !excerpt.isEmpty || file.bytes.isEmpty else { return }
        let nameKey = context.key(ofName: file.path, configuration: configuration)
        let record = LintStampIndex.Record(run: run, recordedAt: startedAt, stamp: stamp, content: content, excerpt: excerpt)
        lock.withLock {
            touchedStamps[nameKey] = record
            stampedNew = true
        }
    }

    /// Keeps `text`, the report of the file whose entry is `content` as rendered under
    /// `rendering` (``ReportRendering``), with that entry: a later hit under the same
    /// rendering writes it as it is. Only for a report made of the entry's findings alone.
    package func remember(rendered text: [UInt8], rendering: LintCacheKey, for content: LintCacheKey) {
        guard text.count <= LintCacheIndex.maxEntryBytes else { return }
        lock.withLock {
            renderedChunks[content] = RenderedChunk(rendering: rendering, text: text[...])
            recordedNew = true
        }
    }

    /// Writes the index back when this run recorded a new entry: the entries it used or
    /// recorded first, then those of earlier runs, newest first, within the index's bounds
    /// (``LintCacheIndex/maxEntries``, ``LintCacheIndex/maxBytes``).
    @discardableResult
    package func save() -> Bool {
        let (touched, recordedNew, touchedStamps, stampedNew, renderedChunks, usedEntries, usedStamps) = lock.withLock {
            (self.touched, self.recordedNew, self.touchedStamps, self.stampedNew, self.renderedChunks, self.usedEntries, self.usedStamps)
        }
        var saved = true
        if recordedNew {
            var index = stored
            for key in usedEntries { index.entries[key]?.run = run }
            index.entries.merge(touched) { _, new in new }
            for (content, chunk) in renderedChunks { index.entries[content]?.rendered = chunk }
            saved = index.save(in: directory)
        }
        if stampedNew {
            var index = stamps
            for name in usedStamps { index.records[name]?.run = run }
            index.records.merge(touchedStamps) { _, new in new }
            saved = index.save(in: directory) && saved
        }
        return saved
    }
}
