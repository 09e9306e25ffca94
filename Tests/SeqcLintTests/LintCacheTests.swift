import Foundation
import SeqcCompiler
import SeqcModel
import Testing

@testable import SeqcLint

/// The lint cache's parts: each input of a key changes it, an entry and an index read
/// back what was written, a damaged index is an empty one (never a crash), and a run
/// with the cache, cold or warm, reports what a run without it reports.
@Suite struct LintCacheTests {
    static let base = LintConfiguration(baseDirectory: "/")

    /// Generated: for many files and configurations, changing any one thing a file's
    /// check reads (a byte, the name, a rule's setting, seqc's version or binary, the rule
    /// set, an option) changes the key, and nothing else does.
    @Test func everyInputOfAKeyChangesIt() throws {
        var random = SplitMix(state: 40)
        let registry = RuleRegistry.standard
        let runner = LintRunner(rules: registry, configuration: Self.base)
        let binary = try TemporaryFile(contents: [1, 2, 3])
        let otherBinary = try TemporaryFile(contents: [1, 2, 3, 4])
        let context = LintCacheContext(runner: runner, version: "1.0.0", executable: binary.path)
        let contexts = [
            LintCacheContext(runner: runner, version: "1.0.1", executable: binary.path),
            LintCacheContext(runner: runner, version: "1.0.0", executable: otherBinary.path),
            LintCacheContext(runner: runner, version: "1.0.0", executable: nil),
            LintCacheContext(
                runner: LintRunner(rules: RuleRegistry(Array(registry.all.dropLast())), configuration: Self.base), version: "1.0.0",
                executable: binary.path),
            LintCacheContext(runner: LintRunner(configuration: Self.base, strict: true), version: "1.0.0", executable: binary.path),
            LintCacheContext(
                runner: LintRunner(compiler: Compiler(identifiesCards: false), configuration: Self.base), version: "1.0.0",
                executable: binary.path),
        ]
        #expect(LintCacheContext(runner: runner, version: "1.0.0", executable: binary.path).bytes == context.bytes)
        let adjustable = registry.all.filter(\.isAdjustable).map(\.id)
        for _ in 0..<300 {
            let bytes = (0..<Int.random(in: 0...300, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
            let name = "r\(Int.random(in: 0...99, using: &random)).routine.yaml"
            var configuration = Self.base
            if Bool.random(using: &random) { configuration.rules[adjustable.randomElement(using: &random)!] = .warning }
            let file = SourceFile(path: name, bytes: bytes)
            let key = context.key(of: file, configuration: configuration)
            #expect(context.key(of: SourceFile(path: name, bytes: bytes), configuration: configuration) == key)
            var changed: [LintCacheKey] = []
            if !bytes.isEmpty {
                var flipped = bytes
                flipped[Int.random(in: 0..<bytes.count, using: &random)] ^= UInt8.random(in: 1...255, using: &random)
                changed.append(context.key(of: SourceFile(path: name, bytes: flipped), configuration: configuration))
                changed.append(context.key(of: SourceFile(path: name, bytes: Array(bytes.dropLast())), configuration: configuration))
            }
            changed.append(context.key(of: SourceFile(path: name, bytes: bytes + [0x0A]), configuration: configuration))
            changed.append(context.key(of: SourceFile(path: "x/" + name, bytes: bytes), configuration: configuration))
            var reconfigured = configuration
            let rule = adjustable.randomElement(using: &random)!
            reconfigured.rules[rule] = reconfigured.rules[rule] == .off ? .error : .off
            changed.append(context.key(of: file, configuration: reconfigured))
            changed += contexts.map { $0.key(of: file, configuration: configuration) }
            for other in changed { #expect(other != key) }
        }
    }

    /// Generated: an entry of any diagnostics reads back as written, and every shorter
    /// or longer copy of its bytes reads as no entry.
    /// The entry's own file is one of the diagnostics' files or none of them.
    @Test func entriesReadBackAndDamagedOnesDoNot() {
        var random = SplitMix(state: 41)
        for _ in 0..<200 {
            let entry = Self.entry(&random)
            let file = ["f0.routine.yaml", "f1.routine.yaml", "g.routine.yaml", "other.yaml"].randomElement(using: &random)!
            let bytes = entry.encoded(file: file)
            #expect(LintCacheEntry(decoding: bytes[...], file: file) == entry)
            let cut = Int.random(in: 0..<bytes.count, using: &random)
            #expect(LintCacheEntry(decoding: bytes[..<cut], file: file) == nil)
            #expect(LintCacheEntry(decoding: (bytes + [0])[...], file: file) == nil)
        }
    }

    /// Generated: an entry does not hold its own file's name, which its key names: its
    /// findings in that file take as many bytes under a long name as under a short one;
    /// and every byte string reads as an entry or as none, never a crash.
    @Test func entriesLeaveOutTheirOwnFileName() {
        var random = SplitMix(state: 43)
        for _ in 0..<200 {
            var entry = Self.entry(&random)
            let short = "r.yaml", long = String(repeating: "d/", count: Int.random(in: 1...60, using: &random)) + "r.yaml"
            let onShort = entry.diagnostics.map { diagnostic in
                var moved = diagnostic
                moved.file = short
                return moved
            }
            entry.diagnostics = onShort
            let shortBytes = entry.encoded(file: short)
            entry.diagnostics = onShort.map { diagnostic in
                var moved = diagnostic
                moved.file = long
                return moved
            }
            let longBytes = entry.encoded(file: long)
            #expect(longBytes.count == shortBytes.count)
            #expect(LintCacheEntry(decoding: longBytes[...], file: long) == entry)
            let noise = (0..<Int.random(in: 0...64, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
            _ = LintCacheEntry(
                decoding: (shortBytes.prefix(Int.random(in: 0...shortBytes.count, using: &random)) + noise)[...], file: short)
        }
    }

    /// Generated: an index reads back as written; a truncated, bit-flipped, padded,
    /// oversized or random one reads as an index or as none, never a crash, and
    /// ``LintCacheIndex/read(from:)`` gives an empty one for it.
    @Test func damagedIndexesAreEmptyNeverACrash() throws {
        var random = SplitMix(state: 42)
        var index = LintCacheIndex()
        for run in 0..<50 {
            index.entries[CacheTestSupport.key(&random)] = .init(
                run: UInt64(run), payload: Self.entry(&random).encoded(file: "f0.routine.yaml")[...])
        }
        let bytes = index.encoded()
        let back = try #require(LintCacheIndex.decode(bytes))
        #expect(back.entries.count == 50)
        for (key, stored) in index.entries { #expect(back.entries[key].map { Array($0.payload) } == Array(stored.payload)) }
        let directory = try TemporaryFolder()
        try CacheTestSupport.checkDamage(
            of: bytes, name: LintCacheIndex.fileName, in: directory.path, seed: 142,
            decode: { LintCacheIndex.decode($0)?.entries.count }, read: { LintCacheIndex.read(from: directory.path).entries.count })
        // An index past the bound is not read at all.
        var oversized = LintCacheIndex.magic
        oversized += [UInt8](repeating: 0, count: LintCacheIndex.maxBytes)
        try Data(oversized).write(to: URL(fileURLWithPath: directory.path + "/" + LintCacheIndex.fileName))
        #expect(LintCacheIndex.read(from: directory.path).entries.isEmpty)
    }

    /// Generated drafts, mistakes and fix-its included: a cold run, a warm run and a run
    /// whose every entry's payload is damaged each report what a run without the cache does.
    @Test func runsWithTheCacheReportWhatRunsWithoutDo() throws {
        var generator = DraftGenerator(seed: 43)
        var sources = (0..<60).map { SourceFile(path: "d\($0).routine.yaml", text: generator.draft().draft) }
        sources.append(SourceFile(path: "copy.routine.yaml", text: "id: d1\n" + "title: T\ncards:\n  - countdown: Go\n    duration: 45S\n"))
        sources.append(SourceFile(path: "broken.routine.yaml", text: "title: T\ncards: [\n"))
        let directory = try TemporaryFolder()
        var runner = LintRunner(configuration: Self.base, jobs: 2)
        let expected = runner.lint(sources: sources).diagnostics
        #expect(!expected.isEmpty)
        runner.cache = LintCache(directory: directory.path, runner: runner)
        #expect(runner.lint(sources: sources).diagnostics == expected)
        #expect(runner.cache?.hits == 0)
        #expect(runner.cache?.save() == true)
        runner.cache = LintCache(directory: directory.path, runner: runner)
        #expect(runner.lint(sources: sources).diagnostics == expected)
        #expect(runner.cache?.hits == sources.count)
        // Every payload damaged: each file is a miss, checked anew.
        var index = LintCacheIndex.read(from: directory.path)
        #expect(index.entries.count == sources.count)
        for key in index.entries.keys { index.entries[key]?.payload = [1, 2, 3] }
        #expect(index.save(in: directory.path))
        runner.cache = LintCache(directory: directory.path, runner: runner)
        #expect(runner.lint(sources: sources).diagnostics == expected)
        #expect(runner.cache?.hits == 0)
    }

    /// Generated drafts: a run of hits only writes nothing; a run that records an entry
    /// saves every entry it used with its own number, so eviction (newest runs first)
    /// keeps what the last runs used.
    @Test func usedEntriesTakeTheNumberOfTheRunThatSaves() throws {
        var generator = DraftGenerator(seed: 44)
        let sources = (0..<20).map { SourceFile(path: "u\($0).routine.yaml", text: generator.draft().draft) }
        let directory = try TemporaryFolder()
        var runner = LintRunner(configuration: Self.base, jobs: 2)
        func run(_ files: [SourceFile]) {
            runner.cache = LintCache(directory: directory.path, runner: runner)
            _ = runner.lint(sources: files)
            runner.cache?.save()
        }
        run(sources)
        let first = LintCacheIndex.read(from: directory.path).entries.mapValues(\.run)
        #expect(first.count == sources.count)
        run(sources)
        #expect(LintCacheIndex.read(from: directory.path).entries.mapValues(\.run) == first)
        run(sources + [SourceFile(path: "new.routine.yaml", text: "title: T\ncards:\n  - rest: R\n    duration: 30s\n")])
        let third = LintCacheIndex.read(from: directory.path)
        #expect(third.entries.count == sources.count + 1)
        #expect(third.newestRun > first.values.max()!)
        #expect(third.entries.values.allSatisfy { $0.run == third.newestRun })
    }

    /// Where the cache lives: off with `--no-cache` and under CI without `--cache-dir`,
    /// the user's cache directory by default, and never inside the linted tree or its
    /// git work tree.
    @Test func theCacheIsNeverInsideTheLintedTree() throws {
        let home = try TemporaryFolder()
        let tree = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: tree.path + "/.git", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: tree.path + "/routines", withIntermediateDirectories: true)
        let environment: [String: String] = ["HOME": home.path]
        func resolve(_ directory: String?, noCache: Bool = false, ci: Bool = false, roots: [String] = ["routines"]) -> LintCacheLocation {
            LintCacheLocation.resolve(
                cacheDirectory: directory, noCache: noCache, roots: roots, workingDirectory: tree.path,
                environment: { name in name == "CI" && ci ? "true" : environment[name] })
        }
        let home2 = LintCacheLocation.resolvedPath(home.path)!
        #if os(Linux)
        #expect(resolve(nil) == .directory(home2 + "/.cache/seqc"))
        #endif
        #expect(resolve(nil, noCache: true) == .off)
        #expect(resolve(home.path + "/c", noCache: true) == .off)
        #expect(resolve(nil, ci: true) == .off)
        #expect(resolve(home.path + "/c", ci: true) == .directory(home2 + "/c"))
        let resolvedTree = LintCacheLocation.resolvedPath(tree.path)!
        for inside in ["routines/.cache", ".cache", "elsewhere/deep", "."] {
            guard case .refused(let directory, _) = resolve(inside) else {
                Issue.record("\(inside) was not refused")
                continue
            }
            #expect(directory.hasPrefix(resolvedTree))
        }
        // A refused directory is not made.
        #expect(!FileManager.default.fileExists(atPath: tree.path + "/elsewhere"))
        // Through a link from outside the tree, still inside it; through a dangling one, no cache.
        try FileManager.default.createSymbolicLink(atPath: home.path + "/dangling", withDestinationPath: tree.path + "/.cache")
        #expect(resolve(home.path + "/dangling") == .off)
        try FileManager.default.createDirectory(atPath: tree.path + "/.cache", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: home.path + "/link", withDestinationPath: tree.path + "/.cache")
        guard case .refused = resolve(home.path + "/link") else {
            Issue.record("a link into the tree was not refused")
            return
        }
    }

    static func entry(_ random: inout SplitMix) -> LintCacheEntry {
        func range() -> SourceRange {
            let line = Int.random(in: 1...500, using: &random), column = Int.random(in: 1...80, using: &random)
            return SourceRange(
                start: SourcePosition(line: line, column: column),
                end: SourcePosition(line: line, column: column + Int.random(in: 0...9, using: &random)))
        }
        let diagnostics = (0..<Int.random(in: 0...6, using: &random)).map { index in
            var diagnostic = Diagnostic(
                file: "f\(index).routine.yaml", range: range(), severity: [.note, .warning, .error].randomElement(using: &random)!,
                rule: RuleRegistry.standard.all.randomElement(using: &random)!.id, message: "message \(index) é 🙂",
                help: Bool.random(using: &random) ? "help \(index)" : nil,
                notes: Bool.random(using: &random) ? [DiagnosticNote(file: "g.routine.yaml", range: range(), message: "note")] : [],
                fixIts: Bool.random(using: &random) ? [FixIt(range: range(), replacement: "45s", safety: .safe)] : [])
            diagnostic.afterRecovery = Bool.random(using: &random)
            return diagnostic
        }
        return LintCacheEntry(
            succeeded: Bool.random(using: &random),
            slug: Bool.random(using: &random) ? "slug-\(Int.random(in: 0...9, using: &random))" : nil,
            slugRange: Bool.random(using: &random) ? range() : nil, diagnostics: diagnostics)
    }
}
