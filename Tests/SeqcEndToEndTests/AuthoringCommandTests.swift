import Foundation
import SeqcModel
import Testing

/// `seqc schema`, `templates`, `new` and `prompt`, run as real processes.
@Suite struct AuthoringCommandTests {
    static let fixtures = SeqcProcess.packageRoot.appendingPathComponent("Tests/SeqcEndToEndTests/Fixtures/authoring")

    @Test(arguments: [("routine", "routine.schema.json"), ("runtime", "runtime.schema.json"), ("llm", "routine.llm.schema.json")])
    func schemaPrintsTheCommittedFile(_ name: String, _ file: String) throws {
        let run = try SeqcProcess.run(["schema", name])
        #expect(run.exitCode == 0)
        let committed = try String(contentsOf: SeqcProcess.packageRoot.appendingPathComponent("Schemas/\(file)"), encoding: .utf8)
        #expect(run.stdout == committed)
    }

    /// Each provider form is printed as committed; without `--dialect` the llm schema is the
    /// committed generic one (above), and a dialect elsewhere or an unknown one is misuse.
    @Test(arguments: ["openai", "anthropic", "gemini"])
    func dialectPrintsTheCommittedFile(_ dialect: String) throws {
        let run = try SeqcProcess.run(["schema", "llm", "--dialect", dialect])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let committed = try String(
            contentsOf: SeqcProcess.packageRoot.appendingPathComponent("Schemas/routine.llm.\(dialect).json"), encoding: .utf8)
        #expect(run.stdout == committed)
        #expect(run.stdout != (try SeqcProcess.run(["schema", "llm"])).stdout)
    }

    @Test func aDialectOutsideLLMOrUnknownIsMisuse() throws {
        let elsewhere = try SeqcProcess.run(["schema", "routine", "--dialect", "openai"])
        #expect(elsewhere.exitCode == 2)
        #expect(elsewhere.stderr.contains("--dialect applies to the llm schema only"))
        let unknown = try SeqcProcess.run(["schema", "llm", "--dialect", "gemni"])
        #expect(unknown.exitCode == 2)
        #expect(unknown.stderr.contains("did you mean 'gemini'?"))
        #expect(unknown.stdout.isEmpty)
    }

    @Test func unknownSchemaSuggestsAndIsMisuse() throws {
        let run = try SeqcProcess.run(["schema", "rutine"])
        #expect(run.exitCode == 2)
        #expect(run.stderr.contains("did you mean 'routine'?"))
    }

    @Test func templatesListing() throws {
        let text = try SeqcProcess.run(["templates"])
        let json = try SeqcProcess.run(["templates", "--format", "json"])
        #expect(text.exitCode == 0 && json.exitCode == 0)
        Golden.check(text.transcript, against: Self.fixtures.appendingPathComponent("templates.out"))
        Golden.check(json.transcript, against: Self.fixtures.appendingPathComponent("templates-json.out"))
    }

    /// Outside the repository: the templates are in the binary, and each starter
    /// compiles with no warnings (build --strict succeeds).
    @Test func newWritesAStarterThatLintsClean() throws {
        let directory = try TemporaryDirectory()
        let names = try templateNames()
        #expect(names.count >= 6)
        for name in names {
            let path = "starters/\(name)-copy.routine.yaml"
            try FileManager.default.createDirectory(at: directory.url.appendingPathComponent("starters"), withIntermediateDirectories: true)
            let created = try SeqcProcess.run(["new", name, path], in: directory.url)
            #expect(created.exitCode == 0, "\(created.transcript)")
            let build = try SeqcProcess.run(["build", "--strict", path, "-o", "-"], in: directory.url)
            #expect(build.exitCode == 0, "\(name): \(build.transcript)")
            #expect(!build.stderr.contains("warning"), "\(name): \(build.stderr)")
            let text = try String(contentsOf: directory.url.appendingPathComponent(path), encoding: .utf8)
            #expect(text.contains("\nid: \(name)-copy\n"))
        }
    }

    @Test func newNeverOverwritesWithoutForce() throws {
        let directory = try TemporaryDirectory()
        let name = try #require(try templateNames().first)
        let existing = try directory.write("mine\n", to: "\(name).routine.yaml")
        let refused = try SeqcProcess.run(["new", name], in: directory.url)
        #expect(refused.exitCode == 1)
        #expect(refused.stderr.contains("already exists; use --force"))
        #expect(try String(contentsOf: existing, encoding: .utf8) == "mine\n")
        let forced = try SeqcProcess.run(["new", name, "--force"], in: directory.url)
        #expect(forced.exitCode == 0)
        #expect(try String(contentsOf: existing, encoding: .utf8) != "mine\n")
    }

    /// The prompt's block example, taken from the built binary's JSON prompt, builds with
    /// `--strict`; both forms list the rules a routine can trip.
    @Test func promptRepeatExampleBuildsAndRulesAreListed() throws {
        let json = try SeqcProcess.run(["prompt", "--format", "json"])
        #expect(json.exitCode == 0)
        let prompt = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let block = try #require(prompt["repeatBlock"] as? [String: Any])
        let example = try #require(block["example"] as? String)
        let directory = try TemporaryDirectory()
        _ = try directory.write(example, to: "circuit.routine.yaml")
        let build = try SeqcProcess.run(["build", "--strict", "circuit.routine.yaml", "-o", "-"], in: directory.url)
        #expect(build.exitCode == 0, "\(build.transcript)")
        let rules = try #require(prompt["lintRules"] as? [[String: Any]]).compactMap { $0["id"] as? String }
        let markdown = try SeqcProcess.run(["prompt"]).stdout
        #expect(rules.contains("duplicate-card-id") && rules.contains("clamped"))
        for rule in rules { #expect(markdown.contains("- `\(rule)` ("), "\(rule) is not listed in the Markdown prompt") }
    }

    @Test func newUnknownTemplateSuggestsAndIsMisuse() throws {
        let directory = try TemporaryDirectory()
        let name = try #require(try templateNames().first)
        let run = try SeqcProcess.run(["new", String(name.dropLast())], in: directory.url)
        #expect(run.exitCode == 2)
        #expect(run.stderr.contains("did you mean '\(name)'?"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path).isEmpty)
    }

    @Test func newToStandardOutputWithAModeline() throws {
        let name = try #require(try templateNames().first)
        let run = try SeqcProcess.run(["new", name, "-", "--schema", "https://example.com/routine.schema.json"])
        #expect(run.exitCode == 0)
        #expect(run.stdout.hasPrefix("# yaml-language-server: $schema=https://example.com/routine.schema.json\n"))
    }

    @Test func promptTeachesEveryKindInBothFormats() throws {
        let markdown = try SeqcProcess.run(["prompt"])
        let json = try SeqcProcess.run(["prompt", "--format", "json"])
        #expect(markdown.exitCode == 0 && json.exitCode == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let kinds = (object["kinds"] as? [[String: Any]])?.compactMap { $0["kind"] as? String } ?? []
        #expect(kinds == CardKind.allCases.map(\.rawValue))
        for kind in kinds { #expect(markdown.stdout.contains("### `\(kind)`")) }
        #expect((object["examples"] as? [Any])?.count == 2)
        #expect(markdown.stdout.contains("## How intervals expand"))
        #expect(markdown.stdout.contains("PT1M30S"))
    }

    private func templateNames() throws -> [String] {
        let run = try SeqcProcess.run(["templates", "--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        return (object?["templates"] as? [[String: Any]])?.compactMap { $0["name"] as? String } ?? []
    }
}
