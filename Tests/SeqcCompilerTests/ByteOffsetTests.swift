import Testing

@testable import SeqcCompiler

/// `SourceFile.byteOffset(of:)` counts columns in Unicode scalars: over ASCII a column is a
/// byte, past any other character it is not. Held on generated files to the offsets the
/// lines' scalars give, for every column of every line and one past each line's end.
@Suite struct ByteOffsetTests {
    private static let pieces = ["a", "b", " ", "\t", ":", "1", "é", "日", "😀", "e\u{301}", "-"]

    @Test func eachColumnIsTheByteOffsetOfItsScalar() {
        var random = SplitMix64(state: 2026)
        for _ in 0..<200 {
            let lines = (0..<Int.random(in: 1...6, using: &random)).map { _ in
                (0..<Int.random(in: 0...12, using: &random)).map { _ in Self.pieces.randomElement(using: &random)! }.joined()
            }
            let text = lines.joined(separator: Bool.random(using: &random) ? "\n" : "\r\n")
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
}
