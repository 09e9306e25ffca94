import SeqcCompiler

extension RuleDefinition {
    static let jsonSyntax = RuleDefinition(
        id: .jsonSyntax, defaultSeverity: .error,
        summary: "Runtime JSON given to `seqc decompile` is not well-formed JSON.",
        rationale: """
            `seqc decompile` reads runtime JSON as strictly as the compiler reads routines: malformed \
            JSON, invalid UTF-8, unescaped control characters and lone surrogates are reported at \
            their line and column. A key twice in one object is `duplicate-key` (readers disagree on \
            which value wins); nesting past 64 levels is `resource-limit`; more than 10000 cards is \
            `too-many-cards`.
            """,
        triggering: [],
        untestableReason: "it is about runtime JSON read by `seqc decompile`, so no routine file can show it",
        check: .compiler
    )
}
