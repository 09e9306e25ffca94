import Foundation
import SeqcCompiler
import SeqcModel
import Testing

/// The places outside the code that name every kind or field: each is compared with the
/// language, so a kind or field added to the code and forgotten there fails here.
@Suite struct SeamTests {
    static func read(_ file: String) throws -> String {
        try String(contentsOf: SeqcProcess.packageRoot.appendingPathComponent(file), encoding: .utf8)
    }

    /// README's paragraph "The eight kinds: `countdown` (`duration`, `autoComplete`), …"
    /// gives each kind with its fields.
    @Test func theReadmeNamesEveryKindAndField() throws {
        let readme = try Self.read("README.md")
        let start = try #require(readme.range(of: "kinds: `"), "README.md has no summary of the kinds")
        let end = try #require(readme.range(of: "Any card may carry", range: start.upperBound..<readme.endIndex))
        let paragraph = String(readme[start.lowerBound..<end.lowerBound]).replacingOccurrences(of: "\n", with: " ")
        var listed: [String: [String]] = [:]
        for match in paragraph.matches(of: /`(\w+)` \(([^)]*)\)/) {
            let fields = String(match.2) == "same fields" ? ["same fields"] : match.2.matches(of: /`(\w+)`/).map { String($0.1) }
            listed[String(match.1)] = fields
        }
        for kind in CardKind.allCases {
            let expected = Language.spec(for: kind).fields.map(\.name)
            guard let fields = listed[kind.rawValue] else {
                Issue.record("README.md's summary of the kinds lacks `\(kind.rawValue)` (\(expected.joined(separator: ", ")))")
                continue
            }
            // "`rest` (same fields)": the same fields as the kind named before it.
            if fields == ["same fields"] { continue }
            #expect(fields == expected, "README.md gives `\(kind.rawValue)` the fields \(fields); the language has \(expected)")
        }
        #expect(listed.count == CardKind.allCases.count, "README.md lists the kinds \(listed.keys.sorted())")
    }

    /// The all-kinds fixture holds a card of every kind with every field written out.
    @Test func theAllKindsFixtureHoldsEveryKindAndField() throws {
        let path = "Tests/SeqcEndToEndTests/Fixtures/compile/all-kinds.routine.yaml"
        var keys: [CardKind: Set<String>] = [:]
        var current: CardKind?
        for line in try Self.read(path).split(separator: "\n") {
            let trimmed = line.drop { $0 == " " }
            guard let colon = trimmed.firstIndex(of: ":") else { continue }
            if trimmed.hasPrefix("- ") {
                current = CardKind(rawValue: String(trimmed.dropFirst(2)[..<colon]))
                if let current { keys[current, default: []].insert(current.rawValue) }
            } else if line.hasPrefix("    "), let kind = current {
                keys[kind, default: []].insert(String(trimmed[..<colon]))
            }
        }
        for kind in CardKind.allCases {
            let missing = Set(Language.spec(for: kind).fields.map(\.name)).subtracting(keys[kind] ?? [])
            #expect(keys[kind] != nil, "\(path) has no \(kind.rawValue) card")
            #expect(keys[kind] == nil || missing.isEmpty, "\(path): the \(kind.rawValue) cards never write \(missing.sorted())")
        }
    }

    /// A list naming all the kinds, or all but one (the runtime kinds), in a test is a
    /// hand-kept copy of `CardKind.allCases` that a new kind would not reach.
    @Test func testsKeepNoListOfKindNames() throws {
        let tests = SeqcProcess.packageRoot.appendingPathComponent("Tests")
        let files = FileManager.default.enumerator(atPath: tests.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        #expect(files.count > 30, "found only \(files.count) test files")
        let threshold = CardKind.allCases.count - 1
        for file in files {
            let text = try String(contentsOf: tests.appendingPathComponent(file), encoding: .utf8)
            for list in text.matches(of: /\[[^\[\]]*\]/) {
                let named = CardKind.allCases.filter { kind in
                    list.0.contains("\"\(kind.rawValue)\"") || list.0.contains(try! Regex("\\.\(kind.rawValue)\\b"))
                }
                #expect(
                    named.count < threshold,
                    "Tests/\(file) keeps a list of \(named.count) kinds (\(named.map(\.rawValue))); derive it from CardKind.allCases")
            }
        }
    }
}

/// CONTRIBUTING.md's walks name files and tests; each must exist, so the guide cannot
/// send a contributor to a file that moved or a test that was renamed.
@Suite struct ContributingGuideTests {
    static let path = "CONTRIBUTING.md"

    @Test func everyPathItNamesExists() throws {
        let text = try SeamTests.read(Self.path)
        let paths = text.matches(of: /`((?:Sources|Tests|docs|Examples|Schemas|bench)\/[^`\s]*|[A-Z]+\.md)`/).map { String($0.1) }
        #expect(paths.count >= 20, "\(Self.path) names only \(paths.count) paths")
        for path in paths {
            let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
            #expect(
                FileManager.default.fileExists(atPath: SeqcProcess.packageRoot.appendingPathComponent(trimmed).path),
                "\(Self.path) names \(path), which does not exist")
        }
    }

    @Test func everyTestItNamesExists() throws {
        let text = try SeamTests.read(Self.path)
        let tests = SeqcProcess.packageRoot.appendingPathComponent("Tests")
        let files = FileManager.default.enumerator(atPath: tests.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        let sources = try files.map { try String(contentsOf: tests.appendingPathComponent($0), encoding: .utf8) }
        let named = text.matches(of: /`(\w+Tests)\.(\w+)`/).map { (String($0.1), String($0.2)) }
        #expect(named.count >= 15, "\(Self.path) names only \(named.count) tests")
        for (suite, test) in named {
            let found = sources.contains { $0.contains("struct \(suite) ") && $0.contains("func \(test)(") }
            #expect(found, "\(Self.path) names \(suite).\(test), which no test file defines")
        }
        // Suites named on their own must exist too.
        for match in text.matches(of: /`(\w+Tests)`/) {
            #expect(sources.contains { $0.contains("struct \(match.1) ") }, "\(Self.path) names \(match.1), which no test file defines")
        }
    }
}

/// docs/architecture.md follows a routine through the code by file name: each file it
/// names must exist under Sources/, so a rename that forgets the page fails here.
@Suite struct ArchitectureGuideTests {
    @Test func everyFileItNamesExists() throws {
        let text = try SeamTests.read("docs/architecture.md")
        let sources = SeqcProcess.packageRoot.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? []
        let named = Set(text.matches(of: /`([\w\/+.-]+\.swift)`/).map { String($0.1) })
        #expect(named.count >= 30, "docs/architecture.md names only \(named.count) files")
        for name in named.sorted() {
            let relative = name.hasPrefix("Sources/") ? String(name.dropFirst("Sources/".count)) : name
            #expect(
                files.contains { $0 == relative || $0.hasSuffix("/" + relative) },
                "docs/architecture.md names \(name), which is not under Sources/")
        }
    }
}
