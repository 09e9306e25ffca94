/// The one rule by which seqc's JSON and YAML outputs keep user text from reading as a CI
/// runner's command. seqc's outputs land in job logs, and runners obey commands found in
/// a log's lines: GitHub Actions `::name args::value` and its older `##[name]`, Azure
/// Pipelines `##vso[area.action]` and `##[section]`. Those formats have escapes that read
/// back as the same character, so a `:` written right after a `:`, and a `#` right after
/// a `#`, are written as an escape instead (`\u003a` and `\u0023` in JSON, `\x3A` and
/// `\x23` in a double-quoted YAML scalar). The decoded value is unchanged; the raw bytes
/// of a string never hold `::` or `##`, so neither `::command`, `##[command]` nor
/// `##vso[command]` (in any case) can come out of one.
///
/// The rule looks one byte back, at the byte last written raw into the same string: an
/// escape ends in a hex digit or a letter, so after one the next `:` or `#` is written
/// as it is (`:::` becomes `:\u003a:`). Bytes outside a string (quotes, `: `, `, `,
/// brackets, YAML's `key: ` and `- `) never put two `:` or two `#` next to each other,
/// since a string's last byte is followed by its closing quote in JSON and YAML scalars
/// that hold `:` or `#` at either end are quoted.
package enum WorkflowCommandEscape {
    /// Whether `byte` must be written as an escape, `previous` being the byte written raw
    /// just before it in the same string (0 at its start or after an escape).
    @inline(__always)
    package static func breaks(_ byte: UInt8, after previous: UInt8) -> Bool {
        byte == previous && (byte == UInt8(ascii: ":") || byte == UInt8(ascii: "#"))
    }

    /// Whether `utf8` holds a byte that ``breaks(_:after:)`` escapes when it is written
    /// with no other escape before it: a `::` or a `##`.
    package static func containsBreak(_ utf8: some Sequence<UInt8>) -> Bool {
        var previous: UInt8 = 0
        for byte in utf8 {
            if breaks(byte, after: previous) { return true }
            previous = byte
        }
        return false
    }
}
