import Testing

@testable import SeqcCompiler

/// What a file waiting to be reported keeps of itself, and the order its diagnostics are
/// shown in, hold to their simplest readings.
@Suite struct SourceExcerptTests {
    /// The file's lines 1 to the last wanted, the wanted ones as written and the others
    /// empty: the line-by-line reading of `keepingOnly(lines:)`.
    private func everyLineWalk(_ file: SourceFile, _ lines: Set<Int>) -> [UInt8] {
        let count = file.lineIndex.lineCount(in: file.bytes)
        guard let wanted = lines.max(), case let last = Swift.min(wanted, count), last >= 1 else { return [] }
        var kept: [UInt8] = []
        for number in 1...last {
            if number > 1 { kept.append(0x0A) }
            if lines.contains(number), let range = file.lineIndex.byteRange(ofLine: number, in: file.bytes) {
                kept += file.bytes[range]
            }
        }
        return kept
    }

    @Test func keptLinesAreTheLineByLineWalks() {
        let texts = ["", "one", "one\ntwo\r\nthree\rfour\n", "\u{FEFF}a: 1\n\n\nb: 2\n  c\n", "x\u{2028}y\u{85}z\nlast"]
        let wanted: [Set<Int>] = [[], [0], [1], [2], [1, 3], [2, 5], [4], [3, 9], [1, 2, 3, 4, 5, 6], [-1, 2], [100]]
        for text in texts {
            let file = SourceFile(path: "f.yaml", text: text)
            for lines in wanted {
                #expect(file.keepingOnly(lines: lines).bytes == everyLineWalk(file, lines), "\(text.debugDescription) \(lines)")
            }
        }
    }

    /// A few diagnostics are compared, many hashed: both keep the first of each repeat.
    @Test(arguments: [3, 40])
    func repeatsAreShownOnce(distinct: Int) {
        let diagnostics = (0..<distinct).map { index in
            Diagnostic(
                file: "f.yaml", range: SourceRange(at: SourcePosition(line: index % 7 + 1, column: 1)), severity: .warning,
                rule: "x", message: "m\(index)")
        }
        let shown = (diagnostics + diagnostics.reversed() + diagnostics).sortedForPresentation()
        #expect(shown.count == distinct)
        #expect(shown == diagnostics.sorted(by: Diagnostic.presentationOrder))
    }
}
