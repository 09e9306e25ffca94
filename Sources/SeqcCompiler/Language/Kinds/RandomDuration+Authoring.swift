import SeqcModel

extension RandomDurationConfig: KindAuthoring {
    static var spec: KindSpec {
        KindSpec(
            kind: kind, summary: "A countdown whose length is drawn once, when it starts, between min and max.",
            fields: [
                FieldSpec(
                    "min", \Self.minSeconds, summary: "The shortest length.", example: "20s",
                    synonyms: ["minimum", "minDuration", "shortest", "from"]),
                FieldSpec(
                    "max", \Self.maxSeconds, summary: "The longest length; raised to min if below it.", example: "45s",
                    synonyms: ["maximum", "maxDuration", "longest", "to"]),
            ],
            example: "- randomDuration: Surprise hold\n  min: 20s\n  max: 45s",
            drawing: [KindStyle(name: "random duration", light: "#b8a200", dark: "#f0e442", glyph: "▚", terminalColour: 184)])
    }
}
