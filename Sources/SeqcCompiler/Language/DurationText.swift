/// Seconds as routine authors write them, the inverse of reading a duration: `45s`, `5m`,
/// `1m30s`, `2h`, `1h5s` (zero parts left out). Zero and below, which only clamping
/// messages meet, stay plain integers, also valid durations.
public enum DurationText {
    public static func text(_ seconds: Int) -> String {
        guard seconds > 0 else { return String(seconds) }
        let (hours, rest) = seconds.quotientAndRemainder(dividingBy: 3600)
        let (minutes, secs) = rest.quotientAndRemainder(dividingBy: 60)
        var text = ""
        if hours > 0 { text += "\(hours)h" }
        if minutes > 0 { text += "\(minutes)m" }
        if secs > 0 { text += "\(secs)s" }
        return text
    }
}
