import ArgumentParser
import SeqcAuthoring
import SeqcCompiler
import SeqcLint

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `seqc init [DIRECTORY]`: start a repository of routines.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Start a repository of routines: a configuration, an example routine, CI.",
        discussion: """
            Writes, in DIRECTORY (default: the working directory), a commented .seqc.yaml
            listing every rule at its default and an example routine,
            routines/example.routine.yaml. --github-actions adds a workflow that lints every
            push and pull request (.github/workflows/seqc.yml); --pre-commit adds seqc's
            hook in a .pre-commit-config.yaml file. Until seqc has a release, both build
            seqc's main branch, with a comment saying where to pin a version.

            Every file is written, or none: when one exists already, seqc stops with exit
            code 1, names it and writes nothing, unless --force is given.

            Examples:
              seqc init
              seqc init routines-repo --github-actions --pre-commit
            """
    )

    @Argument(help: "Where to start (default: the working directory).", completion: .directory)
    var directory: String?

    @Flag(help: "Add a GitHub Actions workflow that runs seqc lint.")
    var githubActions = false

    @Flag(help: "Add a pre-commit configuration with seqc's hook.")
    var preCommit = false

    @Flag(help: "Replace files that exist.")
    var force = false

    /// The example routine's template: it uses most kinds, so the first lint shows them.
    static let exampleTemplate = "morning-hiit"

    /// Each file to write, relative to the directory, and its text.
    var files: [(path: String, text: String)] {
        var files = [(".seqc.yaml", StarterConfiguration.text())]
        if let template = TemplateCatalog.template(named: Self.exampleTemplate) {
            files.append(("routines/example.routine.yaml", template.starter(forPath: "example.routine.yaml")))
        }
        if githubActions { files.append((".github/workflows/seqc.yml", StarterFiles.githubWorkflow)) }
        if preCommit { files.append((".pre-commit-config.yaml", StarterFiles.preCommitConfiguration)) }
        return files
    }

    func run() throws {
        let base = directory.map { $0.hasSuffix("/") ? $0 : $0 + "/" } ?? ""
        var transaction = OutputTransaction.onCommandLine()
        for file in files {
            transaction.add(Data(file.text.utf8), to: base + file.path, replacing: force ? .always : .never)
        }
        try transaction.commitOrExit()
        for file in files { Terminal.standardOutput.write("wrote \(TerminalText.escaped(base + file.path))\n") }
        Terminal.standardOutput.write("next: seqc lint \(TerminalText.escaped(base.isEmpty ? "." : base))\n")
    }
}
