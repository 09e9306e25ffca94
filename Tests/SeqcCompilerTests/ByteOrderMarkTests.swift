import Testing

@testable import SeqcCompiler

/// libyaml reads a leading UTF-8 byte order mark before it counts columns, so seqc's
/// line 1 starts after it: columns, snippets, trailing comments and byte offsets on
/// line 1 are the same with the mark as without it.
@Suite struct ByteOrderMarkTests {
    static let mark: [UInt8] = [0xEF, 0xBB, 0xBF]

    @Test func lineOneStartsAfterTheMark() {
        let file = SourceFile(path: "t.routine.yaml", bytes: Self.mark + Array("title: a\ncards: []\n".utf8))
        #expect(file.line(1) == "title: a")
        #expect(file.byteOffset(of: SourcePosition(line: 1, column: 1)) == 3)
        #expect(file.position(ofByteOffset: 3) == SourcePosition(line: 1, column: 1))
        #expect(file.position(ofByteOffset: 0) == SourcePosition(line: 1, column: 1))
        #expect(file.position(ofByteOffset: 10) == SourcePosition(line: 1, column: 8))
        #expect(SourceLines(file.bytes).text(1) == Array("title: a".unicodeScalars))
        let markOnly = SourceFile(path: "t.routine.yaml", bytes: Self.mark)
        #expect(markOnly.line(1) == "")
    }

    /// The same routine with and without the mark gives the same diagnostics at the same
    /// places: a comment cutting the title short, and an error on line 1.
    @Test(arguments: ["title: Leg day #3\ncards:\n  - info: a\n", "title: [a]\ncards: []\n", "title: caf\u{e9} \u{1}\ncards: []\n"])
    func diagnosticsDoNotMoveWithTheMark(_ text: String) {
        let plain = Compiler().compile(SourceFile(path: "t.routine.yaml", bytes: Array(text.utf8)))
        let marked = Compiler().compile(SourceFile(path: "t.routine.yaml", bytes: Self.mark + Array(text.utf8)))
        #expect(!plain.diagnostics.isEmpty)
        #expect(marked.diagnostics.map(\.range) == plain.diagnostics.map(\.range))
        #expect(marked.diagnostics.map(\.message) == plain.diagnostics.map(\.message))
    }

    @Test func theSnippetOmitsTheMarkAndTheCaretIsUnderTheMistake() throws {
        let file = SourceFile(path: "t.routine.yaml", bytes: Self.mark + Array("title: [a]\ncards: []\n".utf8))
        let diagnostic = try #require(Compiler().compile(file).diagnostics.first)
        let text = TextDiagnosticRenderer(sources: [file.path: file]).render(diagnostic)
        #expect(text.contains("    1 | title: [a]\n      |        ^~~\n"))
    }
}
