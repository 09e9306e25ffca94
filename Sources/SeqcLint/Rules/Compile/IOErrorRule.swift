import SeqcCompiler

extension RuleDefinition {
    static let ioError = RuleDefinition(
        id: .ioError, defaultSeverity: .error,
        summary: "A file could not be read: missing, a directory, or not readable.",
        rationale: """
            A path given on the command line or in `--config` that cannot be read is reported like \
            any other problem, so one run still checks every other file.
            """,
        triggering: [],
        untestableReason: "it is about reading a file, so no file content can show it",
        check: .compiler
    )
}
