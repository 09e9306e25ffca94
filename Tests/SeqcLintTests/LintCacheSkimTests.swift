import SeqcCompiler
import Testing

@testable import SeqcLint

/// The counts kept beside a cache entry's findings (``LintReportCounts``), which a hit
/// reported by its rendered chunk reads instead of the findings.
@Suite struct LintCacheSkimTests {
    static let start = SourceRange(start: SourcePosition(line: 1, column: 1), end: SourcePosition(line: 1, column: 1))

    /// A generated entry with exact repeats among its findings and fixes of either safety.
    static func entry(_ random: inout SplitMix) -> LintCacheEntry {
        var entry = LintCacheTests.entry(&random)
        for index in entry.diagnostics.indices where Bool.random(using: &random) {
            for fix in entry.diagnostics[index].fixIts.indices where Bool.random(using: &random) {
                entry.diagnostics[index].fixIts[fix].safety = .unsafe
            }
            if Bool.random(using: &random) {
                entry.diagnostics[index].fixIts.append(FixIt(range: Self.start, replacement: "", safety: .safe))
            }
        }
        if let repeated = entry.diagnostics.randomElement(using: &random), Bool.random(using: &random) {
            entry.diagnostics.insert(repeated, at: Int.random(in: 0...entry.diagnostics.count, using: &random))
        }
        return entry
    }

    /// Generated: the counts an entry keeps are those of its distinct findings (warnings
    /// raised to errors when it was recorded under `--strict`), counted here one by one.
    @Test func theCountsAreThoseOfTheDistinctFindings() throws {
        var random = SplitMix(state: 4711)
        for _ in 0..<300 {
            let entry = Self.entry(&random)
            let strict = Bool.random(using: &random)
            let skimmed = try #require(LintCacheEntry.Skimmed(entry.encoded(file: "f0.routine.yaml", strict: strict)[...]))
            var distinct: [Diagnostic] = []
            for var diagnostic in entry.diagnostics {
                if strict, diagnostic.severity == .warning { diagnostic.severity = .error }
                if !distinct.contains(diagnostic) { distinct.append(diagnostic) }
            }
            let expected = LintReportCounts(
                findings: distinct.count, errors: distinct.filter { $0.severity == .error }.count,
                warnings: distinct.filter { $0.severity == .warning }.count,
                safelyFixable: distinct.filter { !$0.fixIts.isEmpty && $0.fixIts.allSatisfy { $0.safety == .safe } }.count,
                unsafelyFixable: distinct.filter { $0.fixIts.contains { $0.safety == .unsafe } }.count)
            #expect(skimmed.counts == expected)
            #expect(skimmed.succeeded == entry.succeeded && skimmed.slug == entry.slug && skimmed.slugRange == entry.slugRange)
        }
    }

    /// Generated: an entry cut anywhere before its findings is no entry; damage within its
    /// findings leaves the counts readable and the findings not (nil, never a trap); whole,
    /// the findings read back as written.
    @Test func damagedFindingsAreReadOnlyWhenAskedFor() throws {
        var random = SplitMix(state: 4712)
        for _ in 0..<200 {
            let entry = Self.entry(&random)
            let bytes = entry.encoded(file: "g.routine.yaml")
            let skimmed = try #require(LintCacheEntry.Skimmed(bytes[...]))
            #expect(skimmed.diagnostics(file: "g.routine.yaml") == entry.diagnostics)
            let start = skimmed.findings.startIndex
            #expect(LintCacheEntry.Skimmed(bytes[..<Int.random(in: 0..<start, using: &random)]) == nil)
            var damaged = bytes
            let cut = Int.random(in: start..<bytes.count, using: &random)
            damaged.replaceSubrange(cut..<bytes.count, with: [0xFF, 0xFF])
            let skimmedDamage = try #require(LintCacheEntry.Skimmed(damaged[...]))
            #expect(skimmedDamage.counts == skimmed.counts)
            #expect(skimmedDamage.diagnostics(file: "g.routine.yaml") == nil)
            #expect(LintCacheEntry(decoding: damaged[...], file: "g.routine.yaml") == nil)
        }
    }
}
