import SeqcCompiler
import Testing

@testable import SeqcLanguageServer

@Suite struct PositionTests {
    /// Scalar boundaries of `text`: every offset a position can name (not the middle of CR LF).
    private func boundaries(_ text: String) -> [Int] {
        var offsets = [0]
        var offset = 0
        let scalars = Array(text.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            offset += String(scalar).utf8.count
            if scalar == "\r", index + 1 < scalars.count, scalars[index + 1] == "\n" { continue }
            offsets.append(offset)
        }
        return offsets
    }

    /// The protocol's lines of `text` as strings, split at LF, CR LF and CR only.
    private func protocolLines(_ text: String) -> [[Unicode.Scalar]] {
        var lines: [[Unicode.Scalar]] = [[]]
        var previousCR = false
        for scalar in text.unicodeScalars {
            if scalar == "\n", previousCR {
                previousCR = false
                continue
            }
            previousCR = scalar == "\r"
            if scalar == "\n" || scalar == "\r" { lines.append([]) } else { lines[lines.count - 1].append(scalar) }
        }
        return lines
    }

    /// Every offset goes to a position and back to itself, in both encodings; its line is
    /// the count of protocol line breaks before it, and its character the UTF-16 (or UTF-8)
    /// length of the line's text before it, as the client counts.
    @Test func offsetsAndPositionsRoundTripOverRandomText() {
        var random = SeededRandom(seed: 42)
        for _ in 0..<300 {
            let text = random.text(scalars: Int(random.next() % 80))
            let lines = protocolLines(text)
            for encoding in PositionEncoding.allCases {
                let converter = PositionConverter(bytes: Array(text.utf8), encoding: encoding)
                #expect(converter.protocolLines.starts.count == lines.count)
                for offset in boundaries(text) {
                    let position = converter.position(ofOffset: offset)
                    #expect(converter.offset(of: position) == offset, "\(text.debugDescription) at \(offset)")
                    let prefix = String(decoding: Array(text.utf8)[converter.protocolLines.starts[position.line]..<offset], as: UTF8.self)
                    #expect(position.character == (encoding == .utf16 ? prefix.utf16.count : prefix.utf8.count))
                }
            }
        }
    }

    /// seqc's positions (libyaml's lines, scalar columns) land on the offset a reference
    /// walk over scalars finds, NEL, LS and PS counting as line breaks.
    @Test func seqcPositionsMatchAReferenceWalk() {
        var random = SeededRandom(seed: 43)
        let breaks: Set<Unicode.Scalar> = ["\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"]
        for _ in 0..<300 {
            let text = random.text(scalars: Int(random.next() % 80))
            var expected: [SourcePosition: Int] = [:]
            var line = 1
            var column = 1
            var offset = 0
            var previousCR = false
            for scalar in text.unicodeScalars {
                if !(scalar == "\n" && previousCR) { expected[SourcePosition(line: line, column: column)] = offset }
                offset += String(scalar).utf8.count
                if scalar == "\n", previousCR {
                    previousCR = false
                    continue
                }
                previousCR = scalar == "\r"
                if breaks.contains(scalar) {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            }
            expected[SourcePosition(line: line, column: column)] = offset
            var converter = PositionConverter(bytes: Array(text.utf8), encoding: .utf16)
            for (position, offset) in expected {
                #expect(
                    converter.offset(seqcLine: position.line, column: position.column) == offset, "\(text.debugDescription) \(position)")
                #expect(converter.seqcPosition(ofOffset: offset) == position)
            }
        }
    }

    /// A surrogate pair's middle, a character past the line's end and a line past the
    /// document's end land on the nearest place the document has.
    @Test func positionsOutsideTheTextAreClamped() {
        let converter = PositionConverter(bytes: Array("a😀b\ncd".utf8), encoding: .utf16)
        #expect(converter.offset(of: LSPPosition(line: 0, character: 2)) == 1)
        #expect(converter.offset(of: LSPPosition(line: 0, character: 3)) == 5)
        #expect(converter.offset(of: LSPPosition(line: 0, character: 99)) == 6)
        #expect(converter.offset(of: LSPPosition(line: 7, character: 0)) == 9)
        #expect(converter.offset(of: LSPPosition(line: -1, character: -1)) == 0)
    }

    @Test func utf8IsChosenWhenOffered() {
        #expect(PositionEncoding.negotiated(offered: ["utf-16", "utf-8"]) == .utf8)
        #expect(PositionEncoding.negotiated(offered: ["utf-32", "utf-16"]) == .utf16)
        #expect(PositionEncoding.negotiated(offered: nil) == .utf16)
    }
}
