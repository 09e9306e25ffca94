import SeqcModel

extension RestConfig: KindDrawing {
    static var styles: [KindStyle] {
        [KindStyle(name: "rest", light: "#009e73", dark: "#3fc79f", glyph: "░", terminalColour: 35)]
    }
}
