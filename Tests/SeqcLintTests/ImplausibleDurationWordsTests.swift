import SeqcCompiler
import Testing

@testable import SeqcLint

/// The implausible-duration rule reads ASCII titles in place; its answer must be the one
/// folding and looking up every word gives, whatever the text.
@Suite struct ImplausibleDurationWordsTests {
    /// Words and separators titles are made of, with every minute word of the vocabulary
    /// that is ASCII, in three cases, and near misses around them.
    private static let pieces: [String] = {
        let minuteWords = Vocabulary.minuteWords.filter { $0.utf8.allSatisfy { $0 < 0x80 } }.sorted()
        var pieces = [
            "Plank", "m", "mi", "Meditate", "minimal", "Minimum", "sit", "Row", "x", "Mins2", "mn", "h", "hour", "Hours", "Stunde", "heure",
            "hora", "hr",
        ]
        for word in minuteWords {
            pieces += [word, word.uppercased(), word.prefix(1).uppercased() + word.dropFirst(), word + "s", String(word.dropLast())]
        }
        return pieces
    }()
    /// Whether a run of letters of `text`, folded, is a unit of a minute or longer: the
    /// reading `StatedLength` makes of every word.
    private static func foldedNamesLengthUnit(_ text: String) -> Bool {
        NameMatching.folded(text).split { !$0.isLetter }.contains { word in
            word.count > 1 && Vocabulary.unit(String(word)).map { $0.per == 1 && $0.seconds >= 60 } ?? false
        }
    }
    private static let separators = [" ", "-", "5", "10", ",", "_", "(", ")", "'", ""]

    @Test func asciiReadingAgreesWithFoldingOnGeneratedTitles() {
        var generator = SeededGenerator(seed: 0x5EC_0037)
        var agreed = 0
        var sayMinutes = 0
        var lengthUnits = 0
        for _ in 0..<4000 {
            var title = ""
            for _ in 0..<Int.random(in: 1...5, using: &generator) {
                title += Self.separators.randomElement(using: &generator)!
                title += Self.pieces.randomElement(using: &generator)!
            }
            let folded = MinuteEvidence.foldedSaysMinutes(title)
            // The scan that lets a stated length be skipped: no unit of a minute or longer.
            let namesLength = Self.foldedNamesLengthUnit(title)
            #expect(Vocabulary.asciiLengthUnitWords.occurs(in: title) == namesLength, "\(title)")
            if namesLength { lengthUnits += 1 }
            #expect(Vocabulary.asciiMinuteWords.occurs(in: title) == folded, "\(title)")
            // A title that is not ASCII is left to the folding reading, wherever its first
            // other letter stands.
            let accented = title + [" é ", " Über ", " año "].randomElement(using: &generator)! + title
            #expect(Vocabulary.asciiMinuteWords.occurs(in: accented) == nil, "\(accented)")
            #expect(MinuteEvidence.saysMinutes(accented) == folded, "\(accented)")
            agreed += 1
            if folded { sayMinutes += 1 }
        }
        // Both answers must be common, or the agreement says little.
        #expect(lengthUnits > 400 && lengthUnits < agreed - 400, "\(lengthUnits) of \(agreed)")
        #expect(sayMinutes > 400 && sayMinutes < agreed - 400, "\(sayMinutes) of \(agreed)")
    }
}

/// A small deterministic generator (SplitMix64): the same titles on every run.
private struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
