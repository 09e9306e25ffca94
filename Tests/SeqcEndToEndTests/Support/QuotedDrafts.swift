/// Drafts whose titles, texts and durations a word processor or a model wrapped in
/// typographic quotes (`“…”`, `‘…’`, `«…»`, `„…“`, `»…«`, `”…”`), in YAML or JSON, with
/// apostrophes inside words; and, with no one reading, two quoted words in one title
/// (kept as written) or a quote left open (no fix). Seeded.
struct QuotedDrafts {
    private var random: SplitMix

    init(seed: UInt64) { random = SplitMix(state: seed) }

    static let pairs: [(String, String)] = [("“", "”"), ("‘", "’"), ("«", "»"), ("„", "“"), ("»", "«"), ("”", "”"), ("« ", " »")]
    static let titles = ["Child’s pose", "Pigeon pose", "Savasana", "Dehnen", "Étirement", "Downward dog", "Cat–cow", "Mountain’s rest"]

    /// A routine whose every text and duration is wrapped in typographic quotes.
    mutating func routine(_ index: Int) -> StructureDrafts.Draft {
        let json = Bool.random(using: &random)
        let title = "Evening \(index)"
        var draft: [(String, [(String, String)])] = []
        var intent = ["title: \(title)", "cards:"]
        for position in 0..<Int.random(in: 2...4, using: &random) {
            let name = pick(Self.titles)
            let (written, seconds) = pick([
                ("2m", 120), ("90s", 90), ("45", 45), ("1:30", 90), ("5 min", 300), ("30 seconds", 30), ("1 min 15", 75),
            ])
            let kind = position > 0 && Bool.random(using: &random) ? "rest" : "countdown"
            draft.append((kind, [(kind, quote(name)), ("duration", quote(written))]))
            intent += ["  - \(kind): \(name)", "    duration: \(seconds)"]
        }
        if Bool.random(using: &random) {
            let text = "Breathe, don’t hold"
            draft.append(("info", [("info", quote("Note")), ("text", quote(text))]))
            intent += ["  - info: Note", "    text: \(text)"]
        }
        return StructureDrafts.Draft(
            name: "quoted-\(index)", text: Self.render(title: quote(title), cards: draft, json: json), ext: json ? "json" : "yaml",
            intent: intent.joined(separator: "\n") + "\n")
    }

    /// A routine whose one card title quotes two words: the quotes are the title's own.
    mutating func twoQuotedWords(_ index: Int) -> StructureDrafts.Draft {
        let (open, close) = pick(Self.pairs.filter { $0.0 != $0.1 && !$0.0.hasSuffix(" ") })
        let name = "\(open)Hold\(close) or \(open)flow\(close)"
        let text = "title: Kept \(index)\ncards:\n  - countdown: \(name)\n    duration: \(open)45s\(close)\n"
        let intent = "title: Kept \(index)\ncards:\n  - countdown: \(name)\n    duration: 45\n"
        return StructureDrafts.Draft(name: "two-quoted-\(index)", text: text, ext: "yaml", intent: intent)
    }

    /// A duration whose quote is left open: no reading, so nothing builds.
    mutating func openQuote(_ index: Int) -> StructureDrafts.Draft {
        let (open, _) = pick(Self.pairs)
        let text = "title: Open \(index)\ncards:\n  - countdown: Plank\n    duration: \(open)\(pick(["2m", "45", "1:30"]))\n"
        return StructureDrafts.Draft(name: "open-quote-\(index)", text: text, ext: "yaml", intent: StructureDrafts.noReading)
    }

    private mutating func quote(_ text: String) -> String {
        let (open, close) = pick(Self.pairs)
        return open + text + close
    }

    private static func render(title: String, cards: [(String, [(String, String)])], json: Bool) -> String {
        if json {
            let items = cards.map { "    {" + $0.1.map { "\"\($0.0)\": \"\($0.1)\"" }.joined(separator: ", ") + "}" }
            return "{\n  \"title\": \"\(title)\",\n  \"cards\": [\n" + items.joined(separator: ",\n") + "\n  ]\n}\n"
        }
        var lines = ["title: \(title)", "cards:"]
        for card in cards {
            for (offset, pair) in card.1.enumerated() { lines.append((offset == 0 ? "  - " : "    ") + "\(pair.0): \(pair.1)") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private mutating func pick<T>(_ choices: [T]) -> T { choices[Int.random(in: 0..<choices.count, using: &random)] }
}
