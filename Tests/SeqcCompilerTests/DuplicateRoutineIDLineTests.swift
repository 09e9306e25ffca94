import Testing

@testable import SeqcCompiler

/// The duplicate-id check keeps a few bytes of each routine's id line, found without
/// indexing its file, and decodes them only for a note. These tests hold that the line a
/// note shows is the one the file's own line reading gives, cut to as many scalars as a
/// snippet can show, for generated files: line breaks of every kind libyaml knows, a byte
/// order mark, invalid UTF-8, multi-byte scalars and lines far longer than a snippet.
@Suite struct DuplicateRoutineIDLineTests {
    /// The pieces generated files are made of: line breaks, ASCII, multi-byte scalars
    /// and bytes that are not UTF-8 (lone continuation bytes, cut sequences).
    private static let pieces: [[UInt8]] = [
        [0x0A], [0x0D], [0x0D, 0x0A], [0xC2, 0x85], [0xE2, 0x80, 0xA8], [0xE2, 0x80, 0xA9],
        Array("id: legs".utf8), Array("x".utf8), Array(" ".utf8), Array("é".utf8), Array("€".utf8), Array("🏃".utf8),
        [0x80], [0xBF], [0xE2, 0x82], [0xF0, 0x9F], [0xC2], [0xE2, 0x80], [0xFF],
    ]

    private static func generatedFile(_ random: inout SplitMix64) -> [UInt8] {
        var bytes: [UInt8] = Bool.random(using: &random) ? [0xEF, 0xBB, 0xBF] : []
        let length = Int.random(in: 0...60, using: &random)
        for _ in 0..<length {
            if Int.random(in: 0..<8, using: &random) == 0 {
                // A long run of one piece: a line (or a scalar count) past a snippet's reach.
                let piece = pieces[Int.random(in: 6..<pieces.count, using: &random)]
                for _ in 0..<Int.random(in: 100...1500, using: &random) { bytes += piece }
            } else {
                bytes += pieces[Int.random(in: 0..<pieces.count, using: &random)]
            }
        }
        return bytes
    }

    /// What a note shows of the line, read as the file's own `line(_:)` gives it.
    private static func expectedLine(of file: SourceFile, line: Int, column: Int) -> String {
        let text = file.line(line) ?? ""
        return String(String.UnicodeScalarView(text.unicodeScalars.prefix(column + SnippetLine.maxWidth + 2)))
    }

    @Test func aNoteShowsTheIdLineAsTheFileReadsIt() {
        var random = SplitMix64(state: 40)
        for round in 0..<3000 {
            let bytes = Self.generatedFile(&random)
            let path = "r\(round).routine.yaml"
            let line = Int.random(in: 1...12, using: &random)
            let column = Int.random(in: 1...(DuplicateRoutineIDs.farthestShownColumn + 40), using: &random)
            let fromName = Int.random(in: 0..<4, using: &random) == 0
            let range = fromName ? nil : SourceRange(at: SourcePosition(line: line, column: column))
            var check = DuplicateRoutineIDs()
            let first = CompileResult(
                recordedFor: SourceFile(path: path, bytes: bytes), slug: "legs", slugRange: range, succeeded: true, diagnostics: [])
            #expect(check.check(first).isEmpty)
            let later = CompileResult(
                recordedFor: SourceFile(path: "later.yaml", bytes: []), slug: "legs", slugRange: nil, succeeded: true,
                diagnostics: [])
            #expect(check.check(later).count == 1)
            let shown = check.source(of: path)
            let (expectedNumber, expectedColumn) = fromName ? (1, 1) : (line, column)
            guard expectedColumn <= DuplicateRoutineIDs.farthestShownColumn else {
                #expect(shown == nil, "round \(round)")
                continue
            }
            // Read from a fresh copy: the check must not have relied on an index this one has.
            let expected = Self.expectedLine(of: SourceFile(path: path, bytes: bytes), line: expectedNumber, column: expectedColumn)
            #expect(shown?.line(expectedNumber) == expected, "round \(round)")
        }
    }
}
