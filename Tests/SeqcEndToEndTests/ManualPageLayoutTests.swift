import Foundation
import Testing

/// The man page shows examples and tables as a man page does: scripts/man-page-layout.awk
/// turns the help text generate-manual copies in as typed (which troff would fill as
/// prose) into literal displays and tagged lists. Checked on the page that is checked in
/// and on generated pages of every shape the help text can take.
@Suite struct ManualPageLayoutTests {
    static let script = SeqcProcess.packageRoot.appendingPathComponent("scripts/man-page-layout.awk")

    /// A line troff would fill as prose although it was typed to be kept as it is: an
    /// indented line (an example), a "term  text" row of a table, a Markdown fence or
    /// table rule. Nil when `line` is prose or a request.
    static func typedLayout(_ line: Substring) -> String? {
        if line.hasPrefix(".") || line.hasPrefix("'") || line.isEmpty { return nil }
        if line.first == " " { return "an indented line" }
        if line.contains("```") { return "a code fence" }
        if line.contains("|---") || line.contains("|:--") { return "a table rule" }
        if let space = line.firstIndex(of: " "), line[space...].hasPrefix("  "),
            line[space...].contains(where: { $0 != " " })
        {
            return "a table row"
        }
        return nil
    }

    /// The text lines of a page outside its literal displays (.Bd -literal … .Ed).
    static func filledLines(of page: String) -> [Substring] {
        var inDisplay = false
        var lines: [Substring] = []
        for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix(".Bd ") {
                inDisplay = true
            } else if line == ".Ed" {
                inDisplay = false
            } else if !inDisplay {
                lines.append(line)
            }
        }
        return lines
    }

    /// The text lines inside a page's literal displays.
    static func displayedLines(of page: String) -> [Substring] {
        var inDisplay = false
        var lines: [Substring] = []
        for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix(".Bd ") {
                inDisplay = true
            } else if line == ".Ed" {
                inDisplay = false
            } else if inDisplay {
                lines.append(line)
            }
        }
        return lines
    }

    static func laidOut(_ page: String) throws -> String {
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("seqc-man-\(UUID().uuidString).1")
        try page.write(to: input, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: input) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["awk", "-f", script.path, input.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return String(decoding: data, as: UTF8.self)
    }

    @Test func theCheckedInPageShowsNoHelpTextAsTyped() throws {
        let page = try String(contentsOf: ManualPageTests.page, encoding: .utf8)
        for line in Self.filledLines(of: page) {
            #expect(Self.typedLayout(line) == nil, "man/seqc.1 fills \(Self.typedLayout(line) ?? "") as prose: '\(line)'")
        }
        // Every example line of the help text is in a display of the page, as typed.
        let run = try SeqcProcess.run(["--experimental-dump-help"])
        #expect(run.exitCode == 0)
        let displayed = Set(Self.displayedLines(of: page))
        var examples = 0
        func visit(_ value: Any, key: String?) {
            if let object = value as? [String: Any] {
                for (key, value) in object { visit(value, key: key) }
            } else if let array = value as? [Any] {
                for element in array { visit(element, key: key) }
            } else if let text = value as? String, key == "discussion" {
                // An indented line is an example unless it goes on a table's row.
                var inTable = false
                for line in text.split(separator: "\n") {
                    if Self.typedLayout(line) == "a table row" {
                        inTable = true
                        continue
                    }
                    guard line.hasPrefix("  ") else {
                        inTable = false
                        continue
                    }
                    guard !inTable else { continue }
                    examples += 1
                    #expect(displayed.contains(line), "an example the page does not display as typed: \(line)")
                }
            }
        }
        visit(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)), key: nil)
        #expect(examples > 20)
    }

    /// Pages like generate-manual's, made of requests, prose, examples and tables at
    /// random (a fixed seed): after the layout, nothing is filled as typed, every example
    /// line is displayed as it was, every table row is an item with its words in order,
    /// prose is untouched, and laying out again changes nothing.
    @Test(arguments: 0..<60) func generatedPagesAreLaidOut(seed: UInt64) throws {
        var random = SplitMix(state: 0x6D61_6E00 &+ seed)
        let page = GeneratedPage(using: &random)
        let output = try Self.laidOut(page.text)

        for line in Self.filledLines(of: output) {
            #expect(Self.typedLayout(line) == nil, "filled as prose: '\(line)'\n--- page\n\(page.text)")
        }
        #expect(Self.displayedLines(of: output).map(String.init) == page.examples, "--- page\n\(page.text)\n--- laid out\n\(output)")
        // Each item's text is the line after its `.It`; every other text line is prose.
        let filled = Self.filledLines(of: output)
        var items: [(term: String, text: String)] = []
        var prose: [String] = []
        var index = 0
        while index < filled.count {
            let line = filled[index]
            if line.hasPrefix(".It Cm \\&"), index + 1 < filled.count {
                var text = filled[index + 1]
                if text.hasPrefix("\\&") { text = text.dropFirst(2) }
                items.append((String(line.dropFirst(".It Cm \\&".count)), String(text)))
                index += 2
                continue
            }
            if !line.hasPrefix("."), !line.isEmpty { prose.append(String(line)) }
            index += 1
        }
        #expect(items.map(\.term) == page.rows.map(\.term), "--- page\n\(page.text)\n--- laid out\n\(output)")
        #expect(items.map { $0.text.split(separator: " ") } == page.rows.map { $0.text.split(separator: " ") })
        #expect(prose == page.prose, "--- page\n\(page.text)\n--- laid out\n\(output)")
        #expect(try Self.laidOut(output) == output)
    }
}

/// A man page as generate-manual writes one, with what went into it.
private struct GeneratedPage {
    var text = ""
    var examples: [String] = []
    var rows: [(term: String, text: String)] = []
    var prose: [String] = []

    init(using random: inout SplitMix) {
        let words = ["seqc", "lint", "build", "the", "routine", ".seqc.yml", "'-'", "--fix", "a|b", "file", "Ar", "Fl"]
        func phrase(_ count: ClosedRange<Int>) -> String {
            (0..<Int.random(in: count, using: &random)).map { _ in words.randomElement(using: &random)! }
                .joined(separator: " ")
        }
        var lines = [".Sh DESCRIPTION"]
        for _ in 0..<Int.random(in: 1...8, using: &random) {
            switch Int.random(in: 0..<4, using: &random) {
            case 0:
                // Prose: words a single space apart, never starting a request.
                for _ in 0..<Int.random(in: 1...3, using: &random) {
                    let line = "Text " + phrase(0...8)
                    lines.append(line)
                    prose.append(line)
                }
            case 1:
                // Examples, indented two or more spaces, after a line of prose or not.
                if Bool.random(using: &random) {
                    lines.append("Examples:")
                    prose.append("Examples:")
                }
                for _ in 0..<Int.random(in: 1...4, using: &random) {
                    let line = String(repeating: " ", count: Int.random(in: 2...6, using: &random)) + phrase(1...10)
                    lines.append(line)
                    examples.append(line)
                }
            case 2:
                // A table at the start of a paragraph: rows at one column, wrapped rows
                // going on under that column.
                lines.append(Bool.random(using: &random) ? ".Pp" : "")
                let terms = (0..<Int.random(in: 2...4, using: &random)).map {
                    "term\($0)" + String(repeating: "x", count: Int.random(in: 0...5, using: &random))
                }
                let column = terms.map(\.count).max()! + Int.random(in: 2...4, using: &random)
                for term in terms {
                    var text = phrase(1...6)
                    lines.append(term + String(repeating: " ", count: column - term.count) + text)
                    for _ in 0..<Int.random(in: 0...2, using: &random) {
                        let more = phrase(1...6)
                        lines.append(String(repeating: " ", count: column) + more)
                        text += " " + more
                    }
                    rows.append((term, text))
                }
            default:
                lines.append([".Pp", "", ".It Em build", ".Bl -tag -width 6n", ".El"].randomElement(using: &random)!)
            }
        }
        text = lines.joined(separator: "\n") + "\n"
    }
}
