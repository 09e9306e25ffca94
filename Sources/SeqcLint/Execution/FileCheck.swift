import SeqcCompiler

/// Everything lint learns about one file on its own, before the rules across files.
struct FileCheck: Sendable {
    let result: CompileResult
    /// The compiler's diagnostics and the routine rules' findings, configuration applied.
    let diagnostics: [Diagnostic]
    let suppressions: SuppressionScanner.Scan
    /// The identity of the file read, when it was learnt on opening it (``LintFiles/identitiesDeferred``).
    var identity: FileStatus.Identity? = nil
    /// The file's cache entry and the chunk of report rendered for it, when the lint cache
    /// holds or records the check (``LintCache``).
    var cached: CachedReport? = nil
    /// When the hit's rendered chunk stands for its findings (``LintCache/reportRendering``):
    /// the chunk, and the findings as bytes; ``diagnostics`` is then empty.
    var chunk: ChunkHit? = nil
}

/// Checks one file: compile, run the routine rules, find suppression comments.
struct FileChecker: Sendable {
    let compiler: Compiler
    let rules: RuleRegistry
    let configuration: LintConfiguration

    func check(_ loaded: Result<SourceFile, Diagnostic>) -> FileCheck {
        let result: CompileResult
        switch loaded {
        case .success(let file): result = compiler.compile(file)
        case .failure(let problem): result = CompileResult(unreadable: problem)
        }
        var diagnostics = findings(in: result)
        diagnostics += RepairedSyntaxCheck.diagnostics(of: result, reported: diagnostics) { repaired in
            findings(in: compiler.compile(repaired))
        }
        return FileCheck(result: result, diagnostics: diagnostics, suppressions: SuppressionScanner.scan(result.file))
    }

    /// The compiler's diagnostics of `result` and the routine rules' findings, configured.
    private func findings(in result: CompileResult) -> [Diagnostic] {
        var diagnostics = result.diagnostics.compactMap(configured)
        guard let sequence = result.sequence, let syntax = result.syntax else { return diagnostics }
        let context = RoutineContext(file: result.file, sequence: sequence, syntax: syntax, compileDiagnostics: result.diagnostics)
        for rule in rules.all {
            guard case .routine(let check) = rule.check, let severity = configuration.severity(of: rule) else { continue }
            diagnostics += Self.oncePerPlace(check(context)).map {
                Diagnostic(
                    file: result.file.path, range: $0.range, severity: severity, rule: rule.id, message: $0.message,
                    help: $0.help, notes: $0.notes, fixIts: $0.fixIts)
            }
        }
        return diagnostics
    }

    /// One rule's findings, the first at each place: the copies of a card in a `repeat`
    /// block share its place in the file, and a problem of the card is reported once, not
    /// once per round.
    private static func oncePerPlace(_ findings: [Finding]) -> [Finding] {
        guard findings.count > 1 else { return findings }
        var places = Set<SourceRange>()
        return findings.filter { places.insert($0.range).inserted }
    }

    /// A compiler diagnostic with the configured severity; nil when its rule is off.
    private func configured(_ diagnostic: Diagnostic) -> Diagnostic? {
        guard let rule = rules[diagnostic.rule] else { return diagnostic }
        guard let severity = configuration.severity(of: rule) else { return nil }
        var adjusted = diagnostic
        adjusted.severity = rule.isAdjustable ? severity : diagnostic.severity
        return adjusted
    }
}
