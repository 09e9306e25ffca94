#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// GitHub Actions workflow commands, one per diagnostic:
/// `::error file=F,line=L,col=C,endLine=L,endColumn=C,title=RULE::message`.
/// GitHub turns them into annotations on the pull request's diff. User text is first made
/// visible with ``TerminalText`` (the message is shown in the log), then percent-encoded
/// by GitHub's rules, so no part of it can end the command or start another.
public enum GitHubAnnotationRenderer {
    /// One workflow command line, ending in a newline.
    public static func render(_ diagnostic: Diagnostic) -> String {
        let command =
            switch diagnostic.severity {
            case .error: "error"
            case .warning: "warning"
            case .note: "notice"
            }
        let range = diagnostic.range
        let properties = [
            ("file", TerminalText.escaped(diagnostic.file)), ("line", "\(range.start.line)"), ("col", "\(range.start.column)"),
            ("endLine", "\(range.end.line)"), ("endColumn", "\(range.end.column)"),
            ("title", TerminalText.escaped(diagnostic.rule.rawValue)),
        ].map { "\($0)=\(escapeProperty($1))" }.joined(separator: ",")
        var message = TerminalText.escaped(diagnostic.message)
        // A help or fix that spans lines keeps its lines: the annotation shows them.
        if let help = diagnostic.help {
            message += "\nhelp: " + TerminalText.lines(of: help).map(TerminalText.escaped).joined(separator: "\n")
        }
        if let fix = FixDescription.lines(diagnostic) {
            message += "\n\(FixDescription.label(diagnostic)): " + fix.map(TerminalText.escaped).joined(separator: "\n")
        }
        for note in diagnostic.notes {
            message +=
                "\nnote: \(TerminalText.escaped(note.file)):\(note.range.start.line):\(note.range.start.column): \(TerminalText.escaped(note.message))"
        }
        return "::\(command) \(properties)::\(escapeData(message))\n"
    }

    /// A command's message: `%`, carriage return and line feed are percent-encoded.
    static func escapeData(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": escaped += "%25"
            case "\r": escaped += "%0D"
            case "\n": escaped += "%0A"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// A property value: as a message, plus `:` and `,`, which separate properties.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingEvery(":", with: "%3A").replacingEvery(",", with: "%2C")
    }
}
