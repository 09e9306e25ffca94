import ArgumentParser
import SeqcCompiler
import SeqcLint

/// `seqc explain RULE`: one rule's documentation.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain one rule: why it exists, how to configure it, and examples.",
        discussion: """
            Examples:
              seqc explain consecutive-rests
              seqc lint --format json | jq -r '.diagnostics[0].rule' | xargs seqc explain
            """
    )

    @Argument(
        help: "A rule id, as shown in brackets after a diagnostic.", completion: .list(RuleRegistry.standard.all.map(\.id.rawValue)))
    var rule: String

    func run() throws {
        let rules = RuleRegistry.standard
        guard let definition = rules[RuleID(rule)] else {
            let suggestion = Suggestion.closest(to: rule, among: rules.all.map(\.id.rawValue))
            Terminal.standardError.write(
                "seqc: error: unknown rule '\(TerminalText.escaped(rule))'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "") + "\n"
                    + "`seqc rules` lists every rule.\n")
            throw ExitCode(2)
        }
        Terminal.standardOutput.write(RuleDocumentation.explanation(definition))
    }
}
