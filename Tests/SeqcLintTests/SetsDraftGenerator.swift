/// Drafts of sets of one exercise written as a value or text (``WrittenSets``): `3x10`,
/// `3 sets of 10 reps`, `10 reps x 3 sets`, `3 Sätze à 12 Wdh.`, `3 séries de 10
/// répétitions`, `3 series de 10 repeticiones`, `3 x 30s`, with a rest between the sets in
/// the same text or as a key, in a repetition's `reps` (YAML and JSON), in lines of text,
/// and in a table (tab, semicolon or Markdown). Each means a `repeat` of the exercise's
/// rounds around one card; the near-misses (a range of sets or reps, a third factor, a set
/// word after the reps) have no one reading. Seeded.
struct SetsDraftGenerator {
    private var random: SplitMix

    init(seed: UInt64) { random = SplitMix(state: seed) }

    struct Draft {
        let text: String
        /// The canonical routine meant; nil when the sets have no one reading.
        let canonical: String?
    }

    static let titles = ["Push-ups", "Kniebeugen", "Sentadillas", "Pompes", "Bench press", "Rudern", "Dips", "Fentes", "Zancadas"]

    /// Sets of reps in each language's words, sets first unless the words say otherwise.
    private mutating func repsText(_ sets: Int, _ reps: Int) -> String {
        pick([
            "\(sets)x\(reps)", "\(sets) x \(reps)", "\(sets)×\(reps)", "\(sets) * \(reps)", "\(sets) sets of \(reps)",
            "\(sets) sets x \(reps) reps", "\(reps) reps x \(sets) sets", "\(sets) Sätze à \(reps) Wdh.",
            "\(sets) séries de \(reps) répétitions", "\(sets) series de \(reps) repeticiones", "\(sets)x\(reps) reps",
            "\(sets) Sätze x \(reps) Wiederholungen",
        ])
    }

    /// A rest between sets written after the sets, in each language's words.
    private mutating func restText(_ seconds: Int) -> String {
        pick([", rest \(seconds)s", " (\(seconds)s rest)", ", \(seconds) Sek. Pause", ", repos \(seconds) s", ", descanso \(seconds) s"])
    }

    /// One draft: sets of reps or of a time, written where `index` says.
    mutating func draft(_ index: Int) -> Draft {
        let title = pick(Self.titles)
        let sets = Int.random(in: 2...6, using: &random)
        let reps = Int.random(in: 5...15, using: &random)
        let rest = index % 3 == 0 ? nil : pick([30, 45, 60, 90])
        let scheme = repsText(sets, reps) + (rest.map { restText($0) } ?? "")
        var intent = ["title: Sets", "cards:", "  - repeat: \(title)", "    rounds: \(sets)"]
        if let rest { intent.append("    rest: \(rest)s") }
        intent += ["    cards:", "      - repetition: \(title)", "        reps: \(reps)"]
        let canonical = intent.joined(separator: "\n") + "\n"
        switch index % 8 {
        case 4: return Draft(text: "title: Sets\ncards:\n  - \(title): \"\(scheme)\"\n", canonical: canonical)
        case 5: return Draft(text: "title: Sets\ncards:\n  - exercise: \(title)\n    sets: \"\(scheme)\"\n", canonical: canonical)
        case 6 where rest == nil: return Draft(text: "title: Sets\ncards:\n  - \(title) \(scheme)\n", canonical: canonical)
        case 6: return Draft(text: "# Sets\n\n- \(title): \(scheme)\n", canonical: canonical)
        case 0: return Draft(text: "title: Sets\ncards:\n  - repetition: \(title)\n    reps: \"\(scheme)\"\n", canonical: canonical)
        case 1:
            let json = "{\"title\": \"Sets\", \"cards\": [{\"repetition\": \"\(title)\", \"reps\": \"\(scheme)\"}]}\n"
            return Draft(text: json, canonical: canonical)
        case 2: return Draft(text: "Sets\n\(title): \(scheme)\n", canonical: canonical)
        case 7:
            let rows = rest.map { "| Exercise | Sets | Reps | Rest |\n|---|---|---|---|\n| \(title) | \(sets) | \(reps) | \($0)s |\n" }
            let german = "| Übung | Sätze | Wdh. |\n|---|---|---|\n| \(title) | \(sets) | \(reps) |\n"
            return Draft(text: rows ?? german, canonical: canonical.replacingTitle())
        default:
            let rows = rest.map { "Exercise\tSets x Reps\tRest (s)\n\(title)\t\(sets) x \(reps)\t\($0)\n" }
            return Draft(text: rows ?? "Exercise;Sets;Reps\n\(title);\(sets);\(reps)\n", canonical: canonical.replacingTitle())
        }
    }

    /// Sets of a time (`3 x 30s`) in a countdown's value or a line: a block of rounds
    /// around the countdown.
    mutating func timed(_ index: Int) -> Draft {
        let title = pick(["Plank", "Wall sit", "Planke", "Gainage"])
        let sets = Int.random(in: 2...5, using: &random)
        let seconds = pick([20, 30, 45])
        let written = pick([
            "\(sets) x \(seconds)s", "\(sets)x\(seconds)s", "\(sets) sets of \(seconds) seconds", "\(sets) x \(seconds) sec",
            "\(seconds)s x \(sets)", "\(seconds) sec hold, \(sets) times", "\(seconds) Sek., \(sets) Mal",
            "\(sets) séries de \(seconds) secondes",
        ])
        let canonical =
            "title: Sets\ncards:\n  - repeat: \(title)\n    rounds: \(sets)\n    cards:\n      - countdown: \(title)\n"
            + "        duration: \(seconds)s\n"
        if index % 2 == 0 {
            return Draft(text: "title: Sets\ncards:\n  - countdown: \(title)\n    duration: \(written)\n", canonical: canonical)
        }
        return Draft(text: "Sets\n\(title): \(written)\n", canonical: canonical)
    }

    /// A near-miss: a range of sets or reps, a third factor, a set word after the reps, or
    /// a rest with no unit; no one reading, so it must not build.
    mutating func ambiguous(_ index: Int) -> Draft {
        let title = pick(Self.titles)
        let value = pick([
            "3-5 x 10", "3x10-12", "5x5x5", "3 x 10 sets", "10x3 sets", "3 sets of 8-12", "3 à 4 séries de 10", "3x10, rest 90",
            "3 x 10 x 30s",
        ])
        switch index % 5 {
        case 0: return Draft(text: "title: Sets\ncards:\n  - repetition: \(title)\n    reps: \"\(value)\"\n", canonical: nil)
        case 1: return Draft(text: "title: Sets\ncards:\n  - \(title) \(value)\n", canonical: nil)
        case 2: return Draft(text: "title: Sets\ncards:\n  - \(title): \"\(value)\"\n", canonical: nil)
        case 3: return Draft(text: "# Sets\n\n- \(title) \(value)\n- Plank 60s\n", canonical: nil)
        default: return Draft(text: "Sets\n\(title): \(value)\n", canonical: nil)
        }
    }

    private mutating func pick<T>(_ choices: [T]) -> T { choices[Int.random(in: 0..<choices.count, using: &random)] }
}

extension String {
    /// A table has no title line: the routine takes the default title.
    fileprivate func replacingTitle() -> String { "title: Routine" + dropFirst("title: Sets".count) }
}
