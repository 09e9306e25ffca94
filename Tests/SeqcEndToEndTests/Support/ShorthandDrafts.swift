/// Drafts in the shorthand coaches and runners write sessions in, as text: prime marks
/// (`5'`, `60"`, `1'30"`, `3'30`, `′ ″`), `N x T` with its rest as a pair, in parentheses,
/// after a rest word or in the next part of the line, nesting (`2 x (10 x 30/30) récup 3'
/// entre les séries`), sets around an interval, several steps on a line; in English,
/// German, French, Spanish, Portuguese and Italian. Each draft has its intent; near
/// misses (a bare pair below ten, a rest that may be between rounds or after the set, a
/// number left in the words, two counts, a label over several steps) must not build.
/// Seeded.
struct ShorthandDrafts {
    private var random: SplitMix

    init(seed: UInt64) { random = SplitMix(state: seed) }

    /// One language's words: a session title, warm-up and cool-down steps, efforts, rest
    /// words, the word a rest comes between sets with and the sets' noun (and the block
    /// title it gives), a rounds word.
    struct Words {
        let session: String
        let warm: String
        let cool: String
        let efforts: [String]
        let rests: [String]
        let between: String
        let noun: String
        let nounTitle: String
        let rounds: String
        let pair: (String, String)
    }

    static let languages: [Words] = [
        Words(
            session: "Track session", warm: "easy jog", cool: "cool-down walk", efforts: ["Hills", "Strides", "Repeats"],
            rests: ["rest", "recovery"], between: "between", noun: "sets", nounTitle: "Set", rounds: "rounds", pair: ("run", "walk")),
        Words(
            session: "Lauftraining", warm: "Einlaufen", cool: "Auslaufen", efforts: ["Bergsprint", "Tempoläufe"],
            rests: ["Pause", "Trabpause", "Gehpause"], between: "zwischen den", noun: "Serien", nounTitle: "Serie", rounds: "Runden",
            pair: ("schnell", "locker")),
        Words(
            session: "Séance piste", warm: "échauffement", cool: "retour au calme", efforts: ["Côtes", "Fractionné"],
            rests: ["récup", "repos"], between: "entre les", noun: "séries", nounTitle: "Série", rounds: "tours", pair: ("vite", "lent")),
        Words(
            session: "Entreno", warm: "calentamiento", cool: "vuelta a la calma", efforts: ["Cuestas", "Sombra", "Saco"],
            rests: ["descanso", "desc"], between: "entre", noun: "series", nounTitle: "Serie", rounds: "asaltos",
            pair: ("rápido", "suave")),
        Words(
            session: "Treino", warm: "aquecimento", cool: "desaquecimento", efforts: ["Tiros", "Subidas"],
            rests: ["descanso", "recuperação"], between: "entre as", noun: "séries", nounTitle: "Série", rounds: "voltas",
            pair: ("forte", "leve")),
        Words(
            session: "Allenamento", warm: "riscaldamento", cool: "defaticamento", efforts: ["Ripetute", "Salite"],
            rests: ["recupero", "riposo"], between: "tra le", noun: "serie", nounTitle: "Serie", rounds: "giri", pair: ("veloce", "piano")),
    ]

    /// A duration in seconds as shorthand writes it, in one of its forms.
    private mutating func written(_ seconds: Int) -> String {
        let minutes = seconds / 60
        let rest = seconds % 60
        if minutes == 0 { return pick(["\(seconds)\"", "\(seconds)″", "\(seconds)''", "\(seconds)s"]) }
        if rest == 0 { return pick(["\(minutes)'", "\(minutes)′", "\(minutes) min", "\(minutes)'"]) }
        return pick(["\(minutes)'\(rest)\"", "\(minutes)'\(rest)", "\(minutes)′\(rest)″"])
    }

    private static func duration(_ seconds: Int) -> String {
        let minutes = seconds / 60
        let rest = seconds % 60
        return minutes == 0 ? "\(seconds)s" : rest == 0 ? "\(minutes)m" : "\(minutes)m\(rest)s"
    }

    private static func capitalised(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }

    /// A line of one effort and its intent card(s), in one of the forms.
    private mutating func effort(_ words: Words, form: Int) -> (String, [String]) {
        let rounds = Int.random(in: 3...10, using: &random)
        let work = pick([60, 90, 120, 180, 240, 300])
        let pause = pick([60, 90, 120, 150])
        let title = pick(words.efforts)
        let rest = pick(words.rests)
        func interval(_ name: String, _ work: Int, _ pause: Int, _ count: Int, final: Bool, indent: String = "  ") -> [String] {
            var card = [
                "\(indent)- interval:\(name.isEmpty ? "" : " " + name)", "\(indent)  work: \(Self.duration(work))",
                "\(indent)  rest: \(Self.duration(pause))", "\(indent)  rounds: \(count)",
            ]
            if !final { card.append("\(indent)  finalRest: false") }
            return card
        }
        switch form % 7 {
        case 0:
            let (a, b) = words.pair
            let name = Self.capitalised(a) + "/" + b
            return ("\(rounds)x(\(written(work)) \(a)/\(written(pause)) \(b))", interval(name, work, pause, rounds, final: true))
        case 1:
            let line = "\(title.lowercased()) \(rounds) \(words.rounds) x \(written(work)) (\(written(pause)) \(rest))"
            return (line, interval(title, work, pause, rounds, final: true))
        case 2:
            let line = "\(title.lowercased()) \(rounds) \(words.rounds) de \(written(work)) / \(written(pause)) \(rest)"
            return (line, interval(title, work, pause, rounds, final: true))
        case 3:
            let line = "\(rounds)x\(written(work)), \(words.between) \(words.noun) \(written(pause)) \(rest)"
            return (line, interval("", work, pause, rounds, final: false))
        case 4:
            let (a, b) = (pick([20, 30, 40, 45]), pick([10, 15, 20, 30]))
            let series = Int.random(in: 2...4, using: &random)
            let line = "\(series) x (\(rounds) x \(a)/\(b)) \(rest) \(written(pause)) \(words.between) \(words.noun)"
            let block = [
                "  - repeat: \(words.nounTitle)", "    rounds: \(series)", "    rest: \(Self.duration(pause))", "    cards:",
            ]
            return (line, block + interval("\(a)/\(b)", a, b, rounds, final: false, indent: "      "))
        case 5:
            let line = "\(title.lowercased()) \(rounds)x\(written(work)) + \(written(pause)) \(rest)"
            return (line, interval(title, work, pause, rounds, final: true))
        default:
            let (a, b) = (pick([20, 30, 40]), pick([10, 15, 20]))
            let sets = Int.random(in: 2...6, using: &random)
            let line = "\(title) \(a)/\(b) x\(rounds), \(written(pause)) \(rest) \(words.between) \(words.noun), \(sets) \(words.noun)"
            let block = ["  - repeat: \(title)", "    rounds: \(sets)", "    rest: \(Self.duration(pause))", "    cards:"]
            return (line, block + interval(title, a, b, rounds, final: false, indent: "      "))
        }
    }

    /// A session: a title line, a warm-up, one effort line, a cool-down; the steps on
    /// separate lines, or all on one line joined by commas or ` + `.
    mutating func draft(_ index: Int) -> StructureDrafts.Draft {
        let words = Self.languages[index % Self.languages.count]
        let (line, cards) = effort(words, form: index / Self.languages.count)
        let warm = pick([300, 600, 900, 1200])
        let cool = pick([300, 600])
        let warmLine = index % 2 == 0 ? "\(written(warm)) \(words.warm)" : "\(words.warm) \(written(warm))"
        let coolLine = "\(written(cool)) \(words.cool)"
        let oneLine = index % 3 == 0 && !line.contains(",") && !line.contains("+")
        let text =
            oneLine
            ? "\(words.session)\n\(warmLine)\(pick([", ", " + "]))\(line), \(coolLine)\n"
            : "\(words.session)\n\(warmLine)\n\(line)\n\(coolLine)\n"
        let intent =
            ([
                "title: \(words.session)", "cards:", "  - countdown: \(Self.capitalised(words.warm))",
                "    duration: \(Self.duration(warm))",
            ]
            + cards + ["  - countdown: \(Self.capitalised(words.cool))", "    duration: \(Self.duration(cool))"]).joined(separator: "\n")
            + "\n"
        return StructureDrafts.Draft(name: "shorthand-\(index)", text: text, ext: pick(["txt", "md"]), intent: intent)
    }

    /// A line of shorthand with no one reading, in a session that otherwise reads.
    mutating func nearMiss(_ index: Int) -> StructureDrafts.Draft {
        let words = Self.languages[index % Self.languages.count]
        let rest = pick(words.rests)
        let rounds = Int.random(in: 3...10, using: &random)
        let line: String
        switch (index / Self.languages.count) % 6 {
        // A bare pair below ten: seconds or minutes.
        case 0: line = "\(rounds) x \(pick(["7/3", "4/1", "5/2", "25/5"]))"
        // A rest in the next part, not said to be between: after each round or after the set.
        case 1: line = "\(rounds)x\(written(180)), \(written(120)) \(rest)"
        // A pair with a rest of its own beside it: between the rounds or after the set.
        case 2: line = "\(rounds) x 30/30 \(rest) \(written(180))"
        // A number the grammar does not account for.
        case 3: line = "\(rounds)x\(written(240)) @ Zone 4 (\(written(120)) \(rest))"
        // Two counts.
        case 4: line = "3 x \(rounds) x \(written(60)) (\(written(60)) \(rest))"
        // A label over several steps.
        default:
            line =
                "\(Self.capitalised(pick(words.efforts))): \(written(300)) \(words.warm), \(rounds)x(\(written(60)) \(words.pair.0)/\(written(60)) \(words.pair.1))"
        }
        let text = "\(words.session)\n\(written(600)) \(words.warm)\n\(line)\n\(written(300)) \(words.cool)\n"
        return StructureDrafts.Draft(name: "shorthand-near-miss-\(index)", text: text, ext: "txt", intent: StructureDrafts.noReading)
    }

    private mutating func pick<T>(_ choices: [T]) -> T { choices[Int.random(in: 0..<choices.count, using: &random)] }
}
