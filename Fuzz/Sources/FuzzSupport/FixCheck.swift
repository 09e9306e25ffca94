import SeqcCompiler
import SeqcLint

extension FuzzChecks {
    /// Fixes `bytes` as `seqc lint --fix --unsafe-fixes` would, with every rule on, and
    /// checks the promises of docs/decisions.md ("Applying fixes"): the text changes only
    /// when a fix was applied, never grows past the size limit, and, for a file that was
    /// valid YAML, ends with no more errors than it had and no error of a new rule. The
    /// errors of rules that check only a compiled routine, shown once the fixes make a
    /// routine that did not compile compile, were hidden, not made: a key renamed to
    /// `work` shows what `implausible-duration` thinks of its value.
    public static func fix(_ bytes: [UInt8]) {
        let runner = LintRunner(configuration: everyRule, jobs: 1)
        let outcome = FixEngine(runner: runner, allowing: .unsafe).fix(source(bytes))
        checkConvergence(outcome, runner: runner)
        guard outcome.changed else { return }
        if outcome.applied == 0 { fuzzFailure("the text changed though no fix was applied") }
        if outcome.fixed.bytes.count > runner.compiler.limits.maxFileBytes {
            fuzzFailure("the fixes grew the file to \(outcome.fixed.bytes.count) bytes, past the limit")
        }
        let before = runner.lint(sources: [outcome.original]).diagnostics.filter { $0.severity == .error }
        // Fixing a file libyaml cannot read may reveal errors it hid: no promise on counts then.
        guard !before.contains(where: { $0.rule == .yamlSyntax }) else { return }
        let compiledBefore = before.allSatisfy { compiledOnly.contains($0.rule) }
        let after = runner.lint(sources: [outcome.fixed]).diagnostics.filter {
            $0.severity == .error && (compiledBefore || !compiledOnly.contains($0.rule))
        }
        if after.count > before.count { fuzzFailure("the fixes left \(after.count) errors where there were \(before.count)") }
        let known = Set(before.map(\.rule))
        if let new = after.first(where: { !known.contains($0.rule) }) {
            fuzzFailure("the fixes introduced a '\(new.rule)' error: \(new.message)")
        }
    }

    /// The rules that check only a routine that compiled.
    private static let compiledOnly: Set<RuleID> = Set(
        RuleRegistry.standard.all.compactMap { rule in
            if case .routine = rule.check { return rule.id }
            return nil
        })

    /// Fixing converges and does not depend on order (docs/decisions.md, "Fix safety"):
    /// `--fix` then `--fix --unsafe-fixes` gives what `--fix --unsafe-fixes` gave, and a
    /// second `--fix` changes nothing. A run stopped by the pass bound promises neither.
    private static func checkConvergence(_ unsafe: FixEngine.Outcome, runner: LintRunner) {
        guard !unsafe.stoppedAtPassLimit else { return }
        let safe = FixEngine(runner: runner, allowing: .safe).fix(unsafe.original)
        let safeThenUnsafe = FixEngine(runner: runner, allowing: .unsafe).fix(safe.fixed)
        if !safe.stoppedAtPassLimit, !safeThenUnsafe.stoppedAtPassLimit, safeThenUnsafe.fixed.bytes != unsafe.fixed.bytes {
            fuzzFailure("--fix then --fix --unsafe-fixes differs from --fix --unsafe-fixes")
        }
        let again = FixEngine(runner: runner, allowing: .safe).fix(unsafe.fixed)
        if again.changed { fuzzFailure("a second --fix changed the text --fix --unsafe-fixes left") }
    }
}
