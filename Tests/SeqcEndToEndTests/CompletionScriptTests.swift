import Foundation
import Testing

/// The shell completions in completions/ are what `seqc --generate-completion-script`
/// prints (swift-argument-parser's scripts, made from the command definitions), so they
/// never go stale: a changed command or option fails here until
/// `SEQC_RECORD=1 swift test` records them again.
@Suite struct CompletionScriptTests {
    static let scripts: [(shell: String, file: String)] = [
        ("bash", "completions/seqc.bash"), ("zsh", "completions/_seqc"), ("fish", "completions/seqc.fish"),
    ]
    static let commands = ["build", "lint", "rules", "explain", "schema", "templates", "new", "prompt", "decompile"]

    @Test(arguments: scripts)
    func theCheckedInScriptIsWhatSeqcPrints(_ shell: String, _ file: String) throws {
        let run = try SeqcProcess.run(["--generate-completion-script", shell])
        #expect(run.exitCode == 0)
        #expect(run.stderr.isEmpty, "\(run.stderr)")
        Golden.check(run.stdout, against: SeqcProcess.packageRoot.appendingPathComponent(file))
    }

    /// Made from the command definitions, and nothing from the machine that made them.
    @Test(arguments: scripts)
    func theScriptKnowsEveryCommandAndNoPathOfTheBuild(_ shell: String, _ file: String) throws {
        let script = try String(contentsOf: SeqcProcess.packageRoot.appendingPathComponent(file), encoding: .utf8)
        for command in Self.commands {
            #expect(script.contains(command), "\(file) does not know \(command)")
        }
        // Without the dashes: fish names options as `-l format`.
        for option in ["out-dir", "format", "baseline", "strict", "stdin-filename"] {
            #expect(script.contains(option), "\(file) does not know \(option)")
        }
        for machinePath in [SeqcProcess.packageRoot.path, SeqcProcess.binary.deletingLastPathComponent().path, "/tmp/", ".build"] {
            #expect(!script.contains(machinePath), "\(file) holds \(machinePath)")
        }
    }

    /// The bash script, sourced into bash, completes what a user types.
    @Test(arguments: [
        ("seqc bu", "build"), ("seqc de", "decompile"), ("seqc lint --for", "--format"), ("seqc lint --format ", "sarif"),
        ("seqc schema ", "runtime"), ("seqc explain consec", "consecutive-rests"), ("seqc new ", "morning-hiit"),
        ("seqc --ver", "--version"),
    ])
    func bashCompletesWhatIsTyped(_ line: String, _ expected: String) throws {
        let words = line.split(separator: " ", omittingEmptySubsequences: false).map { "'\($0)'" }.joined(separator: " ")
        let script = """
            source completions/seqc.bash
            COMP_WORDS=(\(words))
            COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
            COMP_LINE='\(line)'
            COMP_POINT=${#COMP_LINE}
            _seqc seqc "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let run = try Self.shell(
            "/bin/bash", ["--norc", "--noprofile", "-c", script],
            environment: ["PATH": SeqcProcess.binary.deletingLastPathComponent().path + ":/usr/bin:/bin"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let completions = run.stdout.split(separator: "\n").map(String.init)
        #expect(completions.contains(expected), "'\(line)' completes to \(completions), not \(expected)")
    }

    /// The zsh and fish scripts parse, where those shells are installed.
    @Test(arguments: [("zsh", "completions/_seqc", ["-n"]), ("fish", "completions/seqc.fish", ["--no-execute"])])
    func theScriptParsesInItsShell(_ shell: String, _ file: String, _ flags: [String]) throws {
        guard
            let path = ["/usr/bin/\(shell)", "/bin/\(shell)", "/usr/local/bin/\(shell)", "/opt/homebrew/bin/\(shell)"]
                .first(where: FileManager.default.isExecutableFile(atPath:))
        else { return }
        let run = try Self.shell(path, flags + [file])
        #expect(run.exitCode == 0, "\(shell) cannot parse \(file): \(run.stderr)")
    }

    /// Runs a program other than seqc (a shell, git) in `directory`, by default the package root.
    static func shell(
        _ path: String, _ arguments: [String], in directory: URL = SeqcProcess.packageRoot, environment: [String: String] = [:]
    ) throws -> SeqcProcess.Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Both pipes are read before waiting, each on its own thread, so neither can fill up.
        let group = DispatchGroup()
        nonisolated(unsafe) var errData = Data()
        DispatchQueue.global().async(group: group) { errData = err.fileHandleForReading.readDataToEndOfFile() }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        group.wait()
        return SeqcProcess.Run(
            exitCode: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self), signalled: process.terminationReason == .uncaughtSignal)
    }
}
