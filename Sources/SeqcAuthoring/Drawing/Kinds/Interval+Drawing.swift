import SeqcModel

extension IntervalConfig: KindDrawing {
    static var styles: [KindStyle] {
        [
            KindStyle(name: "interval work", light: "#d55e00", dark: "#f08a3c", glyph: "▓", terminalColour: 166),
            KindStyle(name: "interval rest", light: "#7fc9b0", dark: "#5aa58c", glyph: "▒", terminalColour: 79),
        ]
    }
}
