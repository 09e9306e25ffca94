import Foundation
import SeqcCompiler
import SeqcLint
import SeqcModel
import Testing

/// docs/language.md is the users' reference: its tables are checked against the code that
/// defines the language (kinds, fields, defaults, display names, limits, rule ids) and
/// against the binary (durations, exit codes), so the reference cannot drift. Each
/// failure names the section and the entry that is missing or wrong.
@Suite struct LanguageReferenceTests {
    static let path = "docs/language.md"

    static func read(_ file: String) throws -> String {
        try String(contentsOf: SeqcProcess.packageRoot.appendingPathComponent(file), encoding: .utf8)
    }

    /// The lines under `heading` up to the next heading of the same or a higher level.
    static func section(_ heading: String, in text: String) -> [Substring]? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0 == heading }) else { return nil }
        let level = heading.prefix { $0 == "#" }.count
        let end =
            lines[(start + 1)...].firstIndex { line in
                let hashes = line.prefix { $0 == "#" }.count
                return hashes > 0 && hashes <= level && line.dropFirst(hashes).first == " "
            } ?? lines.endIndex
        return Array(lines[(start + 1)..<end])
    }

    /// The body rows of every table in `lines`, as trimmed cells. Cells escape `|` as `\|`.
    static func tableRows(_ lines: [Substring]) -> [[String]] {
        var rows: [[String]] = []
        var previousWasTable = false
        for line in lines {
            guard line.hasPrefix("|") else {
                previousWasTable = false
                continue
            }
            defer { previousWasTable = true }
            let cells = line.replacingOccurrences(of: "\\|", with: "\u{0}")
                .split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                .map { $0.replacingOccurrences(of: "\u{0}", with: "|").trimmingCharacters(in: .whitespaces) }
            // The header row and the `|---|` separator are not entries.
            if !previousWasTable || cells.allSatisfy({ $0.allSatisfy { $0 == "-" } }) { continue }
            rows.append(cells)
        }
        return rows
    }

    static func rows(under heading: String) throws -> [[String]] {
        let lines = try #require(section(heading, in: read(path)), "\(path) has no section '\(heading)'")
        return tableRows(lines)
    }

    static func typeWord(_ type: FieldType) -> String {
        switch type {
        case .text: "text"
        case .integer: "integer"
        case .boolean: "boolean"
        case .duration: "duration"
        case .textList: "list of text"
        }
    }

    static func code(_ text: String) -> String { "`\(text)`" }

    /// Checks one field's row: type, required, and, in tables that have them, default and
    /// runtime name.
    static func expect(
        _ field: FieldSpec, in rows: [[String]], where place: String, type: String? = nil,
        hasDefaultColumn: Bool = true, hasRuntimeColumn: Bool = true
    ) {
        guard let row = rows.first(where: { $0.first == code(field.name) }) else {
            Issue.record("\(path), \(place): no row for field `\(field.name)`")
            return
        }
        let expected = [type ?? typeWord(field.type), field.isRequired ? "yes" : "no"]
        #expect(
            Array(row.dropFirst().prefix(2)) == expected,
            "\(path), \(place), `\(field.name)`: type and required should be \(expected)")
        if hasDefaultColumn, row.count > 3, let value = field.defaultValue {
            #expect(row[3] == code(value), "\(path), \(place), `\(field.name)`: the default is `\(value)`")
        } else if hasDefaultColumn, row.count > 3, field.defaultValue == nil, !row[3].hasPrefix("the ") {
            #expect(row[3] == "—", "\(path), \(place), `\(field.name)`: no default in the code, '\(row[3])' in the doc")
        }
        if hasRuntimeColumn, row.count > 4 {
            #expect(
                row[4] == field.runtimeName.map(code) ?? "—",
                "\(path), \(place), `\(field.name)`: the runtime JSON field is \(field.runtimeName ?? "none")")
        }
    }

    @Test func everyKindIsDocumentedWithEveryField() throws {
        for kind in CardKind.allCases {
            let heading = "#### `\(kind.rawValue)`"
            let rows = try Self.rows(under: heading)
            let fields = Language.spec(for: kind).fields
            for field in fields {
                Self.expect(field, in: rows, where: heading)
            }
            let documented = rows.map { $0[0] }
            #expect(
                documented == fields.map { Self.code($0.name) },
                "\(Self.path), \(heading): documents \(documented), the code has \(fields.map(\.name)) (same order)")
        }
        let kindHeadings = try Self.read(Self.path).split(separator: "\n").filter { $0.hasPrefix("#### `") }
        #expect(kindHeadings.count == CardKind.allCases.count, "\(Self.path): kind sections \(kindHeadings)")
    }

    @Test func everyTopLevelKeyIsDocumented() throws {
        let heading = "## Top-level keys"
        let rows = try Self.rows(under: heading)
        for field in Language.topLevelFields {
            // `cards` is a list of cards; the code types it as a list only for schemas.
            Self.expect(
                field, in: rows, where: heading, type: field.name == "cards" ? "list of cards" : nil,
                hasRuntimeColumn: false)
        }
        #expect(
            rows.map { $0[0] } == Language.topLevelFields.map { Self.code($0.name) },
            "\(Self.path), \(heading): rows \(rows.map { $0[0] })")
    }

    @Test func theCardIDKeyAndDisplayNamesAreDocumented() throws {
        let heading = "## Cards"
        let rows = try Self.rows(under: heading)
        Self.expect(Language.cardIDField, in: rows, where: heading, hasDefaultColumn: false, hasRuntimeColumn: false)
        for kind in CardKind.allCases {
            let row = rows.first { $0.first == Self.code(kind.rawValue) && $0.count == 2 }
            #expect(
                row?[1] == kind.displayName,
                "\(Self.path), \(heading): the display name of `\(kind.rawValue)` is '\(kind.displayName)'")
        }
    }

    @Test func everyRuleIsListedWithItsSeverityAndStage() throws {
        let heading = "## Rule ids"
        let rows = try Self.rows(under: heading)
        let rulesDoc = try Self.read("docs/rules.md").split(separator: "\n")
        for rule in RuleRegistry.standard.all {
            let id = rule.id.rawValue
            let expected = ["[`\(id)`](rules.md#\(id))", rule.defaultSeverity.rawValue, rule.check.stage]
            #expect(rows.contains(expected), "\(Self.path), \(heading): no row \(expected)")
            #expect(rulesDoc.contains("## \(id)"), "docs/rules.md has no section for `\(id)`, the link target")
        }
        #expect(
            rows.count == RuleRegistry.standard.all.count,
            "\(Self.path), \(heading): \(rows.count) rows for \(RuleRegistry.standard.all.count) rules")
    }

    @Test func theHardLimitsAreTheCodes() throws {
        let heading = "## Hard limits"
        let rows = try Self.rows(under: heading)
        let yaml = YAMLLimits()
        let limits: [(String, Int, RuleID)] = [
            ("longest duration", RoutineLimits.maxDurationSeconds, .outOfRange),
            ("most `reps` or `rounds`", RoutineLimits.maxCount, .outOfRange),
            ("most runtime cards after expansion", RoutineLimits.maxRuntimeCards, .tooManyCards),
            ("most runtime cards one `repeat` block makes", RoutineLimits.maxRuntimeCards, .resourceLimit),
            ("deepest nesting of `repeat` blocks", RepeatBlock.maxDepth, .resourceLimit),
            ("longest routine or card id", Slug.maxLength, .invalidID),
            ("largest file", yaml.maxFileBytes, .resourceLimit),
            ("deepest nesting of collections", yaml.maxDepth, .resourceLimit),
            ("nodes after expanding aliases", yaml.maxExpandedNodes, .resourceLimit),
            ("bytes of text after expanding aliases", yaml.maxExpandedTextBytes, .resourceLimit),
            ("runtime JSON written for one routine", yaml.maxRuntimeJSONBytes, .resourceLimit),
        ]
        for (label, value, rule) in limits {
            guard let row = rows.first(where: { $0.first == label }) else {
                Issue.record("\(Self.path), \(heading): no row '\(label)'")
                continue
            }
            #expect(row[1] == "\(value)" || row[1].hasPrefix("\(value) "), "\(Self.path), \(heading), '\(label)': the code says \(value)")
            #expect(row[2] == Self.code(rule.rawValue), "\(Self.path), \(heading), '\(label)': the rule is \(rule)")
        }
        #expect(rows.count == limits.count, "\(Self.path), \(heading): rows \(rows.map { $0[0] })")
        // "1 to 10000" in the field tables is the same limit.
        let text = try Self.read(Self.path)
        for match in text.matches(of: /1 to (\d+)/) {
            #expect(Int(match.1) == RoutineLimits.maxCount, "\(Self.path): '\(match.0)', the code's limit is \(RoutineLimits.maxCount)")
        }
    }

    /// Each duration in the table compiles to the seconds it shows; each refused form is
    /// `invalid-duration`.
    @Test func theDurationTablesAreWhatTheCompilerReads() throws {
        let rows = try Self.rows(under: "## Durations")
        let valid = rows.filter { $0.count == 3 }, invalid = rows.filter { $0.count == 2 }
        #expect(valid.count >= 10 && invalid.count >= 10, "\(Self.path), ## Durations: tables not found")
        for row in rows {
            let written = String(row[0].dropFirst().dropLast())
            let source = "title: T\ncards:\n  - countdown: C\n    duration: \(written)\n"
            let result = Compiler().compile(SourceFile(path: "duration.routine.yaml", text: source))
            if row.count == 3 {
                guard case .countdown(let config)? = result.document?.sequence.cards.first?.content else {
                    Issue.record("\(Self.path), ## Durations: `\(written)` does not compile: \(result.diagnostics.map(\.message))")
                    continue
                }
                #expect(
                    "\(config.durationSeconds)" == row[1], "\(Self.path), ## Durations: `\(written)` is \(config.durationSeconds) seconds")
            } else {
                #expect(
                    result.diagnostics.map(\.rule) == [.invalidDuration],
                    "\(Self.path), ## Durations: `\(written)` gives \(result.diagnostics.map(\.rule)), not invalid-duration")
            }
        }
    }

    /// The documented codes are exactly 0 to 3, and each is what the binary exits with.
    @Test func theExitCodesAreWhatSeqcReturns() throws {
        let heading = "## Exit codes"
        let rows = try Self.rows(under: heading)
        #expect(rows.map { $0[0] } == ["0", "1", "2", "3"], "\(Self.path), \(heading): codes \(rows.map { $0[0] })")
        let dir = try TemporaryDirectory()
        _ = try dir.write("title: T\ncards:\n  - countdown: Go\n    duration: 5\n", to: "ok.routine.yaml")
        _ = try dir.write("title: T\ncards:\n  - countdwon: Go\n", to: "bad.routine.yaml")
        _ = try dir.write("a file where a folder should be", to: "taken")
        let runs: [(Int32, [String])] = [
            (0, ["lint", "ok.routine.yaml"]),
            (1, ["lint", "bad.routine.yaml"]),
            (2, ["lint", "--format", "yaml", "ok.routine.yaml"]),
            (3, ["build", "ok.routine.yaml", "--out-dir", "taken/out"]),
        ]
        for (code, arguments) in runs {
            let run = try SeqcProcess.run(arguments, in: dir.url)
            #expect(run.exitCode == code, "seqc \(arguments.joined(separator: " ")) exits \(run.exitCode), \(Self.path) says \(code)")
        }
    }

    @Test func theNamespaceIsPublished() throws {
        let namespace = Identity.namespace.uuidString.lowercased()
        #expect(try Self.read(Self.path).contains("`\(namespace)`"), "\(Self.path) does not give the namespace \(namespace)")
    }

    /// Every Markdown document users read, found on disk rather than listed, so a new
    /// guide is checked too.
    static var markdownDocuments: [String] {
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: SeqcProcess.packageRoot.appendingPathComponent("docs").path)) ?? []
        return ["README.md", "CONTRIBUTING.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
    }

    /// "the eight kinds", "34 rules": counts written in prose match the code.
    @Test func countsInProseMatchTheCode() throws {
        let documents = Self.markdownDocuments
        #expect(documents.count >= 8, "found only \(documents)")
        for file in documents {
            for problem in ProseCounts.problems(in: try Self.read(file)) { Issue.record("\(file): \(problem)") }
        }
        for rule in RuleRegistry.standard.all {
            for problem in ProseCounts.problems(in: rule.summary + "\n" + rule.rationale) { Issue.record("rule \(rule.id): \(problem)") }
        }
        // "The seven routines in [`Examples/`](Examples)".
        let examples = try FileManager.default.contentsOfDirectory(atPath: SeqcProcess.packageRoot.appendingPathComponent("Examples").path)
            .filter { $0.hasSuffix(".routine.yaml") }
        let readme = try Self.read("README.md")
        let exampleCounts = readme.matches(of: /\b(\w+) routines in \[`Examples\/`\]/)
        #expect(!exampleCounts.isEmpty, "README.md no longer counts the routines in Examples/; update this test")
        for match in exampleCounts {
            #expect(
                ProseCounts.number(match.1) == examples.count, "README.md: '\(match.0)', but Examples/ holds \(examples.count) routines")
        }
        // Doc comments in the sources count kinds too ("The eight kinds of card").
        let sources = SeqcProcess.packageRoot.appendingPathComponent("Sources")
        let files =
            FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        #expect(files.count > 50, "found only \(files.count) source files")
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for problem in ProseCounts.problems(in: text) { Issue.record("Sources/\(file): \(problem)") }
        }
    }

    @Test func theReadmeAndGuidesSendUsersToDocumentsTheyHave() throws {
        for file in DocumentationExampleTests.documents {
            let text = try Self.read(file)
            for match in text.matches(of: /\bSPEC\b/) {
                #expect(Bool(false), "\(file) mentions '\(match.0)', a document users of the repository do not have")
            }
            // Every relative Markdown link points at a file in the repository.
            for match in text.matches(of: /\]\(([^)#:]+)(?:#[^)]*)?\)/) {
                let folder = (file as NSString).deletingLastPathComponent
                let target = SeqcProcess.packageRoot.appendingPathComponent(folder).appendingPathComponent(String(match.1))
                #expect(FileManager.default.fileExists(atPath: target.path), "\(file) links to \(match.1), which does not exist")
            }
        }
    }
}

/// Counts of kinds and rules written as words or digits in prose.
enum ProseCounts {
    static let words = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"]

    static func number(_ text: Substring) -> Int? { Int(text) ?? words.firstIndex(of: text.lowercased()).map { $0 + 1 } }

    /// Each count in `text` that differs from the code's.
    static func problems(in text: String, kinds: Int = CardKind.allCases.count, rules: Int = RuleRegistry.standard.all.count) -> [String] {
        var problems: [String] = []
        for match in text.matches(of: /\b(\w+) (?:card )?kinds\b/) {
            guard let count = number(match.1), count != kinds else { continue }
            problems.append("'\(match.0)', but there are \(kinds) kinds")
        }
        for match in text.matches(of: /\b(\w+) rules\b/) {
            guard let count = number(match.1), count != rules else { continue }
            problems.append("'\(match.0)', but there are \(rules) rules")
        }
        return problems
    }
}
