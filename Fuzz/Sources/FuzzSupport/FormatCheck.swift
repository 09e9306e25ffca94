import SeqcAuthoring

extension FuzzChecks {
    /// Formats `bytes` as a routine file: a file that parses is laid out, never refused;
    /// formatting twice changes nothing; every comment is kept; the runtime JSON and the
    /// compiler's findings are the same before and after (``FormatProperties``).
    public static func format(_ bytes: [UInt8]) {
        if let violation = FormatProperties.violation(in: bytes) { fuzzFailure("format: \(violation)") }
    }
}
