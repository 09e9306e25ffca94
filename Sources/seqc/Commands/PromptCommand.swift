import ArgumentParser
import SeqcAuthoring
import SeqcLint
import SeqcModel

/// `seqc prompt`: the routine language as instructions for a model.
struct PromptCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "prompt",
        abstract: "Print the routine language as instructions for an AI model.",
        discussion: """
            Generated from the same definitions as the parser: every kind with its fields,
            defaults and clamps, the duration forms, interval expansion, the limits, and
            templates as worked examples. Markdown by default; --format json gives the same
            content structured for prompt builders.

            Examples:
              seqc prompt > system-prompt.md
              seqc prompt --format json | jq '.kinds[].kind'
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case markdown
        case json
    }

    @Option(help: "Output format: markdown or json.")
    var format: Format = .markdown

    @Option(help: "How many templates to show as worked examples.")
    var examples = 2

    func validate() throws {
        if examples < 0 { throw ValidationError("--examples must be 0 or more") }
    }

    func run() throws {
        let prompt = Prompt(exampleCount: examples)
        Terminal.standardOutput.write(format == .json ? prompt.json.text : prompt.markdown)
    }
}
