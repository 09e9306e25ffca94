import SeqcCompiler

extension RuleID {
    public static let invalidConfiguration: RuleID = "invalid-configuration"
}

extension RuleDefinition {
    static let invalidConfiguration = RuleDefinition(
        id: .invalidConfiguration, defaultSeverity: .error,
        summary: "The `.seqc.yml` (or `--config` file) is not a valid configuration.",
        rationale: """
            A configuration that silently ignored a misspelt rule or setting would leave a team \
            believing a rule is off, or on, when it is not. seqc stops with exit code 2 and checks \
            no routine until the configuration is right. A configuration is `rules:` (rule id to \
            `off`, `warning` or `error`), `exclude:` (path patterns relative to the \
            configuration file, `*`, `?` and `**` as in `.gitignore`) and `documentation-url:` \
            (an `https://` URL an editor links rule ids to). A rule that stops \
            `seqc build` (a compile error, two routines with one id) cannot be changed: lint \
            agrees with build, so a setting for one is a warning and is ignored.
            """,
        triggering: [
            .configuration(
                """
                rules:
                  ↓title-to-long: off
                  consecutive-rests: ↓of
                  ↓unknown-kind: warning
                ↓exlude:
                  - drafts/**
                """)
        ],
        nonTriggering: [
            .configuration(
                """
                rules:
                  title-too-long: off
                  no-timed-card: error
                exclude:
                  - drafts/**
                  - "*.wip.routine.yaml"
                """)
        ],
        check: .linter
    )
}
