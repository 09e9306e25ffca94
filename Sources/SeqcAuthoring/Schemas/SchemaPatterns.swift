/// The regular expressions the schemas use, in the ECMA-262 subset JSON Schema asks for.
/// Tests check each against the compiler, so a pattern cannot drift from the parser.
public enum SchemaPatterns {
    /// A duration written as text: units in h-m-s order (`45s`, `5m`, `1h2m3s`), a clock
    /// (`m:ss`, `h:mm:ss`) or ISO 8601 (`PT1M30S`). Bare seconds are an integer, not text.
    public static let durationText: String = {
        let d = "[0-9]+"
        let units = "\(d)h(?:\(d)m)?(?:\(d)s)?|\(d)m(?:\(d)s)?|\(d)s"
        let clock = "\(d):[0-5][0-9](?::[0-5][0-9])?"
        let iso = "PT(?:\(d)H(?:\(d)M)?(?:\(d)S)?|\(d)M(?:\(d)S)?|\(d)S)"
        return "^(?:\(units)|\(clock)|\(iso))$"
    }()

    /// A routine or card id: lower-case letters, digits and `-`, not starting with `-`.
    public static let slug = "^[a-z0-9][a-z0-9-]*$"

    /// A UUID as seqc writes it: lower-case hexadecimal.
    public static let uuid = "^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$"

    /// Text with at least one character that is not white space.
    public static let nonBlank = "\\S"
}
