import Foundation
import Testing

/// Every relative link in the guides leads somewhere: to a file or folder of the
/// repository and, with a `#fragment`, to a heading of that file as GitHub names its
/// anchors. A renamed file or heading fails here instead of in a reader's browser.
@Suite struct DocumentationLinkTests {
    /// The guides DocumentationExampleTests reads, and the generated rule reference.
    static let documents = DocumentationExampleTests.documents + ["docs/rules.md"]

    /// The lines of `text` outside fenced code blocks, the fences left out too.
    static func proseLines(of text: String) -> [Substring] {
        var inFence = false
        return text.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            if line.hasPrefix("```") {
                inFence.toggle()
                return false
            }
            return !inFence
        }
    }

    /// The targets of the Markdown links (`[text](target)`) outside fenced code blocks.
    static func linkTargets(in text: String) -> [String] {
        var targets: [String] = []
        for line in proseLines(of: text) {
            var rest = line[...]
            while let opening = rest.range(of: "](") {
                let after = rest[opening.upperBound...]
                guard let closing = after.firstIndex(where: { $0 == ")" || $0 == " " }), after[closing] == ")" else {
                    rest = after
                    continue
                }
                targets.append(String(after[..<closing]))
                rest = after[closing...]
            }
        }
        return targets
    }

    /// The anchors GitHub gives a file's headings: lower case, letters, digits, `-` and
    /// `_` kept, spaces made `-`, everything else dropped; a repeated anchor gets `-1`,
    /// `-2`, ...
    static func anchors(in text: String) -> Set<String> {
        var anchors: Set<String> = []
        var seen: [String: Int] = [:]
        for line in proseLines(of: text) where line.hasPrefix("#") {
            let title = line.drop { $0 == "#" }
            guard title.first == " " else { continue }
            let anchor = String(
                title.dropFirst().lowercased().compactMap { character -> Character? in
                    if character == " " { return "-" }
                    return character.isLetter || character.isNumber || character == "-" || character == "_" ? character : nil
                })
            let count = seen[anchor, default: 0]
            seen[anchor] = count + 1
            anchors.insert(count == 0 ? anchor : "\(anchor)-\(count)")
        }
        return anchors
    }

    @Test func anchorsAreNamedAsGitHubNamesThem() {
        let text = "# Performance\n## In-process benchmarks: `Benchmarks/`\n```\n# not a heading\n```\n## Notes\n## Notes\n"
        #expect(Self.anchors(in: text) == ["performance", "in-process-benchmarks-benchmarks", "notes", "notes-1"])
    }

    @Test func linksAreFoundOutsideCodeOnly() {
        let text = "See [a](a.md) and [b](docs/b.md#part).\n```\n[c](c.md)\n```\n[d](https://example.com) [e](not a link)\n"
        #expect(Self.linkTargets(in: text) == ["a.md", "docs/b.md#part", "https://example.com"])
    }

    @Test(arguments: documents) func everyRelativeLinkLeadsSomewhere(_ document: String) throws {
        let root = SeqcProcess.packageRoot
        let text = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
        let folder = root.appendingPathComponent(document).deletingLastPathComponent()
        for target in Self.linkTargets(in: text) {
            // Web addresses and mail are outside the repository.
            if let colon = target.firstIndex(of: ":"), target[..<colon].allSatisfy(\.isLetter) { continue }
            let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            let path = String(parts[0])
            let file = path.isEmpty ? root.appendingPathComponent(document) : folder.appendingPathComponent(path).standardizedFileURL
            guard FileManager.default.fileExists(atPath: file.path) else {
                Issue.record("\(document): '\(target)' names no file of the repository")
                continue
            }
            guard parts.count == 2, file.pathExtension == "md" else { continue }
            let anchors = Self.anchors(in: try String(contentsOf: file, encoding: .utf8))
            if !anchors.contains(String(parts[1])) {
                Issue.record("\(document): '\(target)' names no heading of \(file.lastPathComponent)")
            }
        }
    }

    /// The guides link to each other and to the code: a finder that found nothing would
    /// make the test above pass on any text.
    @Test func theGuidesHaveLinksToCheck() throws {
        let readme = try String(contentsOf: SeqcProcess.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(Self.linkTargets(in: readme).filter { !$0.contains("://") }.count >= 10)
    }
}
