import Foundation
import Testing

/// Colour appears only on a terminal, and never with --no-color or NO_COLOR. A real
/// pseudo-terminal comes from util-linux `script`.
@Suite struct ColorTests {
    static let fixture = "Tests/SeqcEndToEndTests/Fixtures/compile/unknown-kind.routine.yaml"
    static let escape = "\u{1B}["

    private func onTerminal(_ command: String, environment: [String: String] = [:]) throws -> SeqcProcess.Run {
        let quoted = "'\(SeqcProcess.binary.path)' \(command)"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qec", quoted, "/dev/null"]
        process.currentDirectoryURL = SeqcProcess.checkout
        var env = ProcessInfo.processInfo.environment
        env.removeValue(forKey: "NO_COLOR")
        env["TERM"] = "xterm"
        env.merge(environment) { _, new in new }
        process.environment = env
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return .init(exitCode: process.terminationStatus, stdout: String(decoding: data, as: UTF8.self), stderr: "", signalled: false)
    }

    @Test func pipedOutputHasNoColour() throws {
        let run = try SeqcProcess.run(["lint", Self.fixture])
        #expect(run.exitCode == 1)
        #expect(!run.stdout.contains(Self.escape))
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func aTerminalGetsColourUnlessDisabled() throws {
        #expect(try onTerminal("lint \(Self.fixture)").stdout.contains(Self.escape))
        #expect(!(try onTerminal("lint --no-color \(Self.fixture)").stdout.contains(Self.escape)))
        #expect(!(try onTerminal("lint \(Self.fixture)", environment: ["NO_COLOR": "1"]).stdout.contains(Self.escape)))
    }
}
