import SeqcCompiler
import SeqcModel

/// The section an AI prompt builder puts in front of a model so it writes valid routines:
/// generated from ``Language``, the limits and the templates, never written by hand.
public struct Prompt: Sendable {
    /// The templates shown as worked examples.
    public let examples: [Template]

    /// The prompt with the templates that together show the most kinds.
    public init(templates: [Template] = TemplateCatalog.all, exampleCount: Int = 2) {
        examples = Self.covering(templates, count: exampleCount)
    }

    /// Greedy: each pick adds the most kinds not shown yet; ties go to the earlier name.
    static func covering(_ templates: [Template], count: Int) -> [Template] {
        var chosen: [Template] = []
        var shown: Set<CardKind> = []
        let kinds = Dictionary(templates.map { ($0.name, TemplateSummary($0)?.kinds ?? []) }, uniquingKeysWith: { a, _ in a })
        while chosen.count < count {
            let remaining = templates.filter { !chosen.contains($0) }
            guard
                let best = remaining.max(by: { a, b in
                    let gainA = Set(kinds[a.name] ?? []).subtracting(shown).count
                    let gainB = Set(kinds[b.name] ?? []).subtracting(shown).count
                    return gainA != gainB ? gainA < gainB : a.name > b.name
                })
            else { break }
            chosen.append(best)
            shown.formUnion(kinds[best.name] ?? [])
        }
        return chosen
    }

    static let introduction =
        "You write timer routines for seqc. Answer with one YAML document: a routine file in the seqc routine language, version \(Language.version). An app plays its cards one after another."

    /// What the prompt shows of blocks: the first built-in template with a `repeat` block
    /// (templates build with `--strict`, so the example draws no warning), else a routine
    /// around ``RepeatBlock/example``.
    package static let repeatExample: String = {
        if let template = TemplateCatalog.all.first(where: { $0.source.contains("- \(RepeatBlock.key):") }) {
            return exampleText(template).trimmingTrailingNewlines + "\n"
        }
        return "title: Circuit\ncards:\n" + RepeatBlock.example.split(separator: "\n").map { "  \($0)\n" }.joined()
    }()

    /// An example's text without its editor modeline, which points into seqc's repository.
    static func exampleText(_ template: Template) -> String {
        template.source.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("# yaml-language-server:") }.joined(separator: "\n")
    }
}
