import Foundation
import Testing

/// No function in the package's sources (Sources/, Plugins/) is longer than
/// ``FunctionLength/limit`` lines, from the line of its `func`, `init`, `deinit` or
/// `subscript` to the line of its closing brace: a longer one does several things, and
/// is split into functions that each say what they do.
@Suite struct FunctionLengthTests {
    @Test func noFunctionIsLongerThanTheLimit() throws {
        let root = SeqcProcess.packageRoot
        var found: [FunctionLength.Function] = []
        for folder in ["Sources", "Plugins"] {
            for path in try FunctionLength.swiftFiles(under: root.appendingPathComponent(folder)) {
                let relative = String(path.dropFirst(root.path.count + 1))
                let text = try String(contentsOfFile: path, encoding: .utf8)
                found += FunctionLength.functions(in: Array(text.utf8)).map {
                    FunctionLength.Function(file: relative, name: $0.name, line: $0.line, lines: $0.lines)
                }
            }
        }
        // The scan finds the package's functions: a scanner that found none would pass.
        #expect(found.count > 1_000, "only \(found.count) functions found")
        let long = found.filter { $0.lines > FunctionLength.limit }
        let listed = long.map { "\($0.file):\($0.line) \($0.name): \($0.lines) lines" }.joined(separator: "\n")
        #expect(long.isEmpty, "functions longer than \(FunctionLength.limit) lines:\n\(listed)")
    }

    /// The scanner measures what it should: generated functions of random lengths, with
    /// braces, `func` and `init` inside strings, raw strings, multi-line strings and
    /// comments that must not count, and nested functions and closures that must.
    @Test func theScannerMeasuresGeneratedFunctions() {
        var random = LengthRandom(seed: 37)
        for _ in 0..<300 {
            var text = "import Foundation\n\nstruct S {\n"
            var expected: [(name: String, line: Int, lines: Int)] = []
            for index in 0..<Int(random.next() % 6 + 1) {
                let line = text.split(separator: "\n", omittingEmptySubsequences: false).count
                let name = index % 3 == 0 ? "init" : "f\(index)"
                let signature = name == "init" ? "    init(x\(index): Int = { 1 }())" : "    func \(name)(a: [Int] = [1]) -> Int"
                var body = ""
                for bodyLine in 0..<Int(random.next() % 70) {
                    body += "        " + Self.decoy(random.next() % 8, bodyLine) + "\n"
                }
                text += signature + " {\n" + body + "    }\n"
                expected.append((name, line, body.split(separator: "\n", omittingEmptySubsequences: false).count + 1))
                text += "    // func commented() {\n    /* init() { */\n"
            }
            text += "}\n"
            let measured = FunctionLength.functions(in: Array(text.utf8))
            #expect(measured.map(\.name) == expected.map(\.name), "\(text)")
            #expect(measured.map(\.line) == expected.map(\.line), "\(text)")
            #expect(measured.map(\.lines) == expected.map(\.lines), "\(text)")
        }
    }

    /// A body line that holds braces or keywords the scanner must see through, or not.
    private static func decoy(_ kind: UInt64, _ index: Int) -> String {
        switch kind {
        case 0: "let s\(index) = \"} func x() { \\(1 + (2)) \""
        case 1: "let r\(index) = #\"a \"} init() {\" b\"#"
        case 2: "// } }"
        case 3: "let m\(index) = \"\"\"\n        }\n        \"\"\""
        case 4: "if true { _ = 1 }"
        case 5: "let c\(index) = { (x: Int) -> Int in x }"
        case 6: "/* } /* nested */ } */"
        default: "_ = 0"
        }
    }
}

/// A small random generator with a fixed seed, so a failure comes back the same.
private struct LengthRandom {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
