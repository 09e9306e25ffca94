import Testing

@testable import SeqcCompiler

@Suite struct TerminalTextTests {
    @Test func controlsAreVisiblyEscaped() {
        #expect(TerminalText.escaped("a\nb\tc\rd\0e") == #"a\nb\tc\rd\0e"#)
        #expect(TerminalText.escaped("\u{1B}[2Jx\u{7F}\u{85}\u{9B}") == #"\u{1B}[2Jx\u{7F}\u{85}\u{9B}"#)
        #expect(
            TerminalText.escaped("\u{202A}\u{202E}\u{2066}\u{2069}\u{2028}\u{2029}\u{200F}")
                == #"\u{202A}\u{202E}\u{2066}\u{2069}\u{2028}\u{2029}\u{200F}"#)
    }

    @Test func printableTextIsUnchanged() {
        for text in ["Morning HIIT", "Übungen 🏃‍♀️ 日本語", "100% wrong: yes, really", #"a\b"#, "##", "[x]", "# [a]"] {
            #expect(TerminalText.escaped(text) == text)
        }
    }

    /// The shortcut for printable ASCII gives what the scalar-by-scalar walk gives: every
    /// text of up to two characters from printable ASCII and a few others, and every
    /// `##` command form.
    @Test func theShortcutForPlainTextChangesNothing() {
        let alphabet = (0x20...0x7E).map { Character(Unicode.Scalar(UInt8($0))) } + ["\n", "\u{7F}", "é", "\u{202E}"]
        var texts = ["", "##", "a##[b", "##vso[x", "# #[", "x#", "#x#y#"]
        for first in alphabet {
            texts.append(String(first))
            for second in alphabet { texts.append(String([first, second])) }
        }
        for text in texts + texts.map({ "##" + $0 }) + texts.map({ $0 + "[" }) {
            #expect(TerminalText.escaped(text) == TerminalText.escapedScalarByScalar(text), "\(text.debugDescription)")
        }
    }

    /// A snippet line of printable ASCII and tabs is cut into cells without grapheme
    /// breaking; the cells are those the character-by-character walk makes.
    @Test func asciiSnippetCellsAreTheCharacterWalks() {
        let lines = [
            "    duration: 45S", "\ttitle: x\t# note", "a ##[add-mask]x ##vso[y] #[z] ##", "", "[[##[", String(repeating: "ab ", count: 60),
            String((0x20..<0x7F).map { Character(Unicode.Scalar(UInt8($0))) }),
        ]
        for line in lines {
            let scalars = Array(line.unicodeScalars)
            for from in [0, 3] {
                #expect(SnippetLine.cells(scalars, from: from) == SnippetLine.cellsByCharacter(scalars, from: from), "\(line)")
            }
        }
    }

    /// A line that shows as it is gets, without decoding, the snippet the decoding walk
    /// makes: at every caret column on it and a little past its end, for ranges on the
    /// line and ranges running onto the next.
    @Test func aPlainLineShowsAsTheDecodingWalkShowsIt() throws {
        let lines = [
            "    duration: 45s", "- countdown: Warm-up", "items: [a, b] # [c]", "a #[x] # #", "", String(repeating: "x", count: 120),
            String((0x20..<0x7F).map { Character(Unicode.Scalar(UInt8($0))) }),
        ]
        var plain = 0
        for line in lines {
            for ending in ["\n", "\r\n"] {
                let source = SourceFile(path: "t.yaml", text: "\u{FEFF}" + line + ending + "next: 1" + ending)
                for start in 1...(line.utf8.count + 3) {
                    var ends = [start, start + 1, start + 4, line.utf8.count + 1].map { SourcePosition(line: 1, column: $0) }
                    ends.append(SourcePosition(line: 2, column: 3))
                    for end in ends {
                        let range = SourceRange(start: SourcePosition(line: 1, column: start), end: end)
                        guard let fast = SnippetLine.plainLine(source: source, range: range) else { continue }
                        plain += 1
                        let walked = try #require(SnippetLine(decoding: source, range: range))
                        #expect(
                            fast.text == walked.text && fast.caretColumn == walked.caretColumn && fast.caretWidth == walked.caretWidth,
                            "\(line.debugDescription) \(range)")
                    }
                }
            }
        }
        #expect(plain > 1000, "the shortcut took \(plain) snippets")
        let wide = SourceFile(path: "t.yaml", text: String(repeating: "x", count: 121) + "\n")
        #expect(SnippetLine.plainLine(source: wide, range: SourceRange(at: .start)) == nil, "a line wider than the excerpt is cut")
        let commands = SourceFile(path: "t.yaml", text: "a ##[x]\n")
        #expect(SnippetLine.plainLine(source: commands, range: SourceRange(at: .start)) == nil)
    }

    @Test func legacyRunnerCommandsAreBroken() {
        #expect(TerminalText.escaped("x ##[add-mask]s") == #"x ##\u{5B}add-mask]s"#)
        #expect(TerminalText.escaped("##vso[task.setvariable]") == #"##vso\u{5B}task.setvariable]"#)
    }

    @Test func pathsAtALineStartCannotBeACommand() {
        #expect(TerminalText.escapedPath("::add-mask::x.routine.yaml") == "./::add-mask::x.routine.yaml")
        #expect(TerminalText.escapedPath(" ::x.yaml") == "./ ::x.yaml")
        #expect(TerminalText.escapedPath("##[x].yaml") == #"./##\u{5B}x].yaml"#)
        #expect(TerminalText.escapedPath("routines/a.yaml") == "routines/a.yaml")
        #expect(TerminalText.escapedPath("/abs/a.yaml") == "/abs/a.yaml")
        #expect(TerminalText.escapedPath("<stdin>") == "<stdin>")
    }

    @Test func displayWidth() {
        #expect(DisplayWidth.of("Morning") == 7)
        #expect(DisplayWidth.of("日本語") == 6)
        #expect(DisplayWidth.of("ｆｕｌｌ") == 8)
        #expect(DisplayWidth.of("한국어") == 6)
        #expect(DisplayWidth.of("🏃") == 2)
        #expect(DisplayWidth.of("🏃‍♀️") == 2, "a ZWJ sequence is one character")
        #expect(DisplayWidth.of("🇯🇵") == 2)
        #expect(DisplayWidth.of("☺️") == 2, "emoji presentation selector")
        #expect(DisplayWidth.of("☺") == 1)
        #expect(DisplayWidth.of("e\u{301}") == 1, "combining accent")
        #expect(DisplayWidth.of("\u{200B}") == 0)
    }

    /// No character takes more columns than it has UTF-8 bytes, which lets the
    /// title-too-long rule skip measuring a title of few bytes: checked for a character
    /// of every width class, and for every scalar of the wide blocks' edges.
    @Test func noTextIsWiderThanItsUTF8Bytes() {
        var texts = ["Morning", "日本語", "ｆｕｌｌ", "한국어", "🏃", "🏃‍♀️", "🇯🇵", "☺️", "☺", "e\u{301}", "\u{200B}", "a\r\nb", "\u{7F}"]
        for range in DisplayWidth.wideRanges {
            for value in [range.lowerBound, range.upperBound] {
                if let scalar = Unicode.Scalar(value) { texts.append(String(Character(scalar))) }
            }
        }
        for text in texts {
            #expect(DisplayWidth.of(text) <= text.utf8.count, "\(text.debugDescription)")
        }
    }

    /// ASCII text is measured a byte at a time; the width must be what measuring each
    /// character gives, controls, DEL and CR LF (one character of two bytes) included.
    @Test func asciiIsMeasuredAsItsCharacters() {
        let every = String(decoding: (0..<0x80).map { UInt8($0) }, as: UTF8.self)
        let texts = [every, "a\r\nb", "\r\n\r\n", "tab\there", "del\u{7F}", "", "Warm-up - Work 8/8"]
        for text in texts {
            #expect(DisplayWidth.of(text) == text.reduce(0) { $0 + DisplayWidth.of($1) }, "\(text.debugDescription)")
        }
        #expect(DisplayWidth.of(every) == 0x7F - 0x20)
        #expect(DisplayWidth.of("ascii, then é") == 13, "one byte past ASCII measures the whole text by character")
    }

    private func snippet(_ text: String, _ start: Int, _ end: Int) -> (line: String, caret: String) {
        let source = SourceFile(path: "t.yaml", text: text)
        let diagnostic = Diagnostic(
            file: "t.yaml", range: SourceRange(start: .init(line: 1, column: start), end: .init(line: 1, column: end)),
            severity: .warning, rule: "x", message: "m")
        let lines = TextDiagnosticRenderer(sources: ["t.yaml": source]).render(diagnostic).split(separator: "\n").map(String.init)
        return (lines[1], lines[2])
    }

    @Test func tabsRunToTheNextStop() {
        let shown = snippet("\tk:\tvalue\n", 5, 10)
        #expect(shown.line == "    1 |     k:  value")
        #expect(shown.caret == "      |         ^~~~~")
    }

    @Test func wideCharactersAreUnderlinedTwoColumnsEach() {
        // `title: 日本語 x`: columns count scalars (日 is column 8), the screen counts two per ideograph.
        let shown = snippet("title: 日本語 x\n", 8, 11)
        #expect(shown.line == "    1 | title: 日本語 x")
        #expect(shown.caret == "      |        ^~~~~~")
        let after = snippet("title: 🏃‍♀️ x\n", 13, 14)
        #expect(after.caret == "      |           ^", "the ZWJ sequence is 4 scalars and 2 columns")
    }

    @Test func controlsInASnippetAreEscapedAndTheCaretFollows() {
        let shown = snippet("a: \u{1B}[2J\u{202E}b\n", 9, 10)
        #expect(shown.line == #"    1 | a: \u{1B}[2J\u{202E}b"#)
        #expect(shown.caret == "      |                     ^")
    }

    @Test func aLongLineShowsABoundedExcerpt() {
        let line = String(repeating: "a", count: 5_000) + "XYZ" + String(repeating: "b", count: 5_000)
        let shown = snippet(line + "\n", 5_001, 5_004)
        let text = String(shown.line.dropFirst("    1 | ".count))
        #expect(text.hasPrefix("…a") && text.hasSuffix("b…"))
        #expect(DisplayWidth.of(text) <= SnippetLine.maxWidth)
        let caret = String(shown.caret.dropFirst("      | ".count))
        let column = caret.firstIndex(of: "^").map { caret.distance(from: caret.startIndex, to: $0) } ?? -1
        #expect(Array(text)[column...].prefix(3) == ["X", "Y", "Z"])
        #expect(caret.hasSuffix("^~~"))
    }

    @Test func theGutterGrowsForLongFiles() {
        let text = String(repeating: "\n", count: 123_455) + "bad: 1\n"
        let source = SourceFile(path: "t.yaml", text: text)
        let diagnostic = Diagnostic(
            file: "t.yaml", range: SourceRange(start: .init(line: 123_456, column: 1), end: .init(line: 123_456, column: 4)),
            severity: .error, rule: "x", message: "m")
        let lines = TextDiagnosticRenderer(sources: ["t.yaml": source]).render(diagnostic).split(separator: "\n")
        #expect(lines[1] == "123456 | bad: 1")
        #expect(lines[2] == "       | ^~~")
    }

    @Test func linesAreFoundAfterEveryKindOfBreak() {
        let source = SourceFile(path: "t", text: "a\r\nb\rc\nd")
        #expect((1...4).map { source.line($0) } == ["a", "b", "c", "d"])
        #expect(source.line(5) == nil && source.line(0) == nil)
        #expect(SourceFile(path: "t", text: "a\n").line(2) == "")
    }

    /// The plain-text check reads eight bytes at a time; it must answer as the byte walk
    /// does for every byte that matters (the edges of the printable range, `#` pairs
    /// within a word and across two) at every position of texts up to three words long.
    @Test func thePlainCheckByWordsIsTheByteWalk() {
        func walk(_ bytes: [UInt8]) -> Bool {
            var afterHash = false
            for byte in bytes {
                guard byte >= 0x20, byte <= 0x7E else { return false }
                if byte == 0x23 && afterHash { return false }
                afterHash = byte == 0x23
            }
            return true
        }
        let specials: [UInt8] = [0x00, 0x01, 0x09, 0x1F, 0x20, 0x22, 0x23, 0x24, 0x7E, 0x7F, 0x80, 0xC3, 0xFF]
        var checked = 0
        for length in 0...24 {
            for position in 0..<Swift.max(length, 1) {
                for special in specials {
                    for second in [nil, 0x23, 0x22, 0x7F] as [UInt8?] {
                        var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                        if position < length { bytes[position] = special }
                        if let second, position + 1 < length { bytes[position + 1] = second }
                        let expected = walk(bytes)
                        #expect(bytes.withUnsafeBufferPointer(TerminalText.isPlain(buffer:)) == expected, "\(bytes)")
                        #expect(TerminalText.isPlain(utf8: bytes[...]) == expected, "\(bytes)")
                        checked += 1
                    }
                }
            }
        }
        #expect(checked > 5_000)
    }
}
