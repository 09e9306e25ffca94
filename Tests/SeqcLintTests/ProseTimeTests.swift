import SeqcLint
import SeqcModel
import Testing

@testable import SeqcCompiler

/// A line of prose among a text routine's steps that speaks of time with no length seqc
/// reads (`then just lie there for a couple min`, `danach ein paar Minuten dehnen`) is a
/// step the text does not time, never prose to drop (``ProseTime``): the text builds
/// nothing, and its error is at that line. Near misses, generated from the same parts:
/// prose of no time, a statement of the whole length, and time spoken of before any step
/// (a lead-in) are dropped as before, and the steps build.
@Suite struct ProseTimeTests {
    static let steps: [(line: String, card: String)] = [
        ("Plank 45 s", "  - countdown: Plank\n    duration: 45s\n"), ("Squats 30 sec", "  - countdown: Squats\n    duration: 30s\n"),
        ("Stretch 2 min", "  - countdown: Stretch\n    duration: 2m\n"), ("Wall sit 1 min", "  - countdown: Wall sit\n    duration: 1m\n"),
        ("Atmen 90 Sekunden", "  - countdown: Atmen\n    duration: 1m30s\n"),
        ("Gainage 40 secondes", "  - countdown: Gainage\n    duration: 40s\n"),
    ]
    static let leads = ["then", "afterwards", "and finally", "danach", "puis", "luego", "after that,"]
    static let actions = ["just lie there", "walk it off", "stretch", "dehnen", "marcher", "caminar", "shake out your legs"]
    static let amounts = ["a couple", "a few", "a couple of", "ein paar", "quelques", "unos", "several", "some"]
    static let units = ["min", "minutes", "Minuten", "minutos", "mins", "secs", "seconds", "Sekunden", "secondes", "segundos"]
    static let timeless = ["Enjoy!", "Stay hydrated and listen to your body.", "Viel Spaß beim Training!", "Bonne séance !"]
    static let wholeLengths = [
        "This takes about 12 minutes in total.", "Insgesamt etwa 12 Minuten.", "Overall around 12 minutes.",
        "The whole thing lasts about 12 min.", "**Gesamtdauer:** ca. 12 Minuten", "Gesamtzeit: 12 Min.", "Total: 12 min",
        "Tiempo total: 12 minutos", "Durée totale : 12 minutes", "Totaaltijd: 12 minuten",
    ]
    static let leadIns = ["Here is a quick 10-minute routine.", "A short session of a few minutes for busy days."]

    /// A text routine of two to four steps under a title, a blank line between, with `prose`
    /// after `at` steps (nil: before them all); the canonical routine of its steps.
    static func routine(prose: String, at position: Int?, random: inout SplitMix) -> (text: String, canonical: String) {
        let chosen = Array(steps.shuffled(using: &random).prefix(Int.random(in: 2...4, using: &random)))
        let marker = ["- ", "* ", ""].randomElement(using: &random)!
        var lines = chosen.map { marker + $0.line }
        lines.insert(prose, at: position.map { min($0, lines.count) } ?? 0)
        let text = "Evening reset\n\n" + lines.joined(separator: "\n") + "\n"
        return (text, "title: Evening reset\ncards:\n" + chosen.map(\.card).joined())
    }

    static func pick<T>(_ items: [T], _ random: inout SplitMix) -> T { items.randomElement(using: &random)! }

    @Test func proseSpeakingOfTimeAfterStepsLeavesTheTextUnreadAtThatLine() {
        var random = SplitMix(state: 0x39_7140)
        for index in 0..<120 {
            let prose =
                "\(Self.pick(Self.leads, &random)) \(Self.pick(Self.actions, &random)) for \(Self.pick(Self.amounts, &random)) \(Self.pick(Self.units, &random))"
            let (text, _) = Self.routine(prose: prose, at: Int.random(in: 1...4, using: &random), random: &random)
            RepairCheck.check(text, meaning: nil, "draft \(index)")
            let errors = ImplausibleDurationClassTests.lint(text).filter { $0.severity == .error }
            let line = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0 == prose }.map { $0 + 1 }
            #expect(errors.count == 1 && errors.first?.range.start.line == line && errors.first?.help != nil, "draft \(index)\n\(text)")
            #expect(errors.first?.message.contains("speaks of time") == true, "draft \(index)\n\(text)")
        }
    }

    @Test func proseOfNoTimeAWholeLengthOrALeadInIsStillDropped() {
        var random = SplitMix(state: 0x39_7141)
        for index in 0..<120 {
            let (prose, position): (String, Int?) =
                switch index % 3 {
                case 0: (Self.pick(Self.timeless, &random), Int.random(in: 1...4, using: &random))
                case 1: (Self.pick(Self.wholeLengths, &random), Int.random(in: 1...4, using: &random))
                default: (Self.pick(Self.leadIns, &random), nil)
                }
            let (text, canonical) = Self.routine(prose: prose, at: position, random: &random)
            RepairCheck.check(text, meaning: canonical, "near miss \(index)")
        }
    }

    /// The same steps as a Markdown table's rows, a title above, and `prose` after it; the
    /// canonical routine of its steps.
    static func table(prose: String, random: inout SplitMix) -> (text: String, canonical: String) {
        let chosen = Array(steps.shuffled(using: &random).prefix(Int.random(in: 2...4, using: &random)))
        let rows = chosen.map { step -> String in
            let words = step.line.split(separator: " ")
            return "| \(words.dropLast(2).joined(separator: " ")) | \(words.suffix(2).joined(separator: " ")) |"
        }
        let header = ["| Exercise | Time |", "| Übung | Dauer |", "| Step | Duration |"].randomElement(using: &random)!
        let text = (["Evening reset", "", header, "|---|---|"] + rows + ["", prose]).joined(separator: "\n") + "\n"
        return (text, "title: Evening reset\ncards:\n" + chosen.map(\.card).joined())
    }

    /// Prose after a Markdown table is read as prose after steps: the table's rows are steps.
    @Test func proseAfterATableIsReadAsProseAfterSteps() {
        var random = SplitMix(state: 0x39_7142)
        for index in 0..<90 {
            let speaksOfTime = index % 3 == 0
            let prose =
                speaksOfTime
                ? "\(Self.pick(Self.leads, &random)) \(Self.pick(Self.actions, &random)) for \(Self.pick(Self.amounts, &random)) \(Self.pick(Self.units, &random))"
                : Self.pick(index % 3 == 1 ? Self.timeless : Self.wholeLengths, &random)
            let (text, canonical) = Self.table(prose: prose, random: &random)
            RepairCheck.check(text, meaning: speaksOfTime ? nil : canonical, "draft \(index)")
            guard speaksOfTime else { continue }
            let errors = ImplausibleDurationClassTests.lint(text).filter { $0.severity == .error }
            let line = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0 == prose }.map { $0 + 1 }
            #expect(errors.count == 1 && errors.first?.range.start.line == line && errors.first?.help != nil, "draft \(index)\n\(text)")
        }
    }

    @Test func aUnitWordThatIsAlsoAnOrdinalIsNoTime() {
        #expect(!ProseTime.holdsAStep("Do the second round slower"))
        #expect(!ProseTime.holdsAStep("la segundo vuelta más lenta"))
        #expect(ProseTime.holdsAStep("then rest a few secs"))
        #expect(ProseTime.holdsAStep("cool down 2min or so, easy"))
        // A whole length needs a word of the whole and a word of about: these are steps.
        for step in ["Total body stretch 5 min", "Jog about 10 minutes", "Gesamtkörper 5 Minuten", "Gesamtkörperdehnung 5 min"] {
            #expect(!ProseTime.statesWholeLength(step), "\(step)")
        }
        for statement in [
            "Total: ~25 min", "Insgesamt ungefähr 20 Minuten.", "Au total environ 20 minutes", "Whole session: roughly 30 min",
            "Gesamtzeit: 20 Min.", "Total time: 25 min", "**Gesamtdauer:** ca. 35,5 Minuten", "Tiempo total: 30 minutos",
        ] {
            #expect(ProseTime.statesWholeLength(statement), "\(statement)")
        }
    }
}
