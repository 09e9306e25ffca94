/// Counts the bytes ``JSONValue/serialized()`` would write, without writing them, and
/// stops counting once past `limit`. Text is measured by its UTF-8 length first and read
/// only while that still fits (escaping never shortens text), so the cost of counting is
/// bounded by the limit however many times a long text is copied.
package struct JSONByteCounter {
    package let limit: Int
    /// The bytes counted so far; saturates at `Int.max` instead of overflowing.
    package private(set) var total = 0

    package init(limit: Int) {
        self.limit = limit
    }

    /// Whether the count has passed the limit; once it has, nothing more is read.
    package var exceeded: Bool { total > limit }

    /// Adds `count` bytes `copies` times, saturating.
    package mutating func add(_ count: Int, copies: Int = 1) {
        total = total.saturatingAdd(count.saturatingMultiply(copies))
    }

    /// Adds `text` as a JSON string body (escaped, without quotes), `copies` times.
    package mutating func addText(_ text: String, copies: Int = 1) {
        add(text.utf8.count, copies: copies)
        guard !exceeded else { return }
        add(Self.escapingExtra(text), copies: copies)
    }

    /// Adds `value` as written at nesting `depth`, `copies` times.
    package mutating func add(_ value: JSONValue, depth: Int, copies: Int = 1) {
        guard !exceeded else { return }
        switch value {
        case .object(let object):
            guard !object.members.isEmpty else { return add(2, copies: copies) }
            for member in object.members {
                add(Self.memberOverhead(depth: depth + 1) + 4, copies: copies)  // and the key's quotes and `: `
                addText(member.key, copies: copies)
                add(member.value, depth: depth + 1, copies: copies)
            }
            add(Self.containerOverhead(depth: depth), copies: copies)
        case .array(let items):
            guard !items.isEmpty else { return add(2, copies: copies) }
            for item in items {
                add(Self.memberOverhead(depth: depth + 1), copies: copies)
                add(item, depth: depth + 1, copies: copies)
            }
            add(Self.containerOverhead(depth: depth), copies: copies)
        case .string(let text):
            add(2, copies: copies)
            addText(text, copies: copies)
        case .int(let number):
            add(String(number).utf8.count, copies: copies)
        case .bool(let flag):
            add(flag ? 4 : 5, copies: copies)
        case .null:
            add(4, copies: copies)
        }
    }

    /// Before each item: `,`, a line break and the item's indentation. Counting a `,` for
    /// every item is put right in ``containerOverhead(depth:)``.
    static func memberOverhead(depth: Int) -> Int { 2 + 2 * depth }

    /// The brackets and the line break and indentation before the closing one, less the
    /// `,` the first item does not have: 1 + (1 + 2 * depth) + 1 - 1.
    static func containerOverhead(depth: Int) -> Int { 2 + 2 * depth }

    /// Bytes escaping adds to `text`: one for `"`, `\` and the five short escapes, five
    /// for other control characters (`\u00XX`), as ``JSONValue`` writes them.
    static func escapingExtra(_ text: String) -> Int {
        var extra = 0
        for byte in text.utf8 where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), 0x0A, 0x0D, 0x09, 0x08, 0x0C: extra += 1
            default: extra += 5
            }
        }
        return extra
    }
}
