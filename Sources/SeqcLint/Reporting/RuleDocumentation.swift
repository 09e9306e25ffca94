import SeqcCompiler
import SeqcModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Every way rules are documented — `docs/rules.md`, `seqc rules`, `seqc explain` and
/// SARIF's help — rendered from the same ``RuleDefinition`` values.
public enum RuleDocumentation {
    /// The command that regenerates `docs/rules.md`.
    public static let regenerateCommand = "swift run seqc rules --format markdown > docs/rules.md"

    /// The whole rules reference, as `docs/rules.md` holds it.
    public static func markdown(_ rules: RuleRegistry = .standard) -> String {
        var text = """
            # seqc rules

            <!-- Generated from the rule definitions in Sources/SeqcLint/Rules by `\(regenerateCommand)`. Do not edit. -->

            Every problem seqc reports carries one of these rule ids. Compile rules come from reading \
            the routine; lint rules check routines that compile; `seqc lint`'s own rules check its \
            configuration and suppression comments. In the examples, `\(RuleExample.marker)` marks \
            where seqc reports (it is not part of the file). `seqc explain RULE` prints one rule.

            Warnings and lint rules can be set to `off`, `warning` or `error` in `.seqc.yml`, \
            silenced in place with `# seqc:disable-line RULE` and recorded in a baseline; a rule \
            that stops `seqc build` (every compile error, and the checks across routines such as `duplicate-routine-id`) cannot, so \
            that lint never passes what build refuses: a setting for it is a warning and is \
            ignored, a suppression comment for it is reported, and a baseline does not hide it. \
            See [ci.md](ci.md) for configuration and CI setup.

            | Rule | Default | Stage | Summary |
            |---|---|---|---|

            """
        for rule in rules.all {
            text +=
                "| [`\(rule.id)`](#\(rule.id)) | \(rule.defaultSeverity.rawValue) | \(rule.check.stage) | \(rule.summary.replacingEvery("|", with: "\\|")) |\n"
        }
        for rule in rules.all { text += "\n" + markdownSection(rule, headingLevel: 2) }
        return text
    }

    /// One rule's section: heading, facts, rationale and examples.
    public static func markdownSection(_ rule: RuleDefinition, headingLevel: Int) -> String {
        let heading = String(repeating: "#", count: headingLevel)
        var text = "\(heading) \(rule.id)\n\n\(rule.summary)\n\n"
        text +=
            "Default: **\(rule.defaultSeverity.rawValue)** · stage: \(rule.check.stage) · \(rule.isAdjustable ? "configurable" : "not configurable")\n\n"
        text += rule.rationale + "\n\n" + howToConfigure(rule) + "\n"
        text += markdownExamples("Triggers", rule.triggering, heading: heading)
        text += markdownExamples("Does not trigger", rule.nonTriggering, heading: heading)
        if let reason = rule.untestableReason { text += "\nNo example: \(reason).\n" }
        return text
    }

    private static func markdownExamples(_ title: String, _ examples: [RuleExample], heading: String) -> String {
        guard !examples.isEmpty else { return "" }
        var text = "\n\(heading)# \(title)\n"
        for example in examples {
            for file in example.files {
                if example.files.count > 1 || example.subject == .configuration { text += "\n`\(file.name)`:\n" }
                text += "\n```yaml\n\(file.markedText.hasSuffix("\n") ? file.markedText : file.markedText + "\n")```\n"
            }
        }
        return text
    }

    /// How to turn the rule up, down or off, or why it cannot be.
    public static func howToConfigure(_ rule: RuleDefinition) -> String {
        guard rule.isAdjustable else {
            return "It stops `seqc build`, so it cannot be turned off, suppressed or baselined: a setting for it is ignored with a warning."
        }
        if rule.id == .unusedSuppression { return "Set it in `.seqc.yml`: `rules: {\(rule.id): off}`." }
        return
            "Set it in `.seqc.yml` (`rules: {\(rule.id): off}`, `warning` or `error`), or silence one place with `# seqc:disable-line \(rule.id)`."
    }

    /// `seqc rules`: one line per rule.
    public static func listing(_ rules: RuleRegistry = .standard) -> String {
        let width = rules.all.map(\.id.rawValue.count).max() ?? 0
        func pad(_ text: String, _ count: Int) -> String { text + String(repeating: " ", count: Swift.max(1, count - text.count + 2)) }
        var text = pad("RULE", width) + pad("DEFAULT", 7) + pad("STAGE", 8) + "SUMMARY\n"
        for rule in rules.all {
            text += pad(rule.id.rawValue, width) + pad(rule.defaultSeverity.rawValue, 7) + pad(rule.check.stage, 8) + rule.summary + "\n"
        }
        return text + "\n\(rules.all.count) rules. `seqc explain RULE` documents one.\n"
    }

    /// `seqc explain RULE`: one rule for reading in a terminal.
    public static func explanation(_ rule: RuleDefinition) -> String {
        var text = "\(rule.id): \(rule.summary)\n\n"
        text +=
            "Default: \(rule.defaultSeverity.rawValue), stage: \(rule.check.stage), \(rule.isAdjustable ? "configurable" : "not configurable")\n\n"
        text += wrapped(rule.rationale) + "\n\n" + wrapped(howToConfigure(rule).replacingEvery("`", with: "")) + "\n"
        text += plainExamples("Triggers (\(RuleExample.marker) marks where seqc reports)", rule.triggering)
        text += plainExamples("Does not trigger", rule.nonTriggering)
        if let reason = rule.untestableReason { text += "\nNo example: \(reason).\n" }
        return text
    }

    /// `text` broken into lines of at most `width` characters, for terminals.
    static func wrapped(_ text: String, width: Int = 88) -> String {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        return (lines + [line]).joined(separator: "\n")
    }

    private static func plainExamples(_ title: String, _ examples: [RuleExample]) -> String {
        guard !examples.isEmpty else { return "" }
        var text = "\n\(title):\n"
        for example in examples {
            for file in example.files {
                text += "\n  \(file.name):\n"
                text +=
                    file.markedText.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    " + $0 }
                    .joined(separator: "\n").trimmingTrailingNewlines + "\n"
            }
        }
        return text
    }

    /// `seqc rules --format json`.
    public static func json(_ rules: RuleRegistry = .standard) throws -> Data {
        try StableJSON.encode(Listing(rules: rules.all.map(Entry.init)))
    }

    private struct Listing: Encodable {
        let version = 1
        let rules: [Entry]
    }

    private struct Entry: Encodable {
        let id: String
        let name: String
        let defaultSeverity: String
        let stage: String
        let configurable: Bool
        let summary: String
        let rationale: String
        let triggering: [Example]
        let nonTriggering: [Example]

        init(_ rule: RuleDefinition) {
            id = rule.id.rawValue
            name = rule.name
            defaultSeverity = rule.defaultSeverity.rawValue
            stage = rule.check.stage
            configurable = rule.isAdjustable
            summary = rule.summary
            rationale = rule.rationale
            triggering = rule.triggering.map(Example.init)
            nonTriggering = rule.nonTriggering.map(Example.init)
        }
    }

    private struct Example: Encodable {
        let subject: String
        let files: [File]
        struct File: Encodable {
            let name: String
            let text: String
        }

        init(_ example: RuleExample) {
            subject = example.subject == .routines ? "routines" : "configuration"
            files = example.files.map { File(name: $0.name, text: $0.markedText) }
        }
    }
}

private extension String {
    var trimmingTrailingNewlines: String {
        var text = self
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
