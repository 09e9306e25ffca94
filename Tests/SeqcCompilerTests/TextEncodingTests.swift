import Testing

@testable import SeqcCompiler

/// A routine saved in another encoding is one diagnostic that names the encoding and says
/// to save it as UTF-8, over generated routines: every encoding an editor offers for text
/// (UTF-16 and UTF-32 either way round, with and without a mark; Windows-1252), never
/// "invalid leading UTF-8 octet".
@Suite struct TextEncodingTests {
    /// A small deterministic generator, so a failure names its seed.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    static let latin: [Character] = Array("éèàçüöäßñÉÀÇœ€’“”—íóú")
    static let ascii: [Character] = Array("abcdefghijklmnopqrstuvwxyz ABCXYZ0123456789")

    /// A routine whose titles mix ASCII with the characters of `alphabet`, mostly ASCII.
    static func routine(seed: UInt64, alphabet: [Character]) -> String {
        var random = Generator(state: seed)
        func title() -> String {
            "T"
                + String(
                    (0..<(4 + random.next(20))).map { _ in
                        random.next(6) == 0 ? alphabet[random.next(alphabet.count)] : ascii[random.next(ascii.count)]
                    })
        }
        var text = "title: \(title())\ncards:\n"
        for _ in 0..<(1 + random.next(4)) { text += "  - countdown: \(title())\n    duration: \(1 + random.next(90))s\n" }
        return text
    }

    static func utf16(_ text: String, bigEndian: Bool, marked: Bool) -> [UInt8] {
        let units = (marked ? [0xFEFF] : []) + Array(text.utf16)
        return units.flatMap { unit in bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    }

    static func utf32(_ text: String, bigEndian: Bool, marked: Bool) -> [UInt8] {
        let scalars = (marked ? [0xFEFF] : []) + text.unicodeScalars.map(\.value)
        return scalars.flatMap { value in
            let bytes = (0..<4).map { UInt8((value >> (8 * UInt32($0))) & 0xFF) }
            return bigEndian ? bytes.reversed() : bytes
        }
    }

    static func diagnostics(_ bytes: [UInt8]) -> [Diagnostic] {
        YAMLComposer.compose(SourceFile(path: "t.routine.yaml", bytes: bytes)).diagnostics
    }

    @Test(arguments: 0..<64)
    func wideEncodingsAreNamedAtTheStart(seed: Int) throws {
        let text = Self.routine(seed: UInt64(seed), alphabet: Self.latin)
        for bigEndian in [false, true] {
            for marked in [false, true] {
                let order = bigEndian ? "big" : "little"
                for (bytes, name) in [
                    (Self.utf16(text, bigEndian: bigEndian, marked: marked), "UTF-16"),
                    (Self.utf32(text, bigEndian: bigEndian, marked: marked), "UTF-32"),
                ] {
                    let found = Self.diagnostics(bytes)
                    #expect(found.count == 1, "seed \(seed) \(name) \(order) \(marked)")
                    let problem = try #require(found.first)
                    #expect(problem.rule == .yamlSyntax)
                    #expect(problem.range.start == SourcePosition(line: 1, column: 1))
                    let mark = marked ? ", with a byte order mark" : ""
                    #expect(problem.message == "this file is saved as \(name) (\(order)-endian\(mark)); save it as UTF-8", "seed \(seed)")
                }
            }
        }
    }

    /// Windows-1252: the first byte that is not UTF-8 is named with the character it is
    /// there, at that character's column.
    @Test(arguments: 0..<64)
    func aCodePageByteIsNamedAsItsCharacter(seed: Int) throws {
        let text = Self.routine(seed: UInt64(seed), alphabet: Self.latin)
        let bytes = text.flatMap { character -> [UInt8] in
            if character.isASCII { return Array(character.utf8) }
            let byte = (0x80...0xFF).first { LegacyCodePage.character(for: UInt8($0)) == character }
            return [UInt8(byte!)]
        }
        guard let first = text.firstIndex(where: { !$0.isASCII }) else { return }
        let before = text[..<first]
        let line = before.filter { $0 == "\n" }.count + 1
        let column = before.count - (before.lastIndex(of: "\n").map { before.distance(from: before.startIndex, to: $0) + 1 } ?? 0) + 1
        let problem = try #require(Self.diagnostics(bytes).first, "seed \(seed)")
        #expect(problem.range.start == SourcePosition(line: line, column: column), "seed \(seed): \(problem.message)")
        #expect(problem.message.hasSuffix("(in the Windows-1252 code page it is '\(text[first])'); save the file as UTF-8"), "seed \(seed)")
    }

    @Test func aBinaryFileIsNamedNotRead() throws {
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D]
        #expect(Self.diagnostics(png).map(\.message) == ["this file is a PNG image, not UTF-8 text"])
        let unknown: [UInt8] = [0x01, 0x02, 0, 0x7F, 0x42, 0, 0, 0x13, 0x99]
        #expect(
            Self.diagnostics(unknown).map(\.message) == ["this file holds NUL bytes, so it is not UTF-8 text"])
    }

    /// UTF-8 text, with or without its mark, is never taken for another encoding.
    @Test(arguments: 0..<64)
    func utf8IsNeverMistakenForAnotherEncoding(seed: Int) {
        let text = Self.routine(seed: UInt64(seed), alphabet: Self.latin + Array("日本語の練習"))
        #expect(TextEncodingGuess.ofStart(Array(text.utf8)) == nil)
        #expect(TextEncodingGuess.ofStart([0xEF, 0xBB, 0xBF] + Array(text.utf8)) == nil)
        #expect(Self.diagnostics(Array(text.utf8)).isEmpty, "seed \(seed)")
    }
}
