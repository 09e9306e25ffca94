/// Drafts of routines written as text whose steps seqc once misread: a schedule of start
/// times (`21:00 – Varm dusch`, `- 07.30 Frühstück`, `8h00 : réveil`, `9am stretch`, a
/// Markdown table with a time column), steps led by a count (`20 push ups`,
/// `15 Kniebeugen`), and checkbox glyphs as list marks (`☐`, `✅`, `✔`). Each comes with
/// the routine it means, or none when it has no one reading (times that go back, one
/// clocked line, times in two forms, a count that is a measure). Seeded.
struct TextListDraftGenerator {
    private var random: SplitMix

    init(seed: UInt64) { random = SplitMix(state: seed) }

    struct Draft {
        let text: String
        /// The canonical routine meant; nil when the text must not build.
        let canonical: String?
    }

    static let activities = [
        "Stäng av skärmar", "Varm dusch", "Läsa en bok", "Aufstehen", "Frühstück", "Zähne putzen", "Réveil", "Petit déjeuner",
        "Douche froide", "Desayuno", "Ducha", "Leer un libro", "Wake up", "Stretch", "Journal", "Meditate", "Colazione",
    ]
    static let exercises = [
        "push ups", "Kniebeugen", "pompes", "sentadillas", "power breaths", "rectas", "burpees", "Hampelmänner", "squats",
        "fentes", "abdominales", "sit-ups",
    ]

    /// A schedule of increasing start times in one form, as lines, list items or a table.
    mutating func schedule(_ index: Int) -> Draft {
        let count = Int.random(in: 2...5, using: &random)
        let titles = Array(Self.activities.shuffled(using: &random).prefix(count))
        var minutes = Int.random(in: 5 * 60...18 * 60, using: &random)
        var starts: [Int] = []
        for _ in titles {
            starts.append(minutes)
            minutes += pick([5, 10, 15, 20, 30, 45, 60])
        }
        let form = index % 4
        let lastTimed = Bool.random(using: &random) && index % 5 != 4
        let written = zip(starts, titles).map { (clock($0, form: form), $1) }
        var steps = written.map { "\($0) \(pick(["–", "-", ":", ""])) \($1)".replacingDoubleSpaces }
        if lastTimed { steps[steps.count - 1] += " (10 min)" }
        let text: [String]
        if index % 5 == 4 {
            let header = pick(["| Time | Activity |", "| Zeit | Aktivität |", "| Heure | Activité |", "| Hora | Actividad |"])
            text = ["# Day \(index)", "", header, "|---|---|"] + written.map { "| \($0) | \($1) |" }
        } else {
            let marker = pick(["", "- ", "* ", "1. ", "☐ "])
            text = ["Day \(index)", ""] + steps.map { marker == "1. " ? "1. \($0)" : marker + $0 }
        }
        var intent = ["title: Day \(index)", "cards:"]
        for (position, title) in titles.enumerated() {
            if position + 1 < titles.count {
                intent += ["  - countdown: \(title)", "    duration: \(starts[position + 1] - starts[position])m"]
            } else if lastTimed {
                intent += ["  - countdown: \(title)", "    duration: 10m"]
            } else {
                intent += ["  - info: \(title)"]
            }
        }
        return Draft(text: text.joined(separator: "\n") + "\n", canonical: intent.joined(separator: "\n") + "\n")
    }

    /// Lines led by times of day with no one reading: one line alone among steps, times
    /// going back, times in two forms, a step stating a length other than its gap.
    mutating func ambiguousSchedule(_ index: Int) -> Draft {
        let titles = Array(Self.activities.shuffled(using: &random).prefix(3))
        let lines: [String]
        switch index % 4 {
        case 0: lines = ["- \(clock(21 * 60, form: 0)) – \(titles[0])", "- \(titles[1]) 10 min", "- \(titles[2]) 5 min"]
        case 1:
            lines = [
                "\(clock(9 * 60, form: 0)) \(titles[0])", "\(clock(8 * 60, form: 0)) \(titles[1])",
                "\(clock(10 * 60, form: 0)) \(titles[2])",
            ]
        case 2:
            lines = [
                "- \(clock(7 * 60, form: 0)) \(titles[0])", "- \(clock(7 * 60 + 30, form: 1)) \(titles[1])",
                "- \(clock(8 * 60, form: 0)) \(titles[2])",
            ]
        default: lines = ["- 7:00 \(titles[0]) 10 min", "- 7:30 \(titles[1])", "- 8:00 \(titles[2])"]
        }
        return Draft(text: (["# Day \(index)", ""] + lines).joined(separator: "\n") + "\n", canonical: nil)
    }

    /// A list of steps, some timed, some led by a count (`20 push ups`): the count is reps.
    mutating func countLed(_ index: Int) -> Draft {
        let marker = pick(["- ", "* ", "1. ", "☐ ", "✅ ", "✔ ", "□ ", "▢ ", "- [ ] ", "* [x] ", ""])
        let minutes = Int.random(in: 1...9, using: &random)
        let timed = pick(["Plank", "Stretch", "Meditation", "Dehnen", "Gainage"])
        let exercises = Array(Self.exercises.shuffled(using: &random).prefix(Int.random(in: 1...3, using: &random)))
        var text = ["# Workout \(index)", "", "\(marker)\(timed) \(minutes) min"]
        var intent = ["title: Workout \(index)", "cards:", "  - countdown: \(timed)", "    duration: \(minutes)m"]
        for exercise in exercises {
            let reps = Int.random(in: 2...40, using: &random)
            text.append("\(marker)\(reps) \(exercise)")
            intent += ["  - repetition: \(exercise.prefix(1).uppercased() + exercise.dropFirst())", "    reps: \(reps)"]
        }
        return Draft(text: text.joined(separator: "\n") + "\n", canonical: intent.joined(separator: "\n") + "\n")
    }

    /// Untimed lines whose number is no count of reps (a measure, a range, a number in a
    /// name), among timed steps: they stay what they are, an info card or a checklist item.
    mutating func countNearMiss(_ index: Int) -> Draft {
        let line = pick([
            "2 glasses of water", "1 cup of tea", "3 Liter Wasser", "2 verres d'eau", "500 ml agua", "4-7-8 breathing",
            "5k run", "8 to 12 squats", "1st round", "2 kg rice",
        ])
        let text = ["# Morning \(index)", "", "- [ ] \(line)", "- [ ] Stretch 5 min"]
        let title = line.prefix(1).uppercased() + line.dropFirst()
        let intent = [
            "title: Morning \(index)", "cards:", "  - checklist: Morning \(index)", "    items: [\"\(title)\"]",
            "  - countdown: Stretch", "    duration: 5m",
        ]
        return Draft(text: text.joined(separator: "\n") + "\n", canonical: intent.joined(separator: "\n") + "\n")
    }

    /// A checklist whose items a notes app marks with a glyph, with timed steps: every
    /// line is a step, none dropped.
    mutating func glyphChecklist(_ index: Int) -> Draft {
        let glyph = pick(["☐", "☑", "✅", "□", "▢", "⬜", "✓", "✔", "✔️", "☒", "- ☐"])
        let items = Array(
            ["Glass of water", "Zähne putzen", "Faire le lit", "Hacer la cama", "Vitamins"].shuffled(using: &random).prefix(2))
        let minutes = Int.random(in: 2...9, using: &random)
        let text = ["Morning \(index)", ""] + items.map { "\(glyph) \($0)" } + ["\(glyph) journal – \(minutes) min"]
        let intent = [
            "title: Morning \(index)", "cards:", "  - checklist: Morning \(index)", "    items: [\(items.joined(separator: ", "))]",
            "  - countdown: Journal", "    duration: \(minutes)m",
        ]
        return Draft(text: text.joined(separator: "\n") + "\n", canonical: intent.joined(separator: "\n") + "\n")
    }

    /// Lines led by a glyph the reader knows as no mark (`⭕`, `🔸`): the untimed ones
    /// are never dropped, so the text gets no fix.
    mutating func unknownGlyph(_ index: Int) -> Draft {
        let glyph = pick(["⭕", "🔸", "✳", "❖", "※"])
        let text = ["Morning \(index)", "", "\(glyph) Glass of water", "\(glyph) Make the bed", "\(glyph) Journal – 5 min"]
        return Draft(text: text.joined(separator: "\n") + "\n", canonical: nil)
    }

    /// `minutes` after midnight written in one of four forms: `21:05`, `07.30`, `8h00`, `9:30pm`.
    private func clock(_ minutes: Int, form: Int) -> String {
        let (hour, minute) = (minutes / 60, minutes % 60)
        let twoDigits = minute < 10 ? "0\(minute)" : "\(minute)"
        switch form {
        case 0: return "\(hour):\(twoDigits)"
        case 1: return "\(hour < 10 ? "0" : "")\(hour).\(twoDigits)"
        case 2: return "\(hour)h\(twoDigits)"
        default:
            let twelve = hour % 12 == 0 ? 12 : hour % 12
            return minute == 0 ? "\(twelve)\(hour < 12 ? "am" : "pm")" : "\(twelve):\(twoDigits) \(hour < 12 ? "am" : "pm")"
        }
    }

    private mutating func pick<T>(_ choices: [T]) -> T { choices[Int.random(in: 0..<choices.count, using: &random)] }
}

extension String {
    fileprivate var replacingDoubleSpaces: String {
        split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }
}
