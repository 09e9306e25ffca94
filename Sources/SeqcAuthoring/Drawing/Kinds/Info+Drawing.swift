import SeqcModel

extension InfoConfig: KindDrawing {
    static var styles: [KindStyle] {
        [KindStyle(name: "info", light: "#8c8c8c", dark: "#b3b3b3", glyph: "i", terminalColour: 246)]
    }
}
