import SeqcModel

extension CountupConfig: KindAuthoring {
    static var spec: KindSpec {
        KindSpec(
            kind: kind, summary: "A stopwatch the user stops, with an optional goal.",
            fields: [
                FieldSpec(
                    "target", \Self.targetSeconds, summary: "An optional goal time.", example: "2m",
                    synonyms: ["goal", "duration", "seconds", "time"])
            ],
            example: "- countup: Plank\n  target: 1m",
            drawing: [KindStyle(name: "countup", light: "#56b4e9", dark: "#8fd0f5", glyph: "▸", terminalColour: 117)])
    }
}
