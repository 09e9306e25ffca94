import SeqcModel

extension RandomDurationConfig: KindDrawing {
    static var styles: [KindStyle] {
        [KindStyle(name: "random duration", light: "#b8a200", dark: "#f0e442", glyph: "▚", terminalColour: 184)]
    }
}
