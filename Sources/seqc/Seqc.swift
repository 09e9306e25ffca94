import ArgumentParser
import SeqcCompiler

/// The root command.
struct Seqc: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "seqc",
        abstract: "Compile and lint timer routines written in YAML.",
        discussion: """
            Examples:
              seqc build Examples/morning-hiit.routine.yaml --out-dir build
              seqc build routine.routine.yaml -o -
              seqc lint routines/ --format json

            Exit codes: 0 no errors, 1 errors found, 2 bad command-line use,
            3 internal failure.
            """,
        version: "seqc \(SeqcVersion.current)",
        subcommands: [
            BuildCommand.self, LintCommand.self, RulesCommand.self, ExplainCommand.self, SchemaCommand.self, TemplatesCommand.self,
            NewCommand.self, InitCommand.self, PromptCommand.self, DecompileCommand.self, FormatCommand.self, PreviewCommand.self,
            ShowCommand.self, LspCommand.self,
        ]
    )
}
