import SeqcCompiler

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A stretch of a streamed run's report (``LintRunner/stream(_:)``): every diagnostic of
/// the files it covers, in presentation order, with the text they point into.
package struct LintReportPart: Sendable {
    /// In presentation order; a later part never sorts before an earlier one.
    package var diagnostics: [Diagnostic]
    /// The files the diagnostics are in (their snippets, their baseline lines) first,
    /// then excerpts of files seen earlier that a note points into.
    package var sources: [SourceFile]
    /// For files whose diagnostics here are their cache entry's findings alone (no
    /// finding across files, no other group of the same name), the entry and the chunk
    /// rendered for it before: a report may write that chunk instead of rendering them.
    package var cached: [String: CachedReport] = [:]
    /// Files reported by their rendered chunks alone (``LintCache/reportRendering``), in
    /// the order of their names: none of their findings is in ``diagnostics``.
    package var chunks: [ChunkedFile] = []

    package init(
        diagnostics: [Diagnostic], sources: [SourceFile], cached: [String: CachedReport] = [:], chunks: [ChunkedFile] = []
    ) {
        self.diagnostics = diagnostics
        self.sources = sources
        self.cached = cached
        self.chunks = chunks
    }
}

/// The files of one streamed run, as ``LintRunner`` reads them.
package struct LintFiles: Sendable {
    /// How many files.
    package let count: Int
    /// The name diagnostics give file `index` (its path as shown, or standard input's name).
    package let name: @Sendable (Int) -> String
    /// The configuration file `index` follows.
    package let configuration: @Sendable (Int) -> LintConfiguration
    /// The bytes of file `index`, or why they could not be read, and the identity of the
    /// file read when ``identitiesDeferred`` (nil otherwise).
    package let open: @Sendable (Int) -> (loaded: Result<SourceFile, Diagnostic>, identity: FileStatus.Identity?)
    /// Whether discovery left the files' identities to be learnt as each is opened: a
    /// file whose identity an earlier one had is then a second name for it, and dropped
    /// (``LintInputs/identitiesDeferred``).
    package let identitiesDeferred: Bool
    /// The stamp of file `index` without opening it (``LintFileStamp``), for the lint
    /// cache's stat proxy; nil (the default) for files not read from disk by name.
    package var stamp: (@Sendable (Int) -> LintFileStamp?)? = nil

    package init(
        count: Int, name: @escaping @Sendable (Int) -> String, configuration: @escaping @Sendable (Int) -> LintConfiguration,
        load: @escaping @Sendable (Int) -> Result<SourceFile, Diagnostic>
    ) {
        self.count = count
        self.name = name
        self.configuration = configuration
        self.open = { (load($0), nil) }
        self.identitiesDeferred = false
    }

    /// Files whose identities are learnt as `open` opens each.
    package init(
        count: Int, name: @escaping @Sendable (Int) -> String, configuration: @escaping @Sendable (Int) -> LintConfiguration,
        openingWithIdentity open: @escaping @Sendable (Int) -> (loaded: Result<SourceFile, Diagnostic>, identity: FileStatus.Identity?)
    ) {
        self.count = count
        self.name = name
        self.configuration = configuration
        self.open = open
        self.identitiesDeferred = true
    }

    /// The bytes of file `index`, or why they could not be read.
    package func load(_ index: Int) -> Result<SourceFile, Diagnostic> { open(index).loaded }
}

extension LintRunner {
    /// Files per job in a window: the report goes out a window at a time, and the workers
    /// run at most two windows ahead of the calling thread, so that the sources and
    /// compiled routines in flight stay a few megabytes.
    static let windowPerJob = 64

    /// The fewest files checked on more than one thread: below it, starting the dispatch
    /// pool's first worker (about a millisecond) costs more than the second thread saves,
    /// so a hook's few files finish sooner on the calling thread.
    static let filesWorthAThread = 24

    /// Lints `files` and hands the report over in parts, a window of files at a time, in
    /// presentation order, as soon as no file still to come can sort before them.
    ///
    /// Memory stays flat in the number of files: each file is dropped once checked, a
    /// file without diagnostics is never kept, the workers are never more than two windows
    /// ahead (``OrderedWork``), and the checks across files keep
    /// only what they need (``RepositoryCheck``). When the files come in the order their
    /// names sort in (as a directory search gives them) each part goes out at the end of
    /// its window; otherwise the parts wait for the files that sort before them.
    ///
    /// `leading` (problems found before any file was read, their sources in
    /// `leadingSources`) joins the report as it is. For each file, in the run's order,
    /// `produce` runs on the file's worker thread with the compiled routine, and `consume`
    /// then on the calling thread with the file's diagnostics and a result whose routine
    /// is dropped (``CompileResult/droppingRoutine()``), before the file is dropped:
    /// `seqc build` encodes and counts on the worker and stages on the calling thread.
    /// With `keepingErrorsAcrossFiles` (a build), findings across files of rules that stop a
    /// build (``RuleDefinition/stopsBuild``) are errors whatever configuration and
    /// suppressions say.
    /// `waitingReportBudget`: how many bytes of the parts that wait for files still to
    /// come (files given out of sorted order) stay in memory before they wait in a
    /// temporary file; nil keeps them all in memory. A run whose waiting part cannot be
    /// read back throws ``OutputFailure``.
    /// The diagnostics are those of ``lint(_:loaded:)``, one for one, except that a file
    /// the cache reports by its rendered chunk (``LintCache/reportRendering``, which only
    /// a caller whose `consume` reads no diagnostics sets) is in the parts as that chunk,
    /// and `consume` gets no diagnostics of it.
    ///
    /// Files whose identities are deferred (``LintFiles/identitiesDeferred``) are told
    /// apart as they are checked: one with the identity of a file before it is a second
    /// name for that file, and is dropped without a trace. Returns how many files were
    /// linted: `files.count` less those.
    @discardableResult
    package func stream<Product: Sendable>(
        _ files: LintFiles, leading: [Diagnostic] = [], leadingSources: [SourceFile] = [], keepingErrorsAcrossFiles: Bool = false,
        waitingReportBudget: Int? = LintPendingReport.heldBudget,
        produce: @escaping @Sendable (CompileResult) -> Product, consume: (CompileResult, [Diagnostic], Product) throws -> Void,
        report: (LintReportPart) throws -> Void
    ) throws -> Int {
        let compiler = compiler, rules = rules, cache = cache
        var state = LintStreamState(
            runner: self, files: files, keepingErrorsAcrossFiles: keepingErrorsAcrossFiles, waitingReportBudget: waitingReportBudget,
            recheck: { Self.check($0, of: files, compiler: compiler, rules: rules, cache: nil) })
        state.addLeading(leading, sources: leadingSources)
        @Sendable func checked(_ index: Int) -> (FileCheck, Product) {
            let check = Self.check(index, of: files, compiler: compiler, rules: rules, cache: cache)
            let product = produce(check.result)
            // The routine has been used: it goes on this thread, which made it.
            let slim = FileCheck(
                result: check.result.droppingRoutine(), diagnostics: check.diagnostics, suppressions: check.suppressions,
                identity: check.identity, cached: check.cached, chunk: check.chunk)
            return (slim, product)
        }
        func handle(_ index: Int, _ check: FileCheck, _ product: Product) throws {
            if let diagnostics = state.diagnostics(of: index, check) { try consume(check.result, diagnostics, product) }
            // The report goes out a window at a time, as soon as no file still to come
            // can sort before it.
            if (index + 1) % state.window == 0 { try state.pending.flush(before: index + 1, into: report) }
        }
        if jobs > 1, files.count > state.window {
            // Workers check the files ahead while this thread reports, checks across files
            // and stages outputs (and checks files too while the next result is not in), at
            // most two windows ahead of it (which bounds memory as a window did).
            let work = OrderedWork(count: files.count, jobs: jobs, lookahead: 2 * state.window, checked)
            // A consumer that throws must not leave files being checked behind it.
            defer { work.finish() }
            for index in 0..<files.count {
                let (check, product) = work.take(index)
                try handle(index, check, product)
            }
        } else {
            // One job, or a run of one window: nothing to overlap, and no thread started to
            // wait for it. The calling thread checks alongside the workers, if any: a run of
            // a few files (a pre-commit hook's) is checked before a thread would start.
            let jobs = files.count < Self.filesWorthAThread ? 1 : jobs
            var start = 0
            while start < files.count {
                let first = start, end = Swift.min(files.count, start + state.window)
                for (offset, (check, product)) in ParallelWork.map(end - first, jobs: jobs, { checked(first + $0) }).enumerated() {
                    try handle(first + offset, check, product)
                }
                start = end
            }
        }
        try state.pending.flush(before: files.count, into: report)
        return files.count - state.secondNames
    }
}

extension LintRunner {
    /// File `index`'s own check: from its stamp alone when the cache has it
    /// (``LintCache/check(stamped:name:configuration:)``), otherwise read, and checked or
    /// taken from the cache by its bytes. The identity is the file's when `files` defer
    /// identities, nil otherwise.
    static func check(_ index: Int, of files: LintFiles, compiler: Compiler, rules: RuleRegistry, cache: LintCache?) -> FileCheck {
        let configuration = files.configuration(index)
        let stamp = cache == nil ? nil : files.stamp?(index)
        if let cache, let stamp, var hit = cache.check(stamped: stamp, name: files.name(index), configuration: configuration) {
            if !files.identitiesDeferred { hit.identity = nil }
            return hit
        }
        let (loaded, identity) = files.open(index)
        let checker = FileChecker(compiler: compiler, rules: rules, configuration: configuration)
        var check =
            cache.map { $0.check(loaded, stamp: stamp, configuration: configuration, by: checker.check) } ?? checker.check(loaded)
        check.identity = identity
        return check
    }
}

/// What a streamed run (``LintRunner/stream(_:leading:leadingSources:keepingErrorsAcrossFiles:waitingReportBudget:produce:consume:report:)``)
/// carries from file to file on the calling thread: the report still waiting, the checks
/// across files, and the identities seen.
struct LintStreamState {
    let files: LintFiles
    let rules: RuleRegistry
    let strict: Bool
    let keepingErrorsAcrossFiles: Bool
    /// Files per window: the report goes out a window at a time.
    let window: Int
    var pending: LintPendingReport
    private var repository: [(rule: RuleDefinition, check: any RepositoryCheck)]
    /// The files seen so far, by identity, when discovery left identities to be learnt here.
    private var seen = Set<FileStatus.Identity>()
    /// Files dropped as second names of files before them.
    private(set) var secondNames = 0
    /// File `index`'s own check made again, without the cache: for a hit whose findings
    /// turn out damaged once they are needed.
    private let recheck: (Int) -> FileCheck

    init(
        runner: LintRunner, files: LintFiles, keepingErrorsAcrossFiles: Bool, waitingReportBudget: Int?,
        recheck: @escaping (Int) -> FileCheck
    ) {
        self.files = files
        self.recheck = recheck
        rules = runner.rules
        strict = runner.strict
        self.keepingErrorsAcrossFiles = keepingErrorsAcrossFiles
        window = Swift.max(1, runner.jobs) * LintRunner.windowPerJob
        pending = LintPendingReport(
            files: files, makeSpool: waitingReportBudget.map { _ in { SpoolFile() } }, heldBudget: waitingReportBudget ?? 0)
        // Each file's identity is kept (files of one directory search are nearly all
        // distinct), so the set is made its full size once rather than grown and rehashed.
        if files.identitiesDeferred { seen.reserveCapacity(files.count) }
        repository = runner.rules.all.compactMap { rule -> (rule: RuleDefinition, check: any RepositoryCheck)? in
            guard case .repository(let make) = rule.check else { return nil }
            return (rule, make())
        }
    }

    /// Problems found before any file was read join the report as they are.
    mutating func addLeading(_ leading: [Diagnostic], sources: [SourceFile]) {
        guard !leading.isEmpty else { return }
        for (file, diagnostics) in Dictionary(grouping: leading, by: \.file) {
            // A file of this name shares its part of the report with them.
            pending.markShared(file)
            pending.add(file: file, diagnostics: diagnostics, sources: sources.filter { $0.path == file }, excerpts: [])
        }
    }

    /// File `index`'s final diagnostics (across files, suppressions, `--strict` applied,
    /// in presentation order), added to the waiting report; nil for a second name of a
    /// file before it, which is dropped without a trace.
    mutating func diagnostics(of index: Int, _ check: FileCheck) -> [Diagnostic]? {
        if files.identitiesDeferred, let identity = check.identity, !seen.insert(identity).inserted {
            secondNames += 1
            return nil
        }
        // A hit reported by its chunk needs neither a copy of its check nor its configuration.
        let (found, across, excerpts) = checkAcrossFiles(check.result, index: index)
        var check = check
        if let chunk = check.chunk {
            if across.isEmpty, !keepingErrorsAcrossFiles, !pending.isShared(check.result.file.path) {
                if chunk.counts.findings > 0 {
                    pending.add(chunked: ChunkedFile(file: check.result.file.path, text: chunk.text, counts: chunk.counts))
                }
                return []
            }
            check = decoded(check, chunk, index: index)
        }
        let result = check.result
        let configuration = files.configuration(index)
        var diagnostics = SuppressionFilter(rules: rules, configuration: configuration).apply(
            check.suppressions, to: check.diagnostics + across, file: result.file.path, compiled: result.succeeded)
        if strict { diagnostics = diagnostics.strict() }
        if keepingErrorsAcrossFiles { diagnostics.keepAsErrors(found.filter { rules[$0.rule]?.stopsBuild ?? false }) }
        diagnostics = diagnostics.sortedForPresentation()
        if !diagnostics.isEmpty {
            // An unreadable file has no text to show under its diagnostic. Of a
            // readable one only the lines its diagnostics show are kept: the file
            // may wait for files that sort before it.
            let sources = result.file.bytes.isEmpty ? [] : [result.file.keepingOnly(lines: LintRunner.lines(shownBy: diagnostics))]
            // A report rendered from the cache's findings alone: nothing from other files in it.
            let ownOnly = across.isEmpty && diagnostics.allSatisfy { $0.notes.allSatisfy { $0.file == result.file.path } }
            pending.add(
                file: result.file.path, diagnostics: diagnostics, sources: sources, excerpts: excerpts,
                cached: ownOnly ? check.cached : nil)
        }
        return diagnostics
    }

    /// `check`, a hit whose chunk cannot stand for it, with its findings decoded; made
    /// again without the cache when they are damaged (the checks across files have read
    /// its result already, which the entry's intact start gave).
    private func decoded(_ check: FileCheck, _ chunk: ChunkHit, index: Int) -> FileCheck {
        guard let diagnostics = chunk.diagnostics(file: check.result.file.path) else {
            let again = recheck(index)
            return FileCheck(result: again.result.droppingRoutine(), diagnostics: again.diagnostics, suppressions: again.suppressions)
        }
        return FileCheck(result: check.result, diagnostics: diagnostics, suppressions: check.suppressions, cached: check.cached)
    }

    /// The checks across files of `result`, file `index`'s: what they found, the findings
    /// with the severity the file's own configuration gives (those it turns off left out),
    /// and excerpts of the other files their notes point into.
    private mutating func checkAcrossFiles(
        _ result: CompileResult, index: Int
    ) -> (found: [Diagnostic], across: [Diagnostic], excerpts: [SourceFile]) {
        var found: [Diagnostic] = []
        var across: [Diagnostic] = []
        var excerpts: [SourceFile] = []
        for entry in repository.indices {
            let findings = repository[entry].check.check(result)
            guard !findings.isEmpty else { continue }
            found += findings
            let configuration = files.configuration(index)
            for finding in findings {
                for note in finding.notes where note.file != result.file.path {
                    if let excerpt = repository[entry].check.source(of: note.file) { excerpts.append(excerpt) }
                }
                // Each finding with the severity its own file's configuration gives.
                guard let severity = configuration.severity(of: repository[entry].rule) else { continue }
                var configured = finding
                configured.severity = severity
                across.append(configured)
            }
        }
        return (found, across, excerpts)
    }
}

extension LintRunner {
    /// The lines of their own file that `diagnostics` show or quote: where each one, each
    /// of its notes in the same file and each of its fix-its starts (snippets, fix
    /// descriptions and baseline entries read those lines only).
    static func lines(shownBy diagnostics: [Diagnostic]) -> Set<Int> {
        // Room for a line, a note and a fix-it each, made once: growing a set rehashes it.
        var lines = Set<Int>(minimumCapacity: diagnostics.count * 3)
        for diagnostic in diagnostics {
            lines.insert(diagnostic.range.start.line)
            for note in diagnostic.notes where note.file == diagnostic.file { lines.insert(note.range.start.line) }
            for fixIt in diagnostic.fixIts { lines.insert(fixIt.range.start.line) }
        }
        return lines
    }
}

/// The diagnostics of a streamed run not yet handed over, by file, and when they may be.
struct LintPendingReport {
    private struct Group: NameOrdered {
        let file: String
        var content: Content
        /// Where in `cachedReports` the file's cache entry is, when its diagnostics are the
        /// entry's findings alone; -1 otherwise. An index, not the entry, keeps a group a
        /// string, an enum and a number: a queue moves groups often.
        var cached: Int = -1
    }

    /// A group's diagnostics and text: at hand, or in the spool once it has waited past
    /// the end of a window.
    private enum Content {
        case held(diagnostics: [Diagnostic], sources: [SourceFile], excerpts: [SourceFile])
        case spooled(offset: Int64, count: Int)
        /// Reported by its rendered chunk, at this place in `chunks`: a chunk is a slice of
        /// the cache's index, in memory anyway, so it never goes to the spool.
        case chunked(Int)
    }

    private let files: LintFiles
    /// For each index, the index of the file from there on whose name sorts first. It
    /// never decreases, so a group that may go out once may go out from then on.
    private let smallestFrom: [Int]
    /// The groups waiting, by file name: each window takes out those that sort before
    /// every file still to come.
    private var waiting = NameOrderedQueue<Group>()
    /// The cache entries of groups waiting (``Group/cached``), each emptied
    /// when its group goes out.
    private var cachedReports: [CachedReport?] = []
    /// The chunks of groups waiting (``Content/chunked(_:)``), each emptied
    /// when its group goes out.
    private var chunks: [ChunkedFile?] = []
    /// Where groups wait that outlived the window they came in (files given out of
    /// order): on disk, so a report that waits for its run's last file does not wait in
    /// memory. Made when first needed, by `makeSpool`; without it, groups wait in memory.
    private var spool: SpoolFile?
    private let makeSpool: (() -> SpoolFile)?

    init(files: LintFiles, makeSpool: (() -> SpoolFile)? = { SpoolFile() }, heldBudget: Int = Self.heldBudget) {
        self.files = files
        self.makeSpool = makeSpool
        self.budget = heldBudget
        var smallestFrom = [Int](repeating: files.count, count: files.count)
        var smallest: String?
        var smallestIndex = files.count
        var strictlySorted = true
        for index in stride(from: files.count - 1, through: 0, by: -1) {
            let name = files.name(index)
            if smallest.map({ name < $0 }) ?? true {
                smallest = name
                smallestIndex = index
            } else {
                strictlySorted = false
            }
            smallestFrom[index] = smallestIndex
        }
        self.smallestFrom = smallestFrom
        // Names in strictly increasing order (a directory search's) are each given once.
        if !strictlySorted {
            var seen = Set<String>()
            for index in 0..<files.count where !seen.insert(files.name(index)).inserted { sharedNames.insert(files.name(index)) }
        }
    }

    /// Names of more than one group: given to more than one file (standard input named
    /// as a file beside it), or of problems found before any file was read
    /// (``markShared(_:)``). A group of such a name is sorted and deduplicated with the
    /// others of its name, so it cannot be reported by its chunk alone.
    private var sharedNames = Set<String>()

    /// Whether groups of `name` may be more than one (``sharedNames``).
    func isShared(_ name: String) -> Bool { !sharedNames.isEmpty && sharedNames.contains(name) }

    /// Marks `name` as a name more than one group may have.
    mutating func markShared(_ name: String) { sharedNames.insert(name) }

    mutating func add(
        file: String, diagnostics: [Diagnostic], sources: [SourceFile], excerpts: [SourceFile], cached: CachedReport? = nil
    ) {
        var slot = -1
        if let cached {
            slot = cachedReports.count
            cachedReports.append(cached)
        }
        waiting.append(Group(file: file, content: .held(diagnostics: diagnostics, sources: sources, excerpts: excerpts), cached: slot))
        heldBytes += Self.size(diagnostics, sources, excerpts)
    }

    /// Adds a file reported by its rendered chunk alone.
    mutating func add(chunked: ChunkedFile) {
        waiting.append(Group(file: chunked.file, content: .chunked(chunks.count)))
        chunks.append(chunked)
    }

    /// Hands `report` the groups every file from `index` on sorts after, in parts of at
    /// most ``groupsPerPart`` files each, and then moves what still waits to the spool.
    /// Throws when a waiting group cannot be read back.
    mutating func flush(before index: Int, into report: (LintReportPart) throws -> Void) throws {
        let bound = index < files.count ? files.name(smallestFrom[index]) : nil
        var ready: [Ready] = []
        // A bounded part at a time: the files that waited for the end of a run given out
        // of order come back from the spool all at once, and as one part they would be
        // the whole report in memory again.
        // Groups of one file name (a file's own and what came before any was read) stay
        // in one part, whose diagnostics are sorted together.
        var last: String?
        while let top = waiting.firstName, bound.map({ top < $0 }) ?? true {
            if ready.count >= Self.groupsPerPart, top != last {
                try report(Self.part(of: ready))
                ready.removeAll(keepingCapacity: true)
            }
            last = top
            let group = waiting.removeFirst()
            if case .held(let diagnostics, let sources, let excerpts) = group.content {
                heldBytes -= Self.size(diagnostics, sources, excerpts)
            }
            if case .chunked(let slot) = group.content {
                var chunked: ChunkedFile?
                swap(&chunked, &chunks[slot])
                ready.append(Ready(file: group.file, diagnostics: [], sources: [], excerpts: [], cached: nil, chunked: chunked))
                continue
            }
            let (diagnostics, sources, excerpts) = try contents(of: group)
            var cached: CachedReport?
            if group.cached >= 0 { swap(&cached, &cachedReports[group.cached]) }
            ready.append(Ready(file: group.file, diagnostics: diagnostics, sources: sources, excerpts: excerpts, cached: cached))
        }
        if waiting.isEmpty {
            cachedReports.removeAll(keepingCapacity: true)
            chunks.removeAll(keepingCapacity: true)
        }
        spoolWaiting()
        if !ready.isEmpty { try report(Self.part(of: ready)) }
    }

    /// How many files' diagnostics one part holds at most.
    static let groupsPerPart = 256

    /// The groups as one part: their diagnostics in presentation order, and each file's
    /// own lines and the lines notes from other files point at as one excerpt.
    /// A group taken out of the waiting queue, its contents at hand.
    private struct Ready {
        let file: String
        let diagnostics: [Diagnostic]
        let sources: [SourceFile]
        let excerpts: [SourceFile]
        let cached: CachedReport?
        var chunked: ChunkedFile? = nil
    }

    private static func part(of ready: [Ready]) -> LintReportPart {
        var sources: [SourceFile] = []
        var byPath: [String: Int] = [:]
        for source in ready.flatMap(\.sources) + ready.flatMap(\.excerpts) {
            if let index = byPath[source.path] {
                sources[index] = sources[index].merging(source)
            } else {
                byPath[source.path] = sources.count
                sources.append(source)
            }
        }
        // A name with groups of its own and from before any file was read has no one chunk.
        // A run without the cache has no chunk at all, and counts no names.
        var cached: [String: CachedReport] = [:]
        if ready.contains(where: { $0.cached != nil }) {
            var groups: [String: Int] = [:]
            for group in ready { groups[group.file, default: 0] += 1 }
            for group in ready where groups[group.file] == 1 { cached[group.file] = group.cached }
        }
        return LintReportPart(
            diagnostics: ready.flatMap(\.diagnostics).sortedForPresentation(), sources: sources, cached: cached,
            chunks: ready.compactMap(\.chunked))
    }

    /// Roughly how many bytes the groups held in memory take (``size(_:_:_:)``).
    private var heldBytes = 0

    /// Roughly the memory a group takes: its text and about 256 bytes a diagnostic.
    private static func size(_ diagnostics: [Diagnostic], _ sources: [SourceFile], _ excerpts: [SourceFile]) -> Int {
        diagnostics.count * 256 + sources.reduce(0) { $0 + $1.bytes.count } + excerpts.reduce(0) { $0 + $1.bytes.count }
    }

    /// How many bytes of waiting groups are held in memory before they go to the spool,
    /// by default: a run given in nearly sorted order (a few files out of place) never
    /// writes one, and a report that waits for its run's end stays within this.
    static let heldBudget = 4 << 20
    private let budget: Int

    /// Moves every group still held to the spool, once they pass the budget.
    private mutating func spoolWaiting() {
        guard let makeSpool, heldBytes > budget else { return }
        heldBytes = 0
        var spool = self.spool
        waiting.changeEach { group in
            guard case .held(let diagnostics, let sources, let excerpts) = group.content else { return }
            let file = spool ?? makeSpool()
            spool = file
            let bytes = WaitingGroupCoding.encode(diagnostics: diagnostics, sources: sources, excerpts: excerpts)
            group.content = .spooled(offset: file.count, count: bytes.count)
            file.append(bytes)
        }
        self.spool = spool
    }

    private func contents(
        of group: Group
    ) throws(OutputFailure) -> (
        diagnostics: [Diagnostic], sources: [SourceFile], excerpts: [SourceFile]
    ) {
        switch group.content {
        case .held(let diagnostics, let sources, let excerpts):
            return (diagnostics, sources, excerpts)
        case .chunked:
            return ([], [], [])
        case .spooled(let offset, let count):
            guard let spool else { throw .waitingReportLost(errno: EIO) }
            switch spool.read(from: offset, count: count) {
            case .failure(let error): throw .waitingReportLost(errno: error.code)
            case .success(let bytes):
                guard let decoded = WaitingGroupCoding.decode(bytes) else { throw .waitingReportLost(errno: EIO) }
                return decoded
            }
        }
    }
}
