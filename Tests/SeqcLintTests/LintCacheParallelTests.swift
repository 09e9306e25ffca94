import Foundation
import SeqcCompiler
import Testing

@testable import SeqcLint

/// The lint cache on the workers of a run with more files than a window: a warm run with
/// `--jobs 4` takes every settled file from its stamp on the workers, and reports byte for
/// byte what a run without the cache reports, the checks across files included. Listed in
/// scripts/ci/sanitizers.sh, so ThreadSanitizer watches the cache's shared state.
@Suite struct LintCacheParallelTests {
    /// Generated drafts, some sharing an id (a check across files finds them) and some
    /// with a suppression comment, over several windows: cold, filled and warm runs give
    /// the same parts as a run without the cache, for two job counts.
    @Test(arguments: [2, 4]) func warmRunsOnManyFilesReportWhatUncachedRunsDo(jobs: Int) throws {
        var generator = DraftGenerator(seed: 4_017 + UInt64(jobs))
        var random = SplitMix(state: 91 + UInt64(jobs))
        let folder = try TemporaryFolder()
        let count = LintRunner.windowPerJob * jobs * 2 + 37
        let names = (0..<count).map { "r\($0).routine.yaml" }
        for name in names {
            var text = generator.draft().draft
            // A routine whose id another file may have: the check across files finds it.
            let shared = "id: shared-\(Int.random(in: 0..<4, using: &random))\ntitle: T\ncards:\n  - countdown: Go\n    duration: 45s\n"
            switch Int.random(in: 0..<10, using: &random) {
            case 0: text = shared
            case 1:
                let rule = ["no-timed-card", "duplicate-routine-id"][Int.random(in: 0..<2, using: &random)]
                text = "# seqc:disable-file \(rule)\n" + shared
            default: break
            }
            try Data(text.utf8).write(to: URL(fileURLWithPath: folder.path + "/" + name))
        }
        var runner = LintRunner(configuration: LintCacheTests.base, jobs: jobs)
        let uncached = try LintStampTests.stream(names, in: folder.path, runner: runner)
        #expect(uncached.parts.contains { $0.diagnostics.contains { $0.rule == .duplicateRoutineID } })
        // Settled past the stamps' granularity, so the fill records stamps the warm run trusts.
        usleep(2_200_000)
        let cache = try TemporaryFolder()
        runner.cache = LintCache(directory: cache.path, runner: runner)
        let filled = try LintStampTests.stream(names, in: folder.path, runner: runner)
        #expect(filled.parts == uncached.parts && filled.opened == count)
        #expect(runner.cache?.save() == true)
        runner.cache = LintCache(directory: cache.path, runner: runner)
        let warm = try LintStampTests.stream(names, in: folder.path, runner: runner)
        #expect(warm.parts == uncached.parts)
        // Only files with a suppression comment are read again (their stamps are not kept).
        #expect(warm.opened < count / 4 && runner.cache?.hits == count)
    }
}
