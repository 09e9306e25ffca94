import SeqcCompiler

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What `build` and `lint` say about their inputs before any routine is read, alike.
package enum InputChecks {
    /// A configuration with a problem stops the run (exit 2), reported in the chosen format,
    /// to `output` (written atomically) when there is one, so a report file is never missing.
    package static func stopOnConfigurationErrors(
        _ inputs: LintInputs, printer: DiagnosticPrinter, what: String,
        output: String? = nil
    ) throws {
        let diagnostics = inputs.configurationDiagnostics
        guard diagnostics.hasErrors else { return }
        let sources = inputs.configurations.compactMap(\.source)
        let summary = { (_: DiagnosticSummary) in
            "invalid configuration: \(SummaryLine.plural(diagnostics.count, "problem")); \(what)"
        }
        if let output {
            var transaction = OutputTransaction.onCommandLine()
            transaction.add(Data(try printer.render(diagnostics, sources: sources, files: 0, summary: summary).utf8), to: output)
            try transaction.commitOrExit()
        } else {
            try printer.print(diagnostics, sources: sources, files: 0, summary: summary)
        }
        throw RunExit(2)
    }

    /// A note on standard error for each entry left out.
    package static func noteSkipped(_ inputs: LintInputs, quiet: Bool) {
        guard !quiet else { return }
        for skipped in inputs.skipped {
            Terminal.standardError.write(
                "seqc: note: skipped \(TerminalText.escaped(skipped.display)): \(TerminalText.escaped(skipped.reason))\n")
        }
    }

    /// No routine file at all is bad command-line use (exit 2). With no path given at all,
    /// `--files-from`'s list was empty: `list` names it.
    package static func stopWhenNothingFound(_ inputs: LintInputs, given: [RawPath], list: String? = nil) throws {
        guard inputs.foundNothing else { return }
        let places =
            given.isEmpty
            ? ": " + (FilesFrom.emptyListDescription(list) ?? "no path was given")
            : " in " + TerminalText.escaped(given.map(\.display).joined(separator: ", "))
        // A folder that could not be listed says why first: that is why nothing was found.
        for problem in inputs.problems {
            Terminal.standardError.write(
                "seqc: error: \(TerminalText.escapedPath(problem.file)): \(TerminalText.escaped(problem.message))\n")
        }
        Terminal.standardError.write("seqc: error: no routine files (*.routine.yaml, *.routine.yml) found\(places)\n")
        throw RunExit(2)
    }

    /// A note for each directory argument that held no routine file.
    package static func noteEmptyDirectories(_ inputs: LintInputs, quiet: Bool) {
        guard !quiet else { return }
        for directory in inputs.emptyDirectories {
            Terminal.standardError.write(
                "seqc: note: no routine files (*.routine.yaml, *.routine.yml) found in \(TerminalText.escaped(directory))\n")
        }
    }
}
