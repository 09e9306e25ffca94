import SeqcModel

/// The server's JSON under the rule every JSON output of seqc follows
/// (``WorkflowCommandEscape``): inside strings, a `:` after a `:` and a `[` after `##`
/// or `##vso` are written as `\u003a` and `\u005b`, so a message quoting a hostile key
/// never holds `::`, `##[` or `##vso[` should a client's log land where a CI runner reads
/// it. The decoded text is unchanged.
enum CommandSafeJSON {
    static func escaped(_ json: [UInt8]) -> [UInt8] {
        guard WorkflowCommandEscape.containsBreak(json) else { return json }
        var out: [UInt8] = []
        out.reserveCapacity(json.count + 16)
        var inString = false
        var escape = WorkflowCommandEscape()
        var index = 0
        while index < json.count {
            let byte = json[index]
            index += 1
            if byte == UInt8(ascii: "\"") {
                inString.toggle()
                escape = WorkflowCommandEscape()
                out.append(byte)
            } else if inString, byte == UInt8(ascii: "\\"), index < json.count {
                // An escape sequence is copied whole and ends any command in progress.
                out += [byte, json[index]]
                index += 1
                escape = WorkflowCommandEscape()
            } else if inString, escape.escapes(byte) {
                out += Array((byte == UInt8(ascii: ":") ? "\\u003a" : "\\u005b").utf8)
            } else {
                out.append(byte)
            }
        }
        return out
    }
}
