import SeqcModel
import Testing

@testable import SeqcCompiler

@Suite struct CardKindLookupTests {
    /// `named` finds what `init(rawValue:)` finds: every kind, and nothing for near misses,
    /// other cases, padding, canonically equal spellings or the empty key.
    @Test(
        arguments: CardKind.allCases.map(\.rawValue) + [
            "", "res", "Rest", "rest ", " rest", "randomduration", "randomDurationX", "countdown\u{301}", "inf\u{6F}", "title",
            "duration", "intervals", "checklist\0", String(repeating: "x", count: 100),
        ])
    func findsWhatRawValueFinds(_ key: String) {
        #expect(CardKind.named(key) == CardKind(rawValue: key))
    }

    @Test func eachKindsOrdinalIsItsPlaceInAllCases() {
        #expect(CardKind.allCases.map(\.ordinal) == Array(CardKind.allCases.indices))
        #expect(Language.kinds.map(\.kind) == CardKind.allCases.map { Language.spec(for: $0).kind })
    }
}
