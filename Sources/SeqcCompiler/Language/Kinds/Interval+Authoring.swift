import SeqcModel

extension IntervalConfig: KindAuthoring {
    static var spec: KindSpec {
        KindSpec(
            kind: kind, summary: "Work/rest rounds; expands into a countdown and a rest card per round.",
            fields: [
                FieldSpec(
                    "work", \Self.workSeconds, summary: "The length of each work phase.", example: "30s",
                    synonyms: ["workTime", "workDuration", "on", "duration", "seconds", "time"]),
                FieldSpec(
                    "rest", \Self.restSeconds, summary: "The length of each rest phase.", example: "15s",
                    synonyms: ["restTime", "restDuration", "off", "duration", "seconds", "time"]),
                FieldSpec(
                    "rounds", \Self.rounds, summary: "How many work/rest rounds, 1 to 10000.", example: "8",
                    synonyms: ["sets", "repeats", "repeat", "cycles", "reps", "repetitions", "times"]),
                FieldSpec(
                    "finalRest", \Self.finalRest, summary: "Whether the last round ends with a rest.", example: "false",
                    synonyms: ["lastRest", "restAfterLastRound"]),
            ],
            example: "- interval: Sprints\n  work: 30s\n  rest: 15s\n  rounds: 8",
            drawing: [
                KindStyle(name: "interval work", light: "#d55e00", dark: "#f08a3c", glyph: "▓", terminalColour: 166),
                KindStyle(name: "interval rest", light: "#7fc9b0", dark: "#5aa58c", glyph: "▒", terminalColour: 79),
            ])
    }
}
