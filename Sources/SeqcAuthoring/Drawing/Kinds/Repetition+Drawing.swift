import SeqcModel

extension RepetitionConfig: KindDrawing {
    static var styles: [KindStyle] {
        [KindStyle(name: "repetition", light: "#e69f00", dark: "#f5b93a", glyph: "#", terminalColour: 214)]
    }
}
