import Foundation
import Testing

/// seqc's outputs land in CI job logs, whose runners obey commands in a log's lines
/// (GitHub Actions `::error::`, `##[error]`; Azure Pipelines `##vso[...]`). Every command
/// is run, in every format it has, over routines whose titles, tags, items, keys, ids and
/// file names are made of such commands, whole and split: nothing it prints or writes
/// holds a command from user text. JSON and YAML outputs hold no `::`, `##[` or `##vso[`
/// at all (they escape the `:` or `[` that completes one, value-preserving) and still
/// decode to the text given; text outputs start no line with `::` and hold no `##[` or
/// `##vso[`.
@Suite struct WorkflowCommandOutputTests {
    /// The forms, whole and split so that neighbouring texts could join into one.
    static let forms = [
        "::error::x", "##[error]x", "##vso[task.setvariable variable=a]x", "ends with:", ":starts", "ends with #", "#[starts",
        "##VSO[task.complete]x", "a:::b####[c##v#Vso[", "x\n::warning::y", "::", "#",
    ]
    static let validName = "::error::f ##[error]f ##vso[task.complete]f ##VSO[x]f.routine.yaml"
    static let invalidName = "#[x]::warning::g ##.routine.yaml"
    static let runtimeName = "::error::d##[x].json"

    /// A YAML double-quoted scalar of `text`.
    static func quoted(_ text: String) -> String {
        "\""
            + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n") + "\""
    }

    static func form(_ index: Int) -> String { forms[index % forms.count] }

    /// The texts of the routine, each a value of the runtime JSON.
    static let texts: [String] = (0..<14).map { form($0) + (($0 % 3 == 0) ? form($0 + 5) : "") }

    static func routine(extra: String = "") -> String {
        let t = texts.map(quoted)
        return """
            title: \(t[0])
            summary: \(t[1])
            tags: [\(t[2]), \(t[3])]
            cards:
              - interval: \(t[4])
                work: 30s
                rest: 10s
                rounds: 3
              - rest: \(t[5])
                duration: 10s
              - checklist: \(t[6])
                items: [\(t[7]), \(t[8]), \(t[9])]
              - info: \(t[10])
                text: \(t[11])
              - countdown: \(t[12])
                duration: 45s\(extra)

            """
    }

    static let valid = routine()
    /// Warnings only (a rest after the interval's final rest, a ` #` that cuts a title
    /// short, with its fix), so lint's baseline and `--fix` have something to write.
    static let fixable = routine(extra: "\n  - info: Leg #3 ##[x] ::warning::z")
    /// An unknown key and an id that is not one, both quoted by their diagnostics.
    static let invalid = routine(extra: "\n    id: \(quoted("::bad##[id]"))\n    \(quoted(texts[13] + form(2))): 1")

    enum Kind: Sendable { case text, json, yaml }

    /// One run: its arguments, the files it starts with, what its standard output is, and
    /// texts its JSON outputs must decode to.
    ///
    /// Texts, not `Data`: LeakSanitizer reports a `Data` kept in a static case list as
    /// leaked (scripts/ci/sanitizers.sh), and the test host's leaks must not hide seqc's.
    struct Case: CustomTestStringConvertible, Sendable {
        var arguments: [String]
        var files: [String: String] = [:]
        var stdin: String?
        var stdout: Kind = .text
        var stderr: Kind = .text
        var annotations = false
        var decodesTo: [String] = []
        var testDescription: String { arguments.joined(separator: " ") }
    }

    /// The runtime JSON of the valid routine, built once as a decompile input.
    static let runtimeJSON: String = {
        let dir = try! TemporaryDirectory()
        _ = try! dir.write(valid, to: "r.routine.yaml")
        return try! SeqcProcess.run(["build", "-o", "-", "r.routine.yaml"], in: dir.url).stdout
    }()

    /// A subcommand as the binary describes itself (`--experimental-dump-help`).
    struct Subcommand: Sendable {
        struct Option: Sendable {
            var names: [String]
            var isOption: Bool
            var values: [String]
        }
        var name: String
        var options: [Option]
    }

    static let subcommands: [Subcommand] = {
        let run = try! SeqcProcess.run(["--experimental-dump-help"])
        let object = try! JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as! [String: Any]
        let command = object["command"] as! [String: Any]
        return (command["subcommands"] as! [[String: Any]]).map { subcommand in
            let options = (subcommand["arguments"] as? [[String: Any]] ?? []).map { argument in
                Subcommand.Option(
                    names: (argument["names"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String },
                    isOption: argument["kind"] as? String == "option", values: argument["allValues"] as? [String] ?? [])
            }
            return Subcommand(name: subcommand["commandName"] as! String, options: options)
        }
    }()

    /// Every value of `command`'s `--format`, as the binary lists them.
    static func formats(of command: String) -> [String] {
        subcommands.first { $0.name == command }?.options.first { $0.names.contains("format") }?.values ?? []
    }

    static let cases: [Case] = {
        let valid = Self.valid, fixable = Self.fixable, invalid = Self.invalid
        let hostile = "::error::a##[b]##vso[c]##VsO[d]"
        var cases: [Case] = []
        let machine = { (format: String) -> Kind in format == "json" || format == "sarif" ? .json : .text }
        // The unknown key's diagnostic quotes it; SARIF's `uri` percent-encodes the file name.
        let decoded = { (format: String) -> [String] in
            switch format {
            case "json": [texts[13] + form(2), invalidName]
            case "sarif": [texts[13] + form(2)]
            default: []
            }
        }
        for format in formats(of: "build") {
            cases.append(
                Case(
                    arguments: ["build", "--format", format, "--out-dir", "out", validName], files: [validName: valid],
                    stderr: machine(format), annotations: format == "github"))
            cases.append(
                Case(
                    arguments: ["build", "--format", format, invalidName], files: [invalidName: invalid],
                    stderr: machine(format), annotations: format == "github", decodesTo: decoded(format)))
        }
        cases += [
            Case(arguments: ["build", validName], files: [validName: valid]),
            Case(arguments: ["build", "-o", "-", validName], files: [validName: valid], stdout: .json, decodesTo: texts),
            Case(arguments: ["build", "-o", "##vso[o]::x.json", validName], files: [validName: valid], decodesTo: texts),
            Case(
                arguments: ["build", "--out-dir", "out", "--report", "-", validName], files: [validName: valid], stdout: .json,
                decodesTo: [validName]),
            Case(
                arguments: ["build", "--out-dir", "out", "--report", "report.json", validName], files: [validName: valid],
                decodesTo: [validName]),
            Case(
                arguments: ["build", "--format", "json", "--report", "-", "--out-dir", "out", invalidName], files: [invalidName: invalid],
                stdout: .json, stderr: .json),
            Case(arguments: ["build", "--stdin-filename", validName, "-o", "-", "-"], stdin: valid, stdout: .json, decodesTo: texts),
        ]
        for format in formats(of: "lint") {
            cases.append(
                Case(
                    arguments: ["lint", "--format", format, validName, invalidName], files: [validName: fixable, invalidName: invalid],
                    stdout: machine(format), annotations: format == "github",
                    decodesTo: decoded(format)))
            cases.append(
                Case(
                    arguments: ["lint", "--format", format, "-o", "report.\(format == "sarif" ? "json" : format)", validName, invalidName],
                    files: [validName: fixable, invalidName: invalid], annotations: format == "github"))
        }
        cases += [
            Case(arguments: ["lint", "--fix", "--diff", validName], files: [validName: fixable]),
            Case(arguments: ["lint", "--diff", validName, invalidName], files: [validName: fixable, invalidName: invalid]),
            Case(
                arguments: ["lint", "--format", "json", "--stdin-filename", hostile, "-"], stdin: invalid, stdout: .json,
                decodesTo: [hostile]),
            Case(arguments: ["lint", "--write-baseline", "baseline.json", validName], files: [validName: fixable]),
            Case(arguments: ["lint", "--baseline", hostile, validName], files: [validName: fixable]),
            Case(arguments: ["decompile", runtimeName], files: [runtimeName: runtimeJSON], stdout: .yaml),
            Case(arguments: ["decompile", runtimeName, "-o", "back.routine.yaml"], files: [runtimeName: runtimeJSON]),
            Case(arguments: ["decompile", "--stdin-filename", hostile, "-"], stdin: #"{"formatVersion": "::x##[y]"}"#),
            Case(arguments: ["format", "--check", validName, invalidName], files: [validName: fixable, invalidName: invalid]),
            Case(
                arguments: ["format", "--diff", validName], files: [validName: fixable.replacingOccurrences(of: "\n  - ", with: "\n  -   ")]
            ),
            Case(arguments: ["format", validName, invalidName], files: [validName: fixable, invalidName: invalid]),
            Case(arguments: ["explain", hostile]),
            Case(arguments: ["explain", "unknown-key"]),
            Case(arguments: ["schema", hostile]),
            Case(arguments: ["schema", "runtime", "-o", "runtime.schema.json"]),
            Case(arguments: ["new", hostile]),
            Case(arguments: ["new", "tabata", "-"], stdout: .yaml),
            Case(arguments: ["new", "tabata", "::error::n ##[e].routine.yaml"]),
            Case(arguments: ["new", "tabata", "-", "--schema", "##vso[x]::y"]),
            Case(arguments: ["init", "::error::d ##[e]", "--github-actions", "--pre-commit"]),
            Case(arguments: ["lsp"], stdin: languageServerSession(invalid)),
            Case(arguments: ["preview", "--format", "svg", validName], files: [validName: valid]),
            Case(arguments: ["preview", "--format", "html", validName, "-o", "picture.html"], files: [validName: valid]),
            Case(arguments: ["preview", invalidName, "--output", "picture.svg"], files: [invalidName: invalid]),
            Case(arguments: ["show", validName, "--width", "60"], files: [validName: valid]),
            Case(arguments: ["show", "--stdin-filename", hostile, "-"], stdin: invalid),
            Case(arguments: ["lint", validName, "--summary", "summary.md"], files: [validName: valid]),
            Case(arguments: ["build", validName, "--out-dir", "out", "--summary", "summary.md"], files: [validName: valid]),
        ]
        for name in ["routine", "runtime", "llm"] { cases.append(Case(arguments: ["schema", name], stdout: .json)) }
        for command in ["rules", "templates", "prompt"] {
            for format in formats(of: command) { cases.append(Case(arguments: [command, "--format", format], stdout: machine(format))) }
        }
        return cases
    }()

    /// Framed messages for `seqc lsp`: `text` opened under a hostile name, then a hover on
    /// each of its first lines (which quotes its keys) and a shutdown.
    static func languageServerSession(_ text: String) -> String {
        func escaped(_ value: String) -> String {
            let data = try! JSONSerialization.data(withJSONObject: [value])
            return String(decoding: data.dropFirst().dropLast(), as: UTF8.self)
        }
        let uri = escaped("untitled:" + invalidName)
        var messages = [
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#,
            #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":\#(uri),"languageId":"yaml","version":1,"text":\#(escaped(text))}}}"#,
        ]
        for line in 0..<20 {
            messages.append(
                #"{"jsonrpc":"2.0","id":\#(line + 2),"method":"textDocument/hover","params":{"textDocument":{"uri":\#(uri)},"position":{"line":\#(line),"character":4}}}"#
            )
        }
        messages += [#"{"jsonrpc":"2.0","id":99,"method":"shutdown"}"#, #"{"jsonrpc":"2.0","method":"exit"}"#]
        return messages.map { "Content-Length: \($0.utf8.count)\r\n\r\n" + $0 }.joined()
    }

    /// A new command, a new format or a new output option is not left out of the runs.
    @Test func theRunsCoverEveryCommandFormatAndOutputOption() {
        for subcommand in Self.subcommands where subcommand.name != "help" {
            let name = subcommand.name
            let runs = Self.cases.filter { $0.arguments.first == name }
            #expect(!runs.isEmpty, "no run of \(name)")
            for format in Self.formats(of: name) {
                #expect(runs.contains { $0.arguments.contains(["--format", format]) }, "\(name) --format \(format) is not run")
            }
            for option in subcommand.options where option.isOption {
                guard option.names.contains(where: { ["output", "out-dir", "report", "write-baseline"].contains($0) }) else { continue }
                let spelled = option.names.map { $0.count == 1 ? "-\($0)" : "--\($0)" }
                #expect(runs.contains { run in spelled.contains { run.arguments.contains($0) } }, "\(name) \(spelled) is not run")
            }
        }
        #expect(Self.formats(of: "lint").count >= 4)
    }

    @Test(arguments: cases)
    func nothingAnOutputHoldsIsACommand(_ run: Case) throws {
        let dir = try TemporaryDirectory()
        for (name, text) in run.files { try Data(text.utf8).write(to: dir.url.appendingPathComponent(name)) }
        let before = try Self.files(in: dir.url)
        let result = try SeqcProcess.run(run.arguments, in: dir.url, stdin: run.stdin.map { Data($0.utf8) })
        #expect(!result.signalled && [0, 1, 2].contains(result.exitCode), "\(result.transcript)")
        var outputs: [(label: String, text: String, kind: Kind)] = [
            ("stdout", result.stdout, run.stdout), ("stderr", result.stderr, run.stderr),
        ]
        for (path, data) in try Self.files(in: dir.url) where before[path] != data {
            // A routine `lint --fix` repairs is the user's own file, their text as they wrote it.
            guard before[path] == nil else { continue }
            let kind: Kind = path.hasSuffix(".json") ? .json : path.hasSuffix(".yaml") ? .yaml : .text
            outputs.append((path, String(decoding: data, as: UTF8.self), kind))
        }
        var decoded: [String] = []
        for output in outputs {
            Self.expectNoCommand(in: output.text, label: output.label, annotations: run.annotations)
            guard output.kind != .text else { continue }
            Self.expectStrict(output.text, label: output.label)
            if output.kind == .json, !output.text.isEmpty {
                let object = try JSONSerialization.jsonObject(with: Data(output.text.utf8))
                decoded += Self.strings(in: object)
            }
        }
        for text in run.decodesTo {
            #expect(decoded.contains { $0.contains(text) }, "no JSON output decodes to \(text.debugDescription)")
        }
        // A decompiled routine still means the one it came from.
        if run.arguments.first == "decompile", result.exitCode == 0, let yaml = outputs.first(where: { $0.kind == .yaml }) {
            _ = try dir.write(yaml.text, to: "again.routine.yaml")
            let again = try SeqcProcess.run(["build", "-o", "-", "again.routine.yaml"], in: dir.url)
            #expect(again.stdout == Self.runtimeJSON)
        }
    }

    /// No line starts, after blanks, with `::` (but the GitHub format's own annotations),
    /// and none holds `##[` or `##vso[` in any case.
    static func expectNoCommand(in text: String, label: String, annotations: Bool, sourceLocation: SourceLocation = #_sourceLocation) {
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0.isWhitespace }
            let own = annotations && ["::error ", "::warning ", "::notice "].contains { line.hasPrefix($0) }
            #expect(!trimmed.hasPrefix("::") || own, "\(label) line starts a command: \(line)", sourceLocation: sourceLocation)
            let lower = line.lowercased()
            #expect(
                !lower.contains("##[") && !lower.contains("##vso["), "\(label) line holds a command: \(line)",
                sourceLocation: sourceLocation)
        }
    }

    /// No `::`, `##[` or `##vso[` anywhere: a JSON or YAML output.
    static func expectStrict(_ text: String, label: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let lower = text.lowercased()
        #expect(
            !lower.contains("::") && !lower.contains("##[") && !lower.contains("##vso["), "\(label) holds a command:\n\(text)",
            sourceLocation: sourceLocation)
    }

    /// Every key and string value in a decoded JSON value.
    static func strings(in value: Any) -> [String] {
        switch value {
        case let text as String: [text]
        case let array as [Any]: array.flatMap(strings(in:))
        case let object as [String: Any]: object.flatMap { [$0.key] + strings(in: $0.value) }
        default: []
        }
    }

    /// Every file under `root`, by path relative to it.
    static func files(in root: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        guard let walk = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) else { return files }
        for case let url as URL in walk where (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true {
            files[String(url.path.dropFirst(root.path.count + 1))] = try Data(contentsOf: url)
        }
        return files
    }
}
