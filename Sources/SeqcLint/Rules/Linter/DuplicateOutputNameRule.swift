import SeqcCompiler

extension RuleID {
    public static let duplicateOutputName: RuleID = "duplicate-output-name"
}

extension RuleDefinition {
    static let duplicateOutputName = RuleDefinition(
        id: .duplicateOutputName, defaultSeverity: .error,
        summary: "Two routines of a SwiftPM target would be built to one resource name.",
        rationale: """
            The build plugin names each routine's JSON after its file (`NAME.json` for \
            `NAME.routine.yaml`), and a target's resources share one folder of its bundle. Two \
            routines whose names differ only in case (`Morning.routine.yaml` and \
            `morning.routine.yml`, in two folders) or only in their suffix would be one file on a \
            case-insensitive disk, as on a Mac, so one would silently replace the other. The \
            later routine (in path order) is reported at its first line, with a note at the first. \
            `seqc build --check-across-files` reports it, as the plugin runs it; `seqc build \
            --out-dir` names outputs by id and reports two routines with one id as \
            `duplicate-routine-id` instead.
            """,
        triggering: [],
        untestableReason: "it is about two files' names, which no file content can show",
        check: .linter
    )
}
