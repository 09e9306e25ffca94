import Testing

@testable import SeqcCompiler

/// `WrittenDistance.number` judges a value's bytes; these tests hold it to the same value
/// read character by character, over seeded texts that mix the characters it reads with
/// letters, accents, combining marks and emoji.
@Suite struct WrittenDistanceTests {
    /// The number read character by character: quotes around it left out, then digits
    /// between spaces and a final `m`.
    private static func oracle(_ written: String) -> Int? {
        var text = Substring(written)
        while let first = text.first, first == "\"" || first == "'" { text = text.dropFirst() }
        while let last = text.last, last == "\"" || last == "'" { text = text.dropLast() }
        guard text.last == "m" else { return nil }
        let digits = text.dropLast().drop { $0 == " " }.reversed().drop { $0 == " " }
        guard (1...6).contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(String(digits.reversed()))
    }

    @Test func bytesReadAsCharacters() {
        let pieces = ["0", "5", "50", "500", "1000", " ", "m", "M", "'", "\"", "é", "\u{301}", "ｍ", "٣", "🏃", "x", "\r\n"]
        var random = SplitMix64(state: 0x0D15_7A9C)
        var texts = ["500m", "'500 m'", "\"1500m\"", "  200  m", "1234567m", "0500m", "m", "5m\u{301}", "\"\u{301}5m"]
        for _ in 0..<5000 {
            texts.append((0..<Int.random(in: 1...6, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined())
        }
        for text in texts {
            #expect(WrittenDistance.number(text) == Self.oracle(text), "'\(text)'")
        }
    }

    /// The check of bytes before a routine's titles are read word by word rules out only
    /// titles that name no number in metres.
    @Test func namedNumbersAreThoseEveryWordNames() {
        let pieces = [
            "500", "5", "0500", " ", "-", "metres", "Metres", "METERS", "mètres", "Mètres", "m\u{301}etres", "mtr", "Mts",
            "m", "M", "March", "Move", "Meditate", "me", "Met", "mé", "meter", "metro", "Row", "e", "t", "é", "ｍ", "x", "|",
        ]
        var random = SplitMix64(state: 0x0D15_7A9D)
        for _ in 0..<5000 {
            let texts = (0..<Int.random(in: 1...3, using: &random)).map { _ in
                (0..<Int.random(in: 1...5, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            }
            #expect(
                WrittenDistance.namedNumbers(in: texts) == WrittenDistance.numbersNamedInMetres(texts.joined(separator: " | ")),
                "\(texts)")
        }
        #expect(WrittenDistance.namedNumbers(in: ["Sprints 6 x 60", "Metres"]) == [60])
        #expect(WrittenDistance.namedNumbers(in: ["Climb 0", "", "March"]).isEmpty)
    }

    @Test func aNumberAndMAloneIsRead() {
        #expect(WrittenDistance.number("500m") == 500)
        #expect(WrittenDistance.number("'400 m'") == 400)
        #expect(WrittenDistance.number("30s") == nil)
        #expect(WrittenDistance.number("1m30s") == nil)
    }
}
