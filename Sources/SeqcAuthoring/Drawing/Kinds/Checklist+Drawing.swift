import SeqcModel

extension ChecklistConfig: KindDrawing {
    static var styles: [KindStyle] {
        [KindStyle(name: "checklist", light: "#cc79a7", dark: "#e3a3c7", glyph: "✓", terminalColour: 175)]
    }
}
