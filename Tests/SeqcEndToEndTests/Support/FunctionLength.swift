import Foundation

/// Finds the functions of Swift source and their lengths, by counting braces outside
/// strings and comments: enough of Swift's lexing for the package's own sources (strings
/// with interpolation, raw and multi-line strings, nested block comments), not a parser.
enum FunctionLength {
    /// The most lines a function may take, its declaration and closing brace included.
    static let limit = 60

    struct Function {
        var file = ""
        let name: String
        /// The line of its keyword, from 1.
        let line: Int
        /// From the keyword's line to the closing brace's, both included.
        let lines: Int
    }

    /// Every `.swift` file under `folder`, sorted.
    static func swiftFiles(under folder: URL) throws -> [String] {
        guard let walk = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        return walk.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted().map { folder.path + "/" + $0 }
    }

    /// The functions with a body in `source`, in order.
    static func functions(in source: [UInt8]) -> [Function] {
        let code = blankingStringsAndComments(source)
        var found: [Function] = []
        var index = 0
        while index < code.count {
            guard let keyword = keyword(in: code, at: index) else {
                index += 1
                continue
            }
            let after = index + keyword.utf8.count
            if let open = bodyStart(in: code, from: after), let close = matchingBrace(in: code, from: open) {
                let line = lineNumber(in: code, at: index)
                found.append(
                    Function(
                        name: name(in: code, after: after, keyword: keyword), line: line,
                        lines: lineNumber(in: code, at: close) - line + 1))
            }
            index = after
        }
        return found
    }

    private static let keywords = ["func", "init", "deinit", "subscript"]

    /// The declaration keyword at `index`, standing alone (not part of a longer name,
    /// not after a dot as in `.init`).
    private static func keyword(in code: [UInt8], at index: Int) -> String? {
        if index > 0, isIdentifier(code[index - 1]) || code[index - 1] == UInt8(ascii: ".") { return nil }
        for keyword in keywords where code.count - index >= keyword.utf8.count {
            let end = index + keyword.utf8.count
            if Array(code[index..<end]) == Array(keyword.utf8), end == code.count || !isIdentifier(code[end]) { return keyword }
        }
        return nil
    }

    /// Where the body's `{` is: the first one outside parentheses and brackets. Nil when a
    /// `}` or another declaration comes first (a protocol's requirement has no body).
    private static func bodyStart(in code: [UInt8], from start: Int) -> Int? {
        var depth = 0
        var index = start
        while index < code.count {
            switch code[index] {
            case UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: "{") where depth == 0: return index
            case UInt8(ascii: "}") where depth == 0: return nil
            default:
                if depth == 0, keyword(in: code, at: index) != nil || startsDeclaration(code, at: index) { return nil }
            }
            index += 1
        }
        return nil
    }

    /// Whether a `var`, `let` or `case` declaration starts at `index`.
    private static func startsDeclaration(_ code: [UInt8], at index: Int) -> Bool {
        guard index > 0, code[index - 1] == UInt8(ascii: " ") || code[index - 1] == UInt8(ascii: "\n") else { return false }
        for word in ["var ", "let ", "case "] where code.count - index >= word.utf8.count {
            if Array(code[index..<index + word.utf8.count]) == Array(word.utf8) { return true }
        }
        return false
    }

    private static func matchingBrace(in code: [UInt8], from open: Int) -> Int? {
        var depth = 0
        for index in open..<code.count {
            if code[index] == UInt8(ascii: "{") { depth += 1 }
            if code[index] == UInt8(ascii: "}") {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    /// The function's name: `init` and `deinit` are their keyword, a `func` the word after it.
    private static func name(in code: [UInt8], after start: Int, keyword: String) -> String {
        guard keyword == "func" else { return keyword }
        var index = start
        while index < code.count, code[index] == UInt8(ascii: " ") { index += 1 }
        var end = index
        while end < code.count, isIdentifier(code[end]) { end += 1 }
        if end == index {
            // An operator: `func == (…)`.
            while end < code.count, "+-*/<>=!&|^%~?.".utf8.contains(code[end]) { end += 1 }
        }
        return String(decoding: code[index..<end], as: UTF8.self)
    }

    private static func lineNumber(in code: [UInt8], at index: Int) -> Int {
        code[..<index].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    }

    private static func isIdentifier(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || byte >= 0x80
    }

    /// `source` with every comment and every string literal's bytes (interpolations
    /// included) made spaces, line breaks kept, so only code's braces are left.
    static func blankingStringsAndComments(_ source: [UInt8]) -> [UInt8] {
        var code = source
        var index = 0
        func blank(_ range: Range<Int>) {
            for position in range where code[position] != UInt8(ascii: "\n") { code[position] = UInt8(ascii: " ") }
        }
        while index < source.count {
            let end: Int
            if starts(source, "//", at: index) {
                end = source[index...].firstIndex(of: UInt8(ascii: "\n")) ?? source.count
            } else if starts(source, "/*", at: index) {
                end = blockCommentEnd(source, from: index)
            } else if let stringEnd = stringEnd(source, from: index) {
                end = stringEnd
            } else {
                index += 1
                continue
            }
            blank(index..<end)
            index = end
        }
        return code
    }

    private static func starts(_ bytes: [UInt8], _ text: String, at index: Int) -> Bool {
        let text = Array(text.utf8)
        return bytes.count - index >= text.count && Array(bytes[index..<index + text.count]) == text
    }

    private static func blockCommentEnd(_ source: [UInt8], from start: Int) -> Int {
        var depth = 0
        var index = start
        while index < source.count {
            if starts(source, "/*", at: index) {
                depth += 1
                index += 2
            } else if starts(source, "*/", at: index) {
                depth -= 1
                index += 2
                if depth == 0 { return index }
            } else {
                index += 1
            }
        }
        return source.count
    }

    /// The end of a string literal starting at `start` (`"`, `"""`, `#"`…), past its
    /// closing delimiter; nil when none starts there.
    private static func stringEnd(_ source: [UInt8], from start: Int) -> Int? {
        var index = start
        while index < source.count, source[index] == UInt8(ascii: "#") { index += 1 }
        let hashes = index - start
        guard index < source.count, source[index] == UInt8(ascii: "\"") else { return nil }
        let quotes = starts(source, "\"\"\"", at: index) ? 3 : 1
        let close = Array(repeating: UInt8(ascii: "\""), count: quotes) + Array(repeating: UInt8(ascii: "#"), count: hashes)
        let escape = [UInt8(ascii: "\\")] + Array(repeating: UInt8(ascii: "#"), count: hashes)
        index += quotes
        while index < source.count {
            if source.count - index >= escape.count, Array(source[index..<index + escape.count]) == escape {
                index += escape.count
                if index < source.count, source[index] == UInt8(ascii: "(") {
                    index = interpolationEnd(source, from: index)
                } else {
                    index += 1
                }
            } else if source.count - index >= close.count, Array(source[index..<index + close.count]) == close {
                return index + close.count
            } else {
                index += 1
            }
        }
        return source.count
    }

    /// Past the `)` closing the interpolation whose `(` is at `start`; strings inside it
    /// are skipped whole.
    private static func interpolationEnd(_ source: [UInt8], from start: Int) -> Int {
        var depth = 0
        var index = start
        while index < source.count {
            if let end = stringEnd(source, from: index) {
                index = end
                continue
            }
            if source[index] == UInt8(ascii: "(") { depth += 1 }
            if source[index] == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 { return index + 1 }
            }
            index += 1
        }
        return source.count
    }
}
