import ArgumentParser
import SeqcAuthoring
import SeqcLint
import SeqcModel

/// `seqc templates`: list the starter routines built into seqc.
struct TemplatesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "templates",
        abstract: "List the starter routines built into seqc.",
        discussion: """
            Each template is one of seqc's example routines. Start a routine from one
            with 'seqc new TEMPLATE'.

            Examples:
              seqc templates
              seqc templates --format json | jq '.templates[].name'
            """
    )

    @Option(help: "Output format: text or json.")
    var format: ListingFormat = .text

    func run() throws {
        let summaries = TemplateCatalog.all.compactMap(TemplateSummary.init)
        switch format {
        case .json:
            Terminal.standardOutput.write(JSONValue.object(["templates": .array(summaries.map(\.json))]).text)
        case .text:
            Terminal.standardOutput.write(summaries.map(block).joined(separator: "\n"))
        }
    }

    private func block(_ template: TemplateSummary) -> String {
        var lines = ["\(template.name): \(template.title)"]
        if let summary = template.summary { lines.append("  \(summary)") }
        lines.append("  kinds: \(template.kinds.map(\.rawValue).joined(separator: ", "))")
        lines.append("  \(template.runtimeCards) runtime card\(template.runtimeCards == 1 ? "" : "s"), \(template.timeText)")
        return lines.joined(separator: "\n") + "\n"
    }
}
