import Foundation
import Testing

/// No document holds what a test run printed: a line pasted from `swift test` or
/// `swift build` (a failed expectation, a suite's summary, a compiler's progress) is a
/// slip, and tells a reader about a test, not about seqc.
@Suite struct DocumentationTestOutputTests {
    /// What Swift Testing, XCTest and the Swift build print, one pattern (ICU regular
    /// expression) a kind of line.
    static let testRunOutput: [(kind: String, pattern: String)] = [
        // Swift Testing's event lines, with the symbols of a terminal without SF Symbols
        // (✔ ✘ ◇ ↳ ⚠ ➜ ⊘) and with the macOS ones (private-use characters).
        ("a Swift Testing event", #"^\s*[✔✘◇↳⚠➜⊘\x{100000}-\x{10FFFD}] (Test|Suite) "#),
        ("a Swift Testing summary", #"Test run with \d+ tests?\b"#),
        ("a Swift Testing issue", #"recorded an issue\b|Expectation failed: "#),
        ("an XCTest line", #"Test (Suite|Case) '|Executed \d+ tests?, with \d+ failures?"#),
        ("a compiler diagnostic from a test macro", #"(error|warning): .*\(from macro '?\w+'?\)"#),
        ("a build step", #"^\[\d+/\d+\] (Compiling|Linking|Emitting|Write|Build|Planning|Applying)"#),
        ("a build's end", #"^Build complete! \(\d"#),
    ]

    /// The guides (README, CONTRIBUTING, CHANGELOG, docs/*.md) and the DocC articles.
    static let documents: [String] = {
        let root = SeqcProcess.packageRoot
        let catalog = "Sources/SeqcModel/SeqcModel.docc"
        let articles = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(catalog).path)) ?? []
        return DocumentationLinkTests.documents + articles.filter { $0.hasSuffix(".md") }.sorted().map { "\(catalog)/\($0)" }
    }()

    /// The kind of test-run output `line` is, or nil.
    static func testRunKind(_ line: Substring) -> String? {
        testRunOutput.first { line.range(of: $0.pattern, options: .regularExpression) != nil }?.kind
    }

    @Test func noDocumentHoldsTestRunOutput() throws {
        #expect(Self.documents.contains("docs/language.md") && Self.documents.contains("README.md"))
        #expect(Self.documents.count >= 12)
        for document in Self.documents {
            let text = try String(contentsOf: SeqcProcess.packageRoot.appendingPathComponent(document), encoding: .utf8)
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if let kind = Self.testRunKind(line) {
                    Issue.record("\(document):\(index + 1) holds \(kind), pasted from a test run: \(line)")
                }
            }
        }
    }

    /// The patterns know the lines they are for, as the tools print them. One test
    /// walks them all, rather than a test a line, so that a test run's own log does not
    /// echo them (CI reads that log for the summary and for warnings).
    @Test func theOutputOfATestRunIsRecognised() {
        let samples = [
            "✘ Test theDocumentedSynonymsAreTheDescriptors() failed after 0.017 seconds with 1 issue.",
            "✔ Test noDocumentHoldsTestRunOutput() passed after 0.004 seconds.",
            "◇ Test run started.",
            "◇ Suite DocumentationTestOutputTests started.",
            "\u{10005D} Test run with 1254 tests in 171 suites passed after 92.1 seconds.",
            "✘ Test x() recorded an issue at A.swift:3:9: Expectation failed: (rows → [...]) == (expected → [...])",
            "  ↳ Test x() failed",
            "Test Suite 'All tests' started at 2026-11-28 01:57:43.123",
            "Executed 0 tests, with 0 failures (0 unexpected) in 0.000 (0.001) seconds",
            "Tests/A.swift:12:9: warning: '#require(_:_:)' is redundant because 'x' never equals 'nil' (from macro 'require')",
            "Tests/A.swift:3:1: error: expression is 'async' but is not marked with 'await' (from macro expect)",
            "[452/535] Compiling SeqcLintTests StopsBuildTests.swift",
            "Build complete! (240.12s)",
        ]
        for line in samples {
            #expect(Self.testRunKind(Substring(line)) != nil, "not recognised: \(line)")
        }
    }

    /// What the guides do say about tests stays allowed.
    @Test func proseAboutTestsIsNotTestRunOutput() {
        let samples = [
            "Run `swift test --filter ManualPageTests` after changing a command's help.",
            "| `Test` | a card kind |",
            "- ✔ every routine in Examples/ builds byte for byte",
            "A test suite checks every rule's examples (RuleExampleTests).",
        ]
        for line in samples {
            #expect(Self.testRunKind(Substring(line)) == nil, "taken for test-run output: \(line)")
        }
    }
}
