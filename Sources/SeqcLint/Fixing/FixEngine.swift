import SeqcCompiler

/// `seqc lint --fix` for one file: lint, apply every allowed fix, lint again, until no
/// fix applies or `maxPasses` passes have run. A pass that would make the file worse is
/// discarded and the file keeps the text before it (docs/decisions.md, "Applying fixes").
public struct FixEngine: Sendable {
    /// Lints each pass's text: the file's own configuration, never `--strict` (the guard
    /// compares errors, and `--strict` would count warnings as errors).
    public var runner: LintRunner
    /// The least safe fix applied: `.safe`, or `.unsafe` with `--unsafe-fixes`.
    public var allowing: FixSafety
    /// The most passes, so a fix that inserts text each time cannot grow a file without end.
    public var maxPasses: Int

    public init(runner: LintRunner, allowing: FixSafety = .safe, maxPasses: Int = 10) {
        var runner = runner
        runner.strict = false
        runner.jobs = 1
        self.runner = runner
        self.allowing = allowing
        self.maxPasses = maxPasses
    }

    /// What fixing one file did.
    public struct Outcome: Sendable {
        /// The text before any fix.
        public let original: SourceFile
        /// The text after every kept pass (the original when nothing applied).
        public let fixed: SourceFile
        /// How many diagnostics' fixes were applied.
        public let applied: Int
        /// Why a pass was discarded, if one was.
        public let refusal: String?
        /// Whether fixes were still on offer when the pass bound stopped the loop.
        public let stoppedAtPassLimit: Bool
        /// Whether the fixed text still lints with an error (`--strict` counted), so that
        /// `--diff`, which writes nothing, can still exit 1 for a file with errors.
        public let errorsRemain: Bool
        /// How many of the fixed text's diagnostics have a fix that was not allowed (an
        /// unsafe one, when only safe fixes were): what `--unsafe-fixes` would add.
        public let notAllowedFixes: Int

        public var changed: Bool { fixed.bytes != original.bytes }
    }

    /// Fixes `source`, linting it with `lint` (by default the runner's one-file lint).
    public func fix(_ source: SourceFile, lint: ((SourceFile) -> [Diagnostic])? = nil) -> Outcome {
        let lint = lint ?? { runner.lint(sources: [$0]).diagnostics }
        var current = source
        var diagnostics = lint(current)
        var applied = 0
        // Every way out keeps the text as it stands, and says whether it still has errors.
        func outcome(refusal: String? = nil, stoppedAtPassLimit: Bool = false) -> Outcome {
            Outcome(
                original: source, fixed: current, applied: applied, refusal: refusal, stoppedAtPassLimit: stoppedAtPassLimit,
                errorsRemain: diagnostics.contains { $0.severity == .error },
                notAllowedFixes: diagnostics.filter { ($0.fixSafety ?? .safe) > allowing }.count)
        }
        // A pass of unsafe fixes that would make the text worse is tried again with the
        // safe ones alone, so `--unsafe-fixes` never keeps less than `--fix` would.
        var level = allowing
        var refused: String?
        for _ in 0..<maxPasses {
            let pass = FixApplier.apply(diagnostics, to: current, allowing: level)
            guard !pass.applied.isEmpty, pass.bytes != current.bytes else { return outcome(refusal: refused) }
            if pass.bytes.count > runner.compiler.limits.maxFileBytes {
                return outcome(refusal: "the fixes would make the file larger than \(runner.compiler.limits.maxFileBytes) bytes")
            }
            let next = SourceFile(path: current.path, bytes: pass.bytes)
            let nextDiagnostics = lint(next)
            if let worse = Self.worsening(from: diagnostics, to: nextDiagnostics, fixing: pass.applied) {
                guard level > .safe, refused == nil else { return outcome(refusal: refused ?? worse) }
                refused = worse
                level = .safe
                continue
            }
            current = next
            diagnostics = nextDiagnostics
            applied += pass.applied.count
            if level != allowing {
                level = allowing
                refused = nil
            }
        }
        return outcome(stoppedAtPassLimit: !FixApplier.apply(diagnostics, to: current, allowing: allowing).applied.isEmpty)
    }

    /// Why the text linting to `after` is worse than the one linting to `before`, or nil
    /// when it is not. While the file is not valid YAML, progress is the syntax error
    /// moving on or going away (reading the document then shows problems libyaml hid,
    /// which are not the fix's doing). Otherwise a pass is worse when a `yaml-syntax`
    /// error appears, an error of a rule the text did not have appears, or there are
    /// more errors than before, or as many errors and more problems.
    static func worsening(from before: [Diagnostic], to after: [Diagnostic], fixing applied: [Diagnostic]) -> String? {
        let errorsBefore = before.filter { $0.severity == .error }
        let errorsAfter = after.filter { $0.severity == .error }
        let syntaxBefore = errorsBefore.filter { $0.rule == .yamlSyntax }
        let syntaxAfter = errorsAfter.filter { $0.rule == .yamlSyntax }
        let what = applied.count == 1 ? "the fix for '\(applied[0].rule)'" : "the fixes of one pass"
        if let first = syntaxBefore.map(\.range.start).min() {
            guard let next = syntaxAfter.map(\.range.start).min() else { return nil }
            if syntaxAfter.count < syntaxBefore.count || (syntaxAfter.count == syntaxBefore.count && next > first) { return nil }
            return "\(what) would not make the YAML readable"
        }
        if !syntaxAfter.isEmpty { return "\(what) would break the YAML" }
        let known = Set(errorsBefore.map(\.rule))
        if let new = errorsAfter.map(\.rule).sorted().first(where: { !known.contains($0) }) {
            return "\(what) would introduce a '\(new)' error"
        }
        if errorsAfter.count > errorsBefore.count { return "\(what) would leave more errors than before" }
        // Fewer errors is progress even when warnings appear: lint rules only see a
        // routine that compiles, so removing its last error shows them.
        if errorsAfter.count == errorsBefore.count, after.count > before.count {
            return "\(what) would leave more problems than before"
        }
        return nil
    }
}
