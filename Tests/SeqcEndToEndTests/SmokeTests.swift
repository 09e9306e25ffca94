import Foundation
import Testing

@Suite struct SmokeTests {
    @Test func versionPrintsAndExitsZero() throws {
        let run = try SeqcProcess.run(["--version"])
        #expect(run.exitCode == 0)
        #expect(run.stdout.hasPrefix("seqc "))
    }
}
