import SeqcModel

extension ChecklistConfig: KindAuthoring {
    static var spec: KindSpec {
        KindSpec(
            kind: kind, summary: "Items the user ticks off.",
            fields: [
                FieldSpec(
                    "items", \Self.items, summary: "The items, at least one, none empty.", example: "[Calves, Quads]",
                    hint: ("[<item>, <item>]", "what to tick off"), synonyms: ["list", "steps", "tasks", "checks"])
            ],
            example: "- checklist: Cool down\n  items: [Calves, Quads, Hamstrings]",
            drawing: [KindStyle(name: "checklist", light: "#cc79a7", dark: "#e3a3c7", glyph: "✓", terminalColour: 175)])
    }
}
