import SeqcModel

/// A time of day written in front of a step, as a schedule starts each line: `21:00 –`,
/// `07.30 -`, `8h00 :`, `9am`, `9:30 pm`. Never a duration: `21:00` in front of a step is
/// when it starts, not 21 minutes (docs/decisions.md, "A schedule of start times").
struct TimeOfDay: Equatable {
    /// How the time is written; a schedule writes all its times one way.
    enum Form: Equatable {
        /// `7:00`, `21:10`.
        case colon
        /// `07.30`.
        case dot
        /// `8h00`.
        case hours
        /// `9am`, `9:30 pm`, `9 a.m.`.
        case meridiem
    }

    /// Minutes since midnight.
    let minutes: Int
    let form: Form

    /// The time of day `text` starts with and the text after it, its separator (`–`, `-`,
    /// `:`, `|`) dropped; nil when the text starts with no time of day, when a unit follows
    /// the number (`1:30 min`, `2.30 h`: a duration), or when no words follow.
    /// `0:45`, `1:30`, `4:00` are no time of day (``earliestColonHour``).
    static func leading(_ text: String) -> (time: TimeOfDay, rest: String)? {
        let scalars = Array(text.unicodeScalars.prefix(24))
        var index = 0
        guard let hour = digits(scalars, &index, upTo: 2) else { return nil }
        var minute = 0
        var form: Form?
        if index < scalars.count, ":.hH".unicodeScalars.contains(scalars[index]) {
            let mark = scalars[index]
            var next = index + 1
            guard let value = digits(scalars, &next, upTo: 2), next - index == 3, value < 60 else { return nil }
            (minute, index) = (value, next)
            form = mark == ":" ? .colon : mark == "." ? .dot : .hours
        }
        var clock = hour
        if let (length, isPM) = meridiem(scalars, from: index), (1...12).contains(hour), form != .hours, form != .dot {
            (index, form) = (index + length, .meridiem)
            clock = hour % 12 + (isPM ? 12 : 0)
        }
        guard let form, clock < 24, form != .colon || hour >= earliestColonHour else { return nil }
        let rest = String(String.UnicodeScalarView(text.unicodeScalars.dropFirst(index)))
        guard let first = rest.unicodeScalars.first, !first.properties.isAlphabetic, !("0"..."9").contains(first) else { return nil }
        let words = rest.drop(while: { " \t–—-:|,;".contains($0) })
        guard words.contains(where: \.isLetter) else { return nil }
        let token = String(text.unicodeScalars.prefix(index))
        if let unit = words.split(separator: " ").first, LooseDuration.seconds(token + " " + unit) != nil { return nil }
        return (TimeOfDay(minutes: clock * 60 + minute, form: form), String(words))
    }

    /// The help for a step led by a time of day that no schedule reads.
    static let help =
        "a time of day in front of a step says when it starts, not how long it lasts: write its length, '- countdown: <title>' with 'duration: <length>'"

    /// Times written `0:00` to `4:59` are as likely lengths in minutes and seconds
    /// (`1:30 plank`) as the night's hours: read as lengths, as before, never as a clock.
    static let earliestColonHour = 5

    private static func digits(_ scalars: [Unicode.Scalar], _ index: inout Int, upTo count: Int) -> Int? {
        var value = 0
        let start = index
        while index < scalars.count, index - start < count, ("0"..."9").contains(scalars[index]) {
            value = value * 10 + Int(scalars[index].value - 48)
            index += 1
        }
        guard index > start, index >= scalars.count || !("0"..."9").contains(scalars[index]) else { return nil }
        return value
    }

    /// `am`, ` pm`, `a.m.`: its length in scalars and whether it is after noon.
    private static func meridiem(_ scalars: [Unicode.Scalar], from start: Int) -> (Int, Bool)? {
        var index = start
        if index < scalars.count, scalars[index] == " " { index += 1 }
        let rest = String(String.UnicodeScalarView(scalars[index...])).lowercased()
        for (written, isPM) in [("a.m.", false), ("p.m.", true), ("am", false), ("pm", true)] where rest.hasPrefix(written) {
            let after = rest.unicodeScalars.dropFirst(written.unicodeScalars.count).first
            guard after.map({ !$0.properties.isAlphabetic }) ?? true else { return nil }
            return (index - start + written.unicodeScalars.count, isPM)
        }
        return nil
    }
}
