import SeqcModel

extension CountupConfig: KindDrawing {
    static var styles: [KindStyle] {
        [KindStyle(name: "countup", light: "#56b4e9", dark: "#8fd0f5", glyph: "▸", terminalColour: 117)]
    }
}
