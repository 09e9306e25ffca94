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

    /// An excerpt of a file (``SourceFile/keepingOnly(lines:)``) has the lines a walk over
    /// it finds, and each kept line is the file's own, whatever the file's breaks. (The
    /// excerpt once adopted the lines it wrote; it no longer does, to hold less while it
    /// waits, and this holds that nothing shown changed.)
    @Test func anExcerptsLinesAreTheWalkedOnes() {
        let texts = [
            "a\nb\nc\nd", "a\r\nb\r\n\r\nc", "\u{FEFF}a\nb", "\u{FEFF}\u{FEFF}a\nb", "x\u{85}y\nz\u{2028}w",
            "a\rb\rc\r", "\n\n\n", "é\n ü\n", "",
        ]
        let wanted: [Set<Int>] = [[1], [2], [1, 3], [3, 9], [2, 4], [1, 2, 3, 4, 5]]
        for text in texts {
            let file = SourceFile(path: "f.yaml", text: text)
            for lines in wanted {
                let excerpt = file.keepingOnly(lines: lines)
                let walked = SourceFile(path: "w.yaml", bytes: excerpt.bytes)
                let count = walked.lineIndex.lineCount(in: excerpt.bytes)
                #expect(excerpt.lineIndex.lineCount(in: excerpt.bytes) == count, "\(text.debugDescription) \(lines)")
                for line in 1...(count + 1) {
                    #expect(
                        excerpt.lineIndex.byteRange(ofLine: line, in: excerpt.bytes)
                            == walked.lineIndex.byteRange(ofLine: line, in: walked.bytes),
                        "\(text.debugDescription) \(lines) line \(line)")
                }
                // A first line that itself starts with a byte order mark (the file's second)
                // loses it in the excerpt, whose walk starts after it: as before adoption.
                for line in lines where line <= count && !(line == 1 && text.hasPrefix("\u{FEFF}\u{FEFF}")) {
                    #expect(excerpt.line(line) == file.line(line), "\(text.debugDescription) \(lines) line \(line)")
                }
            }
        }
    }
}
