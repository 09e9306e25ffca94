/// The one rule by which seqc's JSON and YAML outputs keep user text from reading as a CI
/// runner's command. seqc's outputs land in job logs, and runners obey commands found in
/// a log's lines: GitHub Actions `::name args::value` and its older `##[name]`, Azure
/// Pipelines `##vso[area.action]` and `##[section]`. Both formats have escapes that read
/// back as the same character, so a `:` written right after a `:`, and a `[` right after
/// `##` or `##vso` (in any case), are written as an escape instead (`\u003a` and `\u005b`
/// in JSON, `\x3A` and `\x5B` in a double-quoted YAML scalar). The decoded value is
/// unchanged; the raw bytes of a string never hold `::`, `##[` or `##vso[`. Text output
/// breaks the same `[` (`TerminalText`).
///
/// A writer walks a string's bytes through one value of this type, which keeps what was
/// last written raw: an escape ends in a hex digit, so after one nothing continues
/// (`:::` becomes `:\u003a:`). Bytes outside a string (quotes, `: `, `, `, brackets,
/// YAML's `key: ` and `- `) never complete a command, since a JSON string is followed by
/// its closing quote, and a YAML scalar that starts or ends with `:` or `#` is quoted.
package struct WorkflowCommandEscape {
    /// How much of a command the bytes written raw last end with.
    private enum State: UInt8 {
        case none, colon, hash, hashes, v, vs, vso
    }

    private var state = State.none

    package init() {}

    /// Whether `byte`, the next byte of the string, must be written as an escape; the
    /// byte is taken as written (raw, or as that escape).
    @inline(__always)
    package mutating func escapes(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: ":"):
            if state == .colon {
                state = .none
                return true
            }
            state = .colon
        case UInt8(ascii: "#"): state = state == .hash || state == .hashes ? .hashes : .hash
        case UInt8(ascii: "["):
            let breaks = state == .hashes || state == .vso
            state = .none
            return breaks
        case UInt8(ascii: "v"), UInt8(ascii: "V"): state = state == .hashes ? .v : .none
        case UInt8(ascii: "s"), UInt8(ascii: "S"): state = state == .v ? .vs : .none
        case UInt8(ascii: "o"), UInt8(ascii: "O"): state = state == .vs ? .vso : .none
        default: state = .none
        }
        return false
    }

    /// Whether writing `utf8` as one string escapes any of its bytes under this rule.
    package static func containsBreak(_ utf8: some Sequence<UInt8>) -> Bool {
        var escape = WorkflowCommandEscape()
        return utf8.contains { escape.escapes($0) }
    }
}
