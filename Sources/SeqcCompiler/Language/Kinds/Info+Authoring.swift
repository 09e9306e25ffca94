import SeqcModel

extension InfoConfig: KindAuthoring {
    static var spec: KindSpec {
        KindSpec(
            kind: kind, summary: "Shows a message until the user taps on.",
            fields: [
                FieldSpec(
                    "text", \Self.text, summary: "The message shown under the title.",
                    example: "Water bottle, towel, open space.",
                    synonyms: ["body", "message", "description", "content", "details"])
            ],
            example: "- info: Get ready\n  text: Water bottle and towel.",
            drawing: [KindStyle(name: "info", light: "#8c8c8c", dark: "#b3b3b3", glyph: "i", terminalColour: 246)])
    }
}
