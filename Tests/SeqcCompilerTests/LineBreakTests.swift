import Testing

@testable import SeqcCompiler

/// seqc's lines are libyaml's lines, so a diagnostic's line number and its snippet agree
/// with the marks libyaml reports (a fuzzing finding: U+2028 put them a line apart).
@Suite struct LineBreakTests {
    static let breaks: [(name: String, bytes: [UInt8])] = [
        ("LF", [0x0A]), ("CR", [0x0D]), ("CR LF", [0x0D, 0x0A]),
        ("NEL", [0xC2, 0x85]), ("LINE SEPARATOR", [0xE2, 0x80, 0xA8]), ("PARAGRAPH SEPARATOR", [0xE2, 0x80, 0xA9]),
    ]

    @Test(arguments: breaks.map(\.name))
    func everyLibyamlLineBreakEndsALine(name: String) throws {
        let newline = try #require(Self.breaks.first { $0.name == name }).bytes
        let file = SourceFile(path: "a.routine.yaml", bytes: Array("title: a".utf8) + newline + Array("cards: 5".utf8))
        #expect(file.line(1) == "title: a")
        #expect(file.line(2) == "cards: 5")
        #expect(file.line(3) == nil)
        #expect(file.position(ofByteOffset: 8 + newline.count + 7) == SourcePosition(line: 2, column: 8))
    }

    /// Line 1 is read without indexing the file until something needs the index; both
    /// ways give the same line, whatever break ends it (or none).
    @Test(arguments: breaks.map(\.name) + ["none", "empty"])
    func theFirstLineIsTheSameBeforeAndAfterIndexing(name: String) {
        let newline = Self.breaks.first { $0.name == name }?.bytes ?? []
        let bytes = name == "empty" ? [] : Array("title: a\u{2027}".utf8) + newline + Array("cards: 5".utf8)
        let fresh = SourceFile(path: "a.routine.yaml", bytes: bytes)
        let before = fresh.line(1)
        let indexed = SourceFile(path: "a.routine.yaml", bytes: bytes)
        _ = indexed.line(2)
        #expect(before == indexed.line(1))
        #expect(fresh.line(1) == before)
    }

    @Test func compilerPositionsAfterALineSeparatorAreOnTheNextLine() {
        let file = SourceFile(path: "a.routine.yaml", text: "title: a\u{2028}cards: 5\n")
        let diagnostics = Compiler().compile(file).diagnostics
        #expect(diagnostics.map(\.range.start) == [SourcePosition(line: 2, column: 8)])
    }

    @Test func otherMultiByteCharactersAreNotBreaks() {
        let file = SourceFile(path: "a.routine.yaml", text: "title: \u{2027}\u{00A0}\u{20AC}\n")
        #expect(file.line(1) == "title: \u{2027}\u{00A0}\u{20AC}")
        #expect(file.line(2) == "")
    }
}
