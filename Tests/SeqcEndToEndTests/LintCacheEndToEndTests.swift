import Foundation
import SeqcCompiler
import SeqcLint
import Testing

/// `seqc lint`'s cache, with the built binary: a warm run, a cold one and one without the
/// cache print the same in every format; a changed byte, configuration or option is a
/// miss; a cache the linted tree could hold vouches for nothing; `CI` turns the default
/// cache off; runs sharing a cache at once each print what they would alone.
@Suite struct LintCacheEndToEndTests {
    /// The number of entries in the index in `directory`; nil when there is none.
    static func entries(in directory: URL) -> Int? {
        guard let bytes = FileManager.default.contents(atPath: directory.appendingPathComponent(LintCacheIndex.fileName).path),
            bytes.count >= 26
        else { return nil }
        // After the magic, `seqc lint cache 4` and a line feed.
        return Int(bytes[18..<26].reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) })
    }

    /// A generated corpus with mistakes: every fifth routine has one of a few (a case
    /// mistake with a safe fix, a syntax error, a duplicate id, a suppression comment).
    static func corpus(_ count: Int, seed: UInt64 = 7) throws -> (TemporaryDirectory, [String]) {
        let directory = try TemporaryDirectory()
        var generator = RoutineCorpus(seed: seed)
        let paths = try generator.write(count, to: directory.url)
        for (index, path) in paths.enumerated() where index % 5 == 0 {
            let url = directory.url.appendingPathComponent(path)
            var text = try String(contentsOf: url, encoding: .utf8)
            switch index / 5 % 4 {
            case 0: text = text.replacingOccurrences(of: "seqc: 1\n", with: "seqc: 1\nid: shared\n")
            case 1: text += "  - countdown: Late\n    duration: 45S\n"
            case 2: text += "  - countdown: [Broken\n"
            default: text = "# seqc:disable-file leading-rest\n" + text + "  - rest: Extra\n    duration: 10s\n"
            }
            try Data(text.utf8).write(to: url)
        }
        return (directory, paths)
    }

    static func lint(_ arguments: [String], in directory: URL, cache: URL?) throws -> SeqcProcess.Run {
        let options = cache.map { ["--cache-dir", $0.path] } ?? ["--no-cache"]
        return try SeqcProcess.run(["lint"] + arguments + options, in: directory)
    }

    /// The Examples and a generated corpus, in every format, and quiet and strict:
    /// cold, warm and no cache are byte for byte one.
    @Test(arguments: DiagnosticFormat.allCases) func warmColdAndUncachedRunsPrintTheSame(format: DiagnosticFormat) throws {
        let (corpus, paths) = try Self.corpus(150)
        // The fixtures of mistakes: syntax errors, what is found after their repair, fix-its.
        let fixtures = ["newcomer", "yaml-mistakes", "lint", "drafts"].map { "Tests/SeqcEndToEndTests/Fixtures/" + $0 }
        let targets: [(URL, [String], Int?)] =
            [(SeqcProcess.checkout, ["Examples"], nil), (SeqcProcess.checkout, fixtures, nil), (corpus.url, ["."], paths.count)]
        for (directory, target, files) in targets {
            let cache = try TemporaryDirectory()
            let arguments = ["--format", format.rawValue] + target
            let uncached = try Self.lint(arguments, in: directory, cache: nil)
            #expect((0...2).contains(uncached.exitCode))
            let cold = try Self.lint(arguments, in: directory, cache: cache.url)
            let index = FileManager.default.contents(atPath: cache.url.appendingPathComponent(LintCacheIndex.fileName).path)
            let warm = try Self.lint(arguments, in: directory, cache: cache.url)
            #expect(cold == uncached)
            #expect(warm == uncached)
            if let files { #expect(Self.entries(in: cache.url) == files) } else { #expect((Self.entries(in: cache.url) ?? 0) > 0) }
            // A run of hits only writes nothing.
            #expect(FileManager.default.contents(atPath: cache.url.appendingPathComponent(LintCacheIndex.fileName).path) == index)
            let quietArguments = ["--format", format.rawValue, "-q", "--strict"] + target
            #expect(try Self.lint(quietArguments, in: directory, cache: cache.url) == Self.lint(quietArguments, in: directory, cache: nil))
        }
    }

    /// The files a run writes (`-o`, `--write-baseline`) and a run against a baseline
    /// are the same cold, warm and without the cache.
    @Test func writtenFilesAndBaselinesAreTheSame() throws {
        let (corpus, _) = try Self.corpus(60, seed: 17)
        let cache = try TemporaryDirectory()
        let outside = try TemporaryDirectory()
        for (option, file) in [("-o", "report.txt"), ("--write-baseline", "baseline.json")] {
            let path = outside.url.appendingPathComponent(file).path
            var written: [Data?] = []
            for cached in [nil, cache.url, cache.url] {
                try? FileManager.default.removeItem(atPath: path)
                let run = try Self.lint([option, path, "."], in: corpus.url, cache: cached)
                #expect(run.exitCode == 0 || run.exitCode == 1)
                written.append(FileManager.default.contents(atPath: path))
            }
            #expect(written[0] != nil)
            #expect(written[1] == written[0])
            #expect(written[2] == written[0])
        }
        let baseline = outside.url.appendingPathComponent("baseline.json").path
        let target = corpus.url.appendingPathComponent("team03/r00003.routine.yaml")
        try Data((try String(contentsOf: target, encoding: .utf8) + "  - countdown: New\n    duration: 10S\n").utf8).write(to: target)
        let uncached = try Self.lint(["--baseline", baseline, "."], in: corpus.url, cache: nil)
        #expect(uncached.stdout.contains("10S"))
        #expect(try Self.lint(["--baseline", baseline, "."], in: corpus.url, cache: cache.url) == uncached)
        #expect(try Self.lint(["--baseline", baseline, "."], in: corpus.url, cache: cache.url) == uncached)
    }

    /// A changed byte, a changed configuration and a changed option each miss (the index
    /// gains their entries) and print what a run without the cache prints.
    @Test func changesMissAndPrintWhatAFreshRunPrints() throws {
        let (corpus, paths) = try Self.corpus(40, seed: 9)
        let cache = try TemporaryDirectory()
        func both(_ arguments: [String] = ["."]) throws {
            let cached = try Self.lint(arguments, in: corpus.url, cache: cache.url)
            #expect(cached == (try Self.lint(arguments, in: corpus.url, cache: nil)))
        }
        try both()
        #expect(Self.entries(in: cache.url) == paths.count)
        try both()
        #expect(Self.entries(in: cache.url) == paths.count)
        // One byte: a duration's digit, so the findings may change with it.
        let changed = corpus.url.appendingPathComponent(paths[3])
        var bytes = try [UInt8](Data(contentsOf: changed))
        let digit = try #require(bytes.firstIndex { $0 >= UInt8(ascii: "1") && $0 <= UInt8(ascii: "8") })
        bytes[digit] += 1
        try Data(bytes).write(to: changed)
        try both()
        #expect(Self.entries(in: cache.url) == paths.count + 1)
        // A configuration for one team's folder: each of its files misses.
        let team = paths.filter { $0.hasPrefix("team01/") }
        _ = try corpus.write("rules:\n  leading-rest: off\n  single-round-repeat: error\n", to: "team01/.seqc.yml")
        try both()
        #expect(Self.entries(in: cache.url) == paths.count + 1 + team.count)
        // An option that changes results: every file misses.
        try both(["--strict", "."])
        #expect(Self.entries(in: cache.url) == 2 * paths.count + 1 + team.count)
    }

    /// An index planted where it would vouch for a file with a warning, saying it has
    /// none: outside the linted tree it is believed (so the test can tell), inside the
    /// tree or the git work tree that holds it, it is not, and seqc says so.
    @Test func aCacheInsideTheLintedTreeVouchesForNothing() throws {
        let tree = try TemporaryDirectory()
        try FileManager.default.createDirectory(at: tree.url.appendingPathComponent(".git"), withIntermediateDirectories: true)
        let name = "routines/warm.routine.yaml"
        let text = "title: Warm\ncards:\n  - rest: Breathe\n    duration: 30s\n  - countdown: Go\n    duration: 1m\n"
        _ = try tree.write(text, to: name)
        let uncached = try Self.lint([name], in: tree.url, cache: nil)
        #expect(uncached.exitCode == 0 && uncached.stdout.contains("leading-rest"))
        let forged = try Self.forgedIndex(saying: name, text: text)
        let outside = try TemporaryDirectory()
        try Data(forged).write(to: outside.url.appendingPathComponent(LintCacheIndex.fileName))
        let believed = try Self.lint([name], in: tree.url, cache: outside.url)
        #expect(!believed.stdout.contains("leading-rest"), "the forged index was not read: this test cannot tell trust apart")
        for inside in [".cache/seqc", "routines/.cache", "other"] {
            let folder = tree.url.appendingPathComponent(inside)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(forged).write(to: folder.appendingPathComponent(LintCacheIndex.fileName))
            let run = try Self.lint([name], in: tree.url, cache: folder)
            #expect(run.stdout == uncached.stdout && run.exitCode == uncached.exitCode)
            #expect(run.stderr.contains("seqc: note: not using the lint cache in "))
            #expect(FileManager.default.contents(atPath: folder.appendingPathComponent(LintCacheIndex.fileName).path) == Data(forged))
        }
        // One that does not exist yet is refused and not made.
        let unmade = try Self.lint([name], in: tree.url, cache: tree.url.appendingPathComponent("new/cache"))
        #expect(unmade.stdout == uncached.stdout && unmade.stderr.contains("not using the lint cache"))
        #expect(!FileManager.default.fileExists(atPath: tree.url.appendingPathComponent("new").path))
    }

    /// An index whose one entry says `name` (as `seqc lint` keys it) has no findings.
    static func forgedIndex(saying name: String, text: String) throws -> [UInt8] {
        let runner = LintRunner(compiler: Compiler(identifiesCards: false), configuration: LintConfiguration(baseDirectory: "/"))
        let context = LintCacheContext(runner: runner, executable: SeqcProcess.binary.path)
        let key = context.key(of: SourceFile(path: name, text: text), configuration: LintConfiguration(baseDirectory: "/"))
        var index = LintCacheIndex()
        index.entries[key] = .init(
            run: 1, payload: LintCacheEntry(succeeded: true, slug: "warm", slugRange: nil, diagnostics: []).encoded(file: name)[...])
        return index.encoded()
    }

    /// With `CI` set, no `--cache-dir`: nothing is read or written in the user's cache
    /// directory; with `--cache-dir`, the cache is used.
    @Test func ciTurnsTheDefaultCacheOff() throws {
        let (corpus, paths) = try Self.corpus(20, seed: 11)
        let home = try TemporaryDirectory()
        let environment = ["XDG_CACHE_HOME": home.url.path + "/xdg", "HOME": home.url.path]
        let uncached = try Self.lint(["."], in: corpus.url, cache: nil)
        for value in ["true", "1", ""] {
            let run = try SeqcProcess.run(["lint", "."], in: corpus.url, environment: environment.merging(["CI": value]) { $1 })
            #expect(run == uncached)
            #expect(try FileManager.default.contentsOfDirectory(atPath: home.url.path).isEmpty)
        }
        let named = try SeqcProcess.run(
            ["lint", ".", "--cache-dir", home.url.path + "/named"], in: corpus.url, environment: environment.merging(["CI": "true"]) { $1 })
        #expect(named == uncached)
        #expect(Self.entries(in: home.url.appendingPathComponent("named")) == paths.count)
        // Without CI, the default is the user's cache directory.
        #expect(try SeqcProcess.run(["lint", "."], in: corpus.url, environment: environment) == uncached)
        #expect(Self.entries(in: home.url.appendingPathComponent("xdg/seqc")) == paths.count)
        // --fix and --no-cache leave it alone.
        let before = FileManager.default.contents(atPath: home.url.path + "/xdg/seqc/" + LintCacheIndex.fileName)
        _ = try SeqcProcess.run(["lint", ".", "--no-cache", "--strict"], in: corpus.url, environment: environment)
        _ = try SeqcProcess.run(["lint", "--fix", "."], in: corpus.url, environment: environment)
        #expect(FileManager.default.contents(atPath: home.url.path + "/xdg/seqc/" + LintCacheIndex.fileName) == before)
    }

    /// Two runs on one cache at once, round after round with files changing between
    /// rounds: each prints what a run without the cache prints, and the index stays whole.
    @Test func concurrentRunsShareACacheSafely() throws {
        let (corpus, paths) = try Self.corpus(200, seed: 13)
        let cache = try TemporaryDirectory()
        for round in 0..<4 {
            let changed = corpus.url.appendingPathComponent(paths[round * 7])
            try Data(("# round \(round)\n" + String(contentsOf: changed, encoding: .utf8)).utf8).write(to: changed)
            let expected = try Self.lint(["--jobs", "2", "."], in: corpus.url, cache: nil)
            let results = RunResults()
            let (corpusURL, cacheURL) = (corpus.url, cache.url)
            DispatchQueue.concurrentPerform(iterations: 3) { index in
                let options = index == 2 ? ["--format", "json"] : []
                results.set(index, try? Self.lint(options + ["--jobs", "2", "."], in: corpusURL, cache: cacheURL))
            }
            let runs = results.runs
            #expect(runs[0] == expected)
            #expect(runs[1] == expected)
            #expect(runs[2]?.exitCode == expected.exitCode)
            #expect((Self.entries(in: cache.url) ?? 0) >= paths.count)
        }
    }
}

/// The runs of concurrent processes, by index.
private final class RunResults: @unchecked Sendable {
    private let lock = NSLock()
    private var byIndex: [Int: SeqcProcess.Run] = [:]

    func set(_ index: Int, _ run: SeqcProcess.Run?) { lock.withLock { byIndex[index] = run } }
    var runs: [SeqcProcess.Run?] { lock.withLock { (0..<3).map { byIndex[$0] } } }
}
