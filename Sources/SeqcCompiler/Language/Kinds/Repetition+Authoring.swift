import SeqcModel

extension RepetitionConfig: KindAuthoring {
    static var spec: KindSpec {
        KindSpec(
            kind: kind, summary: "Counts repetitions the user performs.",
            fields: [
                FieldSpec(
                    "reps", \Self.reps, summary: "How many repetitions, 1 to 10000.", example: "12",
                    synonyms: ["count", "repetitions", "repeats", "times"])
            ],
            example: "- repetition: Push-ups\n  reps: 12",
            drawing: [KindStyle(name: "repetition", light: "#e69f00", dark: "#f5b93a", glyph: "#", terminalColour: 214)])
    }
}
