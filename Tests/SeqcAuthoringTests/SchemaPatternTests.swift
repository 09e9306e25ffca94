import Foundation
import SeqcAuthoring
import SeqcCompiler
import Testing

/// The schemas' patterns must accept exactly what the compiler accepts.
@Suite struct SchemaPatternTests {
    static let durations = [
        "45s", "5m", "2h", "1h2m3s", "1m30s", "1h30s", "1h2m", "0s", "007s", "1:30", "0:05", "1:02:03", "100:00",
        "PT1M30S", "PT2H", "PT1H2M3S", "PT45S", "PT1H5S",
        "", "5", "90", "5 m", "5min", "1.5m", "1,5m", "1m1h", "1s2m", "1h1h", "5M", "1H", "pt1m", "P1D", "PT",
        "PT1M30", "1:60", "1:5", "1:2:3", ":30", "1:", "1:02:03:04", "1:30:60", "-5s", "+5s", "5s ", "s", "h",
        "1d", "٣s", "1m30", "T1M",
    ]

    @Test(arguments: durations)
    func durationPatternAgreesWithTheCompiler(_ text: String) throws {
        let pattern = try NSRegularExpression(pattern: SchemaPatterns.durationText)
        let matches = pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
        let quoted = "\"" + text + "\""
        let source = "title: T\ncards:\n  - countdown: C\n    duration: \(quoted)\n"
        let diagnostics = Compiler().compile(SourceFile(path: "d.routine.yaml", text: source)).diagnostics
        let accepted = !diagnostics.contains { $0.rule == .invalidDuration || $0.rule == .outOfRange }
        #expect(matches == accepted, "'\(text)': pattern \(matches ? "matches" : "rejects"), compiler \(accepted ? "accepts" : "rejects")")
    }

    @Test(arguments: [
        "a", "morning-hiit", "0", "a-", "x1", "-a", "A", "a_b", "a b", "", "é",
        String(repeating: "a", count: 64), String(repeating: "a", count: 65),
    ])
    func slugPatternAgreesWithTheCompiler(_ text: String) throws {
        let pattern = try NSRegularExpression(pattern: SchemaPatterns.slug)
        let matches =
            pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
            && text.count <= Slug.maxLength
        #expect(matches == Slug.isValid(text), "'\(text)'")
    }
}
