import Testing

@testable import SeqcCompiler

/// The composer hands a file's line index the lines it found for Markdown; they must be
/// the lines the index finds by its own walk, whatever the breaks.
@Suite struct LineIndexAdoptionTests {
    @Test func adoptedLinesAreTheWalkedOnes() {
        let pieces = ["a", "bc", "", "\n", "\r\n", "\r", "\r\r\n", "\n\r", " #x", "é"]
        var texts = ["", "\u{FEFF}a\nb", "\u{FEFF}", "x\n", "x\r\n", "x\r"]
        for first in pieces {
            for second in pieces {
                for third in pieces { texts.append(first + second + third) }
            }
        }
        for text in texts {
            let bytes = Array(text.utf8)
            let walked = SourceFile(path: "w.yaml", bytes: bytes)
            let adopted = SourceFile(path: "a.yaml", bytes: bytes)
            let lines = SourceLines(bytes)
            guard !lines.hasUnicodeLineBreaks else { continue }
            adopted.lineIndex.adopt(lineStarts: lines.starts, in: bytes)
            let count = walked.lineIndex.lineCount(in: bytes)
            #expect(adopted.lineIndex.lineCount(in: bytes) == count, "\(text.debugDescription)")
            for line in 1...(count + 1) {
                #expect(
                    adopted.lineIndex.byteRange(ofLine: line, in: bytes) == walked.lineIndex.byteRange(ofLine: line, in: bytes),
                    "\(text.debugDescription) line \(line)")
            }
        }
    }
}
