/// Reads RFC 8259 JSON into ``StrictJSON``, refusing duplicate keys and bounding depth,
/// value count and chosen arrays as it goes, so hostile input stops at the first value
/// past a limit instead of after it has been built.
package struct StrictJSONParser {
    private let bytes: [UInt8]
    private let limits: StrictJSONLimits
    private var index = 0
    private var values = 0

    /// Parses `bytes`, which must hold exactly one JSON value (whitespace around it is fine).
    package static func parse(_ bytes: [UInt8], limits: StrictJSONLimits = StrictJSONLimits()) throws(JSONParseError) -> StrictJSON {
        var parser = StrictJSONParser(bytes: bytes, limits: limits)
        parser.skipWhitespace()
        let value = try parser.value(depth: 0, key: nil)
        parser.skipWhitespace()
        guard parser.index == bytes.count else {
            throw parser.failure(.syntax("\(parser.found) after the JSON value"), at: parser.index)
        }
        return value
    }

    private init(bytes: [UInt8], limits: StrictJSONLimits) {
        self.bytes = bytes
        self.limits = limits
        // A UTF-8 byte order mark is not JSON, but editors add it; it changes no meaning.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// What is at the current position, for messages: `'x'`, `byte 0x00` or the end.
    private var found: String {
        guard let byte = current else { return "unexpected end of input" }
        if (0x21...0x7E).contains(byte) { return "unexpected '\(Character(Unicode.Scalar(byte)))'" }
        return "unexpected byte 0x" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
    }

    private func failure(_ problem: JSONParseError.Problem, at offset: Int) -> JSONParseError {
        let (line, column) = TextPosition.lineAndColumn(ofByteOffset: offset, in: bytes)
        return JSONParseError(problem: problem, offset: offset, line: line, column: column)
    }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    /// One value at nesting `depth`; `key` is the object key it belongs to, for item limits.
    private mutating func value(depth: Int, key: String?) throws(JSONParseError) -> StrictJSON {
        let start = index
        values += 1
        guard values <= limits.maxValues else { throw failure(.tooManyValues(limit: limits.maxValues), at: start) }
        guard let byte = current else { throw failure(.syntax("\(found); expected a JSON value"), at: start) }
        switch byte {
        case UInt8(ascii: "{"):
            guard depth < limits.maxDepth else { throw failure(.tooDeep(limit: limits.maxDepth), at: start) }
            return StrictJSON(content: .object(try members(depth: depth + 1)), offset: start)
        case UInt8(ascii: "["):
            guard depth < limits.maxDepth else { throw failure(.tooDeep(limit: limits.maxDepth), at: start) }
            return StrictJSON(content: .array(try items(depth: depth + 1, key: key)), offset: start)
        case UInt8(ascii: "\""):
            return StrictJSON(content: .string(try string()), offset: start)
        case UInt8(ascii: "t"):
            try literal("true")
            return StrictJSON(content: .bool(true), offset: start)
        case UInt8(ascii: "f"):
            try literal("false")
            return StrictJSON(content: .bool(false), offset: start)
        case UInt8(ascii: "n"):
            try literal("null")
            return StrictJSON(content: .null, offset: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return StrictJSON(content: .number(try number()), offset: start)
        default:
            throw failure(.syntax("\(found); expected a JSON value"), at: start)
        }
    }

    private mutating func members(depth: Int) throws(JSONParseError) -> [StrictJSON.Member] {
        index += 1  // `{`
        var members: [StrictJSON.Member] = []
        var firstOffsets: [String: Int] = [:]
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            index += 1
            return members
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else {
                throw failure(.syntax("\(found); expected a key in double quotes"), at: index)
            }
            let keyOffset = index
            let key = try string()
            if let first = firstOffsets[key] { throw failure(.duplicateKey(key, firstOffset: first), at: keyOffset) }
            firstOffsets[key] = keyOffset
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw failure(.syntax("\(found); expected ':' after the key"), at: index) }
            index += 1
            skipWhitespace()
            members.append(StrictJSON.Member(key: key, keyOffset: keyOffset, value: try value(depth: depth, key: key)))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","):
                index += 1
            case UInt8(ascii: "}"):
                index += 1
                return members
            default:
                throw failure(.syntax("\(found); expected ',' or '}'"), at: index)
            }
        }
    }

    private mutating func items(depth: Int, key: String?) throws(JSONParseError) -> [StrictJSON] {
        index += 1  // `[`
        let limit = key.flatMap { limits.maxItems[$0] }
        var items: [StrictJSON] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            index += 1
            return items
        }
        while true {
            skipWhitespace()
            if let limit, let key, items.count == limit {
                throw failure(.tooManyItems(key: key, limit: limit), at: index)
            }
            items.append(try value(depth: depth, key: nil))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","):
                index += 1
            case UInt8(ascii: "]"):
                index += 1
                return items
            default:
                throw failure(.syntax("\(found); expected ',' or ']'"), at: index)
            }
        }
    }

    private mutating func literal(_ word: String) throws(JSONParseError) {
        let expected = Array(word.utf8)
        guard bytes[index...].starts(with: expected) else {
            throw failure(.syntax("\(found); expected a JSON value"), at: index)
        }
        index += expected.count
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, returned as written.
    private mutating func number() throws(JSONParseError) -> String {
        let start = index
        func digits(_ parser: inout StrictJSONParser) -> Int {
            let first = parser.index
            while let byte = parser.current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { parser.index += 1 }
            return parser.index - first
        }
        if current == UInt8(ascii: "-") { index += 1 }
        let integerStart = index
        let integerDigits = digits(&self)
        guard integerDigits > 0 else { throw failure(.syntax("\(found); expected a digit"), at: index) }
        if integerDigits > 1 && bytes[integerStart] == UInt8(ascii: "0") {
            throw failure(.syntax("a number cannot start with 0"), at: integerStart)
        }
        if current == UInt8(ascii: ".") {
            index += 1
            guard digits(&self) > 0 else { throw failure(.syntax("\(found); expected a digit after '.'"), at: index) }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard digits(&self) > 0 else { throw failure(.syntax("\(found); expected a digit in the exponent"), at: index) }
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// A string: escapes decoded, UTF-8 checked, control characters refused.
    private mutating func string() throws(JSONParseError) -> String {
        index += 1  // `"`
        var out: [UInt8] = []
        while true {
            guard let byte = current else { throw failure(.syntax("unexpected end of input in a string"), at: index) }
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: out, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try escape(into: &out)
            case 0x00..<0x20:
                let name = "U+" + String(byte, radix: 16, uppercase: true).leftPadded(to: 4)
                throw failure(.syntax("control character \(name) in a string; write it as an escape"), at: index)
            case 0x20..<0x80:
                out.append(byte)
                index += 1
            default:
                let length = Self.utf8SequenceLength(bytes, at: index)
                guard length > 0 else { throw failure(.syntax("invalid UTF-8"), at: index) }
                out.append(contentsOf: bytes[index..<index + length])
                index += length
            }
        }
    }

    private mutating func escape(into out: inout [UInt8]) throws(JSONParseError) {
        let start = index
        index += 1  // `\`
        guard let byte = current else { throw failure(.syntax("unexpected end of input in a string"), at: index) }
        index += 1
        let simple: UInt8? =
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): byte
            case UInt8(ascii: "b"): 0x08
            case UInt8(ascii: "f"): 0x0C
            case UInt8(ascii: "n"): 0x0A
            case UInt8(ascii: "r"): 0x0D
            case UInt8(ascii: "t"): 0x09
            default: nil
            }
        if let simple { return out.append(simple) }
        guard byte == UInt8(ascii: "u") else { throw failure(.syntax("unknown escape '\\\(Character(Unicode.Scalar(byte)))'"), at: start) }
        var scalar = try hex4()
        if (0xD800...0xDBFF).contains(scalar) {
            // A high surrogate must be followed by `\u` and a low one.
            guard bytes[index...].starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "u")]) else {
                throw failure(.syntax("lone surrogate in a \\u escape"), at: start)
            }
            index += 2
            let low = try hex4()
            guard (0xDC00...0xDFFF).contains(low) else { throw failure(.syntax("lone surrogate in a \\u escape"), at: start) }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        } else if (0xDC00...0xDFFF).contains(scalar) {
            throw failure(.syntax("lone surrogate in a \\u escape"), at: start)
        }
        guard let unicode = Unicode.Scalar(scalar) else { throw failure(.syntax("invalid \\u escape"), at: start) }
        out.append(contentsOf: Array(String(Character(unicode)).utf8))
    }

    private mutating func hex4() throws(JSONParseError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = Self.hexValue(byte) else {
                throw failure(.syntax("\(found); a \\u escape needs four hex digits"), at: index)
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// The length of the well-formed UTF-8 sequence (Unicode table 3-7) that starts at
    /// `index` with a non-ASCII byte, or 0: overlong forms, surrogates and truncated
    /// sequences are not well formed.
    static func utf8SequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
        let lead = bytes[index]
        let (length, secondRange): (Int, ClosedRange<UInt8>) =
            switch lead {
            case 0xC2...0xDF: (2, 0x80...0xBF)
            case 0xE0: (3, 0xA0...0xBF)
            case 0xE1...0xEC, 0xEE...0xEF: (3, 0x80...0xBF)
            case 0xED: (3, 0x80...0x9F)
            case 0xF0: (4, 0x90...0xBF)
            case 0xF1...0xF3: (4, 0x80...0xBF)
            case 0xF4: (4, 0x80...0x8F)
            default: (0, 0x80...0xBF)
            }
        guard length > 0, index + length <= bytes.count, secondRange.contains(bytes[index + 1]) else { return 0 }
        for offset in 2..<length where !(0x80...0xBF).contains(bytes[index + offset]) { return 0 }
        return length
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: Swift.max(0, width - count)) + self
    }
}
