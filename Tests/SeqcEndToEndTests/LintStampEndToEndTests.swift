import Foundation
import SeqcLint
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `seqc lint`'s stat proxy, with the built binary, on files settled past the timestamp
/// granularity (so warm runs take them from their stamps, unread): every format, quiet
/// and strict, a written report and a baseline print what a run without the cache
/// prints; a file rewritten with other bytes of its size and its modification time put
/// back is read and reported anew; a second name for a file stays a second name.
@Suite struct LintStampEndToEndTests {
    /// The number of records in the stamp index in `directory`; nil when there is none.
    static func stamps(in directory: URL) -> Int? {
        let magic = LintStampIndex.magic.count
        guard let bytes = FileManager.default.contents(atPath: directory.appendingPathComponent(LintStampIndex.fileName).path),
            bytes.count >= magic + 8
        else { return nil }
        return Int(bytes[magic..<(magic + 8)].reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) })
    }

    @Test func settledFilesPrintWhatUncachedRunsPrint() throws {
        let (corpus, paths) = try LintCacheEndToEndTests.corpus(150, seed: 21)
        // A second name for a file: reported once, by the name that sorts first.
        try FileManager.default.linkItem(
            at: corpus.url.appendingPathComponent(paths[7]), to: corpus.url.appendingPathComponent("zz-second.routine.yaml"))
        let cache = try TemporaryDirectory()
        let outside = try TemporaryDirectory()
        // Past the granularity: the stamps the next run records are not racy.
        usleep(2_200_000)
        _ = try LintCacheEndToEndTests.lint(["."], in: corpus.url, cache: cache.url)
        // Files with a suppression comment are always read; every other file is stamped.
        let stamped = try #require(Self.stamps(in: cache.url))
        #expect(stamped > paths.count / 2 && stamped < paths.count)
        var arguments: [[String]] = DiagnosticFormat.allCases.map { ["--format", $0.rawValue, "."] }
        arguments += [["-q", "--strict", "."], ["--jobs", "1", "."], ["--color", "always", "."]]
        for options in arguments {
            let uncached = try LintCacheEndToEndTests.lint(options, in: corpus.url, cache: nil)
            #expect(try LintCacheEndToEndTests.lint(options, in: corpus.url, cache: cache.url) == uncached, "\(options)")
        }
        let baseline = outside.url.appendingPathComponent("baseline.json").path
        _ = try LintCacheEndToEndTests.lint(["--write-baseline", baseline, "."], in: corpus.url, cache: nil)
        let report = outside.url.appendingPathComponent("report.txt").path
        var written: [Data?] = []
        let againstBaseline = try LintCacheEndToEndTests.lint(["--baseline", baseline, "."], in: corpus.url, cache: nil)
        #expect(try LintCacheEndToEndTests.lint(["--baseline", baseline, "."], in: corpus.url, cache: cache.url) == againstBaseline)
        for cached in [nil, cache.url] {
            try? FileManager.default.removeItem(atPath: report)
            _ = try LintCacheEndToEndTests.lint(["-o", report, "."], in: corpus.url, cache: cached)
            written.append(FileManager.default.contents(atPath: report))
        }
        #expect(written[0] != nil && written[1] == written[0])
        // Other bytes of the same size, the modification time put back: the change time tells.
        let before = try LintCacheEndToEndTests.lint(["."], in: corpus.url, cache: cache.url)
        let changed = corpus.url.appendingPathComponent(paths[1]).path
        var status = stat()
        #expect(stat(changed, &status) == 0)
        let text = Array("title: Changed\ncards:\n  - countdown: Late\n    duration: 45S\n".utf8)
        let size = Int(status.st_size)
        try Data(Array(text.prefix(size)) + [UInt8](repeating: 0x20, count: Swift.max(0, size - text.count))).write(
            to: URL(fileURLWithPath: changed))
        var times = [status.st_atim, status.st_mtim]
        #expect(utimensat(AT_FDCWD, changed, &times, 0) == 0)
        let uncached = try LintCacheEndToEndTests.lint(["."], in: corpus.url, cache: nil)
        #expect(uncached != before)
        #expect(try LintCacheEndToEndTests.lint(["."], in: corpus.url, cache: cache.url) == uncached)
    }
}
