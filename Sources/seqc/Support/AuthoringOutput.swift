import ArgumentParser
import SeqcCompiler
import SeqcLint

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where an authoring command's text goes: standard output, or a file written atomically.
enum AuthoringOutput {
    /// Writes `text` to `path`, or to standard output for nil or `-`. An existing file is
    /// replaced only when `replacing` says so, and never one of `inputs`. A failed write is
    /// the environment's fault, reported as seqc's own failure (exit 3) as `build` does.
    static func write(
        _ text: String, to path: String?, replacing: OutputTransaction.Replacing = .always,
        inputs: [String] = []
    ) throws {
        guard let path, path != "-" else {
            Terminal.standardOutput.write(text)
            return
        }
        var transaction = OutputTransaction.onCommandLine()
        transaction.protect(inputs: inputs)
        transaction.add(Data(text.utf8), to: path, replacing: replacing)
        try transaction.commitOrExit()
    }

    /// Turns a refused output path into bad command-line use (exit 2).
    static func check(_ path: String?, inputs: [String] = [], routineSource: Bool = false) throws {
        guard let path else { return }
        do {
            try OutputGuard.check(path, inputs: inputs, routineSource: routineSource)
        } catch {
            throw ValidationError(error.message)
        }
    }

    /// Ends an authoring command whose input could not be used: its diagnostics on
    /// standard error, without snippets (runtime JSON is often one long line), exit 1.
    static func refuse(_ diagnostics: [Diagnostic], colors: ColorSetting) throws -> Never {
        try DiagnosticPrinter(format: .text, terminal: .standardError, colors: colors)
            .print(diagnostics, sources: [], files: 1, summary: nil)
        throw ExitCode(1)
    }

    /// A usage error naming the closest valid choice, if one is close (exit 2).
    static func unknown(_ what: String, _ name: String, among choices: [String]) -> ValidationError {
        let hint = Suggestion.closest(to: name, among: choices).map { "; did you mean '\($0)'?" } ?? ""
        return ValidationError("unknown \(what) '\(TerminalText.escaped(name))'\(hint) (choose from: \(choices.joined(separator: ", ")))")
    }
}

/// `text` or `json`, for commands that print listings rather than diagnostics.
enum ListingFormat: String, ExpressibleByArgument, CaseIterable {
    case text
    case json
}
