import SeqcModel
import Testing

@testable import SeqcCompiler

/// `CountedPhrase` leaves a card under its kind's name before it normalises any key; that
/// is the same answer only while no kind's name is one of its count words.
@Suite struct CountedPhraseTests {
    @Test func noKindIsNamedByACountWord() {
        for kind in CardKind.allCases {
            #expect(!CountedPhrase.countKeys.contains(NameMatching.normalised(kind.rawValue)), "\(kind)")
        }
    }
}
