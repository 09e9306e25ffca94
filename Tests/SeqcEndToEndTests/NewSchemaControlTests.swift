import Foundation
import Testing

/// `seqc new` copies `--schema` into the routine's first line: text that seqc would have
/// to escape to print (``TerminalText``'s set) is refused, exit 2, the character shown
/// escaped, and no file is written.
@Suite struct NewSchemaControlTests {
    /// Every scalar seqc escapes, but NUL, which no argument can hold.
    static let controls: [UInt32] =
        Array(0x01...0x1F) + [0x7F] + Array(0x80...0x9F) + [0x061C, 0x200E, 0x200F] + Array(0x2028...0x202E)
        + Array(0x2066...0x2069)

    /// How seqc shows an escaped scalar: `\n`, `\t`, `\r`, otherwise `\u{HEX}`.
    static func shown(_ value: UInt32) -> String {
        switch value {
        case 0x0A: "\\n"
        case 0x09: "\\t"
        case 0x0D: "\\r"
        default: "\\u{" + String(value, radix: 16, uppercase: true) + "}"
        }
    }

    @Test func aControlCharacterInTheSchemaIsRefused() throws {
        let directory = try TemporaryDirectory()
        var random = SplitMix(state: 36)
        for value in Self.controls {
            let scalar = try #require(Unicode.Scalar(value))
            // The control at the start, the middle or the end of an ordinary schema path.
            let base = "https://example.com/routine.schema.json"
            let cut = base.index(base.startIndex, offsetBy: Int(random.next() % UInt64(base.count + 1)))
            let schema = String(base[..<cut]) + String(Character(scalar)) + String(base[cut...])
            let shownSchema = String(base[..<cut]) + Self.shown(value) + String(base[cut...])
            let run = try SeqcProcess.run(["new", "morning-hiit", "r.routine.yaml", "--schema", schema], in: directory.url)
            #expect(run.exitCode == 2, "U+\(String(value, radix: 16)): \(run.transcript)")
            #expect(
                run.stderr.contains(
                    "--schema cannot hold a control character; found \(Self.shown(value)) in '\(shownSchema)'"),
                "U+\(String(value, radix: 16)): \(run.transcript)")
            #expect(run.stdout.isEmpty)
            #expect(!FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("r.routine.yaml").path))
        }
    }

    /// Printable text, ASCII or not, is copied as it is.
    @Test func printableSchemasAreCopied() throws {
        var random = SplitMix(state: 9)
        let pieces = ["a", "/", ".", "é", "日本", "😀", "%20", "~", "#", " ", "\u{00A0}", "\u{200B}", "\u{2030}"]
        for _ in 0..<12 {
            let schema = (0..<6).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
            let run = try SeqcProcess.run(["new", "morning-hiit", "-", "--schema", schema])
            #expect(run.exitCode == 0, "\(run.transcript)")
            #expect(run.stdout.hasPrefix("# yaml-language-server: $schema=\(schema)\n"), "\(run.transcript)")
        }
    }
}
