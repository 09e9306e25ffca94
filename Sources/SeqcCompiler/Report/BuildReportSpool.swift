import SeqcModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The report of a streamed `seqc build`, gathered one routine at a time in a
/// ``SpoolFile`` instead of memory, and written out at the end in the bytes
/// ``BuildReport`` writes (a test holds the two equal): a build of 100,000 routines
/// keeps none of their reports in memory. Whether the outputs were written is known only
/// at the end, so every routine is kept with its output and the writing drops it when
/// the build wrote nothing.
public final class BuildReportSpool {
    private let spool: SpoolFile
    private var record: [UInt8] = []
    private var totals = BuildReport.Totals()

    /// An empty report; `inMemory` keeps it in memory rather than in a temporary file.
    public init(inMemory: Bool = false) {
        spool = SpoolFile(inMemory: inMemory)
    }

    /// Adds `routine`, after those added before it.
    public func append(_ routine: RoutineReport) {
        record.removeAll(keepingCapacity: true)
        // The record's length first, so reading finds where each one ends.
        record.append(contentsOf: repeatElement(0, count: 8))
        routine.appendRecord(to: &record)
        withUnsafeBytes(of: Int64(record.count - 8).littleEndian) { length in
            for index in 0..<8 { record[index] = length[index] }
        }
        spool.append(record)
        totals.add(routine)
    }

    /// The totals ``BuildReport`` would give the routines added; `written` false: as
    /// ``RoutineReport/unwritten()`` leaves each of them.
    public func totals(written: Bool) -> BuildReport.Totals {
        written ? totals : totals.unwritten()
    }

    /// Calls `body` with every routine in the order added, each ``RoutineReport/unwritten()``
    /// unless `written`.
    public func forEach(written: Bool, _ body: (RoutineReport) throws -> Void) throws {
        var carry: [UInt8] = []
        var failure: (any Error)?
        let code = spool.forEachPiece { piece in
            carry.append(contentsOf: piece)
            let used = carry.withUnsafeBytes { bytes -> Int in
                var used = 0
                while bytes.count - used >= 8 {
                    var length: Int64 = 0
                    withUnsafeMutableBytes(of: &length) {
                        $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[used..<used + 8]))
                    }
                    // The file is seqc's own and unlinked; a length that does not fit is
                    // still an error, not a trap.
                    guard let count = Int(exactly: Int64(littleEndian: length)), count >= 0 else {
                        failure = OutputFailure.reportLost(errno: EIO)
                        return used
                    }
                    guard bytes.count - used - 8 >= count else { break }
                    var reader = RecordReader(UnsafeRawBufferPointer(rebasing: bytes[used + 8..<used + 8 + count]))
                    guard let routine = RoutineReport(record: &reader), reader.isAtEnd else {
                        failure = OutputFailure.reportLost(errno: EIO)
                        return used
                    }
                    do {
                        try body(written ? routine : routine.unwritten())
                    } catch {
                        failure = error
                        return used
                    }
                    used += 8 + count
                }
                return used
            }
            carry.removeFirst(used)
            return failure == nil ? 0 : -1
        }
        if let failure { throw failure }
        if code != 0 || !carry.isEmpty { throw OutputFailure.reportLost(errno: code > 0 ? code : EIO) }
    }

    /// The text for people (``BuildReport/text``), given to `write` in pieces of about
    /// 64 KiB.
    public func writeText(written: Bool, to write: (String) throws -> Void) throws {
        // A build that wrote nothing says, of each routine that built, which failed.
        let failed = written ? [] : try failedRoutines()
        // Bytes, made a string once per piece: appending to a string piece by piece cost
        // several times as much.
        var text: [UInt8] = []
        text.reserveCapacity(72 * 1024)
        try forEach(written: written) { routine in
            BuildReport.appendBlock(routine, to: &text, notWrittenBecause: BuildReport.notWrittenReason(routine, failed: failed))
            if text.count >= 64 * 1024 {
                try write(String(decoding: text, as: UTF8.self))
                text.removeAll(keepingCapacity: true)
            }
        }
        text.append(text: BuildReport.failureSummary(failed: failed, of: totals.routines))
        if !text.isEmpty { try write(String(decoding: text, as: UTF8.self)) }
    }

    /// The files of the routines that failed, in the report's order.
    private func failedRoutines() throws -> [String] {
        var failed: [String] = []
        try forEach(written: false) { routine in
            if BuildReport.failed(routine) { failed.append(routine.file) }
        }
        return failed
    }

    /// The `--report` JSON (``BuildReport/jsonData()``), appended to `json` a piece of
    /// about 64 KiB at a time.
    package func writeJSON(written: Bool, to json: SpoolFile) throws {
        var writer = PrettyJSONWriter(capacity: 72 * 1024)
        BuildReport.beginDocument(&writer)
        try forEach(written: written) { routine in
            BuildReport.addRoutine(routine, to: &writer)
            if writer.byteCount >= 64 * 1024 { writer.drain { json.append($0) } }
        }
        BuildReport.endDocument(&writer, totals: totals(written: written))
        writer.endDocument()
        writer.drain { json.append($0) }
    }
}
