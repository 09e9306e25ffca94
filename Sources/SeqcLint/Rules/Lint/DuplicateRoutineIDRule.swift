import SeqcCompiler
import SeqcModel

extension RuleDefinition {
    static let duplicateRoutineID = RuleDefinition(
        id: .duplicateRoutineID, defaultSeverity: .error,
        summary: "Two routines in one run have the same id.",
        rationale: """
            A routine's id names its output file (`ID.json`) and its identity in the app, so two \
            routines with one id overwrite each other when built and collide when imported. The id \
            defaults to the file name, so copies in different folders collide too. The first routine \
            keeps the id; each later one is reported, with a note at the first. `seqc build` reports \
            the same problem.
            """,
        triggering: [
            .routines([
                "a/hiit.routine.yaml": "title: HIIT\ncards:\n  - countdown: Go\n    duration: 1m\n",
                "b/hiit.routine.yaml": "↓title: HIIT copy\ncards:\n  - countdown: Go\n    duration: 2m\n",
            ]),
            .routines([
                "legs.routine.yaml": "id: legs\ntitle: Legs\ncards:\n  - countdown: Go\n    duration: 1m\n",
                "legs-v2.routine.yaml": "id: ↓legs\ntitle: Legs\ncards:\n  - countdown: Go\n    duration: 2m\n",
            ]),
        ],
        nonTriggering: [
            .routines([
                "legs.routine.yaml": "title: Legs\ncards:\n  - countdown: Go\n    duration: 1m\n",
                "legs-v2.routine.yaml": "title: Legs\ncards:\n  - countdown: Go\n    duration: 2m\n",
            ])
        ],
        check: .repository { DuplicateRoutineIDs() }
    )
}

extension DuplicateRoutineIDs: RepositoryCheck {}
