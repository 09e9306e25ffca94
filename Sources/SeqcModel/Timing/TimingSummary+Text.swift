extension TimingSummary {
    /// Seconds as a clock: `m:ss`, or `h:mm:ss` from an hour on.
    package static func clock(_ seconds: Int) -> String {
        let (hours, rest) = seconds.quotientAndRemainder(dividingBy: 3600)
        let (minutes, secs) = rest.quotientAndRemainder(dividingBy: 60)
        let ss = secs < 10 ? "0\(secs)" : "\(secs)"
        guard hours > 0 else { return "\(minutes):\(ss)" }
        return "\(hours):\(minutes < 10 ? "0" : "")\(minutes):\(ss)"
    }

    /// The time for people, as reports and previews show it: `4:00`, or `10:35 to 11:00`
    /// when a random duration makes it a range, then `, plus 2 untimed cards`.
    package var text: String {
        var text = minSeconds == maxSeconds ? Self.clock(minSeconds) : "\(Self.clock(minSeconds)) to \(Self.clock(maxSeconds))"
        if untimedCards > 0 { text += ", plus \(untimedCards) untimed card\(untimedCards == 1 ? "" : "s")" }
        return text
    }
}
