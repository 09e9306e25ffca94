import SeqcCompiler
import SeqcModel

extension RuleID {
    public static let implausibleDuration: RuleID = "implausible-duration"
}

extension RuleDefinition {
    static let implausibleDuration = RuleDefinition(
        id: .implausibleDuration, defaultSeverity: .error,
        summary:
            "A timed value written without a unit where the routine's words say another unit (minutes, or milliseconds), or a distance written as minutes.",
        rationale: """
            A number without a unit is seconds. Other apps and people count minutes (`duration: 5` for a \
            five-minute meditation) or milliseconds (`duration: 300000`), and the routine then plays for five \
            seconds, or three days, without a word. A bare number under a minute is reported when the \
            routine's title or summary states a length that it matches only as minutes, when the card's own \
            title or the title of a card next to it speaks of minutes, or when every timed value of the \
            routine is a bare number under a minute and its title or the card's names an activity timed \
            in minutes (a meditation, a pomodoro, steeping tea; not a breath). Any bare number is \
            reported when a comment, or the prose around the routine, states that the values are minutes \
            (`# all durations in minutes`, `# Zeiten in Minuten`, "Les durées sont en minutes."; not a minute \
            word in passing); prose or a comment stating seconds keeps them. A bare whole number of \
            thousands of at least ten thousand is reported as milliseconds. Both readings are possible, so \
            the build stops until the unit is written (`5m`, or `5s` if seconds were meant): a routine that \
            played the wrong one would be a silent guess. A number and `m` alone that reads as a distance in \
            metres (1000 or more, or 100 or more and a multiple of 50, or a number the routine's titles name \
            in metres: `work: 500m` in "Rowing 8 x 500m") is reported with no fix: the time it takes is not \
            in the file.
            """,
        triggering: [
            RuleExample(
                """
                title: Evening calm
                summary: A 5 minute meditation
                cards:
                  - countdown: Meditate
                    duration: ↓5
                """),
            RuleExample(
                """
                title: Tea
                cards:
                  - countdown: Steep green tea
                    duration: ↓3
                """),
            RuleExample(
                """
                title: Rowing 8 x 500m
                cards:
                  - interval: 500m repeats
                    work: ↓500m
                    rest: 2m
                    rounds: 8
                """),
            RuleExample(
                """
                title: Timers in ms
                cards:
                  - countdown: Run
                    duration: ↓300000
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                title: Long ride
                cards:
                  - countdown: Ride
                    duration: 90m
                """),
            RuleExample(
                """
                title: Evening calm
                summary: A 5 minute meditation
                cards:
                  - countdown: Meditate
                    duration: 5m
                """),
            RuleExample(
                """
                title: Sprints
                cards:
                  - countdown: Sprint
                    duration: 20
                  - rest: Walk
                    duration: 40
                """),
            RuleExample(
                """
                title: 5 minute tabata
                cards:
                  - interval: Tabata
                    work: 20
                    rest: 10
                    rounds: 8
                """),
            RuleExample(
                """
                title: Box breathing meditation
                cards:
                  - countdown: Inhale
                    duration: 4
                  - countdown: Hold
                    duration: 4
                  - countdown: Exhale
                    duration: 4
                """),
        ],
        check: .routine { context in ImplausibleDurations(context: context).findings() }
    )
}
