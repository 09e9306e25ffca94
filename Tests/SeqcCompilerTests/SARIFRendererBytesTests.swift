import Foundation
import SeqcModel
import Testing

@testable import SeqcCompiler

/// `--format sarif` is written straight into bytes; these hold it to the text
/// `JSONEncoder` (`.sortedKeys`, `.withoutEscapingSlashes`) made of the same log in seqc's
/// layout, which is what it was written with before and what the goldens hold.
@Suite struct SARIFRendererBytesTests {
    static let rules = [
        SARIFRule(
            id: "rule-0", name: "RuleZero", summary: "One \"line\".", rationale: "Why / because\nof\ttabs.",
            helpText: "help text é", helpMarkdown: "**help** `code`", defaultSeverity: .error, tags: ["compile"]),
        SARIFRule(
            id: "rule-1", name: "RuleOne", summary: "", rationale: "", helpText: "", helpMarkdown: "", defaultSeverity: .warning,
            tags: []),
        SARIFRule(
            id: "rule-2", name: "RuleTwo", summary: "s", rationale: "r", helpText: "h", helpMarkdown: "m", defaultSeverity: .note,
            tags: ["lint", "style"]),
    ]

    @Test func theLogIsJSONEncodersForEveryShapeOfDiagnostic() throws {
        // Diagnostics of every shape (help or none, notes, fixes safe and unsafe, texts
        // that need escaping, absolute and odd paths), some with a rule not in the table.
        var diagnostics = JSONDiagnosticRendererTests.diagnostics()
        diagnostics.append(
            Diagnostic(
                file: "/abs/path with space/ü:x.routine.yaml", range: SourceRange(at: .start), severity: .note,
                rule: "rule-1", message: "m"))
        for count in [0, 1, diagnostics.count] {
            let shown = Array(diagnostics.prefix(count))
            for rules in [[], Self.rules] {
                let written = try SARIFRenderer.render(shown, rules: rules)
                let encoded = try StableJSON.encode(Reference.log(shown, rules: rules))
                #expect(
                    String(decoding: written, as: UTF8.self) == String(decoding: encoded, as: UTF8.self),
                    "\(count) diagnostics, \(rules.count) rules")
            }
        }
    }

    /// The log as it was encoded with `JSONEncoder`.
    enum Reference {
        static func log(_ diagnostics: [Diagnostic], rules: [SARIFRule]) -> Log {
            var indices: [RuleID: Int] = [:]
            for (index, rule) in rules.enumerated() where indices[rule.id] == nil { indices[rule.id] = index }
            let run = Run(
                tool: Tool(driver: Driver(rules: rules.map(Descriptor.init))),
                results: diagnostics.map { Result($0, ruleIndex: indices[$0.rule]) })
            return Log(runs: [run])
        }

        static func level(_ severity: Severity) -> String {
            switch severity {
            case .error: "error"
            case .warning: "warning"
            case .note: "note"
            }
        }

        struct Log: Encodable {
            let schema = "https://json.schemastore.org/sarif-2.1.0.json"
            let version = "2.1.0"
            let runs: [Run]
            enum CodingKeys: String, CodingKey {
                case schema = "$schema"
                case version, runs
            }
        }

        struct Run: Encodable {
            let tool: Tool
            let results: [Result]
            let columnKind = "unicodeCodePoints"
        }

        struct Tool: Encodable { let driver: Driver }

        struct Driver: Encodable {
            let name = "seqc"
            let version = SeqcVersion.current
            let semanticVersion = SeqcVersion.current
            let rules: [Descriptor]
        }

        struct Text: Encodable {
            let text: String
            var markdown: String?
        }

        struct Descriptor: Encodable {
            let id: String
            let name: String
            let shortDescription: Text
            let fullDescription: Text
            let help: Text
            let defaultConfiguration: Configuration
            let properties: Properties

            struct Configuration: Encodable {
                let level: String
                let enabled = true
            }
            struct Properties: Encodable { let tags: [String] }

            init(_ rule: SARIFRule) {
                id = rule.id.rawValue
                name = rule.name
                shortDescription = Text(text: rule.summary)
                fullDescription = Text(text: rule.rationale)
                help = Text(text: rule.helpText, markdown: rule.helpMarkdown)
                defaultConfiguration = Configuration(level: Reference.level(rule.defaultSeverity))
                properties = Properties(tags: rule.tags)
            }
        }

        struct Result: Encodable {
            let ruleId: String
            let ruleIndex: Int?
            let level: String
            let message: Text
            let locations: [Location]
            let relatedLocations: [Location]?
            let fixes: [Fix]?

            init(_ diagnostic: Diagnostic, ruleIndex: Int?) {
                ruleId = diagnostic.rule.rawValue
                self.ruleIndex = ruleIndex
                level = Reference.level(diagnostic.severity)
                message = Text(text: diagnostic.message + (diagnostic.help.map { "\nhelp: " + $0 } ?? ""))
                locations = [Location(file: diagnostic.file, range: diagnostic.range)]
                let notes = diagnostic.notes.enumerated().map { Location(file: $1.file, range: $1.range, id: $0 + 1, message: $1.message) }
                relatedLocations = notes.isEmpty ? nil : notes
                fixes = Fix(diagnostic).map { [$0] }
            }
        }

        struct Location: Encodable {
            let id: Int?
            let physicalLocation: PhysicalLocation
            let message: Text?

            init(file: String, range: SourceRange, id: Int? = nil, message: String? = nil) {
                self.id = id
                physicalLocation = PhysicalLocation(
                    artifactLocation: ArtifactLocation(uri: SARIFRenderer.uri(for: file)), region: Region(range))
                self.message = message.map { Text(text: $0) }
            }
        }

        struct PhysicalLocation: Encodable {
            let artifactLocation: ArtifactLocation
            let region: Region
        }

        struct ArtifactLocation: Encodable { let uri: String }

        struct Region: Encodable {
            let startLine: Int
            let startColumn: Int
            let endLine: Int
            let endColumn: Int

            init(_ range: SourceRange) {
                startLine = range.start.line
                startColumn = range.start.column
                endLine = range.end.line
                endColumn = range.end.column
            }
        }

        struct Fix: Encodable {
            let description: Text
            let artifactChanges: [Change]

            struct Change: Encodable {
                let artifactLocation: ArtifactLocation
                let replacements: [Replacement]
            }

            struct Replacement: Encodable {
                let deletedRegion: Region
                let insertedContent: Text
            }

            /// The diagnostic's one fix: all its edits, as replacements in one artifact change
            /// (they are applied together or not at all); nil without a fix.
            init?(_ diagnostic: Diagnostic) {
                guard let words = FixDescription.describe(diagnostic), let safety = diagnostic.fixSafety else { return nil }
                description = Text(text: "\(safety.rawValue) fix: \(words)")
                artifactChanges = [
                    Change(
                        artifactLocation: ArtifactLocation(uri: SARIFRenderer.uri(for: diagnostic.file)),
                        replacements: diagnostic.fixIts.map {
                            Replacement(deletedRegion: Region($0.range), insertedContent: Text(text: $0.replacement))
                        })
                ]
            }
        }
    }
}
