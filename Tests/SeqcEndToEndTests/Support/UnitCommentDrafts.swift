/// Drafts whose comment says their bare numbers are minutes (`# all durations in minutes`,
/// `# Zeiten in Minuten`, `// durées en minutes` in JSON), in the vocabulary's languages,
/// above the routine, after `cards:`, at the end or after a value; and drafts whose comment
/// speaks of minutes in prose or as a length (`# take a few minutes`, `# 5 minutes to
/// settle`), whose bare numbers stay seconds. Seeded.
struct UnitCommentDrafts {
    private var random: SplitMix

    init(seed: UInt64) { random = SplitMix(state: seed) }

    /// Comments stating the unit, by language.
    static let statements = [
        "all durations in minutes", "durations are minutes", "unit: min", "(minutes)", "times in mins", "Alle Zeiten in Minuten",
        "Dauer in Min.", "durées en minutes", "tiempos en minutos", "duración: minutos", "durate in minuti", "tempos em minutos",
        "tijden in minuten", "MINUTES", "values = minutes",
    ]
    /// Comments naming minutes that say nothing of a bare number's unit.
    static let prose = [
        "take a few minutes to settle first", "5 minutes of quiet before you start", "ein paar Minuten Ruhe", "quelques minutes de calme",
        "rest a minute if needed", "warm-up in minutes, sprints in seconds",
    ]
    static let titles = ["Walk", "Easy jog", "Gehen", "Marche", "Caminar", "Camminata", "Wandelen", "Caminhada", "Bike", "Sauna"]

    /// A routine of bare numbers a comment puts in minutes; its intent writes them so.
    mutating func minutes(_ index: Int) -> StructureDrafts.Draft {
        let cards = (0..<Int.random(in: 2...4, using: &random)).map { position in
            (position > 0 && Bool.random(using: &random) ? "rest" : "countdown", pick(Self.titles), Int.random(in: 1...45, using: &random))
        }
        let statement = pick(Self.statements)
        let intent = Self.render(title: "Block \(index)", cards: cards.map { ($0.0, $0.1, "\($0.2)m") }, comment: nil, json: false)
        let json = index % 4 == 3
        let text = Self.render(
            title: "Block \(index)", cards: cards.map { ($0.0, $0.1, "\($0.2)") }, comment: statement, json: json, place: index)
        return StructureDrafts.Draft(name: "unit-comment-\(index)", text: text, ext: json ? "json" : "yaml", intent: intent)
    }

    /// A routine of bare seconds whose comment speaks of minutes in passing: it builds as written.
    mutating func prose(_ index: Int) -> StructureDrafts.Draft {
        let cards = (0..<Int.random(in: 2...3, using: &random)).map { _ in
            ("countdown", pick(Self.titles), "\(Int.random(in: 20...50, using: &random))")
        }
        let text = Self.render(title: "Quiet \(index)", cards: cards, comment: pick(Self.prose), json: false, place: index)
        let intent = Self.render(title: "Quiet \(index)", cards: cards, comment: nil, json: false)
        return StructureDrafts.Draft(name: "prose-comment-\(index)", text: text, ext: "yaml", intent: intent)
    }

    private static func render(title: String, cards: [(String, String, String)], comment: String?, json: Bool, place: Int = 0) -> String {
        if json {
            let items = cards.map { "    {\"\($0.0)\": \"\($0.1)\", \"duration\": \($0.2)}" }.joined(separator: ",\n")
            return "// \(comment ?? "")\n{\n  \"title\": \"\(title)\",\n  \"cards\": [\n\(items)\n  ]\n}\n"
        }
        var lines = ["title: \(title)", "cards:"]
        for card in cards { lines += ["  - \(card.0): \(card.1)", "    duration: \(card.2)"] }
        if let comment {
            switch place % 4 {
            case 0: lines.insert("# \(comment)", at: 0)
            case 1: lines[1] += "  # \(comment)"
            case 2: lines.append("# \(comment)")
            default: lines.insert("  # \(comment)", at: 2)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private mutating func pick<T>(_ choices: [T]) -> T { choices[Int.random(in: 0..<choices.count, using: &random)] }
}
