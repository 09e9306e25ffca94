import SeqcModel
import Testing

@testable import SeqcCompiler

/// Units of the vocabulary's other languages and scripts (`30 sn`, `1 dakika`, `25分`,
/// `2 時間`) read as the duration they say, a safe fix; and a routine of its own schema
/// whose steps carry a flag under a word no table knows, on some steps and not others
/// (`特別: true`, `önemli: true`), is not read by its values' types: the flag may say what
/// those steps are. Generated with fixed seeds.
@Suite struct OtherScriptTests {
    static let units: [(word: String, seconds: Int)] = [
        ("sn", 1), ("saniye", 1), ("秒", 1), ("dk", 60), ("dakika", 60), ("分", 60), ("saat", 3600), ("時間", 3600),
    ]

    @Test func unitsOfOtherScriptsAreRead() {
        var random = SplitMix(state: 0x3901_0301)
        for index in 0..<60 {
            let unit = Self.units.randomElement(using: &random)!
            let amount = unit.seconds == 3600 ? Int.random(in: 1...2, using: &random) : Int.random(in: 1...50, using: &random)
            let space = Bool.random(using: &random) ? " " : ""
            let draft = "title: T\ncards:\n  - countdown: Stretch\n    duration: \(amount)\(space)\(unit.word)\n"
            let meant = "title: T\ncards:\n  - countdown: Stretch\n    duration: \(DurationText.text(amount * unit.seconds))\n"
            RepairCheck.check(draft, meaning: meant, "unit \(index)", allowing: .safe)
        }
    }

    @Test func aFlagOfAnUnknownWordOnSomeStepsIsNoReading() {
        var random = SplitMix(state: 0x3901_0302)
        for index in 0..<30 {
            let flag = ["特別", "önemli", "odmor", "lepo", "tauko"].randomElement(using: &random)!
            let unit = ["dk", "dakika", "分", "min"].randomElement(using: &random)!
            let steps = (0..<Int.random(in: 3...6, using: &random)).map { step in
                "    - isim: Adım \(step)\n      süre: \(Int.random(in: 1...9, using: &random)) \(unit)\n"
                    + (step % 2 == 1 ? "      \(flag): true\n" : "")
            }
            RepairCheck.check("rutin:\n  ad: Odak\n  hareketler:\n" + steps.joined(), meaning: nil, "unknown flag \(index)")
        }
    }

    /// The same schema with the flag under a rest word of the vocabulary (`休憩`, `mola`,
    /// `休息`, `휴식`, `отдых`): the flagged steps are rests.
    @Test func aFlagUnderARestWordMakesRests() {
        var random = SplitMix(state: 0x3901_0304)
        for index in 0..<30 {
            let flag = ["休憩", "mola", "休息", "휴식", "отдых", "dinlenme"].randomElement(using: &random)!
            let minutes = (0..<Int.random(in: 3...6, using: &random)).map { _ in Int.random(in: 1...9, using: &random) }
            let steps = minutes.enumerated().map { step, amount in
                "    - isim: Adım \(step)\n      süre: \(amount) dk\n" + (step % 2 == 1 ? "      \(flag): true\n" : "")
            }
            let cards = minutes.enumerated().map { step, amount in
                "  - \(step % 2 == 1 ? "rest" : "countdown"): Adım \(step)\n    duration: \(amount)m\n"
            }
            RepairCheck.check(
                "rutin:\n  ad: Odak\n  hareketler:\n" + steps.joined(), meaning: "title: Odak\ncards:\n" + cards.joined(),
                "rest flag \(index)")
        }
    }

    /// The same schema with a flag on every step alike: a setting of the app, dropped.
    @Test func aFlagOnEveryStepAlikeIsDropped() {
        var random = SplitMix(state: 0x3901_0303)
        for index in 0..<30 {
            let flag = ["sound", "bell", "vibrate", "sino"].randomElement(using: &random)!
            let minutes = (0..<Int.random(in: 2...5, using: &random)).map { _ in Int.random(in: 1...9, using: &random) }
            let steps = minutes.enumerated().map { "    - isim: Adım \($0.offset)\n      süre: \($0.element) dk\n      \(flag): true\n" }
            let cards = minutes.enumerated().map { "  - countdown: Adım \($0.offset)\n    duration: \($0.element)m\n" }
            RepairCheck.check(
                "rutin:\n  ad: Odak\n  hareketler:\n" + steps.joined(), meaning: "title: Odak\ncards:\n" + cards.joined(),
                "flag on every step \(index)")
        }
    }
}
