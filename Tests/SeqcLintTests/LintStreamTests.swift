import Foundation
import SeqcCompiler
import Testing

@testable import SeqcLint

/// `LintRunner.stream`: a run hands its report over in parts while files are still to be
/// read, in presentation order whatever order the files come in, and the checks across
/// files keep working after the files they point at are dropped.
@Suite struct LintStreamTests {
    /// The highest index loaded so far, from the workers.
    final class LoadLog: @unchecked Sendable {
        private let lock = NSLock()
        private var highest = -1
        func loaded(_ index: Int) { lock.withLock { highest = max(highest, index) } }
        var highestLoaded: Int { lock.withLock { highest } }
    }

    static let configuration = LintConfiguration(baseDirectory: "/")

    /// `count` routines named `r000`…, each with an unknown kind (a compile error) on line 3.
    static func broken(_ count: Int) -> [SourceFile] {
        (0..<count).map { index in
            SourceFile(path: String(format: "r%03d.routine.yaml", index), text: "title: R\(index)\ncards:\n  - countdwon: X\n")
        }
    }

    static func files(_ sources: [SourceFile], log: LoadLog? = nil) -> LintFiles {
        let configuration = configuration
        return LintFiles(
            count: sources.count, name: { sources[$0].path }, configuration: { _ in configuration },
            load: { index in
                log?.loaded(index)
                return .success(sources[index])
            })
    }

    @Test func partsGoOutBeforeTheLastFileIsRead() throws {
        let sources = Self.broken(300)
        let log = LoadLog()
        var loadedAtEachPart: [Int] = []
        var reported: [Diagnostic] = []
        try LintRunner(configuration: Self.configuration, jobs: 1).stream(
            Self.files(sources, log: log), produce: { _ in () }, consume: { _, _, _ in },
            report: { part in
                loadedAtEachPart.append(log.highestLoaded)
                reported += part.diagnostics
            })
        // One part per window of 64 files, each sent before the next window is read.
        #expect(loadedAtEachPart == [63, 127, 191, 255, 299])
        #expect(Set(reported.map(\.file)).count == 300)
        #expect(reported == reported.sortedForPresentation())
    }

    @Test func filesOutOfOrderWaitForTheFilesThatSortBeforeThem() throws {
        let sources = Self.broken(200)
        var parts: [LintReportPart] = []
        try LintRunner(configuration: Self.configuration, jobs: 1).stream(
            Self.files(sources.reversed()), produce: { _ in () }, consume: { _, _, _ in }, report: { parts.append($0) })
        // r000 comes last, so nothing can go out before it has been read.
        #expect(parts.count == 1)
        let inOrder = LintRunner(configuration: Self.configuration, jobs: 1).lint(sources: sources).diagnostics
        #expect(parts.flatMap(\.diagnostics) == inOrder)
    }

    @Test func consumeSeesEveryFileInTheRunsOrderWithItsProduct() throws {
        let sources = Self.broken(150).reversed().map { $0 }
        var consumed: [String] = []
        try LintRunner(configuration: Self.configuration, jobs: 2).stream(
            Self.files(sources), produce: { $0.file.path.uppercased() },
            consume: { result, _, product in
                #expect(product == result.file.path.uppercased())
                consumed.append(result.file.path)
            }, report: { _ in })
        #expect(consumed == sources.map(\.path))
    }

    /// With several jobs the next window is checked while the calling thread reports the
    /// one before it; the report and the order `consume` sees are still the one-job ones.
    @Test func checkingAheadChangesNothingReported() throws {
        let sources = Self.broken(300).reversed().map { $0 }
        func run(jobs: Int) throws -> (parts: [[Diagnostic]], consumed: [String]) {
            var parts: [[Diagnostic]] = []
            var consumed: [String] = []
            try LintRunner(configuration: Self.configuration, jobs: jobs).stream(
                Self.files(sources), produce: { _ in () }, consume: { result, _, _ in consumed.append(result.file.path) },
                report: { parts.append($0.diagnostics) })
            return (parts, consumed)
        }
        let alone = try run(jobs: 1)
        #expect(alone.consumed == sources.map(\.path))
        for jobs in [2, 3] {
            let ahead = try run(jobs: jobs)
            #expect(ahead.parts.flatMap { $0 } == alone.parts.flatMap { $0 }, "\(jobs) jobs")
            #expect(ahead.consumed == alone.consumed, "\(jobs) jobs")
        }
    }

    /// A consumer that throws ends the run, and no file is still being read after it.
    @Test func aThrowingConsumerLeavesNoWindowBeingChecked() throws {
        struct Stop: Error {}
        let log = LoadLog()
        #expect(throws: Stop.self) {
            try LintRunner(configuration: Self.configuration, jobs: 2).stream(
                Self.files(Self.broken(600), log: log), produce: { _ in () }, consume: { _, _, _ in throw Stop() },
                report: { _ in })
        }
        let whenStopped = log.highestLoaded
        // The workers run at most two windows (256 files) ahead of the calling thread.
        #expect(whenStopped >= 0 && whenStopped < 256)
        Thread.sleep(forTimeInterval: 0.05)
        #expect(log.highestLoaded == whenStopped)
    }

    @Test func aDuplicateIDFarAfterItsFirstBringsTheFirstLineForItsNote() throws {
        var sources = (0..<200).map { index in
            SourceFile(path: String(format: "r%03d.routine.yaml", index), text: "title: R\(index)\ncards:\n  - rest: R\n    duration: 1s\n")
        }
        sources[2] = SourceFile(path: "r002.routine.yaml", text: "title: First\nid: shared\ncards:\n  - rest: R\n    duration: 1s\n")
        sources[190] = SourceFile(path: "r190.routine.yaml", text: "title: Second\n\nid: shared\ncards:\n  - rest: R\n    duration: 1s\n")
        var parts: [LintReportPart] = []
        try LintRunner(configuration: Self.configuration, jobs: 1).stream(
            Self.files(sources), produce: { _ in () }, consume: { _, _, _ in }, report: { parts.append($0) })
        let part = try #require(parts.first { $0.diagnostics.contains { $0.rule == .duplicateRoutineID } })
        let duplicate = try #require(part.diagnostics.first { $0.rule == .duplicateRoutineID })
        #expect(duplicate.file == "r190.routine.yaml" && duplicate.range.start.line == 3)
        #expect(duplicate.notes.first?.file == "r002.routine.yaml")
        // r002 was dropped windows ago; the part carries the one line the note points at.
        let excerpt = try #require(part.sources.first { $0.path == "r002.routine.yaml" })
        #expect(excerpt.line(2) == "id: shared")
        // r190 itself is kept only as the lines its diagnostics show.
        #expect(part.sources.contains { $0.path == "r190.routine.yaml" && $0.line(3) == "id: shared" && $0.line(1) == "" })
    }

    /// The check across files keeps only as much of a first routine's id line as a note's
    /// snippet shows, however long the line: the note renders as it does with the whole
    /// file, and an id too far into its line for a snippet gets a note without one.
    @Test(arguments: [
        ("# \(String(repeating: "é", count: 100_000))\ntitle: A\ncards:\n  - rest: R\n    duration: 1s\n", true),
        ("{title: A, cards: [{countdown: Go, duration: 1s}, {info: I, text: \(String(repeating: "x", count: 600))}], id: dup}\n", true),
        ("{title: A, id: dup, cards: [{countdown: Go, duration: 1s}, {info: I, text: \(String(repeating: "y", count: 5_000))}]}\n", true),
        ("{title: A, cards: [{countdown: Go, duration: 1s}, {info: I, text: \(String(repeating: "x", count: 2_000))}], id: dup}\n", false),
    ])
    func aFirstRoutinesLongLineIsKeptAsFarAsItsNoteShows(first text: String, shown: Bool) throws {
        let first = SourceFile(path: "a/dup.routine.yaml", text: text)
        let second = SourceFile(path: "b/dup.routine.yaml", text: "title: B\ncards:\n  - rest: R\n    duration: 1s\n")
        var parts: [LintReportPart] = []
        try LintRunner(configuration: Self.configuration, jobs: 1).stream(
            Self.files([first, second]), produce: { _ in () }, consume: { _, _, _ in }, report: { parts.append($0) })
        let part = try #require(parts.first { $0.diagnostics.contains { $0.rule == .duplicateRoutineID } })
        let duplicate = try #require(part.diagnostics.first { $0.rule == .duplicateRoutineID })
        let excerpt = part.sources.first { $0.path == first.path }
        #expect((excerpt != nil) == shown)
        #expect(excerpt.map { $0.bytes.count < 1_500 } ?? true, "only the shown part of the line is kept")
        let kept = TextDiagnosticRenderer(sources: Dictionary(part.sources.map { ($0.path, $0) }) { one, _ in one }).render(duplicate)
        let whole = TextDiagnosticRenderer(sources: [first.path: first, second.path: second]).render(duplicate)
        if shown {
            #expect(kept == whole)
        } else {
            // The duplicate's own snippet (its line and its caret line), and none for the note.
            #expect(kept.components(separatedBy: " | ").count == 3, "\(kept)")
            #expect(whole.components(separatedBy: " | ").count == 5)
        }
    }

    /// A file with diagnostics of its own, and a note from another file in the same part
    /// pointing at another of its lines: its excerpt holds both lines.
    @Test func aFilesOwnLinesAndANotesLineAreOneExcerpt() throws {
        let sources = [
            SourceFile(path: "a.routine.yaml", text: "title: A\nid: shared\ncards:\n  - rest: R\n    duration: 1s\n"),
            SourceFile(path: "b.routine.yaml", text: "title: B\nid: shared\ncards:\n  - rest: R\n    duration: 1s\n"),
        ]
        var parts: [LintReportPart] = []
        try LintRunner(configuration: Self.configuration, jobs: 1).stream(
            Self.files(sources), produce: { _ in () }, consume: { _, _, _ in }, report: { parts.append($0) })
        #expect(parts.count == 1)
        let a = try #require(parts.first?.sources.first { $0.path == "a.routine.yaml" })
        #expect(parts.first?.sources.filter { $0.path == "a.routine.yaml" }.count == 1)
        #expect(a.line(4) == "  - rest: R", "a's own warning (leading-rest)")
        #expect(a.line(2) == "id: shared", "the line b's note points at")
        #expect(parts.first?.diagnostics.contains { $0.file == "b.routine.yaml" && $0.rule == .duplicateRoutineID } == true)
        #expect(a.line(1) == "", "a line nothing shows is not kept")
    }
}
