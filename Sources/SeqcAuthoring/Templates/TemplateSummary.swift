import SeqcCompiler
import SeqcModel

/// What `seqc templates` says about a template: what it is and what it becomes.
public struct TemplateSummary: Sendable, Hashable {
    public let name: String
    public let title: String
    public let summary: String?
    /// The kinds its authored cards use, in ``CardKind`` order.
    public let kinds: [CardKind]
    public let runtimeCards: Int
    public let timing: TimingSummary

    /// Nil when the template does not compile, which a test rules out.
    public init?(_ template: Template) {
        guard let document = template.compiled().document else { return nil }
        let used = Set(document.sequence.cards.map(\.kind))
        name = template.name
        title = document.sequence.title
        summary = document.sequence.summary
        kinds = CardKind.allCases.filter(used.contains)
        runtimeCards = document.runtimeCards.count
        timing = TimingSummary(of: document.runtimeCards.map(\.card))
    }

    /// The time range for people: `4:00`, `10:35 to 11:00`, plus untimed cards.
    public var timeText: String { timing.text }

    /// The summary as JSON, for `seqc templates --format json`.
    package var json: JSONValue {
        [
            "name": .string(name),
            "title": .string(title),
            "summary": summary.map(JSONValue.string) ?? .null,
            "kinds": .strings(kinds.map(\.rawValue)),
            "runtimeCards": .int(runtimeCards),
            "minSeconds": .int(timing.minSeconds),
            "maxSeconds": .int(timing.maxSeconds),
            "untimedCards": .int(timing.untimedCards),
        ]
    }
}
