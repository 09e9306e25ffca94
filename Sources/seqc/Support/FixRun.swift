import SeqcCompiler
import SeqcLint

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The fixing half of `seqc lint --fix`: every file fixed in memory, then written back
/// (or shown as a diff) all together.
struct FixRun {
    let inputs: LintInputs
    /// What the fix engine did to each file; nil for a file that could not be read.
    private(set) var outcomes: [FixEngine.Outcome?]
    /// The files as the report should see them: fixed where fixes applied and written.
    private(set) var fixed: [Result<SourceFile, Diagnostic>]
    /// Files whose fixes could not be written, with why (``FixTarget``): the run ends with
    /// exit 3, and the report shows them as they are.
    private(set) var notWritten: [(path: String, reason: String)] = []

    init(inputs: LintInputs, loaded: [Result<SourceFile, Diagnostic>], runner: LintRunner, allowing: FixSafety) {
        self.inputs = inputs
        // A file whose path is not UTF-8 cannot be named to the writer exactly: it is
        // reported as it is, never fixed into a file of another name.
        let writable = inputs.files.map { $0.isStandardInput || String(validating: $0.path.bytes, as: UTF8.self) != nil }
        unwritable = zip(inputs.files, writable).filter { !$1 }.map { $0.0.path.display }
        let engineOutcomes = runner.fix(inputs, loaded: loaded, allowing: allowing)
        var outcomes: [FixEngine.Outcome?] = zip(engineOutcomes, writable).map { $1 ? $0 : nil }
        var notWritten: [(path: String, reason: String)] = []
        for (index, file) in inputs.files.enumerated() where !file.isStandardInput && outcomes[index]?.changed == true {
            if let reason = FixTarget.refusal(file.path) {
                notWritten.append((file.path.display, reason))
                outcomes[index] = nil
            }
        }
        self.outcomes = outcomes
        self.notWritten = notWritten
        errorsRemain = zip(loaded, engineOutcomes).contains { file, outcome in
            guard case .success = file else { return true }
            return outcome?.errorsRemain ?? false
        }
        fixed = zip(loaded, outcomes).map { original, outcome in outcome.map { .success($0.fixed) } ?? original }
        // The summary counts only what is written.
    }

    /// Files left unfixed because their path is not UTF-8.
    let unwritable: [String]

    /// Diagnostics whose fix was not allowed, over every file.
    var notAllowedFixes: Int { outcomes.reduce(0) { $0 + ($1?.notAllowedFixes ?? 0) } }

    /// Files whose text the fixes change.
    var changedFiles: Int { outcomes.filter { $0?.changed == true }.count }

    /// Whether a file would still have an error once fixed (one left unfixed for its
    /// name included), or could not be read at all.
    let errorsRemain: Bool

    /// Diagnostics whose fixes were applied, over every file.
    var applied: Int { outcomes.reduce(0) { $0 + ($1?.applied ?? 0) } }

    /// `fixed 3 problems in 2 files`.
    func summary(verb: String) -> String {
        "\(verb) \(SummaryLine.plural(applied, "problem")) in \(SummaryLine.plural(changedFiles, "file"))"
    }

    /// `; 2 more with --unsafe-fixes` when unsafe fixes are on offer and not applied.
    static func unsafeHint(unsafelyFixable unsafe: Int, unsafeFixes: Bool) -> String {
        unsafeFixes || unsafe == 0 ? "" : " (\(unsafe) more with --unsafe-fixes)"
    }

    /// Says on standard error which files kept a pass unapplied, and why. Files whose
    /// fixes could not be written are said even when quiet: they change the exit code.
    func warn(quiet: Bool) {
        for (path, reason) in notWritten {
            Terminal.standardError.write("seqc: error: \(TerminalText.escapedPath(path)): not fixed: \(TerminalText.escaped(reason))\n")
        }
        guard !quiet else { return }
        for path in unwritable {
            Terminal.standardError.write("seqc: warning: \(TerminalText.escapedPath(path)): not fixed: its name is not UTF-8\n")
        }
        for outcome in outcomes.compactMap({ $0 }) {
            let path = TerminalText.escapedPath(outcome.original.path)
            if let refusal = outcome.refusal {
                Terminal.standardError.write("seqc: warning: \(path): fixes left unapplied: \(TerminalText.escaped(refusal))\n")
            }
            if outcome.stoppedAtPassLimit {
                Terminal.standardError.write("seqc: warning: \(path): stopped fixing after 10 passes; fixes are still on offer\n")
            }
        }
    }

    /// Every changed file's unified diff, in input order, safe to print (``DiffText``).
    func diff() -> Data {
        var bytes: [UInt8] = []
        for outcome in outcomes.compactMap({ $0 }) where outcome.changed {
            let path = TerminalText.escaped(outcome.original.path)
            bytes += DiffText.safe(UnifiedDiff.render(path: path, old: outcome.original.bytes, new: outcome.fixed.bytes))
        }
        return Data(bytes)
    }

    /// Replaces every changed file atomically, all or none (exit 3 when that fails);
    /// standard input's fixed text, changed or not, goes to standard output. Each file's
    /// folder is held open (beneath its root) and the file is replaced only while it is
    /// the file that was read: the same identity, one name, the same bytes, looked at
    /// through the folder's descriptor when staged and again just before its rename. One
    /// that changed or vanished is skipped with a warning: the edit made meanwhile is
    /// kept, and a removed file is not made again.
    mutating func write() throws {
        var transaction = OutputTransaction.onCommandLine()
        var indices: [String: Int] = [:]
        for (index, file) in inputs.files.enumerated() {
            guard let outcome = outcomes[index] else { continue }
            if file.isStandardInput {
                transaction.addStandardOutput(Data(outcome.fixed.bytes))
            } else if outcome.changed {
                let path = String(decoding: file.path.bytes, as: UTF8.self)
                indices[path] = index
                transaction.add(
                    fixed: Data(outcome.fixed.bytes), to: path, expecting: outcome.original.bytes, root: inputs.files.root(at: index))
            }
        }
        let skipped = ChangedFiles()
        transaction.onChangedMeanwhile = { skipped.paths.append($0) }
        try transaction.commitOrExit()
        for path in skipped.paths {
            guard let index = indices[path], let outcome = outcomes[index] else { continue }
            Terminal.standardError.write(
                "seqc: warning: \(TerminalText.escapedPath(inputs.files[index].path.display)): not fixed: it changed or was removed while seqc ran\n"
            )
            outcomes[index] = nil
            fixed[index] = .success(outcome.original)
        }
    }
}

/// The files a commit left as they were, told one by one.
private final class ChangedFiles {
    var paths: [String] = []
}
