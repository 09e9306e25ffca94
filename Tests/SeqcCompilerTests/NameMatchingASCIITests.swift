import Testing

@testable import SeqcCompiler

/// `NameMatching.normalised` reads an ASCII name in one pass over its bytes; its answer
/// must be the general reading's (lower case, separators dropped) for every ASCII name.
@Suite struct NameMatchingASCIITests {
    @Test func asciiNamesNormaliseAsTheGeneralReadingDoes() {
        var generator = SplitMix64(state: 0xA5C1)
        let alphabet = Array("abcXYZ_- 09.:/'\"!~\t".unicodeScalars) + (0x20...0x7E).compactMap(Unicode.Scalar.init)
        for _ in 0..<3000 {
            var name = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0...24, using: &generator) { name.append(alphabet.randomElement(using: &generator)!) }
            let text = String(name)
            let expected = String(String.UnicodeScalarView(text.lowercased().unicodeScalars.filter { !"_- ".unicodeScalars.contains($0) }))
            #expect(NameMatching.normalised(text) == expected, "\(text.debugDescription)")
        }
        // A name with one letter outside ASCII takes the general reading, accents folded.
        #expect(NameMatching.normalised("Durée_Totale") == "dureetotale")
        #expect(NameMatching.normalised("Übung") == "ubung")
    }
}
