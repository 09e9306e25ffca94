extension TimingSummary {
    /// Seconds as a clock: `m:ss`, or `h:mm:ss` from an hour on.
    package static func clock(_ seconds: Int) -> String {
        var text: [UInt8] = []
        appendClock(seconds, to: &text)
        return String(decoding: text, as: UTF8.self)
    }

    /// The time for people, as reports and previews show it: `4:00`, or `10:35 to 11:00`
    /// when a random duration makes it a range, then `, plus 2 untimed cards`.
    package var text: String {
        var text: [UInt8] = []
        appendText(to: &text)
        return String(decoding: text, as: UTF8.self)
    }

    /// ``text``'s bytes, appended to `bytes`: a build's report writes one per routine, and
    /// string interpolation cost several times as much.
    package func appendText(to bytes: inout [UInt8]) {
        Self.appendClock(minSeconds, to: &bytes)
        if minSeconds != maxSeconds {
            bytes.append(text: " to ")
            Self.appendClock(maxSeconds, to: &bytes)
        }
        if untimedCards > 0 {
            bytes.append(text: ", plus ")
            JSONText.writeInt(untimedCards, into: &bytes)
            bytes.append(text: untimedCards == 1 ? " untimed card" : " untimed cards")
        }
    }

    private static func appendClock(_ seconds: Int, to bytes: inout [UInt8]) {
        let (hours, rest) = seconds.quotientAndRemainder(dividingBy: 3600)
        let (minutes, secs) = rest.quotientAndRemainder(dividingBy: 60)
        if hours > 0 {
            JSONText.writeInt(hours, into: &bytes)
            bytes.append(UInt8(ascii: ":"))
            if minutes < 10 { bytes.append(UInt8(ascii: "0")) }
        }
        JSONText.writeInt(minutes, into: &bytes)
        bytes.append(UInt8(ascii: ":"))
        if secs < 10 { bytes.append(UInt8(ascii: "0")) }
        JSONText.writeInt(secs, into: &bytes)
    }
}
