import SeqcModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// SARIF 2.1.0 for code scanning: one run whose driver lists every rule, and one result
/// per diagnostic with its region, notes as related locations and fix-its as fixes.
/// Columns are Unicode scalars, as the run's `columnKind` says.
public enum SARIFRenderer {
    /// The SARIF log for `diagnostics`, with every rule of `rules` in the driver, in order.
    /// The rules' text comes from the rule registry (SeqcLint), which passes it in.
    public static func render(_ diagnostics: [Diagnostic], rules: [SARIFRule]) throws -> Data {
        var indices: [RuleID: Int] = [:]
        for (index, rule) in rules.enumerated() where indices[rule.id] == nil { indices[rule.id] = index }
        let run = Run(
            tool: Tool(driver: Driver(rules: rules.map(Descriptor.init))),
            results: diagnostics.map { Result($0, ruleIndex: indices[$0.rule]) })
        return try StableJSON.encode(Log(runs: [run]))
    }

    /// A file path as a SARIF URI reference: relative paths stay relative (code scanning
    /// resolves them against the repository root), absolute ones become `file://` URIs.
    /// `path` is as seqc shows it (``PathDisplay``): a byte that is not UTF-8, shown
    /// `\xff`, is percent-encoded as itself (`%FF`), so the URI names the real file.
    static func uri(for path: String) -> String {
        var trimmed = PathDisplay.bytes(of: path)[...]
        while trimmed.starts(with: [UInt8(ascii: "."), UInt8(ascii: "/")]) { trimmed = trimmed.dropFirst(2) }
        let encoded = percentEncoded(trimmed)
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }

    /// Every byte outside the URL path characters (Foundation's
    /// `CharacterSet.urlPathAllowed`, all ASCII) and `:` as `%XX`, which is what
    /// `addingPercentEncoding(withAllowedCharacters:)` gave with that set, without Foundation.
    /// A `:` is encoded so a relative path's first segment cannot read as a URI scheme.
    private static func percentEncoded(_ path: ArraySlice<UInt8>) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(path.count)
        for byte in path {
            if byte < 0x80, uriPathBytes.contains(byte) {
                bytes.append(byte)
            } else {
                bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The URL path characters less `:`.
    private static let uriPathBytes = Set("!$&'()*+,-./0123456789=@ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz~".utf8)

    private struct Log: Encodable {
        let schema = "https://json.schemastore.org/sarif-2.1.0.json"
        let version = "2.1.0"
        let runs: [Run]
        enum CodingKeys: String, CodingKey {
            case schema = "$schema"
            case version, runs
        }
    }

    private struct Run: Encodable {
        let tool: Tool
        let results: [Result]
        let columnKind = "unicodeCodePoints"
    }

    private struct Tool: Encodable { let driver: Driver }

    private struct Driver: Encodable {
        let name = "seqc"
        let version = SeqcVersion.current
        let semanticVersion = SeqcVersion.current
        let rules: [Descriptor]
    }

    private struct Text: Encodable {
        let text: String
        var markdown: String?
    }

    private struct Descriptor: Encodable {
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
            defaultConfiguration = Configuration(level: level(rule.defaultSeverity))
            properties = Properties(tags: rule.tags)
        }
    }

    private struct Result: Encodable {
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
            level = SARIFRenderer.level(diagnostic.severity)
            message = Text(text: diagnostic.message + (diagnostic.help.map { "\nhelp: " + $0 } ?? ""))
            locations = [Location(file: diagnostic.file, range: diagnostic.range)]
            let notes = diagnostic.notes.enumerated().map { Location(file: $1.file, range: $1.range, id: $0 + 1, message: $1.message) }
            relatedLocations = notes.isEmpty ? nil : notes
            fixes = Fix(diagnostic).map { [$0] }
        }
    }

    private struct Location: Encodable {
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

    private struct PhysicalLocation: Encodable {
        let artifactLocation: ArtifactLocation
        let region: Region
    }

    private struct ArtifactLocation: Encodable { let uri: String }

    private struct Region: Encodable {
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

    private struct Fix: Encodable {
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

    private static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }
}
