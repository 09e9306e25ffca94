import SeqcCompiler
import Testing

@testable import SeqcLint

/// Lint and build agree on what stops a build: every rule the registry marks
/// ``RuleDefinition/stopsBuild`` keeps reporting whatever a configuration, a suppression
/// comment or a baseline tries, and every other rule with an example can be silenced by
/// each of them (so the checks below can tell the two apart). The rules come from the
/// registry, not from a list here.
@Suite struct StopsBuildTests {
    static let stopping = RuleRegistry.standard.all.filter(\.stopsBuild).map(\.id)
    static let adjustable = RuleRegistry.standard.all.filter { !$0.stopsBuild && $0.id != .unusedSuppression }.map(\.id)

    private func rule(_ id: RuleID) throws -> RuleDefinition { try #require(RuleRegistry.standard[id]) }

    /// The routine examples that make `rule` report, with their sources.
    private func triggeringSources(_ rule: RuleDefinition) -> [[SourceFile]] {
        rule.triggering.filter { $0.subject == .routines }.map { $0.files.map(\.source) }
    }

    private func lint(_ sources: [SourceFile], rules: [RuleID: RuleSetting] = [:]) -> [Diagnostic] {
        let configuration = LintConfiguration(rules: rules, baseDirectory: "/")
        return LintRunner(configuration: configuration, jobs: 1).lint(sources: sources).diagnostics
    }

    private func withFileSuppression(_ sources: [SourceFile], of id: RuleID) -> [SourceFile] {
        sources.map { SourceFile(path: $0.path, bytes: Array("# seqc:disable-file \(id)\n".utf8) + $0.bytes) }
    }

    @Test func theFlagMarksCompileErrorsLintErrorsAndChecksAcrossRoutines() throws {
        // Build fails on exactly these: a compile error, a refused configuration, a
        // duplicate across routines (kept an error by the build).
        for rule in RuleRegistry.standard.all {
            let expected: Bool
            switch rule.check {
            case .compiler, .linter: expected = rule.defaultSeverity == .error
            case .repository: expected = true
            case .routine: expected = false
            }
            #expect(rule.stopsBuild == expected, "\(rule.id)")
            #expect(rule.isAdjustable == !rule.stopsBuild, "\(rule.id)")
        }
        #expect(Self.stopping.contains(.duplicateRoutineID))
    }

    /// Each setting of a rule that stops a build is a warning at its line, and ignored.
    @Test(arguments: stopping)
    func aConfigurationCannotChangeIt(id: RuleID) throws {
        let rule = try rule(id)
        for setting in RuleSetting.allCases {
            let text = "exclude: []\nrules:\n  title-too-long: off\n  \(id): \(setting.rawValue)\n"
            var reader = ConfigurationReader(file: SourceFile(path: ".seqc.yml", text: text), baseDirectory: "/", rules: .standard)
            let (configuration, diagnostics) = reader.read()
            #expect(diagnostics.count == 1, "\(id): \(diagnostics)")
            let warning = try #require(diagnostics.first)
            #expect(warning.severity == .warning && warning.rule == .invalidConfiguration)
            #expect(warning.range.start == SourcePosition(line: 4, column: 3))
            #expect(warning.message == "'\(id)' stops `seqc build`, so it cannot be changed; this setting is ignored")
            #expect(configuration.severity(of: rule) == rule.defaultSeverity)
            // The setting beside it still applies.
            #expect(configuration.severity(of: try self.rule(.titleTooLong)) == nil)
        }
    }

    /// Turned off, suppressed in its file or recorded in a baseline, each of its triggering
    /// examples reports what it reported before, as errors.
    @Test(arguments: stopping)
    func nothingSilencesItInLint(id: RuleID) throws {
        let rule = try rule(id)
        for sources in triggeringSources(rule) {
            let plain = lint(sources).filter { $0.rule == id }
            #expect(!plain.isEmpty && plain.allSatisfy { $0.severity == .error }, "\(id)")
            let off = lint(sources, rules: [id: .off]).filter { $0.rule == id }
            #expect(off == plain, "\(id) turned off")
            let suppressed = lint(withFileSuppression(sources, of: id))
            #expect(suppressed.filter { $0.rule == id }.count == plain.count, "\(id) suppressed")
            let refusals = suppressed.filter { $0.rule == .unusedSuppression && $0.message.hasPrefix("'\(id)' cannot be suppressed") }
            #expect(refusals.count == sources.count, "\(id): \(suppressed)")
            #expect(refusals.allSatisfy { $0.severity == .warning && $0.range.start == SourcePosition(line: 1, column: 21) })
            #expect(Baseline(plain, sources: sources).entries.isEmpty, "\(id) recorded")
            // A baseline written by hand (or by an older seqc) that names the findings hides none.
            let entries = plain.map { finding in
                Baseline.Entry(
                    file: finding.file, rule: id.rawValue, message: finding.message,
                    line: sources.first { $0.path == finding.file }?.line(finding.range.start.line)?.trimmingWhitespace() ?? "")
            }
            #expect(Baseline(entries: entries).newFindings(in: plain, sources: sources) == plain, "\(id) baselined")
        }
    }

    /// The same three silence every other rule that has a routine example: the checks
    /// above are not passing because nothing can be silenced.
    @Test(arguments: adjustable)
    func everyOtherRuleCanBeSilenced(id: RuleID) throws {
        let rule = try rule(id)
        for sources in triggeringSources(rule) {
            let plain = lint(sources).filter { $0.rule == id }
            #expect(!plain.isEmpty, "\(id)")
            #expect(lint(sources, rules: [id: .off]).filter { $0.rule == id }.isEmpty, "\(id) turned off")
            #expect(lint(withFileSuppression(sources, of: id)).filter { $0.rule == id }.isEmpty, "\(id) suppressed")
            #expect(Baseline(plain, sources: sources).newFindings(in: plain, sources: sources).isEmpty, "\(id) baselined")
        }
    }
}
