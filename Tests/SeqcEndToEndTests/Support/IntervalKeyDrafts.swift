import SeqcCompiler

/// Interval cards with a `duration` (or its word in another language) that names neither
/// work nor rest: the interval in shorthand (`30/30 x 10`, `8 x 20s/10s`, `45s / 15s x 6`,
/// `8 rounds 20s work 10s rest`), or its whole length beside work and rest; in YAML and JSON.
/// A length that is no whole number of rounds, and bare shorthand numbers small enough to be
/// minutes (`4/1 x 5`), have no one reading and must not build. Seeded.
struct IntervalKeyDrafts {
    private var random: SplitMix

    init(seed: UInt64) { random = SplitMix(state: seed) }

    static let titles = ["Row sprints", "Bike", "Burpees", "Sprints", "Rudern", "Fractionné", "Series", "Ripetute", "Tiros"]
    static let keys = ["duration", "Dauer", "durée", "duración", "duration", "durata", "duur"]

    /// An interval written in shorthand under a duration key.
    mutating func shorthand(_ index: Int) -> StructureDrafts.Draft {
        let work = pick([20, 30, 40, 45, 60]), rest = pick([10, 15, 20, 30, 60]), rounds = Int.random(in: 3...12, using: &random)
        let written = pick([
            "\(work)/\(rest) x \(rounds)", "\(rounds) x \(work)/\(rest)", "\(rounds) x \(work)s/\(rest)s",
            "\(work)s / \(rest)s x \(rounds)",
            "\(rounds)x \(work)s/\(rest)s", "\(rounds) x \(work)s on / \(rest)s off", "\(rounds) rounds \(work)s work \(rest)s rest",
        ])
        return draft(
            "interval-shorthand-\(index)", fields: [(pick(Self.keys), written)], intent: (work, rest, rounds), json: index % 3 == 2)
    }

    /// An interval whose length is given beside its work and rest, a whole number of rounds.
    mutating func length(_ index: Int) -> StructureDrafts.Draft {
        let work = pick([20, 30, 40, 45]), rest = pick([10, 15, 20, 30]), rounds = Int.random(in: 2...10, using: &random)
        let total = DurationText.text(rounds * (work + rest))
        var fields = [("work", "\(work)s"), ("rest", "\(rest)s")]
        fields.insert((pick(Self.keys), total), at: Int.random(in: 0...2, using: &random))
        return draft("interval-length-\(index)", fields: fields, intent: (work, rest, rounds), json: index % 3 == 1)
    }

    /// A list of strings with a titled interval among them (`Hill repeats: 6 x 45s up / 90s jog down`).
    mutating func titledString(_ index: Int) -> StructureDrafts.Draft {
        let work = pick([20, 30, 45, 60, 120]), rest = pick([15, 30, 60, 90]), rounds = Int.random(in: 3...10, using: &random)
        let title = pick(["Hill repeats", "Tempo", "Bergauf", "Côtes", "Cuestas", "Salite", "Heuvels"])
        let phases = pick([
            "\(DurationText.text(work)) up / \(DurationText.text(rest)) jog down", "\(work)s / \(rest)s",
            "\(DurationText.text(work)) hard / \(DurationText.text(rest)) easy", "\(work) Sek / \(rest) Sek",
        ])
        let body = pick(["\(rounds) x \(phases)", "\(rounds)x \(phases)"])
        let separator = pick([": ", " - ", " – "])
        let warm = Int.random(in: 5...15, using: &random)
        let text = "title: Session\ncards:\n  - \"Warm-up jog: \(warm) min\"\n  - \"\(title)\(separator)\(body)\"\n"
        let intent =
            "title: Session\ncards:\n  - countdown: Warm-up jog\n    duration: \(warm)m\n"
            + "  - interval: \(title)\n    work: \(work)s\n    rest: \(rest)s\n    rounds: \(rounds)\n"
        return StructureDrafts.Draft(name: "titled-interval-\(index)", text: text, ext: "yaml", intent: intent)
    }

    /// A length that is no whole number of rounds, or a bare shorthand that may be minutes: no fix.
    mutating func ambiguous(_ index: Int) -> StructureDrafts.Draft {
        let fields =
            index % 2 == 0
            ? [("duration", "\(pick([3, 4]))m"), ("work", "40s"), ("rest", "\(pick([25, 35]))s")]
            : [("duration", "\(pick([2, 3, 4]))/\(pick([1, 2])) x \(pick([4, 5, 6]))")]
        var draft = draft("interval-ambiguous-\(index)", fields: fields, intent: (1, 1, 1), json: false)
        draft.intent = StructureDrafts.noReading
        return draft
    }

    private func draft(_ name: String, fields: [(String, String)], intent: (Int, Int, Int), json: Bool) -> StructureDrafts.Draft {
        let title = Self.titles[name.count % Self.titles.count]
        let text: String
        if json {
            let pairs = fields.map { "\"\($0.0)\": \"\($0.1)\"" }.joined(separator: ", ")
            text =
                "{\"title\": \"Intervals\", \"cards\": [\n  {\"interval\": \"\(title)\", \(pairs)},\n  {\"countdown\": \"Cool down\", \"duration\": \"5m\"}\n]}\n"
        } else {
            text =
                "title: Intervals\ncards:\n  - interval: \(title)\n" + fields.map { "    \($0.0): \($0.1)\n" }.joined()
                + "  - countdown: Cool down\n    duration: 5m\n"
        }
        let expected =
            "title: Intervals\ncards:\n  - interval: \(title)\n    work: \(intent.0)s\n    rest: \(intent.1)s\n    rounds: \(intent.2)\n"
            + "  - countdown: Cool down\n    duration: 5m\n"
        return StructureDrafts.Draft(name: name, text: text, ext: json ? "json" : "yaml", intent: expected)
    }

    private mutating func pick<T>(_ choices: [T]) -> T { choices[Int.random(in: 0..<choices.count, using: &random)] }
}
