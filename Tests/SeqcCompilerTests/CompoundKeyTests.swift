import Testing

@testable import SeqcCompiler
@testable import SeqcModel

/// A key compounded of a field's one-word name or synonym and words adding nothing
/// (`numberOfRounds`, `round_count`, `totalReps`, `bodyText`, `check-items`) reads as that
/// field, in every style; a count's word before a field that does not count (`restCount`)
/// or words of two fields (`workRest`) read as none. Generated from the descriptors.
struct CompoundKeyTests {
    private static let countWords = ["number", "count", "total", "num", "Anzahl", "nombre", "numero", "cantidad"]

    private static func styled(_ words: [String], style: Int) -> String {
        switch style % 4 {
        case 0: words.joined(separator: "_")
        case 1: words.first!.lowercased() + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        case 2: words.joined(separator: " ")
        default: words.joined(separator: "-")
        }
    }

    /// Every field of every kind with its one-word names that are no count's word (`count`
    /// and `Anzahl` name reps themselves).
    private static func fields() -> [(kind: KindSpec, field: FieldSpec, names: [String])] {
        Language.kinds.flatMap { kind in
            kind.fields.map { field in
                // Compounds are written in scripts with case (`durationTime`, `Время_время`): a
                // word of a script without case (`时间`) has no boundary to split at.
                let names = ([field.name] + field.synonyms).filter { CompoundKey.words($0).isEmpty && $0.allSatisfy(\.isLetter) }
                    .filter { $0.lowercased() != $0.uppercased() }
                    .filter { !CompoundKey.joiners.contains($0.lowercased()) }
                    .filter { name in !countWords.contains { NameMatching.normalised($0) == NameMatching.normalised(name) } }
                    .filter { name in kind.fields.filter { Language.meaning(of: name, among: [$0]) != nil }.count == 1 }
                return (kind, field, names)
            }.filter { !$0.names.isEmpty }
        }
    }

    @Test func compoundsOfOneFieldReadAsIt() {
        var random = SplitMix64(state: 0x39_C0DE)
        for _ in 0..<200 {
            let (kind, field, names) = Self.fields().randomElement(using: &random)!
            let name = names.randomElement(using: &random)!
            let counts = field.type == .integer
            let extra = counts ? Self.countWords.randomElement(using: &random)! : name
            var words = Bool.random(using: &random) ? [extra, "of", name] : [name, extra]
            if !counts { words = [name.capitalized, name] }
            let key = Self.styled(words, style: Int.random(in: 0..<4, using: &random))
            guard Language.meaning(of: key, among: kind.fields + [Language.cardIDField]) != nil else {
                Issue.record("'\(key)' on \(kind.kind.rawValue) reads as no field")
                continue
            }
            #expect(Language.meaning(of: key, among: kind.fields)?.field == field, "'\(key)' on \(kind.kind.rawValue)")
        }
    }

    @Test func aCountWordBesideAFieldThatDoesNotCountOrTwoFieldsReadAsNone() {
        var random = SplitMix64(state: 0x39_C0DF)
        for (kind, field, names) in Self.fields() where field.type != .integer {
            let key = Self.styled(
                [names.randomElement(using: &random)!, Self.countWords.randomElement(using: &random)!],
                style: Int.random(in: 0..<4, using: &random))
            #expect(CompoundKey.field(key, among: kind.fields) == nil, "'\(key)' on \(kind.kind.rawValue)")
        }
        let interval = Language.spec(for: .interval).fields
        for key in ["workRest", "work_rounds", "rest-rounds", "roundsWork"] {
            #expect(CompoundKey.field(key, among: interval) == nil, "\(key)")
        }
    }

    @Test func theRepairIsTheFieldAndBuilds() {
        for (key, field) in [("numberOfRounds", "rounds"), ("round_count", "rounds"), ("totalRounds", "rounds")] {
            let repair = Repair("title: T\ncards:\n  - interval: A\n    work: 20s\n    rest: 10s\n    \(key): 8\n")
            #expect(repair.only(.unknownKey)?.fixIts.first?.replacement == field, "\(key)")
            #expect(repair.after.diagnostics.isEmpty, "\(key) → \(repair.fixed)")
        }
        let info = Repair("title: T\ncards:\n  - info: A\n    bodyText: Breathe\n")
        #expect(info.after.diagnostics.isEmpty && info.fixed.contains("text: Breathe"), "\(info.fixed)")
    }
}
