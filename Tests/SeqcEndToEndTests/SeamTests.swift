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
        for file in files {
            let text = try String(contentsOf: tests.appendingPathComponent(file), encoding: .utf8)
            for (list, named) in Self.kindLists(in: text) {
                Issue.record(
                    "Tests/\(file) keeps a list of \(named.count) kinds (\(named.map(\.rawValue))); derive it from CardKind.allCases: \(list.prefix(120))"
                )
            }
        }
    }

    /// The bracketed lists of `text` that name all the kinds or all but one, however deep
    /// the names sit in brackets of their own (`[.countdown, [.rest]]`,
    /// `["countdown", f(["rest"])]`): each list is matched to its own closing bracket, and
    /// counts every name inside it. A kind is named as a string (`"rest"`) or a case
    /// (`.rest`, `.rest(config)`).
    static func kindLists(in text: String) -> [(list: Substring, kinds: [CardKind])] {
        let threshold = CardKind.allCases.count - 1
        // `.kind` as a whole word, for each kind.
        let caseNames = Dictionary(uniqueKeysWithValues: CardKind.allCases.map { ($0, try! Regex("\\.\($0.rawValue)\\b")) })
        var found: [(list: Substring, kinds: [CardKind])] = []
        var openings: [String.Index] = []
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "[" {
                openings.append(index)
            } else if character == "]", let opening = openings.popLast() {
                let list = text[opening...index]
                let named = CardKind.allCases.filter { kind in
                    list.contains("\"\(kind.rawValue)\"") || list.contains(caseNames[kind]!)
                }
                // An enclosing list names at least as many; report the outermost only.
                if named.count >= threshold {
                    found.removeAll { $0.list.startIndex >= opening }
                    found.append((list, named))
                }
            }
            index = text.index(after: index)
        }
        return found
    }

    /// Lists of every kind, the names written as strings or cases and wrapped at random in
    /// brackets and calls of their own, are all found; lists naming fewer kinds than the
    /// limit, wrapped the same way, never are.
    @Test func kindListsAreFoundAtAnyDepth() {
        var random = SplitMix(state: 0x5EA_3)
        let kinds = CardKind.allCases
        for round in 0..<300 {
            let count = round.isMultiple(of: 2) ? kinds.count - Int(random.next() % 2) : Int(random.next() % UInt64(kinds.count - 1))
            let chosen = kinds.shuffled(using: &random).prefix(count)
            let items = chosen.map { kind -> String in
                var item = random.next() % 3 == 0 ? "\"\(kind.rawValue)\"" : ".\(kind.rawValue)"
                if random.next() % 3 == 0 { item += "(Config())" }
                for _ in 0..<Int(random.next() % 3) {
                    item = random.next() % 2 == 0 ? "[\(item)]" : "f([\(item), 1])"
                }
                return item
            }
            let text = "let cases = [\(items.joined(separator: ", "))]\nlet other = [1, 2]"
            let lists = Self.kindLists(in: text)
            if count >= kinds.count - 1 {
                #expect(lists.count == 1, "not found in \(text)")
            } else {
                #expect(lists.isEmpty, "found in \(text)")
            }
        }
    }

    /// The shapes that slipped past a search for brackets without brackets inside.
    @Test func nestedKindListsAreFound() {
        let kinds = CardKind.allCases.map(\.rawValue)
        let cases = "[" + kinds.dropLast().map { ".\($0)" }.joined(separator: ", ") + ", [.\(kinds.last!)]]"
        let strings = "[" + kinds.dropLast().map { "\"\($0)\"" }.joined(separator: ", ") + ", f([\"\(kinds.last!)\"])]"
        #expect(Self.kindLists(in: cases).count == 1, "\(cases)")
        #expect(Self.kindLists(in: strings).count == 1, "\(strings)")
        #expect(Self.kindLists(in: "[.countdown, [.rest]]").isEmpty)
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
        // A glob (`Tests/**/Fixtures/**`) names a pattern, not a file.
        for path in paths where !path.contains("*") {
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
