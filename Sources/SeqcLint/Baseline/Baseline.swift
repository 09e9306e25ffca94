import SeqcCompiler
import SeqcModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Findings a repository already had when it adopted seqc (`lint --write-baseline`), so
/// that `lint --baseline` reports only new ones, as SwiftLint's baseline does.
///
/// A finding is keyed by its file, rule, message and the text of the line it starts on
/// (leading and trailing blanks trimmed), never by line number: lines added above it
/// leave it known. Identical keys are counted, so a third copy of a finding the
/// baseline holds twice is new. Rules that stop `seqc build` (``RuleDefinition/stopsBuild``:
/// compile errors, two routines with one id) are never in a baseline and an entry for one
/// hides nothing: the build would fail, so they are always reported.
package struct Baseline: Sendable, Equatable {
    /// One recorded finding.
    package struct Entry: Codable, Hashable, Sendable, Comparable {
        package var file: String
        package var rule: String
        package var message: String
        /// The source line the finding starts on, trimmed.
        package var line: String

        package static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.file, lhs.rule, lhs.line, lhs.message) < (rhs.file, rhs.rule, rhs.line, rhs.message)
        }
    }

    /// The entries, sorted; an entry appears once per finding it stands for.
    package private(set) var entries: [Entry]

    /// The version of the file format `write` produces and `read` accepts.
    package static let version = 1

    /// The most bytes a baseline file may hold; `seqc lint --baseline` reads no more than
    /// this and one byte. A finding's entry is about 200 bytes, so 64 MiB is some 300,000
    /// findings, more than the strict parser's million values let through anyway; the
    /// limit keeps a hostile or mistaken file (a 4 GiB one, `/dev/zero`) from being read.
    package static let maxBytes = 64 << 20

    /// The baseline of `diagnostics`; `sources` give each finding's line text.
    package init(_ diagnostics: [Diagnostic], sources: [SourceFile], rules: RuleRegistry = .standard) {
        self.init(entries: Self.entries(of: diagnostics, sources: sources, rules: rules))
    }

    /// The baseline of entries gathered part by part (``entries(of:sources:rules:)``).
    package init(entries: [Entry]) { self.entries = entries.sorted() }

    /// The entries `diagnostics` would add to a baseline; `sources` give each finding's line text.
    package static func entries(of diagnostics: [Diagnostic], sources: [SourceFile], rules: RuleRegistry = .standard) -> [Entry] {
        let byPath = Self.sourcesByPath(sources)
        return diagnostics.filter { Self.canBaseline($0, rules: rules) }.map { Self.entry(for: $0, in: byPath) }
    }

    /// `diagnostics` without the findings the baseline holds, each entry matching one finding.
    package func newFindings(in diagnostics: [Diagnostic], sources: [SourceFile], rules: RuleRegistry = .standard) -> [Diagnostic] {
        var matcher = matcher(rules: rules)
        return matcher.newFindings(in: diagnostics, sources: sources)
    }

    /// A matcher that takes a run's findings part by part.
    package func matcher(rules: RuleRegistry = .standard) -> Matcher { Matcher(entries: entries, rules: rules) }

    /// Takes the findings a baseline holds out of a run given part by part, each entry
    /// matching one finding: the parts together keep what ``newFindings(in:sources:rules:)``
    /// keeps of the whole run, because an entry names its file and a file is in one part.
    package struct Matcher {
        private var remaining: [Entry: Int] = [:]
        private let rules: RuleRegistry

        init(entries: [Entry], rules: RuleRegistry) {
            for entry in entries { remaining[entry, default: 0] += 1 }
            self.rules = rules
        }

        /// `diagnostics` without the findings the baseline holds and has not matched yet.
        package mutating func newFindings(in diagnostics: [Diagnostic], sources: [SourceFile]) -> [Diagnostic] {
            let byPath = Baseline.sourcesByPath(sources)
            return diagnostics.filter { diagnostic in
                guard Baseline.canBaseline(diagnostic, rules: rules) else { return true }
                let key = Baseline.entry(for: diagnostic, in: byPath)
                guard let count = remaining[key], count > 0 else { return true }
                remaining[key] = count - 1
                return false
            }
        }
    }

    /// The baseline as stable, sorted JSON in seqc's layout (``StableJSON``): one run's
    /// file is byte-identical to the next's, and no message it records writes a workflow
    /// command into a CI log that prints it.
    package func jsonData() throws -> Data {
        try StableJSON.encode(File(version: Self.version, findings: entries))
    }

    /// Reads a baseline `jsonData` wrote; the error says what is wrong, for `path:` to precede.
    package static func read(_ data: Data) throws(BaselineError) -> Baseline {
        try read(Array(data))
    }

    /// Reads a baseline `jsonData` wrote, from its bytes. The strict parser's tree is the
    /// only copy made of the text: entries are taken from it, not decoded a second time.
    package static func read(_ bytes: [UInt8]) throws(BaselineError) -> Baseline {
        // The strict parser first: it says where JSON goes wrong, and refuses a key twice.
        let json: StrictJSON
        do {
            json = try StrictJSONParser.parse(bytes)
        } catch {
            throw BaselineError(message: Self.problem(error.problem), line: error.line, column: error.column)
        }
        let notABaseline = BaselineError(message: "not a seqc baseline (write one with `seqc lint --write-baseline FILE`)")
        guard case .number(let versionText)? = json["version"]?.content, let version = Int(versionText) else { throw notABaseline }
        // A later version may shape its findings otherwise: it is named before they are read.
        guard version == Self.version else {
            throw BaselineError(message: "baseline version \(version) is not supported (expected \(Self.version))")
        }
        guard case .array(let findings)? = json["findings"]?.content else { throw notABaseline }
        var entries: [Entry] = []
        entries.reserveCapacity(findings.count)
        for finding in findings {
            guard case .string(let file)? = finding["file"]?.content, case .string(let rule)? = finding["rule"]?.content,
                case .string(let message)? = finding["message"]?.content, case .string(let line)? = finding["line"]?.content
            else { throw notABaseline }
            entries.append(Entry(file: file, rule: rule, message: message, line: line))
        }
        return Baseline(entries: entries)
    }

    /// The file's shape, for writing.
    private struct File: Encodable {
        var version: Int
        var findings: [Entry]
    }

    private static func canBaseline(_ diagnostic: Diagnostic, rules: RuleRegistry) -> Bool {
        rules[diagnostic.rule]?.isAdjustable ?? false
    }

    private static func sourcesByPath(_ sources: [SourceFile]) -> [String: SourceFile] {
        Dictionary(sources.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    }

    private static func entry(for diagnostic: Diagnostic, in sources: [String: SourceFile]) -> Entry {
        let line = sources[diagnostic.file]?.line(diagnostic.range.start.line) ?? ""
        return Entry(
            file: diagnostic.file, rule: diagnostic.rule.rawValue, message: diagnostic.message,
            line: line.trimmingWhitespace())
    }

    private static func problem(_ problem: JSONParseError.Problem) -> String {
        switch problem {
        case .syntax(let reason): "not valid JSON: \(reason)"
        case .duplicateKey(let key, _): "key '\(key)' appears twice in one object"
        case .tooDeep(let limit): "arrays and objects are nested more than \(limit) deep"
        case .tooManyValues(let limit): "more than \(limit) values"
        case .tooManyItems(let key, let limit): "'\(key)' has more than \(limit) items"
        }
    }
}

/// Why a baseline file cannot be used, with where in it when known.
package struct BaselineError: Error, Sendable {
    package let message: String
    package var line: Int?
    package var column: Int?
}
