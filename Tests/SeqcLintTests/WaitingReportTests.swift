import Foundation
import Testing

@testable import SeqcCompiler
@testable import SeqcLint

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Files given out of sorted order wait, with their diagnostics, for the files that sort
/// before them; they wait in a temporary file. What comes back must be what went in, and
/// what cannot come back must be said, never dropped.
@Suite struct WaitingReportTests {
    static let configuration = LintConfiguration(baseDirectory: "/")

    /// Every field a diagnostic and an excerpt have: notes, fix-its, help, text that is
    /// not ASCII, bytes that are not UTF-8.
    static let sample: (diagnostics: [Diagnostic], sources: [SourceFile], excerpts: [SourceFile]) = {
        let range = SourceRange(start: SourcePosition(line: 3, column: 5), end: SourcePosition(line: 3, column: 14))
        let full = Diagnostic(
            file: "dir/é.routine.yaml", range: range, severity: .error, rule: "unknown-kind", message: "unknown kind 'countdwon'",
            help: "did you mean 'countdown'?",
            notes: [DiagnosticNote(file: "other.routine.yaml", range: SourceRange(at: .start), message: "first here ✓")],
            fixIts: [
                FixIt(range: range, replacement: "countdown", safety: .unsafe),
                FixIt(range: SourceRange(at: .start), replacement: "", safety: .safe),
            ])
        let bare = Diagnostic(file: "a", range: SourceRange(at: .start), severity: .warning, rule: "leading-rest", message: "")
        let sources = [
            SourceFile(path: "dir/é.routine.yaml", bytes: [0x0A, 0x0A, 0xFF, 0x00, 0x2D, 0x0A]), SourceFile(path: "", bytes: []),
        ]
        return ([full, bare, full], sources, [SourceFile(path: "other.routine.yaml", text: "id: x\n")])
    }()

    @Test func aGroupReadsBackAsItWasWritten() throws {
        let (diagnostics, sources, excerpts) = Self.sample
        let bytes = WaitingGroupCoding.encode(diagnostics: diagnostics, sources: sources, excerpts: excerpts)
        let decoded = try #require(WaitingGroupCoding.decode(bytes))
        #expect(decoded.diagnostics == diagnostics)
        #expect(decoded.sources.map(\.path) == sources.map(\.path) && decoded.sources.map(\.bytes) == sources.map(\.bytes))
        #expect(decoded.excerpts.map(\.path) == excerpts.map(\.path) && decoded.excerpts.map(\.bytes) == excerpts.map(\.bytes))
        let empty = try #require(WaitingGroupCoding.decode(WaitingGroupCoding.encode(diagnostics: [], sources: [], excerpts: [])))
        #expect(empty.diagnostics.isEmpty && empty.sources.isEmpty && empty.excerpts.isEmpty)
    }

    @Test func bytesCutShortOrLongerAreNotAGroup() {
        let (diagnostics, sources, excerpts) = Self.sample
        let bytes = WaitingGroupCoding.encode(diagnostics: diagnostics, sources: sources, excerpts: excerpts)
        for length in 0..<bytes.count { #expect(WaitingGroupCoding.decode(Array(bytes.prefix(length))) == nil, "\(length)") }
        #expect(WaitingGroupCoding.decode(bytes + [0]) == nil)
    }

    @Test(arguments: [false, true])
    func aSpooledStretchReadsBackFromTheFileOrFromMemory(inMemory: Bool) throws {
        let spool = SpoolFile(inMemory: inMemory)
        var stretches: [(offset: Int64, bytes: [UInt8])] = []
        var generator = SystemRandomNumberGenerator()
        for index in 0..<200 {
            let bytes = (0..<Int.random(in: 0...3_000, using: &generator)).map { UInt8(truncatingIfNeeded: index &+ $0) }
            stretches.append((spool.count, bytes))
            spool.append(bytes)
        }
        #expect(spool.isOnDisk == !inMemory)
        for (offset, bytes) in stretches.shuffled() {
            #expect(try spool.read(from: offset, count: bytes.count).get() == bytes)
        }
        #expect(throws: SpoolReadError.self) { try spool.read(from: spool.count - 1, count: 2).get() }
        #expect(throws: SpoolReadError.self) { try spool.read(from: -1, count: 1).get() }
    }

    /// `count` routines whose report lines need their text: a leading rest (a warning with
    /// a fix-it), and every fourth one sharing an id with the first (a note into another
    /// file); every tenth has an unknown kind (an error) instead.
    static func routines(_ count: Int) -> [SourceFile] {
        (0..<count).map { index in
            let id = index % 4 == 0 ? "id: shared\n" : ""
            return SourceFile(
                path: String(format: "r%03d.routine.yaml", index),
                text: "title: R\(index)\n\(id)cards:\n  - \(index % 10 == 9 ? "countdwon" : "rest"): X\n    duration: 1s\n")
        }
    }

    func report(_ sources: [SourceFile], inMemory: Bool, jobs: Int = 1) throws -> [LintReportPart] {
        let configuration = Self.configuration
        var parts: [LintReportPart] = []
        try LintRunner(configuration: configuration, jobs: jobs).stream(
            LintFiles(
                count: sources.count, name: { sources[$0].path }, configuration: { _ in configuration },
                load: { .success(sources[$0]) }),
            waitingReportBudget: inMemory ? nil : 0, produce: { _ in () }, consume: { _, _, _ in }, report: { parts.append($0) })
        return parts
    }

    @Test(arguments: [1, 2])
    func aReportThatWaitedOnDiskIsTheReportThatWaitedInMemory(jobs: Int) throws {
        // Shuffled, most files wait past their window; reversed, every one does.
        let order = jobs == 1 ? Self.routines(400).shuffled() : Self.routines(400).reversed()
        let onDisk = try report(order, inMemory: false, jobs: jobs)
        let inMemory = try report(order, inMemory: true, jobs: jobs)
        #expect(onDisk.map(\.diagnostics) == inMemory.map(\.diagnostics))
        #expect(onDisk.map { $0.sources.map(\.path) } == inMemory.map { $0.sources.map(\.path) })
        #expect(onDisk.map { $0.sources.map(\.bytes) } == inMemory.map { $0.sources.map(\.bytes) })
        // Which routine keeps a shared id depends on the run's order, so only the files
        // reported are compared with a run in sorted order.
        let sorted = try report(Self.routines(400), inMemory: true, jobs: jobs)
        #expect(Set(onDisk.flatMap(\.diagnostics).map(\.file)) == Set(sorted.flatMap(\.diagnostics).map(\.file)))
        #expect(onDisk.flatMap(\.diagnostics).contains { $0.rule == .duplicateRoutineID })
    }

    @Test func aWaitingPartThatCannotBeReadBackIsAFailureNotALoss() throws {
        // A spool over a descriptor it can write but not read.
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("seqc-unreadable-\(getpid())").path
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        try #require(descriptor >= 0)
        unlink(path)
        let sources = Array(Self.routines(300).reversed())
        var pending = LintPendingReport(
            files: LintFiles(
                count: sources.count, name: { sources[$0].path }, configuration: { _ in Self.configuration },
                load: { .success(sources[$0]) }),
            makeSpool: { SpoolFile(descriptor: descriptor) }, heldBudget: 0)
        let diagnostic = Diagnostic(file: sources[0].path, range: SourceRange(at: .start), severity: .error, rule: "x", message: "m")
        pending.add(file: sources[0].path, diagnostics: [diagnostic], sources: [sources[0]], excerpts: [])
        // r299 waits for every file after it, which sort before it; it goes to the spool.
        var parts = 0
        try pending.flush(before: 1) { _ in parts += 1 }
        #expect(parts == 0)
        // Enough more that the spool writes its bytes to the file rather than holding them.
        for index in 1..<100 {
            pending.add(
                file: sources[index].path, diagnostics: [diagnostic],
                sources: [SourceFile(path: sources[index].path, bytes: Array(repeating: 0x61, count: 2_000))], excerpts: [])
            try pending.flush(before: index + 1) { _ in parts += 1 }
        }
        #expect(parts == 0)
        #expect(throws: OutputFailure.self) { try pending.flush(before: sources.count) { _ in parts += 1 } }
    }

    @Test(arguments: [0, LintPendingReport.heldBudget])
    func groupsGoToDiskOnlyPastTheBudget(budget: Int) throws {
        final class Made: @unchecked Sendable { var count = 0 }
        let made = Made()
        let sources = Array(Self.routines(300).reversed())
        var pending = LintPendingReport(
            files: LintFiles(
                count: sources.count, name: { sources[$0].path }, configuration: { _ in Self.configuration },
                load: { .success(sources[$0]) }),
            makeSpool: {
                made.count += 1
                return SpoolFile(inMemory: true)
            }, heldBudget: budget)
        var reported: [Diagnostic] = []
        for index in sources.indices {
            let diagnostic = Diagnostic(
                file: sources[index].path, range: SourceRange(at: .start), severity: .warning, rule: "x", message: "\(index)")
            pending.add(file: sources[index].path, diagnostics: [diagnostic], sources: [sources[index]], excerpts: [])
            try pending.flush(before: index + 1) { reported += $0.diagnostics }
        }
        #expect(made.count == (budget == 0 ? 1 : 0))
        #expect(reported.map(\.file) == sources.map(\.path).reversed())
    }
}
