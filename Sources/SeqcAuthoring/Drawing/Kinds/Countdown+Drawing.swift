import SeqcModel

extension CountdownConfig: KindDrawing {
    static var styles: [KindStyle] {
        [KindStyle(name: "countdown", light: "#0072b2", dark: "#4ea3db", glyph: "█", terminalColour: 33)]
    }
}
