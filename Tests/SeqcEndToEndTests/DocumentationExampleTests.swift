import Foundation
import Testing

/// Every YAML example in the README and the guides is a test input: routines compile (or
/// fail, where the guide shows a flawed draft on purpose), configurations load, and the
/// README's transcript is what seqc prints. docs/rules.md is left out: it is generated
/// from the rule definitions, whose examples RuleExampleTests runs.
@Suite struct DocumentationExampleTests {
    struct Block: CustomTestStringConvertible, Sendable {
        let file: String
        let index: Int
        let language: String
        let text: String
        var id: String { "\(file)#\(index)" }
        var testDescription: String { id }
    }

    /// Every guide a user reads: the top-level Markdown files, Schemas/README.md and each
    /// docs/*.md but the generated rule reference (its examples are RuleExampleTests').
    static let documents: [String] = {
        let root = SeqcProcess.packageRoot
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)) ?? []
        let guides = docs.filter { $0.hasSuffix(".md") && $0 != "rules.md" }.sorted().map { "docs/" + $0 }
        return ["README.md", "CONTRIBUTING.md", "CHANGELOG.md", "Schemas/README.md"] + guides
    }()

    /// Routine examples that show a mistake on purpose.
    static let flawedOnPurpose: Set<String> = ["docs/ai.md#1"]
    /// YAML that is not seqc's input (a GitHub workflow, a pre-commit config), by id.
    static let notSeqcInput: Set<String> = ["docs/ci.md#3", "docs/ci.md#4", "docs/ci.md#5"]

    /// Fenced blocks, numbered from 1 per file among blocks of the same language.
    static func blocks(_ language: String) -> [Block] {
        documents.flatMap { file -> [Block] in
            guard let text = try? String(contentsOf: SeqcProcess.packageRoot.appendingPathComponent(file), encoding: .utf8) else {
                return []
            }
            var found: [Block] = []
            var current: [Substring]?
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                if current == nil, line == "```\(language)" {
                    current = []
                } else if current != nil, line == "```" {
                    found.append(
                        Block(file: file, index: found.count + 1, language: language, text: current!.joined(separator: "\n") + "\n"))
                    current = nil
                } else if current != nil {
                    current!.append(line)
                }
            }
            return found
        }
    }

    static func isRoutine(_ block: Block) -> Bool { block.text.contains("\ncards:") }
    static func isConfiguration(_ block: Block) -> Bool { block.text.split(separator: "\n").contains { $0.hasPrefix("rules:") } }

    @Test func everyYAMLExampleIsClassified() {
        for block in Self.blocks("yaml") {
            let kinds = [Self.isRoutine(block), Self.isConfiguration(block), Self.notSeqcInput.contains(block.id)].filter { $0 }
            #expect(kinds.count == 1, "\(block.id) is not a routine, a configuration or a listed non-seqc block")
        }
        #expect(Self.blocks("yaml").filter(Self.isRoutine).count >= 4)
    }

    @Test(arguments: blocks("yaml").filter(isRoutine))
    func routineExampleBehavesAsDocumented(_ block: Block) throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write(block.text, to: "example.routine.yaml")
        let run = try SeqcProcess.run(["lint", "--strict", "--no-color", "example.routine.yaml"], in: dir.url)
        if Self.flawedOnPurpose.contains(block.id) {
            #expect(run.exitCode == 1, "\(block.id) is shown as flawed but lints clean")
        } else {
            #expect(run.exitCode == 0, "\(block.id):\n\(run.stdout)")
        }
    }

    @Test(arguments: blocks("yaml").filter(isConfiguration))
    func configurationExampleLoads(_ block: Block) throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write(block.text, to: ".seqc.yml")
        _ = try dir.write("title: T\ncards:\n  - countdown: Go\n    duration: 5\n", to: "ok.routine.yaml")
        let run = try SeqcProcess.run(["lint", "--no-color"], in: dir.url)
        #expect(run.exitCode == 0, "\(block.id):\n\(run.stdout)\(run.stderr)")
    }

    /// Examples/ without the app package in it (Examples/TimerApp), whose .build can be
    /// hundreds of megabytes: the transcripts use the routines beside it.
    static func copyExamples(to destination: URL) throws {
        let examples = SeqcProcess.packageRoot.appendingPathComponent("Examples")
        try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: examples.path) {
            let item = examples.appendingPathComponent(name)
            if FileManager.default.fileExists(atPath: item.appendingPathComponent("Package.swift").path) { continue }
            try FileManager.default.copyItem(at: item, to: destination.appendingPathComponent(name))
        }
    }

    /// A `text` block that starts with `$ seqc …` is a transcript: run it, compare.
    @Test func transcriptsInTheReadmeAreWhatSeqcPrints() throws {
        let transcripts = Self.blocks("text").filter { $0.file == "README.md" && $0.text.hasPrefix("$ seqc ") }
        #expect(!transcripts.isEmpty)
        for transcript in transcripts {
            let lines = transcript.text.split(separator: "\n", omittingEmptySubsequences: false)
            let arguments = lines[0].dropFirst("$ seqc ".count).split(separator: " ").map(String.init)
            let dir = try TemporaryDirectory()
            try Self.copyExamples(to: dir.url.appendingPathComponent("Examples"))
            let run = try SeqcProcess.run(arguments, in: dir.url)
            #expect(run.stdout == lines.dropFirst().joined(separator: "\n"), "\(transcript.id)")
        }
    }
}
