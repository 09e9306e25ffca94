import Foundation
import SeqcCompiler
import Testing

@testable import SeqcLint

/// The fix engine on its own: offsets, overlaps, passes and the guard against worse text.
@Suite struct FixEngineTests {
    static func diagnostic(_ file: String, rule: RuleID = .invalidDuration, _ fixIts: [FixIt]) -> Diagnostic {
        Diagnostic(
            file: file, range: fixIts.first?.range ?? SourceRange(at: .start), severity: .error, rule: rule, message: "m", fixIts: fixIts)
    }

    static func range(_ line: Int, _ column: Int, _ endLine: Int, _ endColumn: Int) -> SourceRange {
        SourceRange(start: SourcePosition(line: line, column: column), end: SourcePosition(line: endLine, column: endColumn))
    }

    @Test func positionsCountUnicodeScalarsAndRangesMaySpanLines() {
        let source = SourceFile(path: "f", text: "é€x\r\nab\ncd")
        #expect(source.byteOffset(of: SourcePosition(line: 1, column: 3)) == 5)
        #expect(source.byteOffset(of: SourcePosition(line: 1, column: 4)) == 6)
        #expect(source.byteOffset(of: SourcePosition(line: 1, column: 5)) == nil)
        #expect(source.byteOffset(of: SourcePosition(line: 2, column: 1)) == 8)
        #expect(source.byteOffset(of: SourcePosition(line: 4, column: 1)) == nil)
        // Deleting line 2 whole: from its column 1 to column 1 of line 3.
        let pass = FixApplier.apply(
            [Self.diagnostic("f", [FixIt(range: Self.range(2, 1, 3, 1), replacement: "")])], to: source, allowing: .safe)
        #expect(String(decoding: pass.bytes, as: UTF8.self) == "é€x\r\ncd")
    }

    @Test func allEditsOfOneFixApplyTogetherAndInsertionsFollowCRLF() {
        let source = SourceFile(path: "f", text: "a: 1\r\nb: 2\r\n")
        let fix = Self.diagnostic(
            "f",
            [
                FixIt(range: Self.range(1, 1, 1, 2), replacement: "x"),
                FixIt(range: Self.range(2, 4, 2, 5), replacement: "3"),
                FixIt(range: SourceRange(at: SourcePosition(line: 3, column: 1)), replacement: "c: 4\n"),
            ])
        let pass = FixApplier.apply([fix], to: source, allowing: .safe)
        #expect(String(decoding: pass.bytes, as: UTF8.self) == "x: 1\r\nb: 3\r\nc: 4\r\n")
        #expect(pass.applied.count == 1)
    }

    @Test func aFixOverlappingOneTakenWaitsAndABadPlaceIsNeverApplied() {
        let source = SourceFile(path: "f", text: "abcdef\n")
        let first = Self.diagnostic("f", [FixIt(range: Self.range(1, 1, 1, 4), replacement: "X")])
        let overlapping = Self.diagnostic("f", [FixIt(range: Self.range(1, 3, 1, 6), replacement: "Y")])
        let nowhere = Self.diagnostic(
            "f", [FixIt(range: Self.range(1, 5, 1, 6), replacement: "Z"), FixIt(range: Self.range(9, 1, 9, 2), replacement: "")])
        let unsafe = Self.diagnostic("f", [FixIt(range: Self.range(1, 6, 1, 7), replacement: "U", safety: .unsafe)])
        let pass = FixApplier.apply([first, overlapping, nowhere, unsafe], to: source, allowing: .safe)
        #expect(String(decoding: pass.bytes, as: UTF8.self) == "Xdef\n")
        #expect(pass.applied == [first])
        #expect(String(decoding: FixApplier.apply([unsafe], to: source, allowing: .unsafe).bytes, as: UTF8.self) == "abcdeU\n")
    }

    @Test func aPassThatBreaksTheYAMLIsDiscardedAndReported() {
        let text = "title: T\ncards:\n  - countdown: A\n    duration: 45S\n"
        let engine = FixEngine(runner: LintRunner(), allowing: .safe)
        // A synthetic fix whose edit would break the YAML (an unclosed quote).
        let breaking: (SourceFile) -> [Diagnostic] = { source in
            var found = LintRunner().lint(sources: [source]).diagnostics
            if source.bytes.first == UInt8(ascii: "t") {
                found.append(Self.diagnostic(source.path, rule: .wrongType, [FixIt(range: Self.range(1, 1, 1, 1), replacement: "\"")]))
            }
            return found
        }
        let outcome = engine.fix(SourceFile(path: "a.routine.yaml", text: text), lint: breaking)
        #expect(!outcome.changed)
        #expect(outcome.applied == 0)
        #expect(outcome.refusal == "the fixes of one pass would break the YAML")
    }

    @Test func aFixThatInsertsTextEveryPassIsStoppedByThePassBound() {
        let engine = FixEngine(runner: LintRunner(), allowing: .safe, maxPasses: 10)
        let growing: (SourceFile) -> [Diagnostic] = { source in
            [Self.diagnostic(source.path, rule: .clamped, [FixIt(range: Self.range(1, 1, 1, 1), replacement: "# again\n")])]
        }
        let outcome = engine.fix(SourceFile(path: "g", text: "title: T\n"), lint: growing)
        #expect(outcome.applied == 10)
        #expect(outcome.stoppedAtPassLimit)
        #expect(outcome.fixed.bytes.count == "title: T\n".utf8.count + 10 * "# again\n".utf8.count)
    }

    @Test func fixedTextIsHeldToTheSizeLimit() {
        var limits = YAMLLimits()
        limits.maxFileBytes = 30
        let engine = FixEngine(runner: LintRunner(compiler: Compiler(limits: limits)), allowing: .safe)
        let growing: (SourceFile) -> [Diagnostic] = { source in
            [Self.diagnostic(source.path, rule: .clamped, [FixIt(range: Self.range(1, 1, 1, 1), replacement: "# again\n")])]
        }
        let outcome = engine.fix(SourceFile(path: "g", text: "title: T\n"), lint: growing)
        #expect(outcome.fixed.bytes.count <= 30)
        #expect(outcome.applied == 2)
        #expect(outcome.refusal == "the fixes would make the file larger than 30 bytes")
    }

    @Test func aPassWithANewErrorRuleIsWorse() {
        let before = [Self.diagnostic("f", rule: .invalidDuration, [])]
        #expect(FixEngine.worsening(from: before, to: [Self.diagnostic("f", rule: .unknownKey, [])], fixing: before) != nil)
        #expect(FixEngine.worsening(from: before, to: [], fixing: before) == nil)
        #expect(FixEngine.worsening(from: before, to: before + before, fixing: before) != nil)
    }

    @Test func theUnifiedDiffHasHeadersHunksAndContext() {
        let old = Array((1...10).map { "l\($0)\n" }.joined().utf8)
        let new = Array((1...10).map { $0 == 5 ? "L5\n" : "l\($0)\n" }.joined().utf8)
        let diff = String(decoding: UnifiedDiff.render(path: "x.yaml", old: old, new: new), as: UTF8.self)
        #expect(diff == "--- a/x.yaml\n+++ b/x.yaml\n@@ -2,7 +2,7 @@\n l2\n l3\n l4\n-l5\n+L5\n l6\n l7\n l8\n")
        let tail = String(decoding: UnifiedDiff.render(path: "y", old: Array("a\nb".utf8), new: Array("a\nc".utf8)), as: UTF8.self)
        #expect(tail == "--- a/y\n+++ b/y\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+c\n\\ No newline at end of file\n")
    }
}
