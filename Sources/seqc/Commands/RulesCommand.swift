import ArgumentParser
import SeqcLint

/// `seqc rules`: every rule with its default severity and summary.
struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List every rule seqc reports.",
        discussion: """
            --format markdown prints the rules reference, as in docs/rules.md.

            Examples:
              seqc rules
              seqc rules --format json | jq '.rules[].id'
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, markdown
    }

    @Option(help: "Output format: text, json or markdown.")
    var format: Format = .text

    func run() throws {
        switch format {
        case .text: Terminal.standardOutput.write(RuleDocumentation.listing())
        case .json: Terminal.standardOutput.write(try RuleDocumentation.json())
        case .markdown: Terminal.standardOutput.write(RuleDocumentation.markdown())
        }
    }
}
