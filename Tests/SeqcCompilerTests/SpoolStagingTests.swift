import Foundation
import Testing

@testable import SeqcCompiler

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A report staged from a spool that cannot be read back is the report lost (exit 3,
/// "cannot read back…"), not the report's file unwritable; nothing is left staged.
@Suite struct SpoolStagingTests {
    @Test func aSpoolThatCannotBeReadBackIsTheReportLost() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("spool-staging-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // A spool whose file takes writes but refuses reads (opened write-only), holding
        // more than it keeps in memory, so reading it back goes to the file.
        let backing = directory.appendingPathComponent("backing").path
        let descriptor = open(backing, O_WRONLY | O_CREAT | O_CLOEXEC, 0o600)
        try #require(descriptor >= 0)
        let spool = SpoolFile(descriptor: descriptor)
        spool.append(repeatElement(UInt8(ascii: "x"), count: 200_000))
        let report = directory.appendingPathComponent("report.json").path
        var transaction = OutputTransaction()
        try transaction.beginStaging(forOutputs: [report])
        #expect {
            try transaction.stageNow(spool, to: report)
        } throws: { error in
            (error as? OutputFailure)?.message.hasPrefix("cannot read back the build report's temporary file") == true
        }
        transaction.discardStaged()
        let left = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(left == ["backing"])
    }
}
