import SeqcAuthoring
import SeqcCompiler
import SeqcLint

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `seqc format`'s work on the files it found: each laid out in memory, then written back
/// (or named, or shown as a diff) all together.
struct FormatRun {
    /// One file's outcome: its text as read, and as laid out when that differs.
    private struct File {
        var original: SourceFile?
        var formatted: [UInt8]?
        var diagnostics: [Diagnostic]
    }

    let inputs: LintInputs
    private var files: [File]
    /// Files whose new layout could not be written, with why (``FixTarget``): exit 3.
    private(set) var notWritten: [(path: String, reason: String)] = []

    init(inputs: LintInputs, loaded: [Result<SourceFile, Diagnostic>], jobs: Int) {
        self.inputs = inputs
        files = ParallelWork.map(loaded.count, jobs: jobs) { index in
            switch loaded[index] {
            case .failure(let problem):
                return File(original: nil, formatted: nil, diagnostics: [problem])
            case .success(let source):
                let outcome = RoutineFormatter.format(source.bytes, path: source.path)
                let changed = outcome.formatted.flatMap { $0 == source.bytes ? nil : $0 }
                return File(original: source, formatted: changed, diagnostics: outcome.diagnostics)
            }
        }
        for (index, file) in inputs.files.enumerated() where !file.isStandardInput && files[index].formatted != nil {
            let reason =
                String(validating: file.path.bytes, as: UTF8.self) == nil ? "its name is not UTF-8" : FixTarget.refusal(file.path)
            if let reason {
                notWritten.append((file.path.display, reason))
                files[index].formatted = nil
            }
        }
    }

    /// Why files were left alone, in input order.
    var diagnostics: [Diagnostic] { files.flatMap(\.diagnostics) }

    /// The files read, for the diagnostics' snippets.
    var sources: [SourceFile] { files.compactMap(\.original) }

    /// The files the layout changes, as the user named them.
    var changedPaths: [String] { files.compactMap { $0.formatted == nil ? nil : $0.original?.path } }

    /// `reformatted 2 files, 8 left unchanged` (and how many were left alone for errors).
    func summary(verb: String) -> String {
        let changed = changedPaths.count
        let refused = files.filter { !$0.diagnostics.isEmpty }.count
        let unchanged = files.count - changed - refused
        var text = "\(verb) \(SummaryLine.plural(changed, "file")), \(unchanged) left unchanged"
        if refused > 0 { text += ", \(SummaryLine.plural(refused, "file")) left alone for errors" }
        return text
    }

    /// Every changed file's unified diff, in input order, safe to print (``DiffText``).
    func diff() -> Data {
        var bytes: [UInt8] = []
        for file in files {
            guard let original = file.original, let formatted = file.formatted else { continue }
            bytes += DiffText.safe(UnifiedDiff.render(path: TerminalText.escaped(original.path), old: original.bytes, new: formatted))
        }
        return Data(bytes)
    }

    /// Replaces every changed file atomically, all or none (exit 3 when that fails), each
    /// only while it is still the file that was read (as `lint --fix` does); standard
    /// input's text, laid out or as it was, goes to standard output.
    mutating func write() throws {
        for (path, reason) in notWritten {
            Terminal.standardError.write("seqc: error: \(TerminalText.escapedPath(path)): not formatted: \(TerminalText.escaped(reason))\n")
        }
        var transaction = OutputTransaction.onCommandLine()
        for (index, input) in inputs.files.enumerated() {
            let file = files[index]
            guard let original = file.original else { continue }
            if input.isStandardInput {
                transaction.addStandardOutput(Data(file.formatted ?? original.bytes))
            } else if let formatted = file.formatted {
                let path = String(decoding: input.path.bytes, as: UTF8.self)
                transaction.add(fixed: Data(formatted), to: path, expecting: original.bytes, root: inputs.files.root(at: index))
            }
        }
        let skipped = SkippedFiles()
        transaction.onChangedMeanwhile = { skipped.paths.append($0) }
        try transaction.commitOrExit()
        for path in skipped.paths {
            Terminal.standardError.write(
                "seqc: warning: \(TerminalText.escapedPath(path)): not formatted: it changed or was removed while seqc ran\n")
        }
    }
}

/// The files a commit left as they were, told one by one.
private final class SkippedFiles {
    var paths: [String] = []
}
