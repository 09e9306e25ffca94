import Foundation
import SeqcModel
import Testing

/// The strict JSON reader behind `seqc decompile` and ``RuntimeDocument/decode(from:)``.
@Suite struct StrictJSONParserTests {
    private func parse(_ text: String, limits: StrictJSONLimits = StrictJSONLimits()) throws(JSONParseError) -> StrictJSON {
        try StrictJSONParser.parse(Array(text.utf8), limits: limits)
    }

    /// The problem and `line:column` of `text`'s error, or nil when it parses.
    private func error(_ bytes: [UInt8], limits: StrictJSONLimits = StrictJSONLimits()) -> (JSONParseError.Problem, String)? {
        do {
            _ = try StrictJSONParser.parse(bytes, limits: limits)
            return nil
        } catch {
            return (error.problem, "\(error.line):\(error.column)")
        }
    }

    private func error(_ text: String, limits: StrictJSONLimits = StrictJSONLimits()) -> (JSONParseError.Problem, String)? {
        error(Array(text.utf8), limits: limits)
    }

    @Test func readsEveryKindOfValueWithItsOffset() throws {
        let json = try parse(" {\"a\": [1, -2.5e3, true, false, null], \"b\": \"x\\n\\u00e9\\ud83d\\ude00\\/\"}\n")
        #expect(json.offset == 1)
        guard case .array(let items) = json["a"]?.content else {
            Issue.record("no array")
            return
        }
        #expect(items.map(\.offset) == [8, 11, 19, 25, 32])
        guard case .number(let number) = items[1].content else {
            Issue.record("not a number")
            return
        }
        #expect(number == "-2.5e3")
        guard case .string(let text) = json["b"]?.content else {
            Issue.record("not a string")
            return
        }
        #expect(text == "x\né😀/")
        #expect(json.member("b")?.keyOffset == 39)
    }

    @Test func aDuplicateKeyIsAnErrorAtTheSecondWithTheFirst() {
        let found = error("{\n  \"kind\": \"rest\",\n  \"kind\": \"countdown\"\n}")
        #expect(found?.0 == .duplicateKey("kind", firstOffset: 4))
        #expect(found?.1 == "3:3")
    }

    @Test func theSameKeyInDifferentObjectsIsFine() throws {
        _ = try parse("[{\"a\": 1}, {\"a\": 2, \"b\": {\"a\": 3}}]")
    }

    @Test func nestingStopsAtTheLimit() {
        var limits = StrictJSONLimits()
        limits.maxDepth = 3
        #expect(error("[[[1]]]", limits: limits) == nil)
        #expect(error("[[[[1]]]]", limits: limits)?.0 == .tooDeep(limit: 3))
        #expect(error("[[[[1]]]]", limits: limits)?.1 == "1:4")
        #expect(error(String(repeating: "[", count: 1_000_000))?.0 == .tooDeep(limit: 64))
    }

    @Test func itemsUnderALimitedKeyStopAtTheFirstPastIt() {
        var limits = StrictJSONLimits()
        limits.maxItems = ["cards": 2]
        #expect(error("{\"cards\": [{}, {}]}", limits: limits) == nil)
        #expect(error("{\"cards\": [{}, {}, {}]}", limits: limits)?.0 == .tooManyItems(key: "cards", limit: 2))
        #expect(error("{\"cards\": [{}, {}, {}]}", limits: limits)?.1 == "1:20")
        #expect(error("{\"other\": [{}, {}, {}]}", limits: limits) == nil)
    }

    @Test func theValueCountIsBounded() {
        var limits = StrictJSONLimits()
        limits.maxValues = 3
        #expect(error("[1, 2]", limits: limits) == nil)
        #expect(error("[1, 2, 3]", limits: limits)?.0 == .tooManyValues(limit: 3))
    }

    @Test(arguments: [
        ("", "1:1"), ("{", "1:2"), ("{\"a\" 1}", "1:6"), ("{\"a\": 1,}", "1:9"), ("[1,]", "1:4"), ("[1 2]", "1:4"),
        ("{a: 1}", "1:2"), ("01", "1:1"), ("1.", "1:3"), ("1e", "1:3"), ("-", "1:2"), ("tru", "1:1"), ("'a'", "1:1"),
        ("\"a\tb\"", "1:3"), ("\"\\x\"", "1:2"), ("\"\\u12\"", "1:6"), ("\"\\ud800\"", "1:2"), ("\"\\udc00\"", "1:2"),
        ("\"\\ud800\\u0041\"", "1:2"), ("\"abc", "1:5"), ("{} {}", "1:4"), ("[1]\n\n  x", "3:3"), ("NaN", "1:1"),
    ])
    func malformedJSONIsASyntaxErrorWithAPosition(_ text: String, _ position: String) {
        guard let (problem, found) = error(text) else {
            Issue.record("'\(text)' parsed")
            return
        }
        guard case .syntax = problem else {
            Issue.record("'\(text)': \(problem)")
            return
        }
        #expect(found == position, "'\(text)'")
    }

    @Test func nulAndInvalidUTF8AreErrorsAtTheirByte() {
        #expect(error([0x00])?.1 == "1:1")
        #expect(error(Array("{\"title\": \"a".utf8) + [0x00] + Array("b\"}".utf8))?.1 == "1:13")
        #expect(error(Array("[\"é".utf8) + [0xC3, 0x28] + Array("\"]".utf8))?.1 == "1:4")
        #expect(error(Array("[\"".utf8) + [0xED, 0xA0, 0x80] + Array("\"]".utf8))?.1 == "1:3", "an encoded surrogate")
        #expect(error(Array("[\"".utf8) + [0xC0, 0xAF] + Array("\"]".utf8))?.1 == "1:3", "an overlong form")
        #expect(error(Array("[\"".utf8) + [0xF0, 0x9F, 0x98] + Array("\"]".utf8))?.1 == "1:3", "a truncated sequence")
        #expect(error([0xFF])?.1 == "1:1")
    }

    @Test func columnsCountCharactersAndLinesAnyBreak() {
        #expect(error("[\"éé\", x]")?.1 == "1:8")
        #expect(error("[1,\r\n x]")?.1 == "2:2")
        #expect(error("[1,\r x]")?.1 == "2:2")
    }

    @Test func aByteOrderMarkIsSkipped() throws {
        let json = try StrictJSONParser.parse([0xEF, 0xBB, 0xBF] + Array("{}".utf8))
        #expect(json.offset == 3)
    }

    @Test func theDecoderRefusesDuplicateKeysThatJSONDecoderWouldAccept() throws {
        let data = try RuntimeJSONTests.document.jsonData()
        let text = String(decoding: data, as: UTF8.self)
        let doubled = text.replacingOccurrences(of: "\"formatVersion\": 1,", with: "\"formatVersion\": 1,\n  \"formatVersion\": 1,")
        #expect(throws: Never.self) { try JSONDecoder().decode(RuntimeDocument.self, from: Data(doubled.utf8)) }
        #expect { try RuntimeDocument.decode(from: Data(doubled.utf8)) } throws: { error in
            guard case .invalidJSON(let problem) = error as? RuntimeDecodingError else { return false }
            return problem.problem == .duplicateKey("formatVersion", firstOffset: 4) && problem.line == 3 && problem.column == 3
        }
    }

    @Test func theDecoderRefusesMoreCardsThanARoutineMayHave() {
        let cards = "[" + Array(repeating: "{}", count: RoutineLimits.maxRuntimeCards + 1).joined(separator: ",") + "]"
        let json = "{\"formatVersion\": 1, \"runtime\": {\"cards\": \(cards)}}"
        #expect(throws: RuntimeDecodingError.self) { try RuntimeDocument.decode(from: Data(json.utf8)) }
        #expect(
            error(json, limits: RuntimeDocument.strictJSONLimits)?.0 == .tooManyItems(key: "cards", limit: RoutineLimits.maxRuntimeCards))
    }
}
