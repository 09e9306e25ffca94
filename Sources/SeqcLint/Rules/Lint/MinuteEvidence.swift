import SeqcCompiler
import SeqcModel

/// What a routine's words say of the unit of its bare numbers: a length its title or
/// summary states, minutes named in a title, or an activity timed in minutes.
struct MinuteEvidence {
    typealias TimedValue = ImplausibleDurations.TimedValue

    /// The stated length and the routine's length under each reading, when a length is stated.
    private let stated: (seconds: Int, asSeconds: Int, asMinutes: Int)?
    /// Whether a bare number is the stated length's amount (`4x8 minutes` over `work: 8`).
    private let statedAmountIsBare: Bool
    private let routineSaysMinutes: Bool
    private let titles: [String]
    /// The activity timed in minutes the routine's title names, when every timed value is
    /// a bare number under a minute and no title speaks of a breath.
    private let routineActivity: String?
    private let everyValueBareAndSmall: Bool
    /// Per kind and field, the counts written in whole minutes (`5m` is 5) when no value of
    /// the routine has a unit with seconds or hours in it. A bare number equal to one
    /// of them (`Plank 5m`, `Squats 5`) is that count with its unit left off; any other bare
    /// number beside minutes is an ordinary mix (`10m` of running, `30` of rest) and stays quiet.
    private let minutesWritten: [Place: Set<Int>]
    private let kinds: [CardKind]

    init(context: RoutineContext, values: [TimedValue]) {
        let routineText = context.sequence.title + " " + (context.sequence.summary ?? "")
        let cards = context.sequence.cards
        titles = cards.indices.map { cards[$0].title }
        routineSaysMinutes = Self.saysMinutes(routineText)
        everyValueBareAndSmall =
            values.allSatisfy { $0.bareSeconds.map { $0 < ImplausibleDurations.underSeconds } ?? false }
            && !TimedActivities.speaksOfBreath(routineText) && !titles.contains(where: TimedActivities.speaksOfBreath)
        routineActivity = everyValueBareAndSmall ? TimedActivities.minuteActivity(in: context.sequence.title) : nil
        kinds = cards.indices.map { context.cards[card: $0].kind }
        minutesWritten = Self.minutesWritten(among: values, kinds: kinds, in: context.file)
        let statedSeconds = StatedLength.seconds(in: routineText)
        stated = statedSeconds.map { Self.readings(of: context, values: values, stated: $0) }
        statedAmountIsBare =
            statedSeconds.map { seconds in values.contains { $0.bareSeconds.map { $0 * 60 == seconds || $0 * 3600 == seconds } ?? false } }
            ?? false
    }

    /// Why `value`'s bare number is probably not seconds, or nil when nothing says so.
    func reason(for value: TimedValue) -> String? {
        if let stated {
            // A stated length the seconds reading comes near is the author's own check.
            let secondsOff = abs(stated.asSeconds - stated.seconds)
            guard secondsOff * 4 > stated.seconds, abs(stated.asMinutes - stated.seconds) < secondsOff || statedAmountIsBare
            else { return nil }
            return "the routine's words say \(DurationText.text(stated.seconds)), which its bare numbers match only as minutes "
                + "(as seconds it lasts \(DurationText.text(stated.asSeconds)))"
        }
        if Self.saysMinutes(titles[value.cardIndex]) || routineSaysMinutes { return "the routine speaks of minutes" }
        if neighboursSayMinutes(around: value.cardIndex) { return "its neighbours' titles speak of minutes" }
        if let bare = value.bareSeconds, minutesWritten[Self.place(of: value, kinds: kinds)]?.contains(bare) == true {
            return "another \(kinds[value.cardIndex].rawValue) card writes the same field as '\(bare)m', and none in seconds"
        }
        guard everyValueBareAndSmall else { return nil }
        if let activity = TimedActivities.minuteActivity(in: titles[value.cardIndex]) ?? routineActivity {
            return "'\(activity)' is timed in minutes, and every timed value here is a bare number under a minute"
        }
        return nil
    }

    /// The routine's length as written and with every card whose timed values are all bare
    /// numbers under a minute read as minutes.
    private static func readings(of context: RoutineContext, values: [TimedValue], stated: Int) -> (Int, Int, Int) {
        var asSeconds = 0
        var asMinutes = 0
        let valuesByCard = Dictionary(grouping: values, by: \.cardIndex)
        for index in context.cards.indices {
            let card = context.cards[card: index]
            let seconds = TimingSummary(of: [card])
            let own = valuesByCard[index] ?? []
            // A countup's target is its length here: the timing leaves it out, having none.
            let middle =
                seconds.untimedCards > 0
                ? own.reduce(0) { $0.saturatingAdd(ImplausibleDurations.seconds(of: $1, in: context.file) ?? 0) }
                : (seconds.minSeconds + seconds.maxSeconds) / 2
            let allSmall =
                !own.isEmpty && own.allSatisfy { $0.bareSeconds.map { $0 < ImplausibleDurations.underSeconds } ?? false }
            asSeconds = asSeconds.saturatingAdd(middle)
            asMinutes = asMinutes.saturatingAdd(allSmall ? middle.saturatingMultiply(60) : middle)
        }
        return (stated, asSeconds, asMinutes)
    }

    /// Per kind and field, the counts written with a unit in whole minutes, when no value
    /// of the routine has seconds or hours in its unit (`30s`, `1m30s`, `1h`). Only the values
    /// with a unit are read, and only for a routine with a bare number under a minute.
    private static func minutesWritten(among values: [TimedValue], kinds: [CardKind], in file: SourceFile) -> [Place: Set<Int>] {
        var found: [Place: Set<Int>] = [:]
        for value in values where value.bareSeconds == nil {
            guard let text = ImplausibleDurations.text(of: value, in: file), let seconds = ImplausibleDurations.seconds(written: text)
            else { continue }
            let unit = text.utf8.last { $0 != UInt8(ascii: "'") && $0 != UInt8(ascii: "\"") }
            // One value anywhere with seconds or hours in its unit: the routine counts in
            // more than minutes, and a bare number beside them is an ordinary mix.
            guard unit == UInt8(ascii: "m"), seconds % 60 == 0, seconds < 3600 else { return [:] }
            found[place(of: value, kinds: kinds), default: []].insert(seconds / 60)
        }
        return found
    }

    /// A timed field of a kind: where a count written in minutes is compared with bare numbers.
    private struct Place: Hashable {
        let kind: CardKind
        let field: String
    }

    private static func place(of value: TimedValue, kinds: [CardKind]) -> Place {
        Place(kind: kinds[value.cardIndex], field: value.field)
    }

    /// Whether a card next to the one at `index` (before or after it) has a title speaking
    /// of minutes, as `- info: Sit for 5 minutes` before the timer does.
    private func neighboursSayMinutes(around index: Int) -> Bool {
        let says = { (neighbour: Int) in titles.indices.contains(neighbour) && Self.saysMinutes(titles[neighbour]) }
        return says(index - 1) || says(index + 1)
    }

    /// Whether `text` names minutes in a language of the vocabulary (`5 minute`, `10-Minuten`, `5min`).
    static func saysMinutes(_ text: String) -> Bool {
        Vocabulary.asciiMinuteWords.occurs(in: text) ?? foldedSaysMinutes(text)
    }

    /// ``saysMinutes(_:)`` for any text: each run of letters, folded, looked up as a unit.
    static func foldedSaysMinutes(_ text: String) -> Bool {
        var word = ""
        for character in NameMatching.folded(text) + " " {
            if character.isLetter {
                word.append(character)
                continue
            }
            if !word.isEmpty, word.count > 1, let unit = Vocabulary.unit(word), unit.seconds == 60, unit.per == 1 { return true }
            word = ""
        }
        return false
    }
}
