import Foundation
import Testing

/// Runs bench/repair_score.py, the draft corpus's scoring harness.
struct HarnessRun {
    var exitCode: Int32
    var stdout: String
    var stderr: String

    /// The harness's JSON report, when it printed one.
    var report: [String: Any]? {
        (try? JSONSerialization.jsonObject(with: Data(stdout.utf8))) as? [String: Any]
    }

    /// The outcome of one draft in one mode (`safe` or `unsafe`), by file name.
    func outcome(of draft: String, mode: String) -> String? {
        let drafts = report?["drafts"] as? [[String: Any]] ?? []
        return drafts.first { $0["draft"] as? String == draft }?[mode] as? String
    }

    static let script = SeqcProcess.packageRoot.appendingPathComponent("bench/repair_score.py")

    /// Runs the harness over `directories` with `seqc` and any `options` (`--json` unless
    /// `json` is false), killed after `timeout` seconds so a hang fails the test instead
    /// of stalling the suite.
    static func run(
        _ directories: [String], seqc: String, options: [String] = [], json: Bool = true, timeout: TimeInterval = 900
    ) throws -> HarnessRun {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path] + directories + ["--seqc", seqc] + (json ? ["--json"] : []) + options
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let group = DispatchGroup()
        nonisolated(unsafe) var outData = Data(), errData = Data()
        DispatchQueue.global().async(group: group) { outData = out.fileHandleForReading.readDataToEndOfFile() }
        DispatchQueue.global().async(group: group) { errData = err.fileHandleForReading.readDataToEndOfFile() }
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            Issue.record("bench/repair_score.py ran past its \(Int(timeout)) s timeout and was killed")
        }
        process.waitUntilExit()
        group.wait()
        return HarnessRun(
            exitCode: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }
}
