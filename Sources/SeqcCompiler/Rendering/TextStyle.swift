/// How text output is decorated. Colour is a rendering concern only: diagnostics never
/// carry it.
public enum TextStyle: Sendable {
    case plain
    case ansi

    /// One decoration, written as an SGR (Select Graphic Rendition) parameter list.
    enum Decoration {
        case bold, error, warning, note, caret, help

        init(_ severity: Severity) {
            switch severity {
            case .error: self = .error
            case .warning: self = .warning
            case .note: self = .note
            }
        }

        /// The escape sequence that starts it.
        var ansiOpening: String {
            switch self {
            case .bold: "\u{1B}[1m"
            case .error: "\u{1B}[1;31m"
            case .warning: "\u{1B}[1;35m"
            case .note, .help: "\u{1B}[1;36m"
            case .caret: "\u{1B}[1;32m"
            }
        }
    }

    /// What starts `decoration` in this style: nothing when plain.
    func opening(_ decoration: Decoration) -> String {
        switch self {
        case .plain: ""
        case .ansi: decoration.ansiOpening
        }
    }

    /// What ends any decoration in this style: nothing when plain.
    var closing: String {
        switch self {
        case .plain: ""
        case .ansi: "\u{1B}[0m"
        }
    }
}
