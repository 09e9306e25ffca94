import SeqcCompiler
import SeqcModel

extension RuleID {
    public static let titleTooLong: RuleID = "title-too-long"
}

extension RuleDefinition {
    /// About what a lock-screen Live Activity or a watch face shows on one line.
    static let maxTitleLength = 32

    static let titleTooLong = RuleDefinition(
        id: .titleTooLong, defaultSeverity: .warning,
        summary: "A title is longer than a lock screen shows (\(maxTitleLength) characters).",
        rationale: """
            While a routine plays, its title and the current card's title appear on the lock screen \
            and on a watch, where about \(maxTitleLength) characters fit on a line; the rest is cut \
            off mid-word. An interval's title grows when it expands (`Sprints - Work 8/8`), so that \
            longest form is what counts. Length is display width, as on screen: a Chinese, Japanese \
            or Korean character or an emoji takes two columns. Put details in an info card's `text` or the routine's `summary`.
            """,
        triggering: [
            RuleExample(
                """
                title: Morning
                cards:
                  - countdown: ↓朝のストレッチと腕回しと軽いジョギング
                    duration: 5m
                """),
            RuleExample(
                """
                title: Morning
                cards:
                  - countdown: ↓Warm up slowly with arm circles and lunges
                    duration: 5m
                  - interval: ↓Hill sprints at full effort
                    work: 30s
                    rest: 15s
                    rounds: 10
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                title: Morning
                cards:
                  - countdown: Warm up
                    duration: 5m
                  - interval: Hill sprints
                    work: 30s
                    rest: 15s
                    rounds: 10
                """)
        ],
        check: .routine { context in
            var findings: [Finding] = []
            let routineTitle = context.sequence.title
            if let range = context.syntax.fields["title"]?.valueRange, isTooWide(routineTitle) {
                findings.append(
                    Finding(
                        at: range, "the routine title is \(length(routineTitle)); a lock screen shows about \(maxTitleLength)",
                        help: "shorten it, and move the details to 'summary'"))
            }
            for card in context.cards {
                // Its length first: an interval's longest title is made only when it may be too long.
                guard card.longestRuntimeTitleLength > maxTitleLength else { continue }
                let shown = card.longestRuntimeTitle
                guard isTooWide(shown) else { continue }
                let message =
                    shown == card.card.title
                    ? "this title is \(length(shown)); a lock screen shows about \(maxTitleLength)"
                    : "this title becomes '\(shown)' when the interval expands: \(length(shown)), and a lock screen shows about \(maxTitleLength)"
                findings.append(Finding(at: card.syntax.titleRange, message, help: "shorten it; put details in an info card's 'text'"))
            }
            return findings
        }
    )
}

/// Whether `title` takes more columns than a lock screen shows. No character takes more
/// columns than it has UTF-8 bytes (a wide one has three or four), so a title of few
/// bytes, as nearly every title is, is not measured.
private func isTooWide(_ title: String) -> Bool {
    title.utf8.count > RuleDefinition.maxTitleLength && DisplayWidth.of(title) > RuleDefinition.maxTitleLength
}

/// `40 characters`, or `20 characters, 40 columns wide` when wide characters make them differ.
private func length(_ title: String) -> String {
    let width = DisplayWidth.of(title)
    return title.count == width ? "\(width) characters" : "\(title.count) characters, \(width) columns wide"
}

extension AuthoredCard {
    /// The length in UTF-8 bytes of ``longestRuntimeTitle``, without making it.
    var longestRuntimeTitleLength: Int {
        guard case .interval(let interval) = card.content else { return card.title.utf8.count }
        return Expansion.phaseTitleLength(card.title, phase: .work, round: interval.rounds, rounds: interval.rounds)
    }

    /// The longest title the player shows for this card, after expansion.
    var longestRuntimeTitle: String {
        guard case .interval(let interval) = card.content else { return card.title }
        return Expansion.phaseTitle(card.title, phase: .work, round: interval.rounds, rounds: interval.rounds)
    }
}
