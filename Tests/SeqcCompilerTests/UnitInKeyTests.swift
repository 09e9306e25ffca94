import SeqcModel
import Testing

@testable import SeqcCompiler

/// A key naming a timed field with its unit (`duration_minutes`, `Dauer_min`,
/// `durationInMs`, `minutes`) is the field with the number in that unit, a safe fix.
/// Generated over every kind's timed fields, their names and synonyms, every unit word
/// of the vocabulary and the ways keys join words.
@Suite struct UnitInKeyTests {
    /// Unit words of more than one letter, with their seconds and divisor.
    static let units: [(word: String, seconds: Int, per: Int)] = Vocabulary.words.compactMap { word in
        guard case .unit(let seconds, let per) = word.meaning, word.word.count > 1 else { return nil }
        return (word.word, seconds, per)
    }

    /// The names that mean `spec` alone among `specs`: its own and its unambiguous synonyms.
    static func names(of spec: FieldSpec, among specs: [FieldSpec]) -> [String] {
        ([spec.name] + spec.synonyms).filter { name in
            !name.contains(" ") && Language.meaning(of: name, among: specs)?.field?.name == spec.name
        }
    }

    static func joined(_ name: String, _ unit: String, style: Int) -> String {
        switch style {
        case 0: name + "_" + unit
        case 1: name + unit.prefix(1).uppercased() + unit.dropFirst()
        case 2: name + "In" + unit.prefix(1).uppercased() + unit.dropFirst()
        case 3: name + "_in_" + unit
        default: name + "-" + unit
        }
    }

    @Test func everyTimedFieldNamedWithAUnitReadsAsTheNumberInThatUnit() {
        var random = SplitMix64(state: 0x39_0201)
        var tried = 0
        for kind in Language.kinds {
            for spec in kind.fields where spec.type == .duration {
                for name in Self.names(of: spec, among: kind.fields) {
                    let unit = Self.units[Int.random(in: 0..<Self.units.count, using: &random)]
                    let key = Self.joined(name, unit.word, style: Int.random(in: 0..<5, using: &random))
                    guard Language.meaning(of: key, among: kind.fields) == nil else { continue }
                    let amount = unit.per == 1 ? Int.random(in: 1...90, using: &random) : Int.random(in: 1...600, using: &random) * 1000
                    let seconds = amount * unit.seconds / unit.per
                    guard seconds <= RoutineLimits.maxDurationSeconds else { continue }
                    tried += 1
                    Self.expectRepair(kind: kind, key: key, value: String(amount), field: spec.name, seconds: seconds)
                }
            }
        }
        #expect(tried >= 40, "only \(tried) keys tried")
    }

    /// `12.5` minutes and `2,5` minutes are whole seconds: the same safe fix.
    @Test func aDecimalAmountInTheKeysUnitIsKeptExactly() {
        var random = SplitMix64(state: 0x39_0202)
        let minuteUnits = Self.units.filter { $0.seconds == 60 && $0.per == 1 }
        let countdown = Language.kinds.first { $0.kind == .countdown }!
        for _ in 0..<20 {
            let unit = minuteUnits[Int.random(in: 0..<minuteUnits.count, using: &random)]
            let whole = Int.random(in: 1...60, using: &random)
            let comma = Bool.random(using: &random) ? "," : "."
            let value = comma == "," ? "\"\(whole),5\"" : "\(whole).5"
            Self.expectRepair(
                kind: countdown, key: Self.joined("duration", unit.word, style: 0), value: value, field: "duration",
                seconds: whole * 60 + 30)
        }
    }

    /// The unit alone where a card has two timed fields names neither: no fix, and the
    /// help names both with the one placeholder form.
    @Test func theUnitAloneOnACardWithTwoTimedFieldsIsReportedWithoutAFix() {
        for kind in Language.kinds where kind.fields.filter({ $0.type == .duration }).count > 1 {
            for unit in Self.units where Language.meaning(of: unit.word, among: kind.fields) == nil {
                let result = compile("title: T\ncards:\n  - \(kind.kind.rawValue): A\n    \(unit.word): 5\n")
                let reported = result.diagnostics.first { $0.rule == .unknownKey }
                #expect(reported?.fixIts.isEmpty == true, "\(kind.kind) \(unit.word)")
                #expect(reported?.help?.contains("<duration>") == true, "\(reported?.help ?? "no help")")
            }
        }
    }

    static func expectRepair(kind: KindSpec, key: String, value: String, field: String, seconds: Int) {
        // The other bound of a random range at its extreme, so the range is never upside down
        // (an `out-of-range` error of its own).
        let bounds = ["min": "1s", "max": "168h"]
        let others = kind.fields.filter { $0.isRequired && $0.name != field }.map { "    \($0.name): \(bounds[$0.name] ?? $0.example)\n" }
            .joined()
        let head = "title: T\ncards:\n  - \(kind.kind.rawValue): A\n"
        let repair = Repair(head + "    \(key): \(value)\n" + others)
        let reported = repair.before.diagnostics.first { $0.rule == .unknownKey }
        #expect(reported?.fixIts.map(\.replacement) == [field, DurationText.text(seconds)], "\(key): \(value)")
        #expect(reported?.fixIts.allSatisfy { $0.safety == .safe } == true, "\(key): \(value)")
        let meant = compile(head + "    \(field): \(seconds)\n" + others)
        #expect(repair.after.diagnostics.filter { $0.severity == .error }.isEmpty, "\(key): \(value) → \(repair.fixed)")
        #expect(Self.sameContent(repair.after, meant), "\(key): \(value) → \(repair.fixed)")
    }

    static func sameContent(_ a: CompileResult, _ b: CompileResult) -> Bool {
        a.sequence?.cards.map { "\($0.content)" } == b.sequence?.cards.map { "\($0.content)" }
    }
}
