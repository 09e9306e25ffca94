import Foundation
import SeqcCompiler
import SeqcLint
import Testing

/// A cache hit whose rendered chunk is its report reads the counts kept beside its
/// findings and never the findings: with the built binary, entries whose findings cannot
/// be decoded (their start and chunk intact) still print what a run without the cache
/// prints in text and GitHub output, without one file checked again, while every output
/// that reads findings (JSON, SARIF, a baseline, a finding across files) checks those
/// files again and prints what a run without the cache prints.
@Suite struct LintCacheUndecodedFindingsEndToEndTests {
    /// A generated corpus with mistakes (safe fixes, syntax errors, duplicate ids), without
    /// suppression comments, whose files a hit takes by their bytes and decodes.
    static func corpus(seed: UInt64) throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        var generator = RoutineCorpus(seed: seed)
        for (index, path) in try generator.write(60, to: directory.url).enumerated() where index % 4 == 0 {
            let url = directory.url.appendingPathComponent(path)
            var text = try String(contentsOf: url, encoding: .utf8)
            switch index / 4 % 3 {
            case 0: text = text.replacingOccurrences(of: "seqc: 1\n", with: "seqc: 1\nid: shared\n")
            case 1: text += "  - countdown: Late\n    duration: 45S\n"
            default: text += "  - countdown: [Broken\n"
            }
            try Data(text.utf8).write(to: url)
        }
        return directory
    }

    /// Makes the findings of every entry whose report `rendering` writes without them (its
    /// chunk, or nothing at all) bytes no reader decodes, leaving what comes before them and
    /// the chunk; returns how many.
    static func damageFindings(in cache: URL, quiet: Bool) throws -> Int {
        var index = LintCacheIndex.read(from: cache.path)
        var damaged = 0
        for (key, stored) in index.entries {
            let skimmed = try #require(LintCacheEntry.Skimmed(stored.payload))
            guard skimmed.counts.findings > 0, stored.rendered != nil || (quiet && skimmed.counts.errors == 0) else { continue }
            // A count no number ends: the findings' reader stops at it.
            index.entries[key]?.payload = (Array(stored.payload[..<skimmed.findings.startIndex]) + [0xFF, 0xFF, 0xFF])[...]
            damaged += 1
        }
        #expect(index.save(in: cache.path))
        return damaged
    }

    static func indexBytes(_ cache: TemporaryDirectory) -> Data? {
        FileManager.default.contents(atPath: cache.url.appendingPathComponent(LintCacheIndex.fileName).path)
    }

    /// Generated: for each text and GitHub rendering, a cache filled by one run and then
    /// damaged (``damageFindings(in:quiet:)``): the next run prints what an uncached run
    /// prints and writes no index (a hit that decoded its findings would be a miss, checked
    /// again and recorded); a file that then gets a finding across files is checked again
    /// and reported as without the cache; JSON and SARIF check the damaged files again.
    @Test(arguments: [
        ["--color", "never"], ["--color", "always"], ["--format", "github"], ["-q", "--color", "never"],
        ["--strict", "--color", "always"],
    ])
    func aChunkStandsForFindingsNoOutputReads(options: [String]) throws {
        let corpus = try Self.corpus(seed: UInt64(options.joined().utf8.count))
        let cache = try TemporaryDirectory()
        let arguments = options + ["."]
        let uncached = try LintCacheEndToEndTests.lint(arguments, in: corpus.url, cache: nil)
        #expect(uncached.exitCode == 1)
        // Past the timestamps' granularity, so that the fill records stamps the next run
        // trusts: a file whose stamp is recorded anew has its findings decoded for it.
        Thread.sleep(forTimeInterval: 2.1)
        _ = try LintCacheEndToEndTests.lint(arguments, in: corpus.url, cache: cache.url)
        #expect(try Self.damageFindings(in: cache.url, quiet: options.contains("-q")) >= 10)
        let damaged = Self.indexBytes(cache)
        #expect(try LintCacheEndToEndTests.lint(arguments, in: corpus.url, cache: cache.url) == uncached)
        #expect(Self.indexBytes(cache) == damaged, "a hit decoded findings its report does not read")

        // Sorts first: the corpus's first routine with the id `shared` is now a duplicate.
        let first = "seqc: 1\nid: shared\ntitle: First\ncards:\n  - countdown: Go\n    duration: 10s\n"
        _ = try corpus.write(first, to: "aaa/first.routine.yaml")
        let across = try LintCacheEndToEndTests.lint(arguments, in: corpus.url, cache: nil)
        #expect(across != uncached)
        #expect(try LintCacheEndToEndTests.lint(arguments, in: corpus.url, cache: cache.url) == across)

        for format in ["json", "sarif"] {
            let reading = options + ["--format", format, "."]
            let expected = try LintCacheEndToEndTests.lint(reading, in: corpus.url, cache: nil)
            #expect(try LintCacheEndToEndTests.lint(reading, in: corpus.url, cache: cache.url) == expected)
        }
        // JSON read every entry's findings: the damaged ones were misses, recorded anew.
        let entries = LintCacheIndex.read(from: cache.url.path).entries.values
        #expect(entries.allSatisfy { LintCacheEntry.Skimmed($0.payload)?.diagnostics(file: "any") != nil })
    }

    /// Generated: routines with mistakes, each kept as its chunk by runs of it alone, then
    /// given twice under one name (standard input named as the file beside it): the report
    /// holds each finding once, counted once, as a run without the cache does.
    @Test func aNameGivenTwiceIsReportedFromItsFindings() throws {
        let directory = try TemporaryDirectory()
        var generator = RoutineCorpus(seed: 33)
        var texts: [String] = []
        for index in 0..<4 {
            let text =
                generator.routine(number: index)
                + ["  - countdown: Late\n    duration: 45S\n", "  - rest: R\n    duration: 5x\n"][index % 2]
            _ = try directory.write(text, to: "r\(index).routine.yaml")
            texts.append(text)
        }
        Thread.sleep(forTimeInterval: 2.1)
        let cache = try TemporaryDirectory()
        for (index, text) in texts.enumerated() {
            let name = "r\(index).routine.yaml"
            for _ in 0..<2 { _ = try LintCacheEndToEndTests.lint([name], in: directory.url, cache: cache.url) }
            let twice = ["lint", "--stdin-filename", name, "-", name]
            let uncached = try SeqcProcess.run(twice + ["--no-cache"], in: directory.url, stdin: Data(text.utf8))
            let cached = try SeqcProcess.run(twice + ["--cache-dir", cache.url.path], in: directory.url, stdin: Data(text.utf8))
            #expect(uncached.exitCode == 1)
            #expect(cached == uncached, "\(name)")
        }
    }
}
