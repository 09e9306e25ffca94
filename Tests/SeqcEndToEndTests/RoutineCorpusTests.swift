import SeqcModel
import Testing

/// The generator of test routines writes every kind, so the tests built on it reach a
/// new kind too.
@Suite struct RoutineCorpusTests {
    @Test(arguments: CardKind.allCases)
    func writesEveryKind(_ kind: CardKind) {
        var corpus = RoutineCorpus(seed: 3)
        #expect(corpus.fields(of: kind) != nil, "RoutineCorpus.fields(of:) writes no card of \(kind.rawValue)")
    }
}
