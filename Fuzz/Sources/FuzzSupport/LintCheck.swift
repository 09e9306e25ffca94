import SeqcCompiler
import SeqcLint

extension FuzzChecks {
    /// Every rule seqc has, each at its default severity or, when a rule's default would
    /// leave it out, as a warning: nothing is off.
    static let everyRule: LintConfiguration = {
        var settings: [RuleID: RuleSetting] = [:]
        for rule in RuleRegistry.standard.all where rule.isAdjustable {
            settings[rule.id] = rule.defaultSeverity == .error ? .error : .warning
        }
        return LintConfiguration(rules: settings, baseDirectory: "/")
    }()

    /// The lint run behind every fuzz target that needs diagnostics: in memory, one job.
    static func lintOutcome(_ bytes: [UInt8]) -> LintRunner.Outcome {
        LintRunner(configuration: everyRule, jobs: 1).lint(sources: [source(bytes)])
    }

    /// Lints `bytes` as one routine file with every rule, suppression comments included.
    /// A file that does not compile must lint with an error (no configuration or comment
    /// can hide a compile error), and every diagnostic must point into the file.
    public static func lint(_ bytes: [UInt8]) {
        let outcome = lintOutcome(bytes)
        guard outcome.results.count == 1 else { fuzzFailure("one source gave \(outcome.results.count) results") }
        if !outcome.results[0].succeeded, !outcome.diagnostics.hasErrors {
            fuzzFailure("a file that does not compile linted without an error")
        }
        let lines = lineCount(bytes)
        for diagnostic in outcome.diagnostics {
            checkRange(diagnostic.range, lines: lines, in: diagnostic)
            for note in diagnostic.notes { checkRange(note.range, lines: lines, in: diagnostic) }
        }
    }

    /// Lines as libyaml counts them, and so seqc: LF, CRLF, a lone CR, and NEL (U+0085),
    /// LINE SEPARATOR (U+2028) and PARAGRAPH SEPARATOR (U+2029) each end one.
    static func lineCount(_ bytes: [UInt8]) -> Int {
        var lines = 1
        for (index, byte) in bytes.enumerated() {
            let next = index + 1 < bytes.count ? bytes[index + 1] : nil
            let third = index + 2 < bytes.count ? bytes[index + 2] : nil
            if byte == 0x0A || (byte == 0x0D && next != 0x0A) || (byte == 0xC2 && next == 0x85)
                || (byte == 0xE2 && next == 0x80 && (third == 0xA8 || third == 0xA9))
            {
                lines += 1
            }
        }
        return lines
    }

    /// A position may be one line past the last, at column 1: libyaml ends a file without
    /// a final line break on a line of its own, and reports what it finds there.
    static func checkRange(_ range: SourceRange, lines: Int, in diagnostic: Diagnostic) {
        for position in [range.start, range.end] {
            guard position.line >= 1, position.column >= 1,
                position.line <= lines || (position.line == lines + 1 && position.column == 1)
            else {
                fuzzFailure("diagnostic [\(diagnostic.rule)] has range \(range.start)-\(range.end) in a file of \(lines) lines")
            }
        }
        if range.end < range.start { fuzzFailure("diagnostic [\(diagnostic.rule)] ends before it starts") }
    }
}
