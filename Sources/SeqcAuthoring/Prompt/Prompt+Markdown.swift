import SeqcCompiler
import SeqcModel

extension Prompt {
    /// The prompt as Markdown, the form a model reads.
    public var markdown: String {
        var out = "# Writing seqc routines\n\n\(Self.introduction)\n\n## The file\n\n"
        out += table(Language.topLevelFields)
        out += "\nA minimal routine:\n\n```yaml\ntitle: Plank break\ncards:\n  - countdown: Plank\n    duration: 1m\n```\n"
        for group in PromptRules.groups.prefix(1) { out += section(group) }
        out += "\n## Card kinds\n"
        for spec in Language.kinds { out += kind(spec) }
        out += section(("Repeat blocks", PromptRules.repeatBlocks))
        out += "\n```yaml\n\(Self.repeatExample)```\n"
        for group in PromptRules.groups.dropFirst() { out += section(group) }
        out += section(("What the language cannot do", PromptRules.cannotDo))
        out += section(("What seqc checks", PromptLintRules.rules().map(PromptLintRules.line)))
        out += "\n## Worked examples\n"
        for template in examples { out += worked(template) }
        return out
    }

    private func table(_ fields: [FieldSpec]) -> String {
        var out = "| key | required | type | default | values | meaning |\n|---|---|---|---|---|---|\n"
        for field in fields {
            let defaultText = field.defaultValue.map { "`\($0)`" } ?? ""
            let values = field.valuesText
            out +=
                "| `\(field.name)` | \(field.isRequired ? "yes" : "no") | \(field.typeName) | \(defaultText) | \(values) | \(field.summary) |\n"
        }
        return out
    }

    private func kind(_ spec: KindSpec) -> String {
        var out = "\n### `\(spec.kind.rawValue)`: \(spec.kind.displayName)\n\n\(spec.summary)\n\n"
        out += table(spec.fields + [Language.cardIDField])
        out += "\n```yaml\n\(spec.example)\n```\n"
        return out
    }

    private func section(_ group: (title: String, rules: [String])) -> String {
        "\n## \(group.title)\n\n" + group.rules.map { "- \($0)\n" }.joined()
    }

    private func worked(_ template: Template) -> String {
        var out = "\n### \(template.name)\n\n"
        if let summary = TemplateSummary(template) {
            out += "\(summary.title): \(summary.runtimeCards) cards when played, \(summary.timeText).\n\n"
        }
        return out + "```yaml\n\(Self.exampleText(template).trimmingTrailingNewlines)\n```\n"
    }
}

extension String {
    var trimmingTrailingNewlines: String {
        var text = self
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
