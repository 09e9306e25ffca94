import SeqcModel

extension CountdownConfig: KindAuthoring {
    static var spec: KindSpec {
        KindSpec(
            kind: kind, summary: "Counts a duration down.",
            fields: [.countdownDuration(\Self.durationSeconds), .autoComplete(\Self.autoComplete)],
            example: "- countdown: Warm-up\n  duration: 5m",
            drawing: [KindStyle(name: "countdown", light: "#0072b2", dark: "#4ea3db", glyph: "█", terminalColour: 33)])
    }
}
