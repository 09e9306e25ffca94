import Foundation
import Testing

@testable import SeqcCompiler

/// A help or fix that spans lines is printed as lines, never with a `\n` in its text, and
/// each line passes the guards every user text passes: control characters escaped, no
/// `##[` or `##vso[`, and no line that starts, after blanks, with `::` (a CI runner's
/// command). Checked on diagnostics made at random (a fixed seed) from hostile lines.
@Suite struct MultiLineHelpRenderingTests {
    /// Pieces of a line: ordinary YAML and words, and what a hostile file could hold.
    /// None holds a backslash, so every one in the output is an escape seqc wrote.
    static let pieces = [
        "rules:", "  title-too-long: off", "- countdown: Warm-up", "cards:", "word", " ", "  ", "é", "😀", "#", ":", "[",
        "::error::x", "::warning file=a,line=1::owned", "##[group]Run", "##vso[task.setvariable variable=a]b", "##VsO[x]",
        "  ::endgroup::", "\u{3000}::error::x", "\u{A0}::notice::y", "\u{1B}[31mred\u{1B}[0m", "\u{1B}]0;title\u{7}", "\t", "\r", "\u{0}",
        "\u{7F}", "\u{85}", "\u{9B}31m", "\u{2028}", "\u{2029}", "\u{202E}", "\u{2066}", "\u{200F}", "\u{61C}",
    ]

    static func line(using random: inout SplitMix) -> String {
        (0..<Int.random(in: 0...4, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
    }

    /// One to five lines, broken by LF or CRLF, ending in a line break or not.
    static func text(using random: inout SplitMix) -> String {
        let lines = (0..<Int.random(in: 1...5, using: &random)).map { _ in line(using: &random) }
        let text = lines.joined(separator: Bool.random(using: &random) ? "\n" : "\r\n")
        return text + (Bool.random(using: &random) ? "\n" : "")
    }

    static func diagnostic(using random: inout SplitMix) -> Diagnostic {
        func range(_ line: Int) -> SourceRange {
            let column = Int.random(in: 1...3, using: &random)
            let end = Bool.random(using: &random) ? column : column + Int.random(in: 1...2, using: &random)
            return SourceRange(start: .init(line: line, column: column), end: .init(line: line, column: end))
        }
        let fixIts = (0..<Int.random(in: 0...3, using: &random)).map { index in
            FixIt(
                range: range(index + 1), replacement: Bool.random(using: &random) ? text(using: &random) : line(using: &random),
                safety: Bool.random(using: &random) ? .safe : .unsafe)
        }
        return Diagnostic(
            file: "routines/a.routine.yaml", range: range(1), severity: .error, rule: .yamlSyntax, message: "a message",
            help: Bool.random(using: &random) ? text(using: &random) : nil, fixIts: fixIts)
    }

    /// The lines a reader sees in `text`: split at line feeds (scalars, so a CRLF splits
    /// too, its CR kept), a final line feed ending the last line.
    static func lines(of text: String) -> [String] {
        var lines: [String] = [""]
        for scalar in text.unicodeScalars {
            if scalar == "\n" { lines.append("") } else { lines[lines.count - 1].unicodeScalars.append(scalar) }
        }
        if lines.count > 1, lines.last == "" { lines.removeLast() }
        return lines
    }

    static let source = SourceFile(path: "routines/a.routine.yaml", text: "title: T\ncards:\n  - countdown: Warm-up\n")

    /// The text an escaped line stands for: `\t`, `\r`, `\0` and `\u{HEX}` read back.
    static func unescaped(_ line: Substring) -> String {
        var out = ""
        var rest = line[...]
        while let slash = rest.firstIndex(of: "\\") {
            out += rest[..<slash]
            let after = rest[rest.index(after: slash)...]
            switch after.first {
            case "t": out += "\t"
            case "r": out += "\r"
            case "0": out += "\0"
            case "u":
                let close = after.firstIndex(of: "}")!
                let hex = after[after.index(after.startIndex, offsetBy: 2)..<close]
                out.unicodeScalars.append(Unicode.Scalar(UInt32(hex, radix: 16)!)!)
                rest = after[after.index(after: close)...]
                continue
            default: Issue.record("an escape seqc does not write: \\\(after.prefix(1))")
            }
            rest = after.dropFirst()
        }
        return out + rest
    }

    /// The guards every printed line passes; a GitHub annotation is a workflow command
    /// by design (`ownCommand`), and holds no other.
    static func expectSafe(_ text: String, ownCommand: Bool = false, _ context: @autoclosure () -> String) {
        #expect(!text.contains("\\n"), "a literal \\n: \(context())")
        let controls = text.unicodeScalars.filter {
            $0 != "\n"
                && ($0.value < 0x20 || (0x7F...0x9F).contains($0.value) || [0x61C, 0x200E, 0x200F].contains($0.value)
                    || (0x2028...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value))
        }
        #expect(controls.isEmpty, "control characters \(controls.map { String($0.value, radix: 16) }): \(context())")
        for line in text.split(separator: "\n") {
            #expect(
                ownCommand || !line.drop(while: \.isWhitespace).hasPrefix("::"),
                "a line starts a workflow command: '\(line)' in \(context())")
            let lowered = line.lowercased()
            #expect(!lowered.contains("##[") && !lowered.contains("##vso["), "'\(line)' in \(context())")
        }
    }

    @Test func helpAndFixLinesAreLinesEachGuarded() {
        var random = SplitMix(seed: 0x4E_4C1E)
        var multiLine = 0
        for _ in 0..<400 {
            let diagnostic = Self.diagnostic(using: &random)
            let output = TextDiagnosticRenderer(sources: [Self.source.path: Self.source]).render(diagnostic)
            Self.expectSafe(output, "\(diagnostic)\n---\n\(output)")

            // The labelled lines read back as the help's lines and the fix's words.
            var expected: [String] = []
            if let help = diagnostic.help { expected += ["help"] + Self.lines(of: help) }
            if let fix = FixDescription.lines(diagnostic, source: Self.source) { expected += ["fix"] + fix }
            let printed = output.split(separator: "\n", omittingEmptySubsequences: false).drop {
                !$0.contains("= help:") && !$0.contains("= fix")
            }
            var read: [String] = []
            var column = 0
            for line in printed.dropLast() {
                if let label = line.range(of: ": "), line.drop(while: { $0 == " " }).hasPrefix("= ") {
                    column = line.distance(from: line.startIndex, to: label.upperBound)
                    read += [line.contains("= help:") ? "help" : "fix", Self.unescaped(line[label.upperBound...])]
                } else {
                    #expect(line.isEmpty || line.prefix(column).allSatisfy { $0 == " " }, "'\(line)' is not under its label's text")
                    read.append(Self.unescaped(line.dropFirst(Swift.min(column, line.count))))
                }
            }
            #expect(read == expected, "\(output)")

            // A replacement's lines are shown one a line, under the words.
            for fix in diagnostic.fixIts
            where fix.replacement.unicodeScalars.contains("\n") && !fix.replacement.unicodeScalars.allSatisfy({ $0 == "\n" }) {
                multiLine += 1
                for line in Self.lines(of: fix.replacement) where !line.isEmpty {
                    #expect(read.contains(FixDescription.quotedIndent + line), "\(line.debugDescription) not shown in\n\(output)")
                }
            }

            let annotation = GitHubAnnotationRenderer.render(diagnostic)
            Self.expectSafe(annotation, ownCommand: true, annotation)
            #expect(annotation.hasPrefix("::error file="))
            #expect(annotation.firstIndex(of: "\n") == annotation.index(before: annotation.endIndex), "one command a line")
        }
        #expect(multiLine > 100)
    }

    @Test func linesAreSplitAtLineFeedsOnly() {
        #expect(TerminalText.lines(of: "a\r\nb\nc") == ["a\r", "b", "c"])
        #expect(TerminalText.lines(of: "a\n") == ["a"])
        #expect(TerminalText.lines(of: "a\n\n") == ["a", ""])
        #expect(TerminalText.lines(of: "\n") == [""])
        #expect(TerminalText.lines(of: "") == [""])
        #expect(TerminalText.escapedLine("  ::error::x") == "  \\u{3A}:error::x")
        #expect(TerminalText.escapedLine("\u{3000}::x") == "\u{3000}\\u{3A}:x")
        #expect(TerminalText.escapedLine("a ::x") == "a ::x")
    }

    @Test func aLineInsertedAboveALineIsShownAsALine() {
        let diagnostic = Diagnostic(
            file: "f.yaml", range: SourceRange(at: .init(line: 2, column: 1)), severity: .error, rule: .yamlSyntax,
            message: "this list of cards has no 'cards:' key above it", help: "for example:\n  rules:\n    title-too-long: off",
            fixIts: [FixIt(range: SourceRange(at: .init(line: 2, column: 1)), replacement: "cards:\n")])
        #expect(
            TextDiagnosticRenderer().render(diagnostic) == """
                f.yaml:2:1: error: this list of cards has no 'cards:' key above it [yaml-syntax]
                      = help: for example:
                                rules:
                                  title-too-long: off
                      = fix: insert above line 2:
                               cards:

                """)
        #expect(FixDescription.describe(diagnostic) == "insert above line 2:\n  cards:")
    }
}
