import Foundation
import SeqcModel
import Testing

@testable import SeqcCompiler

/// A streamed build keeps its report in a ``BuildReportSpool``; these tests hold what the
/// spool writes equal, byte for byte, to what ``BuildReport`` writes from the same
/// routines held in memory.
@Suite struct BuildReportSpoolTests {
    /// Routines of every shape a report holds: built, with intervals and without, not
    /// built, a title with quotes, a newline and non-ASCII text.
    static let routines: [RoutineReport] = {
        let built = compile(
            """
            id: hiit
            title: "Morning \\"HIIT\\"\\nSprint – café ☕"
            cards:
              - countdown: Get ready
                duration: 10s
              - interval: Sprints "fast"
                work: 30s
                rest: 15s
                rounds: 8
              - interval: Jog
                work: 1m
                rest: 30s
                rounds: 2
                finalRest: false
              - checklist: Pack
                items: [Shoes]
            """, name: "routines/hiit.routine.yaml")
        let plain = compile(
            """
            id: plain
            title: Plain
            cards:
              - countup: Stretch
            """, name: "routines/plain.routine.yaml")
        let broken = compile("id: broken\ntitle: Broken\ncards: 3\n", name: "routines/broken.routine.yaml")
        return [
            RoutineReport(result: built, diagnostics: built.diagnostics, output: "out/hiit.json"),
            RoutineReport(result: plain, diagnostics: plain.diagnostics, output: "out/plain.json"),
            RoutineReport(result: broken, diagnostics: broken.diagnostics, output: nil),
        ]
    }()

    @Test func theRoutinesAreOfEveryShape() {
        #expect(Self.routines[0].expansions?.count == 2)
        #expect(Self.routines[1].expansions?.isEmpty == true)
        #expect(Self.routines[2].authoredCards == nil)
        #expect(Self.routines[2].errors > 0)
    }

    @Test(arguments: [true, false], [true, false])
    func theJSONIsTheReportsJSON(written: Bool, inMemory: Bool) throws {
        for count in [0, 1, 3] {
            let routines = Array(Self.routines.prefix(count))
            let spool = BuildReportSpool(inMemory: inMemory)
            routines.forEach(spool.append)
            let json = SpoolFile(inMemory: inMemory)
            try spool.writeJSON(written: written, to: json)
            let expected = BuildReport(routines: written ? routines : routines.map { $0.unwritten() }).jsonData()
            #expect(json.data() == expected, "\(count) routines")
        }
    }

    @Test(arguments: [true, false])
    func theTextIsTheReportsText(written: Bool) throws {
        let spool = BuildReportSpool()
        Self.routines.forEach(spool.append)
        var text = ""
        try spool.writeText(written: written) { text += $0 }
        #expect(text == BuildReport(routines: written ? Self.routines : Self.routines.map { $0.unwritten() }).text)
        #expect(text.contains(written ? " -> out/hiit.json" : "hiit.routine.yaml: not written"))
    }

    /// Thousands of routines and a title longer than a piece: records cross the spool's
    /// 64 KiB pieces, and every one comes back whole and in order.
    @Test func recordsThatCrossPiecesComeBackWhole() throws {
        let long = compile("id: long\ntitle: \(String(repeating: "é", count: 70_000))\ncards:\n  - countup: A\n", name: "long.routine.yaml")
        var routines: [RoutineReport] = []
        for index in 0..<2_000 {
            routines.append(Self.routines[index % 3])
            if index == 1_000 { routines.append(RoutineReport(result: long, diagnostics: long.diagnostics, output: "long.json")) }
        }
        let spool = BuildReportSpool()
        routines.forEach(spool.append)
        var back: [String] = []
        try spool.forEach(written: true) { back.append("\($0.file) \($0.title?.count ?? -1) \($0.output ?? "-")") }
        #expect(back == routines.map { "\($0.file) \($0.title?.count ?? -1) \($0.output ?? "-")" })
        let json = SpoolFile()
        try spool.writeJSON(written: true, to: json)
        #expect(json.isOnDisk)
        #expect(json.data() == BuildReport(routines: routines).jsonData())
    }

    @Test(arguments: [true, false])
    func theTotalsAreTheReportsTotals(written: Bool) throws {
        let spool = BuildReportSpool()
        Self.routines.forEach(spool.append)
        let expected = BuildReport(routines: written ? Self.routines : Self.routines.map { $0.unwritten() }).totals
        let totals = spool.totals(written: written)
        let figures: [Int] = [totals.routines, totals.written, totals.authoredCards, totals.runtimeCards, totals.errors, totals.warnings]
        let expectedFigures: [Int] = [
            expected.routines, expected.written, expected.authoredCards, expected.runtimeCards, expected.errors, expected.warnings,
        ]
        #expect(figures == expectedFigures)
        #expect(totals.written == (written ? 2 : 0))
    }
}

/// The spool's file: what goes in comes back in order, on disk or in memory.
@Suite struct SpoolFileTests {
    @Test(arguments: [true, false])
    func bytesComeBackInOrder(inMemory: Bool) throws {
        let spool = SpoolFile(inMemory: inMemory)
        #expect(spool.isOnDisk == !inMemory)
        var expected: [UInt8] = []
        for index in 0..<50_000 {
            let piece = Array("\(index),".utf8)
            spool.append(piece)
            expected += piece
        }
        #expect(spool.count == Int64(expected.count))
        var pieces = 0
        var back: [UInt8] = []
        let code = spool.forEachPiece { piece in
            pieces += 1
            #expect(piece.count <= 64 * 1024)
            back += piece
            return 0
        }
        #expect(code == 0)
        #expect(back == expected)
        #expect(pieces > 1)
        #expect(spool.data() == Data(expected))
    }

    /// A file that cannot be written (here the write end of a pipe, which `pwrite`
    /// refuses) leaves the bytes in memory, all of them and in order.
    @Test func aFileThatCannotBeWrittenLeavesTheBytesInMemory() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        close(ends[0])
        let spool = SpoolFile(descriptor: ends[1])
        let bytes = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        for start in stride(from: 0, to: bytes.count, by: 1_000) { spool.append(bytes[start..<start + 1_000]) }
        #expect(!spool.isOnDisk)
        #expect(spool.count == Int64(bytes.count))
        #expect(spool.data() == Data(bytes))
    }

    @Test func whatBodyReturnsStopsTheReading() {
        let spool = SpoolFile()
        spool.append(repeatElement(7, count: 200_000))
        var pieces = 0
        let code = spool.forEachPiece { _ in
            pieces += 1
            return 42
        }
        #expect(code == 42)
        #expect(pieces == 1)
    }

    @Test func itIsComparedWithAFileByItsBytes() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("spool-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let bytes = (0..<150_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        let spool = SpoolFile()
        spool.append(bytes)
        let file = directory.appendingPathComponent("same").path
        let folder = open(directory.path, O_RDONLY | O_DIRECTORY)
        try #require(folder >= 0)
        defer { close(folder) }
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        #expect(FileDescriptorIO.fileHolds(spool, named: "same", in: folder))
        var changed = bytes
        changed[140_000] ^= 1
        try Data(changed).write(to: URL(fileURLWithPath: file))
        #expect(!FileDescriptorIO.fileHolds(spool, named: "same", in: folder))
        try Data(bytes.dropLast()).write(to: URL(fileURLWithPath: file))
        #expect(!FileDescriptorIO.fileHolds(spool, named: "same", in: folder))
        #expect(!FileDescriptorIO.fileHolds(spool, named: "missing", in: folder))
        try Data(bytes + [0]).write(to: URL(fileURLWithPath: file))
        #expect(!FileDescriptorIO.fileHolds(spool, named: "same", in: folder))
    }

    /// The file is made when the first piece goes to it: a spool that never holds 64 KiB
    /// (a one-file run's report) makes none, and reads back from memory.
    @Test func aSmallSpoolMakesNoFile() throws {
        let small = SpoolFile()
        small.append(Array("one routine's report".utf8))
        small.append(repeatElement(7, count: 60_000))
        #expect(!small.hasFile)
        #expect(small.isOnDisk)
        #expect(small.data() == Data("one routine's report".utf8) + Data(repeating: 7, count: 60_000))
        let large = SpoolFile()
        large.append(repeatElement(9, count: 70_000))
        #expect(large.hasFile)
        large.append(Array("tail".utf8))
        #expect(large.data() == Data(repeating: 9, count: 70_000) + Data("tail".utf8))
        #expect(try large.read(from: 69_998, count: 4).get() == [9, 9] + Array("ta".utf8))
    }

    /// The spool's file is unlinked as soon as it is made: nothing is left in the
    /// temporary directory, whatever ends the process.
    @Test func itLeavesNothingInTheTemporaryDirectory() throws {
        let temporary = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        let before = try FileManager.default.contentsOfDirectory(atPath: temporary).filter { $0.hasPrefix(".seqc-spool-") }
        let spool = SpoolFile()
        spool.append(repeatElement(1, count: 100_000))
        #expect(spool.hasFile)
        let during = try FileManager.default.contentsOfDirectory(atPath: temporary).filter { $0.hasPrefix(".seqc-spool-") }
        #expect(Set(during).subtracting(before).isEmpty)
    }
}
