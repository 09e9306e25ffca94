import SeqcCompiler

/// `seqc build --check-across-files`: the checks between routines alone, for a build tool
/// that builds each routine by itself (the SwiftPM plugin: one command per routine, and
/// this one over all of them). Nothing is written, and a routine's own problems are left
/// to its own build, so each is reported once: only `duplicate-routine-id` (an error, as
/// in any build) and `duplicate-output-name` are reported.
package struct AcrossFilesCheck {
    let printer: DiagnosticPrinter
    let strict: Bool
    let jobs: Int?

    /// The rules reported: those between routines.
    static let rules: Set<RuleID> = [.duplicateRoutineID, .duplicateOutputName]

    func run(_ inputs: LintInputs, stdinName: String?) throws {
        let runner = LintRunner(strict: strict, jobs: jobs ?? LintRunner.defaultJobs)
        let names = Self.outputNameCollisions(
            inputs.files.indices.filter { !inputs.files[$0].isStandardInput }.map {
                inputs.files.path(at: $0).display
            })
        let renamed = Set(names.map(\.file))
        var report = StreamedReport(printer: printer, toFile: false)
        try runner.stream(
            LintFiles(inputs, stdinName: stdinName, limits: runner.compiler.limits), leading: names, keepingErrorsAcrossFiles: true,
            produce: { _ in () }, consume: { _, _, _ in },
            report: { part in
                var part = part
                // A routine whose output name is taken has, unless it says otherwise, the
                // same id as well (both come from the file name): one error says it.
                part.diagnostics.removeAll {
                    !Self.rules.contains($0.rule) || ($0.rule == .duplicateRoutineID && renamed.contains($0.file))
                }
                try report.add(part)
            })
        _ = try report.finish(files: inputs.files.count, summary: nil)
        if report.hasErrors { throw RunExit(1) }
    }

    /// `duplicate-output-name` for each routine whose output, named after its file as the
    /// SwiftPM plugin names it, is one file with an earlier routine's on a case-insensitive
    /// disk: at the later routine's first line, with a note at the earlier's.
    package static func outputNameCollisions(_ paths: [String]) -> [Diagnostic] {
        var first: [String: String] = [:]
        var found: [Diagnostic] = []
        for path in paths {
            let name = outputName(of: path)
            // Full case mapping both ways, so that `ß` and `SS` meet as a case-insensitive disk
            // may make them meet; String equality also makes composed and decomposed
            // accents one, as such a disk does.
            let folded = name.uppercased().lowercased()
            guard let earlier = first[folded] else {
                first[folded] = path
                continue
            }
            let earlierName = outputName(of: earlier)
            let message =
                earlierName == name
                ? "this routine's JSON, '\(name)', would also be that of \(earlier)"
                : "this routine's JSON, '\(name)', would be one file with '\(earlierName)', that of \(earlier), on a case-insensitive disk"
            found.append(
                Diagnostic(
                    file: path, range: SourceRange(at: .start), severity: .error, rule: .duplicateOutputName, message: message,
                    help: "rename one of the two files; the plugin names each routine's JSON after its file",
                    notes: [DiagnosticNote(file: earlier, range: SourceRange(at: .start), message: "built to '\(earlierName)' first")]))
        }
        return found
    }

    /// `NAME.json` for `…/NAME.routine.yaml` or `NAME.routine.yml`; a file with another
    /// name keeps its whole name before `.json`.
    package static func outputName(of path: String) -> String {
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        for suffix in [".routine.yaml", ".routine.yml"] where name.hasSuffix(suffix) && name.count > suffix.count {
            return String(name.dropLast(suffix.count)) + ".json"
        }
        return name + ".json"
    }
}
