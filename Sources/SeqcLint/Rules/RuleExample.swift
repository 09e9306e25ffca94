import SeqcCompiler

/// A source a rule reports on (or must not), with each expected diagnostic's start
/// marked by ``marker`` placed just before the flagged character.
public struct RuleExample: Sendable {
    /// Marks where a diagnostic starts; removed before the source is checked.
    public static let marker: Character = "↓"

    /// What the example's files are.
    public enum Subject: Sendable {
        /// Routine files, linted together in one run.
        case routines
        /// One `.seqc.yml`.
        case configuration
    }

    /// One file of an example, markers included.
    public struct File: Sendable {
        /// The file's name in diagnostics, e.g. `a/hiit.routine.yaml`.
        public let name: String
        /// The text with its `↓` markers.
        public let markedText: String
    }

    public let subject: Subject
    public let files: [File]

    /// One routine file.
    public init(_ markedText: String, file: String = "example.routine.yaml") {
        self.init(subject: .routines, files: [File(name: file, markedText: markedText)])
    }

    init(subject: Subject, files: [File]) {
        self.subject = subject
        self.files = files
    }

    /// Several routine files linted in one run, for rules across files.
    public static func routines(_ files: KeyValuePairs<String, String>) -> RuleExample {
        RuleExample(subject: .routines, files: files.map { File(name: $0.key, markedText: $0.value) })
    }

    /// A configuration file.
    public static func configuration(_ markedText: String) -> RuleExample {
        RuleExample(subject: .configuration, files: [File(name: ".seqc.yml", markedText: markedText)])
    }
}

extension RuleExample.File {
    /// The text without markers, and the position each marker stood at.
    public var unmarked: (text: String, positions: [SourcePosition]) {
        var text = String.UnicodeScalarView()
        var positions: [SourcePosition] = []
        var line = 1
        var column = 1
        let marker = RuleExample.marker.unicodeScalars.first!
        for scalar in markedText.unicodeScalars {
            if scalar == marker {
                positions.append(SourcePosition(line: line, column: column))
                continue
            }
            text.append(scalar)
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return (String(text), positions)
    }

    /// The source to check.
    public var source: SourceFile { SourceFile(path: name, text: unmarked.text) }
}
