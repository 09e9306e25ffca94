/// How text output is decorated. Colour is a rendering concern only: diagnostics never
/// carry it.
public enum TextStyle: Sendable {
    case plain
    case ansi

    func bold(_ text: String) -> String { wrap(text, "1") }

    func severity(_ severity: Severity, _ text: String) -> String {
        switch severity {
        case .error: wrap(text, "1;31")
        case .warning: wrap(text, "1;35")
        case .note: wrap(text, "1;36")
        }
    }

    func caret(_ text: String) -> String { wrap(text, "1;32") }
    func help(_ text: String) -> String { wrap(text, "1;36") }

    private func wrap(_ text: String, _ code: String) -> String {
        switch self {
        case .plain: text
        case .ansi: "\u{1B}[\(code)m\(text)\u{1B}[0m"
        }
    }
}
