import Testing

@testable import SeqcCompiler

/// `SourceFile.byteOffset(of:)` counts columns in Unicode scalars: over ASCII a column is a
/// byte, past any other character it is not. Held on generated files to the offsets the
/// lines' scalars give, for every column of every line and one past each line's end.
@Suite struct ByteOffsetTests {
    private static let pieces = ["a", "b", " ", "\t", ":", "1", "é", "日", "😀", "e\u{301}", "-"]

    /// Up to six lines of up to twelve pieces, joined by LF or CR LF.
    private static func randomLines(using random: inout SplitMix64) -> (lines: [String], text: String) {
        let lines = (0..<Int.random(in: 1...6, using: &random)).map { _ in
            (0..<Int.random(in: 0...12, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
        }
        return (lines, lines.joined(separator: Bool.random(using: &random) ? "\n" : "\r\n"))
    }

    @Test func eachColumnIsTheByteOffsetOfItsScalar() {
        var random = SplitMix64(state: 2026)
        for _ in 0..<200 {
            let (lines, text) = Self.randomLines(using: &random)
            let file = SourceFile(path: "t.yaml", text: text)
            var lineStart = 0
            for (index, line) in lines.enumerated() {
                var offset = lineStart
                var expected: [Int] = []
                for scalar in line.unicodeScalars {
                    expected.append(offset)
                    offset += String(scalar).utf8.count
                }
                expected.append(offset)
                for column in 1...(expected.count + 1) {
                    let found = file.byteOffset(of: SourcePosition(line: index + 1, column: column))
                    let wanted = column <= expected.count ? expected[column - 1] : nil
                    #expect(found == wanted, "line \(index + 1) column \(column) of \(lines)")
                }
                lineStart = offset + (text.utf8.dropFirst(offset).first == UInt8(ascii: "\r") ? 2 : 1)
            }
        }
    }

    /// `withByteOffsets` answers as `byteOffset(of:)` does, for every place of a generated
    /// file and for places it does not have (line 0, a line past the last, column 0, a
    /// column past a line's end), in any order and asked more than once.
    @Test func manyOffsetsAtOnceAreEachOffset() {
        var random = SplitMix64(state: 37)
        var compared = 0
        for _ in 0..<200 {
            let (lines, text) = Self.randomLines(using: &random)
            let file = SourceFile(path: "t.yaml", text: text)
            let widest = lines.map(\.unicodeScalars.count).max() ?? 0
            let positions = (0...(lines.count + 1)).flatMap { line in (0...(widest + 2)).map { SourcePosition(line: line, column: $0) } }
            let asked = (positions + positions.shuffled(using: &random)).prefix(Int.random(in: 1...(2 * positions.count), using: &random))
            file.withByteOffsets { byteOffset in
                for position in asked {
                    #expect(byteOffset(position) == file.byteOffset(of: position), "\(position) of \(lines)")
                    compared += 1
                }
            }
        }
        #expect(compared > 1000)
    }
}
