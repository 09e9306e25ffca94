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
    ///
    /// With unsafe fixes allowed, the safe ones run first to where they stop, then the
    /// unsafe ones from there: `--fix` then `--fix --unsafe-fixes` is `--fix
    /// --unsafe-fixes` by construction, whatever the fixes are, since the second run's
    /// safe phase finds nothing left to do.
    public func fix(_ source: SourceFile, lint: ((SourceFile) -> [Diagnostic])? = nil) -> Outcome {
        let lint = lint ?? { runner.lint(sources: [$0]).diagnostics }
        var state = FixState(current: source, diagnostics: lint(source))
        var refusal: String?
        for ceiling in allowing > .safe ? [FixSafety.safe, allowing] : [allowing] {
            switch passes(upTo: ceiling, from: &state, lint: lint) {
            case .done(let refused): refusal = refused
            case .failed(let reason): return outcome(source, state, refusal: reason)
            }
        }
        let offered = !FixApplier.apply(state.diagnostics, to: state.current, allowing: allowing).applied.isEmpty
        return outcome(source, state, refusal: refusal, stoppedAtPassLimit: state.lastPhaseHitLimit && offered)
    }

    /// The text as the passes leave it.
    private struct FixState {
        var current: SourceFile
        var diagnostics: [Diagnostic]
        var applied = 0
        /// Whether the last phase ran all its passes.
        var lastPhaseHitLimit = false
    }

    private enum PhaseEnd {
        /// The phase stopped: nothing more applies, a pass was refused, or the bound.
        case done(refused: String?)
        /// The run cannot go on (the fixes would pass the size limit).
        case failed(String)
    }

    private func outcome(_ source: SourceFile, _ state: FixState, refusal: String?, stoppedAtPassLimit: Bool = false) -> Outcome {
        Outcome(
            original: source, fixed: state.current, applied: state.applied, refusal: refusal, stoppedAtPassLimit: stoppedAtPassLimit,
            errorsRemain: state.diagnostics.contains { $0.severity == .error },
            notAllowedFixes: state.diagnostics.filter { ($0.fixSafety ?? .safe) > allowing }.count)
    }

    /// Passes of fixes up to `ceiling`, at most `maxPasses`. A pass of unsafe fixes that
    /// would make the text worse is tried again with the safe ones alone.
    private func passes(upTo ceiling: FixSafety, from state: inout FixState, lint: (SourceFile) -> [Diagnostic]) -> PhaseEnd {
        var level = ceiling
        var refused: String?
        var run = 0
        state.lastPhaseHitLimit = false
        while run < maxPasses {
            switch advance(state, level: level, budget: maxPasses - run, lint: lint) {
            case .nothing: return .done(refused: refused)
            case .failed(let reason): return .failed(reason)
            case .refused(let worse):
                run += 1
                guard level > .safe, refused == nil else { return .done(refused: refused ?? worse) }
                refused = worse
                level = .safe
            case .taken(let next, let passes):
                run += passes
                state = next
                if level != ceiling {
                    level = ceiling
                    refused = nil
                }
            }
        }
        state.lastPhaseHitLimit = true
        return .done(refused: refused)
    }

    /// What one pass, with the passes settling the errors it revealed, came to.
    private enum Step {
        /// No allowed fix changes the text.
        case nothing
        /// The pass would make the text worse: why.
        case refused(String)
        /// The pass was taken, with the passes after it that settled what it revealed.
        case taken(FixState, passes: Int)
        /// The fixes would pass the size limit.
        case failed(String)
    }

    /// One pass of the fixes up to `level` from `state`, using at most `budget` passes. A
    /// pass the guard finds worse is still taken when all that makes it worse was hidden
    /// (`revealed`) and the passes after it, at the same level, bring the text back to no
    /// worse than `state` within the budget.
    private func advance(_ state: FixState, level: FixSafety, budget: Int, lint: (SourceFile) -> [Diagnostic]) -> Step {
        let pass = FixApplier.apply(state.diagnostics, to: state.current, allowing: level)
        guard !pass.applied.isEmpty, pass.bytes != state.current.bytes else { return .nothing }
        if pass.bytes.count > runner.compiler.limits.maxFileBytes {
            return .failed("the fixes would make the file larger than \(runner.compiler.limits.maxFileBytes) bytes")
        }
        let source = SourceFile(path: state.current.path, bytes: pass.bytes)
        let next = FixState(current: source, diagnostics: lint(source), applied: state.applied + pass.applied.count)
        guard let worse = Self.worsening(from: state.diagnostics, to: next.diagnostics, fixing: pass.applied) else {
            return .taken(next, passes: 1)
        }
        let revealed = Self.revealed(by: pass.applied, in: state.current, to: next.current, next.diagnostics)
        guard budget > 1, !revealed.isEmpty,
            revealed.allSatisfy({ $0.severity != .error || ($0.fixSafety.map { $0 <= level } ?? false) }),
            Self.worsening(from: state.diagnostics, to: next.diagnostics.filter { !revealed.contains($0) }, fixing: pass.applied) == nil
        else { return .refused(worse) }
        var settling = next
        var used = 1
        while used < budget {
            guard case .taken(let after, let passes) = advance(settling, level: level, budget: budget - used, lint: lint) else { break }
            settling = after
            used += passes
            if Self.worsening(from: state.diagnostics, to: after.diagnostics, fixing: pass.applied) == nil {
                return .taken(settling, passes: used)
            }
        }
        return .refused(worse)
    }

    /// The diagnostics of `after` inside the text a structural fix of `applied` rewrote:
    /// a fix's span is its diagnostic's range and its edits, holding a line break (a
    /// node's structure, not one value), mapped into `after`. The reader skipped what such
    /// a node held, so problems shown there once it reads were hidden, not made.
    static func revealed(by applied: [Diagnostic], in before: SourceFile, to after: SourceFile, _ diagnostics: [Diagnostic]) -> [Diagnostic]
    {
        let crlf = FixApplier.usesCRLF(before.bytes)
        let fixes = applied.compactMap { diagnostic in
            FixApplier.resolve(diagnostic.fixIts, in: before, crlf: crlf).map { (diagnostic, $0) }
        }
        let edits = fixes.flatMap(\.1)
        let shift = { (offset: Int, through: Bool) in
            edits.filter { through ? $0.range.lowerBound < offset : $0.range.upperBound <= offset }
                .reduce(offset) { $0 + $1.replacement.count - $1.range.count }
        }
        let spans: [ClosedRange<Int>] = fixes.compactMap { diagnostic, own in
            guard let start = before.byteOffset(of: diagnostic.range.start), let end = before.byteOffset(of: diagnostic.range.end) else {
                return nil
            }
            let lower = own.map(\.range.lowerBound).reduce(start, min)
            let upper = own.map(\.range.upperBound).reduce(max(start, end), max)
            guard before.bytes[lower..<upper].contains(0x0A) else { return nil }
            return shift(lower, false)...max(shift(lower, false), shift(upper, true))
        }
        guard !spans.isEmpty else { return [] }
        return diagnostics.filter { diagnostic in
            guard diagnostic.file == after.path, let start = after.byteOffset(of: diagnostic.range.start),
                let end = after.byteOffset(of: diagnostic.range.end)
            else { return false }
            return spans.contains { $0.contains(start) && $0.contains(end) }
        }
    }

    /// The rules that check only a routine that compiled.
    static let compiledOnly: Set<RuleID> = Set(
        RuleRegistry.standard.all.compactMap { rule in
            if case .routine = rule.check { return rule.id }
            return nil
        })

    /// Why the text linting to `after` is worse than the one linting to `before`, or nil
    /// when it is not. While the file is not valid YAML, progress is the syntax error
    /// moving on or going away (reading the document then shows problems libyaml hid,
    /// which are not the fix's doing). Otherwise a pass is worse when a `yaml-syntax`
    /// error appears, an error of a rule the text did not have appears, or there are
    /// more errors than before, or as many errors and more problems.
    static func worsening(from before: [Diagnostic], to after: [Diagnostic], fixing applied: [Diagnostic]) -> String? {
        let errorsBefore = before.filter { $0.severity == .error }
        // Lint rules see only a routine that compiles: their errors appearing when a fix
        // removes the last compile error were hidden, not made (`implausible-duration`).
        let compiledBefore = errorsBefore.allSatisfy { compiledOnly.contains($0.rule) }
        let errorsAfter = after.filter { $0.severity == .error && (compiledBefore || !compiledOnly.contains($0.rule)) }
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
