import ArgumentParser
import SeqcCompiler
import SeqcLanguageServer

/// `seqc lsp`: the Language Server Protocol server, on standard input and output.
struct LspCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Run a Language Server Protocol server for editors on standard input and output.",
        discussion: """
            Diagnostics as seqc lint reports them (each file's own .seqc.yml, its
            suppressions, every rule), fixes as code actions, completion, hover,
            an outline of the cards, each card's start time and formatting as
            seqc format lays files out. docs/editors.md
            shows the set-up for Neovim, VS Code, Helix and Zed.

            The exit code is 0 after the client's shutdown and exit, 1 when input
            ends or exit comes without shutdown.

            Examples:
              seqc lsp
            """
    )

    @Flag(help: "Accepted for clients that pass it: standard input and output are the only transport.")
    var stdio = false

    func run() throws {
        let code = StdioTransport.run(workingDirectory: RawPath.currentDirectory.display)
        if code != 0 { throw ExitCode(code) }
    }
}
