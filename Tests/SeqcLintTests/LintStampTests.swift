import Foundation
import SeqcCompiler
import SeqcModel
import Testing

@testable import SeqcLint

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The lint cache's stat proxy: an excerpt stands for its file in everything a report
/// reads, a stamp index reads back as written and a damaged one as empty, a racy stamp
/// is never trusted, and a run over files on disk takes settled files from their stamps
/// without opening them, and reads every file whose bytes may have changed.
@Suite struct LintStampTests {
    /// Generated files of any line breaks (LF, CRLF, CR, NEL, LS), BOMs and empty lines:
    /// keeping lines F of an excerpt of lines S ⊇ F gives the bytes of keeping F of the
    /// file, and each line of S reads the same from both.
    @Test func anExcerptStandsForItsFileOnItsLines() {
        var random = SplitMix(state: 60)
        let pieces: [[UInt8]] = [
            Array("a: 1".utf8), Array("  - countdown: Go".utf8), [0x0A], [0x0D, 0x0A], [0x0D], [0xC2, 0x85], [0xE2, 0x80, 0xA8],
            [0xEF, 0xBB, 0xBF], Array("é🙂".utf8), [0x20], [0xFF],
        ]
        for _ in 0..<500 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...40, using: &random) { bytes += pieces.randomElement(using: &random)! }
            let file = SourceFile(path: "f.routine.yaml", bytes: bytes)
            let shown = Set((0..<Int.random(in: 1...6, using: &random)).map { _ in Int.random(in: 1...30, using: &random) })
            let excerpt = file.keepingOnly(lines: shown)
            let asked = Set(shown.filter { _ in Bool.random(using: &random) })
            #expect(excerpt.keepingOnly(lines: asked).bytes == file.keepingOnly(lines: asked).bytes, "\(bytes) \(shown) \(asked)")
            for line in shown { #expect(excerpt.line(line) == file.line(line) || file.line(line) == nil) }
        }
    }

    /// Generated: a stamp index reads back as written; truncated, bit-flipped, padded or
    /// random bytes read as an index or none, never a crash, and damage is never a record
    /// that was not written with the same stamp.
    @Test func stampIndexesReadBackAndDamagedOnesAreEmpty() throws {
        var random = SplitMix(state: 61)
        var index = LintStampIndex()
        func key() -> LintCacheKey { CacheTestSupport.key(&random) }
        for run in 0..<40 {
            let stamp = LintFileStamp(
                device: random.next(), inode: random.next(), size: random.next() % 9000,
                modified: Int64.random(in: 0...Int64.max, using: &random),
                changed: Int64.random(in: Int64.min...Int64.max, using: &random))
            let excerpt = (0..<Int.random(in: 0...200, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
            index.records[key()] = .init(
                run: UInt64(run), recordedAt: Int64.random(in: Int64.min...Int64.max, using: &random), stamp: stamp, content: key(),
                excerpt: excerpt)
        }
        let bytes = index.encoded()
        #expect(LintStampIndex.decode(bytes)?.records == index.records)
        let directory = try TemporaryFolder()
        #expect(index.save(in: directory.path))
        #expect(LintStampIndex.read(from: directory.path).records == index.records)
        try CacheTestSupport.checkDamage(
            of: bytes, name: LintStampIndex.fileName, in: directory.path, seed: 161,
            decode: { LintStampIndex.decode($0)?.records.count }, read: { LintStampIndex.read(from: directory.path).records.count })
    }

    /// Generated: a stamp whose times are both more than two seconds before its recording
    /// is trusted; one with either time at or after two seconds before is not.
    @Test func aStampIsRacyWithinTwoSecondsOfItsRecording() {
        var random = SplitMix(state: 62)
        let second: Int64 = 1_000_000_000
        for _ in 0..<2000 {
            let recordedAt = Int64.random(in: 1_000 * second...2_000 * second, using: &random)
            let old = recordedAt - 2 * second - Int64.random(in: 1...100 * second, using: &random)
            let recent = recordedAt - 2 * second + Int64.random(in: 0...5 * second, using: &random)
            #expect(!LintFileStamp(device: 1, inode: 2, size: 3, modified: old, changed: old).isRacy(recordedAt: recordedAt))
            #expect(LintFileStamp(device: 1, inode: 2, size: 3, modified: recent, changed: old).isRacy(recordedAt: recordedAt))
            #expect(LintFileStamp(device: 1, inode: 2, size: 3, modified: old, changed: recent).isRacy(recordedAt: recordedAt))
        }
    }

    /// Generated drafts on disk, settled past the granularity: a cold run records their
    /// stamps, a warm run opens none of them and reports what a run without the cache
    /// reports (parts' diagnostics and the text they show); a file rewritten with other
    /// bytes of the same size and its modification time put back is opened and reported
    /// anew; files written just before a run are racy and opened.
    @Test func settledFilesAreTakenFromTheirStampsAndChangedOnesAreRead() throws {
        var generator = DraftGenerator(seed: 63)
        let folder = try TemporaryFolder()
        var names = (0..<40).map { "d\($0).routine.yaml" }
        names.append("copy.routine.yaml")
        var texts = names.dropLast().map { _ in generator.draft().draft }
        texts.append("id: d1\ntitle: T\ncards:\n  - countdown: Go\n    duration: 45S\n")
        for (name, text) in zip(names, texts) { try Data(text.utf8).write(to: URL(fileURLWithPath: folder.path + "/" + name)) }
        let cache = try TemporaryFolder()
        var runner = LintRunner(configuration: LintCacheTests.base, jobs: 2)
        let uncached = try Self.stream(names, in: folder.path, runner: runner)
        #expect(!uncached.parts.isEmpty)
        // Racy: written within the granularity of these runs.
        for _ in 0..<2 {
            runner.cache = LintCache(directory: cache.path, runner: runner)
            let racy = try Self.stream(names, in: folder.path, runner: runner)
            #expect(racy.parts == uncached.parts && racy.opened == names.count && runner.cache?.stampHits == 0)
            runner.cache?.save()
        }
        usleep(2_200_000)
        runner.cache = LintCache(directory: cache.path, runner: runner)
        #expect(try Self.stream(names, in: folder.path, runner: runner).opened == names.count)
        runner.cache?.save()
        runner.cache = LintCache(directory: cache.path, runner: runner)
        let warm = try Self.stream(names, in: folder.path, runner: runner)
        #expect(warm.parts == uncached.parts)
        #expect(warm.opened < names.count && runner.cache?.stampHits == names.count - warm.opened)
        // Other bytes of the same size, the modification time put back: the change time tells.
        let changed = folder.path + "/d3.routine.yaml"
        var status = stat()
        #expect(stat(changed, &status) == 0)
        let bytes = Array("title: Changed\ncards:\n  - rest: R\n    duration: 30s\n".utf8)
        let padded =
            Array(bytes.prefix(Int(status.st_size))) + [UInt8](repeating: 0x20, count: Swift.max(0, Int(status.st_size) - bytes.count))
        try Data(padded).write(to: URL(fileURLWithPath: changed))
        var times = [status.st_atim, status.st_mtim]
        #expect(utimensat(AT_FDCWD, changed, &times, 0) == 0)
        runner.cache = LintCache(directory: cache.path, runner: runner)
        let afterChange = try Self.stream(names, in: folder.path, runner: runner)
        runner.cache = nil
        #expect(afterChange.parts == (try Self.stream(names, in: folder.path, runner: runner)).parts)
        #expect(afterChange.opened >= 1)
    }

    /// A report part as compared: its diagnostics and the bytes of each source it carries.
    struct Part: Equatable {
        var diagnostics: [Diagnostic]
        var sources: [String: [UInt8]]
    }

    /// A streamed run over `names` in `folder`: its parts and how many files it opened.
    static func stream(_ names: [String], in folder: String, runner: LintRunner) throws -> (parts: [Part], opened: Int) {
        let opened = OpenCount()
        var files = LintFiles(
            count: names.count, name: { names[$0] }, configuration: { _ in LintCacheTests.base },
            load: { index in
                opened.add()
                return SourceLoader.load(RawPath(folder + "/" + names[index]), displayName: names[index])
            })
        files.stamp = { LintFileStamp.of(RawPath(folder + "/" + names[$0])) }
        var parts: [Part] = []
        try runner.stream(
            files, waitingReportBudget: nil, produce: { _ in () }, consume: { _, _, _ in },
            report: { part in
                parts.append(Part(diagnostics: part.diagnostics, sources: Dictionary(part.sources.map { ($0.path, $0.bytes) }) { $1 }))
            })
        return (parts, opened.count)
    }
}

/// How many files a run opened, counted from its workers.
final class OpenCount: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func add() { lock.withLock { value += 1 } }
    var count: Int { lock.withLock { value } }
}
