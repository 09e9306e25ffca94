import Foundation
import Testing

/// Hostile input of every shape gets a positioned diagnostic and exit code 1: never a
/// crash, a trap, a hang or unbounded memory. Inputs are made at test time, so the
/// repository holds no multi-megabyte fixtures.
@Suite struct HostileInputTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let bytes: @Sendable () -> [UInt8]
        /// The rule and the `line:col` the first diagnostic must have.
        let rule: String
        let position: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "alias bomb", bytes: { Array(aliasBomb.utf8) }, rule: "resource-limit", position: "7:14"),
        Case(
            name: "100,000-deep flow sequences",
            bytes: {
                Array(("title: Deep\ncards: " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)).utf8)
            },
            rule: "resource-limit", position: "2:71"),
        Case(
            name: "100,000-deep block sequences",
            bytes: { Array(("title: Deep\ncards:\n" + String(repeating: "- ", count: 100_000) + "x\n").utf8) },
            rule: "resource-limit", position: "3:127"),
        Case(
            name: "100,000-deep flow mappings",
            bytes: { Array(("cards: " + String(repeating: "{a: ", count: 100_000) + "b" + String(repeating: "}", count: 100_000)).utf8) },
            rule: "resource-limit", position: "1:260"),
        Case(
            name: "100,000 unclosed brackets", bytes: { Array(repeating: UInt8(ascii: "["), count: 100_000) }, rule: "resource-limit",
            position: "1:65"),
        Case(
            name: "invalid UTF-8", bytes: { Array("title: caf".utf8) + [0xC3, 0x28, 0x20, 0xFF] + Array("\ncards: []\n".utf8) },
            rule: "yaml-syntax", position: "1:11"),
        Case(
            name: "a NUL byte", bytes: { Array("title: a".utf8) + [0] + Array("b\ncards:\n  - info: x\n".utf8) }, rule: "yaml-syntax",
            position: "1:9"),
        Case(name: "binary data", bytes: { binary }, rule: "yaml-syntax", position: "1:4"),
        Case(name: "an empty file", bytes: { [] }, rule: "missing-field", position: "1:1"),
        Case(name: "only comments", bytes: { Array("# nothing here\n\n".utf8) }, rule: "missing-field", position: "1:1"),
        Case(
            name: "integers far beyond Int64",
            bytes: { Array("title: Big\ncards:\n  - repetition: R\n    reps: 99999999999999999999999999999999999999\n".utf8) },
            rule: "out-of-range", position: "4:11"),
        Case(
            name: "a 9 MiB file", bytes: { Array("title: Huge\ncards:\n".utf8) + Array(repeating: UInt8(ascii: "#"), count: 9 << 20) },
            rule: "resource-limit", position: "1:1"),
    ]

    static let aliasBomb = """
        title: Bomb
        a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]
        b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]
        c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]
        d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]
        e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]
        f: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e]
        g: &g [*f,*f,*f,*f,*f,*f,*f,*f,*f]
        h: &h [*g,*g,*g,*g,*g,*g,*g,*g,*g]
        cards: *h

        """

    /// 64 KiB from a fixed linear congruential generator: random-looking, reproducible.
    static let binary: [UInt8] = {
        var state: UInt32 = 7
        return (0..<65_536).map { _ in
            state = state &* 1_103_515_245 &+ 12_345
            return UInt8(truncatingIfNeeded: state >> 16)
        }
    }()

    @Test(arguments: cases)
    func hostileFileGetsAPositionedDiagnostic(_ hostile: Case) throws {
        let dir = try TemporaryDirectory()
        let file = dir.url.appendingPathComponent("hostile.routine.yaml")
        try Data(hostile.bytes()).write(to: file)
        let run = try SeqcProcess.run(["lint", "--no-color", "--format", "json", "hostile.routine.yaml"], in: dir.url)
        #expect(!run.signalled)
        #expect(run.exitCode == 1, "\(run.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let first = try #require((object?["diagnostics"] as? [[String: Any]])?.first)
        #expect(first["rule"] as? String == hostile.rule)
        #expect("\(first["line"] ?? 0):\(first["column"] ?? 0)" == hostile.position)
    }

    /// Issue 7: `-9223372036854775808` read as over the limit while -5 clamped. A negative
    /// of any size is a `clamped` warning, shown as written.
    @Test(arguments: ["-9223372036854775808", "-99999999999999999999"])
    func negativesBeyondInt64Clamp(_ written: String) throws {
        let routine = "title: Big\ncards:\n  - countdown: R\n    duration: \(written)\n"
        let run = try SeqcProcess.run(
            ["lint", "--no-color", "--format", "json", "-", "--stdin-filename", "big.routine.yaml"],
            stdin: Data(routine.utf8))
        #expect(run.exitCode == 0, "\(run.transcript)")
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let diagnostics = try #require(object?["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?["rule"] as? String == "clamped")
        #expect("\(diagnostics.first?["line"] ?? 0):\(diagnostics.first?["column"] ?? 0)" == "4:15")
        #expect(diagnostics.first?["message"] as? String == "'duration' is \(written) (below the minimum of 1); using 1")
    }

    @Test func hostileStandardInputIsBoundedToo() throws {
        let run = try SeqcProcess.run(["lint", "--format", "json", "-"], stdin: Data(Array(repeating: UInt8(ascii: "["), count: 100_000)))
        #expect(run.exitCode == 1)
        #expect(run.stdout.contains("\"resource-limit\""))
    }

    /// Standard input is read with read(2), as files are, so a failed read says why in the
    /// system's words (it said "The operation could not be completed. (NSCocoaErrorDomain
    /// error 256.)" when Foundation's FileHandle read it).
    @Test func unreadableStandardInputSaysWhy() throws {
        let run = try SeqcProcess.run(["lint", "--no-color", "-"], wrapper: ["/bin/sh", "-c", "exec \"$0\" \"$@\" < /"])
        #expect(run.exitCode == 1, "\(run.transcript)")
        #expect(
            run.stdout.hasPrefix("<stdin>:1:1: error: cannot be read: \(String(cString: strerror(EISDIR))) [io-error]\n"),
            "\(run.transcript)")
    }
}
