import SeqcModel

extension RestConfig: KindAuthoring {
    static var spec: KindSpec {
        KindSpec(
            kind: kind, summary: "A countdown styled as rest.",
            fields: [.countdownDuration(\Self.durationSeconds), .autoComplete(\Self.autoComplete)],
            example: "- rest: Breathe\n  duration: 30s",
            drawing: [KindStyle(name: "rest", light: "#009e73", dark: "#3fc79f", glyph: "░", terminalColour: 35)])
    }
}
