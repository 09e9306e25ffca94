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

    /// A note on standard error for each entry left out, and one for every YAML file
    /// passed over that looks like a routine (when some routine was found: else the
    /// error that nothing was says it).
    package static func noteSkipped(_ inputs: LintInputs, quiet: Bool) {
        guard !quiet else { return }
        for (configuration, routines) in inputs.brokenConfigurations {
            let path = configuration.source.map { TerminalText.escapedPath($0.path) } ?? "the configuration"
            Terminal.standardError.write(
                "seqc: note: skipped \(SummaryLine.plural(routines, "routine")) that \(path) governs: it has errors\n")
        }
        for skipped in inputs.skipped {
            Terminal.standardError.write(
                "seqc: note: skipped \(TerminalText.escaped(skipped.display)): \(TerminalText.escaped(skipped.reason))\n")
        }
        if !inputs.foundNothing, inputs.lookAlikes.count > 0 {
            let count = inputs.lookAlikes.count
            Terminal.standardError.write(
                "seqc: note: skipped \(SummaryLine.plural(count, "YAML file")) that \(count == 1 ? "looks" : "look") like "
                    + "\(count == 1 ? "a routine" : "routines") but \(count == 1 ? "is" : "are") not named *.routine.yaml "
                    + "(\(lookAlikeNames(inputs.lookAlikes))): rename \(count == 1 ? "it" : "them") NAME.routine.yaml, "
                    + "or name \(count == 1 ? "it" : "them") on the command line\n")
        }
    }

    /// The look-alikes' names, escaped, with how many more there are.
    private static func lookAlikeNames(_ lookAlikes: LookAlikeRoutines) -> String {
        let names = lookAlikes.named.map { TerminalText.escapedPath($0.display) }
        let more = lookAlikes.count - names.count
        return names.joined(separator: ", ") + (more > 0 ? " and \(more) more" : "")
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
        let count = inputs.lookAlikes.count
        if count > 0 {
            Terminal.standardError.write(
                "seqc: help: \(lookAlikeNames(inputs.lookAlikes)) \(count == 1 ? "looks" : "look") like "
                    + "\(count == 1 ? "a routine" : "routines"): rename \(count == 1 ? "it" : "them") NAME.routine.yaml, "
                    + "or name \(count == 1 ? "it" : "them") on the command line\n")
        }
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
