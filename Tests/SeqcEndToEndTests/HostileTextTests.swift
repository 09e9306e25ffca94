import Foundation
import Testing

/// Titles, keys and file names are user text: whatever they hold, seqc's output shows
/// control characters as visible escapes and never lets user text start a line, so it
/// cannot drive a terminal or issue GitHub Actions workflow commands.
@Suite struct HostileTextTests {
    /// ESC sequences, CR/LF, C1 controls, DEL and bidi overrides, with workflow commands.
    static let payload = #"x\r\n::add-mask::secret\n::stop-commands::t\e[2J\e]0;t\a\x85\x9B31m\x7F\u202E\u2066 ##[add-mask]s"#
    static let fileName = "::error::x\u{1B}[2J\u{202E}.routine.yaml"

    /// A routine that compiles (an interval, so the report names it) and one with an
    /// unknown key, both built from the payload.
    static let valid = """
        title: "\(payload)"
        cards:
          - interval: "\(payload)"
            work: 30s
            rest: 10s
            rounds: 2
        """
    static let invalid = valid + "\n    \"\(payload)\": 1\n"

    /// Every scalar a terminal or CI runner acts on, except the line feeds seqc writes.
    static func controls(in text: String) -> [Unicode.Scalar] {
        text.unicodeScalars.filter { scalar in
            switch scalar.value {
            case 0x0A: false
            case 0x00...0x1F, 0x7F...0x9F, 0x2028...0x202E, 0x2066...0x2069: true
            default: false
            }
        }
    }

    static func expectSafe(_ run: SeqcProcess.Run, annotations: Bool = false, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(!run.signalled, sourceLocation: sourceLocation)
        for (name, stream) in [("stdout", run.stdout), ("stderr", run.stderr)] {
            #expect(controls(in: stream).isEmpty, "raw controls on \(name): \(controls(in: stream))", sourceLocation: sourceLocation)
            for line in stream.split(separator: "\n") {
                let trimmed = line.drop { $0.isWhitespace }
                let ownAnnotation = annotations && (line.hasPrefix("::error file=") || line.hasPrefix("::warning file="))
                #expect(
                    !trimmed.hasPrefix("::") || ownAnnotation, "\(name) line starts a workflow command: \(line)",
                    sourceLocation: sourceLocation)
                #expect(
                    !line.contains("##[") && !line.contains("##vso["), "\(name) line holds a legacy command: \(line)",
                    sourceLocation: sourceLocation)
            }
        }
    }

    private func directory(_ routine: String) throws -> TemporaryDirectory {
        let dir = try TemporaryDirectory()
        try Data(routine.utf8).write(to: dir.url.appendingPathComponent(Self.fileName))
        return dir
    }

    @Test(arguments: [["lint"], ["lint", "--format", "github"], ["build"], ["build", "--format", "github"], ["build", "-o", "-"]])
    func compilingRoutineIsShownSafely(_ command: [String]) throws {
        let dir = try directory(Self.valid)
        let run = try SeqcProcess.run(command + [Self.fileName], in: dir.url)
        #expect(run.exitCode == 0, "\(run.stderr)")
        if command.contains("-o") {
            // Standard output is the runtime JSON (data, kept exact); the report moves to standard error.
            #expect(!run.stdout.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
            Self.expectSafe(.init(exitCode: run.exitCode, stdout: "", stderr: run.stderr, signalled: run.signalled))
            #expect(run.stderr.contains("##\\u{5B}add-mask]s' x2 -> 4"))
        } else {
            Self.expectSafe(run, annotations: command.contains("github"))
        }
        if command == ["build"] {
            #expect(run.stdout.hasPrefix("./::error::x\\u{1B}[2J\\u{202E}.routine.yaml -> "))
            #expect(
                run.stdout.contains(
                    #"interval 'x\r\n::add-mask::secret\n::stop-commands::t\u{1B}[2J\u{1B}]0;t\u{7}\u{85}\u{9B}31m\u{7F}\u{202E}\u{2066} ##\u{5B}add-mask]s' x2 -> 4"#
                ))
        }
    }

    @Test(arguments: [["lint"], ["lint", "--format", "github"], ["build"], ["build", "--format", "github"]])
    func failingRoutineIsShownSafely(_ command: [String]) throws {
        let dir = try directory(Self.invalid)
        let run = try SeqcProcess.run(command + [Self.fileName], in: dir.url)
        #expect(run.exitCode == 1)
        Self.expectSafe(run, annotations: command.contains("github"))
        #expect((run.stdout + run.stderr).contains(#"unknown key 'x\r\n::add-mask::secret"#))
    }

    /// On a real terminal (util-linux `script`) the only escape sequences are seqc's own colours.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func colourIsTheOnlyEscapeOnATerminal() throws {
        let dir = try directory(Self.invalid)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qec", "'\(SeqcProcess.binary.path)' lint *.routine.yaml", "/dev/null"]
        process.currentDirectoryURL = dir.url
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "NO_COLOR")
        environment["TERM"] = "xterm"
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(output.contains("\u{1B}[1;31m"), "colour is on")
        // The terminal turns each line feed into CR LF; seqc's colours are SGR sequences.
        let rest = output.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
            .replacingOccurrences(of: "\r\n", with: "\n")
        Self.expectSafe(.init(exitCode: 0, stdout: rest, stderr: "", signalled: false))
        #expect(rest.contains("checked 1 file: 1 error, 0 warnings"))
    }

    @Test func decompiledRoutineIsShownSafely() throws {
        let dir = try directory(Self.valid)
        #expect(try SeqcProcess.run(["build", "--out-dir", "out", Self.fileName], in: dir.url).exitCode == 0)
        let json = try #require(try FileManager.default.contentsOfDirectory(atPath: dir.url.appendingPathComponent("out").path).first)
        let run = try SeqcProcess.run(["decompile", "out/\(json)"], in: dir.url)
        #expect(run.exitCode == 0)
        Self.expectSafe(run)
        // It still means the same routine.
        try Data(run.stdout.utf8).write(to: dir.url.appendingPathComponent("again.routine.yaml"))
        #expect(
            try SeqcProcess.run(["build", "-o", "-", "again.routine.yaml"], in: dir.url).stdout
                == String(decoding: try Data(contentsOf: dir.url.appendingPathComponent("out/\(json)")), as: UTF8.self))
    }

    /// `lint --diff` shows the file's own lines: a context line holding `::` after blanks,
    /// bidi controls and `##[` in a changed line, and a hostile file name in the headers.
    @Test func aFixDiffIsShownSafely() throws {
        let routine = """
            cards:
              - info: Notes
                text: |
                  ::add-mask::secret
                  ::stop-commands::t
                  \u{3000}::warning::ideographic space
              - countdown: "A \u{202E}\u{2066}\u{061C} ##[add-mask]s"
                duration: 45S
            title: T

            """
        let dir = try directory(routine)
        let run = try SeqcProcess.run(["lint", "--diff", Self.fileName], in: dir.url)
        #expect(run.exitCode == 1)
        Self.expectSafe(run)
        #expect(run.stdout.hasPrefix("--- a/::error::x\\u{1B}[2J\\u{202E}.routine.yaml\n"))
        #expect(run.stdout.contains("\n       \\u{3A}:stop-commands::t\n"))
        #expect(run.stdout.contains("\n       \u{3000}\\u{3A}:warning::ideographic space\n"))
        #expect(run.stdout.contains("\n-    duration: 45S\n+    duration: 45s\n"))
        #expect(run.stdout.contains(#"  - countdown: "A \u{202E}\u{2066}\u{61C} ##\u{5B}add-mask]s""#))
    }

    /// Lines with nothing to hide are printed byte for byte: CRLF line ends stay, so the
    /// diff still applies.
    @Test func aFixDiffKeepsOrdinaryLinesExact() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write("title: T\r\ncards:\r\n  - countdown: A\r\n    duration: 45S\r\n", to: "crlf.routine.yaml")
        let crlf = try SeqcProcess.run(["lint", "--diff", "crlf.routine.yaml"], in: dir.url)
        #expect(crlf.exitCode == 1)
        #expect(crlf.stdout.contains("\r\n-    duration: 45S\r\n+    duration: 45s\r\n"), "\(crlf.stdout.debugDescription)")
    }

    @Test func decompileErrorsAreShownSafely() throws {
        let dir = try TemporaryDirectory()
        let kind = "x\\u001b[2J\\n::add-mask::s\\u0085"
        let json =
            #"{"formatVersion": 1, "sequence": {"id": "00000000-0000-0000-0000-000000000000", "slug": "a", "title": "t", "tags": [], "cards": [{"id": "00000000-0000-0000-0000-000000000000", "title": "c", "kind": "\#(kind)", "config": {}}]}, "runtime": {"cards": []}}"#
        try Data(json.utf8).write(to: dir.url.appendingPathComponent(Self.fileName))
        let run = try SeqcProcess.run(["decompile", Self.fileName], in: dir.url)
        #expect(run.exitCode == 1)
        // A positioned diagnostic, its file name escaped so it cannot start a command.
        #expect(run.stderr.hasPrefix("./::error::x\\u{1B}[2J\\u{202E}.routine.yaml:1:"), "\(run.stderr)")
        #expect(run.stderr.contains(": error: unknown card kind 'x\\u{1B}[2J\\n::add-mask::s\\u{85}' [unknown-kind]"), "\(run.stderr)")
        Self.expectSafe(run)
        let missing = try SeqcProcess.run(["decompile", "missing\u{1B}[2J\n::add-mask::s.json"], in: dir.url)
        #expect(missing.exitCode == 1)
        Self.expectSafe(missing)
    }

    @Test(arguments: ["json", "sarif"])
    func machineFormatsKeepUserTextInsideStrings(_ format: String) throws {
        let dir = try directory(Self.invalid)
        let run = try SeqcProcess.run(["lint", "--format", format, Self.fileName], in: dir.url)
        #expect(run.exitCode == 1)
        // JSON escapes every C0 control, so user text cannot break or start a line.
        #expect(!run.stdout.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        for line in run.stdout.split(separator: "\n") { #expect(!line.drop { $0 == " " }.hasPrefix("::")) }
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8))
        #expect(String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self).contains("add-mask"))
    }

    /// Tens of thousands of diagnostics in one file render as text, each with its snippet
    /// (this took minutes when every snippet rescanned the file).
    @Test func manyDiagnosticsRenderAsText() throws {
        let count = 60_000
        var text = "title: T\ncards:\n  - info: x\n"
        for index in 0..<count { text += "k\(index): 1\n" }
        let dir = try TemporaryDirectory()
        try Data(text.utf8).write(to: dir.url.appendingPathComponent("many.routine.yaml"))
        let run = try SeqcProcess.run(["lint", "many.routine.yaml"], in: dir.url, timeout: 600)
        #expect(run.exitCode == 1)
        #expect(run.stdout.hasSuffix("checked 1 file: \(count) errors, 0 warnings\n"))
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.filter { $0.hasPrefix("many.routine.yaml:") }.count == count)
        let last = count + 3
        #expect(lines.contains("\(last) | k\(count - 1): 1"[...]) || lines.contains(" \(last) | k\(count - 1): 1"[...]))
    }

    /// A routine on one very long line: every diagnostic's snippet is a bounded excerpt
    /// with the caret under its key.
    @Test func aVeryLongLineShowsExcerpts() throws {
        let keys = (0..<20_000).map { "key\($0): 1" }.joined(separator: ", ")
        let dir = try TemporaryDirectory()
        try Data("{title: T, cards: [{info: x}], \(keys)}\n".utf8).write(to: dir.url.appendingPathComponent("wide.routine.yaml"))
        let run = try SeqcProcess.run(["lint", "wide.routine.yaml"], in: dir.url, timeout: 600)
        #expect(run.exitCode == 1)
        let lines = run.stdout.split(separator: "\n")
        let snippets = lines.filter { $0.hasPrefix("    1 | ") }
        #expect(snippets.count == 20_000)
        #expect(snippets.allSatisfy { $0.count <= "    1 | ".count + 120 })
        // The caret of the last diagnostic sits under `key19999`.
        let index = try #require(lines.lastIndex { $0.hasPrefix("    1 | ") })
        let caret = try #require(lines[index + 1].firstIndex(of: "^"))
        let offset = lines[index + 1].distance(from: lines[index + 1].startIndex, to: caret)
        #expect(Array(lines[index])[offset...].prefix(8).map(String.init).joined() == "key19999")
    }
}
