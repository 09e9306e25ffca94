/// Writes ``JSONValue``s as stable, two-space indented text with a final newline: the
/// same value always gives the same bytes, so generated files can be checked for staleness.
public enum JSONWriter {
    public static func text(_ value: JSONValue) -> String {
        var output = ""
        write(value, indent: "", to: &output)
        return output + "\n"
    }

    private static func write(_ value: JSONValue, indent: String, to output: inout String) {
        let inner = indent + "  "
        switch value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .int(let number): output += String(number)
        case .string(let text): output += quoted(text)
        case .array(let items) where items.isEmpty: output += "[]"
        case .array(let items):
            output += "[\n"
            for (index, item) in items.enumerated() {
                output += inner
                write(item, indent: inner, to: &output)
                output += index == items.count - 1 ? "\n" : ",\n"
            }
            output += indent + "]"
        case .object(let object) where object.members.isEmpty: output += "{}"
        case .object(let object):
            output += "{\n"
            for (index, member) in object.members.enumerated() {
                output += inner + quoted(member.key) + ": "
                write(member.value, indent: inner, to: &output)
                output += index == object.members.count - 1 ? "\n" : ",\n"
            }
            output += indent + "}"
        }
    }

    /// A JSON string literal; only what JSON requires is escaped.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
