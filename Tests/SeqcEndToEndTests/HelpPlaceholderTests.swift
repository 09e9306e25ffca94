import Foundation
import SeqcCompiler
import SeqcLint
import Testing

/// Help lines never offer an invented value in the form of a real one: a model copies
/// it verbatim. The lines are generated, not listed: every rule's examples and every
/// fixture routine (drafts, mistakes, corpus) are linted, and each help and note line is
/// checked by ``HelpPlaceholders``, so a new rule's help is checked too.
@Suite struct HelpPlaceholderTests {
    static let fixtures = SeqcProcess.packageRoot.appendingPathComponent("Tests/SeqcEndToEndTests/Fixtures")

    @Test func everyHelpLineUsesTheOnePlaceholderForm() throws {
        var lines: [HelpPlaceholders.Line] = []
        for rule in RuleRegistry.standard.all {
            for example in rule.triggering + rule.nonTriggering {
                let source = example.files.map(\.unmarked.text).joined(separator: "\n")
                lines += HelpPlaceholders.lines(of: ExampleRunner.run(example), source: source)
            }
        }
        for file in try Self.fixtureRoutines() {
            // Some fixtures are deliberately not UTF-8: seqc reads their bytes.
            let bytes = try [UInt8](Data(contentsOf: file))
            let run = LintRunner(rules: .standard, configuration: LintConfiguration(baseDirectory: "/"), jobs: 1)
            let diagnostics = run.lint(sources: [SourceFile(path: file.lastPathComponent, bytes: bytes)]).diagnostics
            lines += HelpPlaceholders.lines(of: diagnostics, source: String(decoding: bytes, as: UTF8.self))
        }
        let rules = Set(lines.map(\.rule))
        #expect(rules.count >= 20, "only \(rules.count) rules gave a help line")
        var seen = Set<String>()
        for line in lines {
            let problems = HelpPlaceholders.problems(line)
            guard !problems.isEmpty, seen.insert("\(line.rule) \(line.text)").inserted else { continue }
            Issue.record("\(line.rule): \"\(line.text)\": \(problems.joined(separator: "; "))")
        }
    }

    /// The check can fail: each wrong form is caught, the right ones pass.
    @Test func theCheckTellsPlaceholdersFromValues() {
        let source = "title: Legs\ncards:\n  - countdown: Plank\n    duration: 1m\n"
        let wrong = [
            "add 'duration: 45s'", "write '- countdown: Title'", "name the rules: # seqc:disable-line RULE", "add 'cards: [...]'",
            "list what to tick off: items: [First, Second]",
        ]
        for text in wrong {
            #expect(!HelpPlaceholders.problems(.init(rule: "x", text: text, source: source, replacements: [])).isEmpty, "\(text)")
        }
        let right = [
            "add 'duration: <duration>'", "write '- countdown: Plank'", "a routine writes 'duration: 10m'",
            "name the rules: # seqc:disable-line <rule>", "did you mean 'countdown'?",
        ]
        for text in right {
            let line = HelpPlaceholders.Line(rule: "x", text: text, source: source, replacements: ["duration: 10m"])
            #expect(HelpPlaceholders.problems(line).isEmpty, "\(text): \(HelpPlaceholders.problems(line))")
        }
        // The file's own value in the language's form is the file's; another is made up.
        let written = "title: Legs\ncards:\n  - repetition: Dips\n    Pause: 90 Sek\n"
        let converted = HelpPlaceholders.Line(rule: "x", text: "write 'rest: 1m30s'", source: written, replacements: [])
        #expect(HelpPlaceholders.problems(converted).isEmpty)
        let madeUp = HelpPlaceholders.Line(rule: "x", text: "write 'rest: 2m'", source: written, replacements: [])
        #expect(!HelpPlaceholders.problems(madeUp).isEmpty)
    }

    /// Every routine-like fixture: YAML, JSON and Markdown drafts, whatever their folder.
    static func fixtureRoutines() throws -> [URL] {
        let enumerator = FileManager.default.enumerator(at: fixtures, includingPropertiesForKeys: nil)
        var files: [URL] = []
        while let url = enumerator?.nextObject() as? URL {
            if ["yaml", "yml", "json", "md"].contains(url.pathExtension.lowercased()) { files.append(url) }
        }
        return files.sorted { $0.path < $1.path }
    }
}
