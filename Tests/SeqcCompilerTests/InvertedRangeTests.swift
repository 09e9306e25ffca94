import Testing

@testable import SeqcCompiler
@testable import SeqcModel

/// A random range written upside down is an error whose only fixes are unsafe: after the
/// safe fixes nothing builds the clamped range of one value, and the unsafe fix builds the
/// range swapped, whatever form each bound is written in.
struct InvertedRangeTests {
    /// Writes `seconds` in one of the forms an author uses for a duration.
    private static func written(_ seconds: Int, form: Int) -> String {
        switch form % 4 {
        case 0: String(seconds)
        case 1: seconds % 60 == 0 ? "\(seconds / 60)m" : "\(seconds)s"
        case 2: "'\(seconds)s'"
        default: seconds >= 60 ? "\(seconds / 60)m\(seconds % 60 == 0 ? "" : "\(seconds % 60)s")" : "\(seconds)s"
        }
    }

    @Test func generatedInvertedRangesStopTheBuildAndSwapOnlyUnsafely() throws {
        var random = SplitMix64(state: 0x5EC_0216)
        for _ in 0..<200 {
            let low = Int.random(in: 1...3600, using: &random)
            let high = low + Int.random(in: 1...3600, using: &random)
            let (minForm, maxForm) = (Int.random(in: 0..<4, using: &random), Int.random(in: 0..<4, using: &random))
            let (minText, maxText) = (Self.written(high, form: minForm), Self.written(low, form: maxForm))
            let text = "title: T\ncards:\n  - randomDuration: R\n    min: \(minText)\n    max: \(maxText)\n"
            let result = compile(text)
            #expect(result.document == nil, "an inverted range built: \(text)")
            let diagnostic = try #require(result.diagnostics.first { $0.rule == .outOfRange }, "\(text)")
            #expect(diagnostic.severity == .error)
            #expect(diagnostic.fixIts.allSatisfy { $0.safety == .unsafe }, "swapping is a guess: \(text)")
            let fixed = compile(applying(diagnostic, to: text))
            #expect(fixed.diagnostics.isEmpty, "\(text)")
            let content = fixed.document?.sequence.cards.first?.content
            #expect(content == .randomDuration(RandomDurationConfig(minSeconds: low, maxSeconds: high)), "\(text)")
        }
    }

    @Test func aRangeRaisedFromBelowTheMinimumStaysAWarning() throws {
        let result = compile("title: T\ncards:\n  - randomDuration: R\n    min: 5\n    max: 0\n")
        #expect(result.document != nil)
        #expect(result.diagnostics.allSatisfy { $0.severity == .warning && $0.rule == .clamped })
    }
}
