/// Drafts whose numbers seqc reads in another unit than the writer: bare numbers the prose
/// around the routine puts in minutes ("All durations are in minutes.", "Die Zahlen bei
/// `duration` sind Minuten.", "Les durées sont en minutes.", "Los tiempos están en
/// minutos."), before, after or between fences, or with none; and a distance written where
/// a duration goes (`work: 500m` in "Rowing 8 x 500m", `- 4 x 100m strides`). Near misses
/// build as they always did: prose naming minutes in passing or stating seconds, and long
/// durations in minutes (`90m`, `120m`, `3 x 20m`). Seeded.
struct UnitDrafts {
    private var random: SplitMix

    init(seed: UInt64) { random = SplitMix(state: seed) }

    /// Prose stating that the numbers are minutes, by language.
    static let minuteProse = [
        "All durations are in minutes.", "The numbers are minutes, so about half an hour in all.", "(durations in minutes)",
        "Times are given in minutes.", "Die Zahlen bei `duration` sind Minuten, insgesamt also eine halbe Stunde.",
        "Alle Zeiten sind in Minuten angegeben.", "Les durées sont en minutes.", "Les temps sont en minutes, bonne séance !",
        "Los tiempos están en minutos.", "Las duraciones son en minutos.", "Le durate sono in minuti.", "Os tempos estão em minutos.",
    ]
    /// Prose naming minutes without stating the unit of the numbers.
    static let passingProse = [
        "You will be done in minutes!", "Take a few minutes to stretch afterwards.", "Nimm dir danach ein paar Minuten Ruhe.",
        "Prends quelques minutes pour t'étirer.", "Tómate unos minutos para estirar.",
    ]
    /// Prose stating that the numbers are seconds.
    static let secondProse = [
        "(All durations are in seconds.)", "Die Zeiten sind in Sekunden.", "Les durées sont en secondes.", "Los tiempos están en segundos.",
    ]
    static let titles = ["Walk", "Sit", "Gehen", "Sitzen", "Marche", "Caminar", "Stretch", "Breathe"]
    static let leadIns = ["Here is your routine:", "Hier ist deine Routine:", "Voici ta routine :", "Aquí tienes tu rutina:"]

    /// Bare numbers the prose around the routine puts in minutes; the intent writes them so.
    mutating func proseMinutes(_ index: Int) -> StructureDrafts.Draft {
        let cards = (0..<Int.random(in: 2...4, using: &random)).map { _ in (pick(Self.titles), Int.random(in: 1...40, using: &random)) }
        let text = Self.wrapped(
            Self.yaml("Calm \(index)", cards.map { ($0.0, "\($0.1)") }), prose: pick(Self.minuteProse), leadIn: pick(Self.leadIns),
            form: index)
        let intent = Self.yaml("Calm \(index)", cards.map { ($0.0, "\($0.1)m") })
        return StructureDrafts.Draft(name: "unit-prose-\(index)", text: text, ext: index % 5 == 3 ? "yaml" : "md", intent: intent)
    }

    /// Bare seconds whose prose names minutes in passing, or states seconds: built as written.
    mutating func proseSeconds(_ index: Int) -> StructureDrafts.Draft {
        let cards = (0..<Int.random(in: 2...3, using: &random)).map { _ in (pick(Self.titles), "\(Int.random(in: 20...50, using: &random))")
        }
        let prose = index % 2 == 0 ? pick(Self.passingProse) : pick(Self.secondProse)
        // A meditation of bare numbers under a minute is minutes by its words, unless prose says seconds.
        let title = index % 2 == 0 ? "Quiet \(index)" : "Meditation \(index)"
        let text = Self.wrapped(Self.yaml(title, cards), prose: prose, leadIn: pick(Self.leadIns), form: index)
        return StructureDrafts.Draft(
            name: "unit-passing-\(index)", text: text, ext: index % 5 == 3 ? "yaml" : "md",
            intent: Self.yaml(title, cards.map { ($0.0, $0.1 + "s") }))
    }

    /// The routine in Markdown: prose after the fence, before it, between two fences, or
    /// around an unfenced routine.
    private static func wrapped(_ routine: String, prose: String, leadIn: String, form: Int) -> String {
        switch form % 5 {
        case 0: return "```yaml\n\(routine)```\n\n\(prose)\n"
        case 1: return "\(leadIn)\n\n```yaml\n\(routine)```\n\n\(prose) \n"
        case 2: return "\(prose)\n\n```yaml\n\(routine)```\n"
        case 3: return "\(routine)\n\(prose)\n"
        default:
            let parts = routine.split(separator: "\n", maxSplits: 1).map(String.init)
            return "```yaml\n\(parts[0])\n```\n\n\(prose)\n\n```yaml\n\(parts[1])```\n"
        }
    }

    private static func yaml(_ title: String, _ cards: [(String, String)]) -> String {
        var lines = ["title: \(title)", "cards:"]
        for card in cards { lines += ["  - countdown: \(card.0)", "    duration: \(card.1)"] }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Distances by the words that name them, in several languages.
    static let distanceTitles = [
        ("Rowing %d x %dm", "repeats"), ("Track %d x %dm", "reps"), ("Bahnintervalle %d x %dm", "Läufe"),
        ("Fractionné %d x %dm", "répétitions"), ("Series %d x %dm", "series"), ("Swim %d x %dm", "lengths"),
    ]
    static let distances = [100, 150, 200, 250, 400, 500, 800, 1000, 1500, 2000]

    /// A distance written where a duration goes, in YAML or JSON: it must not build.
    mutating func distance(_ index: Int) -> StructureDrafts.Draft {
        let (pattern, noun) = pick(Self.distanceTitles)
        let metres = pick(Self.distances)
        let rounds = Int.random(in: 4...10, using: &random)
        let title = pattern.replacingOccurrences(of: "%d x %dm", with: "\(rounds) x \(metres)m")
        let written = index % 3 == 2 ? "\"\(metres) m\"" : "\(metres)m"
        let text: String
        if index % 2 == 1 {
            text = """
                {"title": "\(title)", "cards": [{"countdown": "Warm-up", "duration": "10m"},
                  {"interval": "\(metres)m \(noun)", "work": \(written.hasPrefix("\"") ? written : "\"\(written)\""), "rest": "90s", "rounds": \(rounds)}]}

                """
        } else {
            text =
                "title: \(title)\ncards:\n  - countdown: Warm-up\n    duration: 10m\n  - interval: \(metres)m \(noun)\n"
                + "    work: \(written)\n    rest: 2m\n    rounds: \(rounds)\n"
        }
        return StructureDrafts.Draft(
            name: "distance-\(index)", text: text, ext: index % 2 == 1 ? "json" : "yaml", intent: StructureDrafts.noReading)
    }

    /// A short distance the title names with a metre word: as minutes it is no sprint.
    mutating func namedDistance(_ index: Int) -> StructureDrafts.Draft {
        let metres = pick([30, 50, 60, 80])
        let word = pick(["metres", "meters", "Meter", "mètres", "metros"])
        let text =
            "title: Sprints \(index) x \(metres) \(word)\ncards:\n  - interval: Sprint\n    work: \(metres)m\n    rest: 90s\n    rounds: 6\n"
        return StructureDrafts.Draft(name: "named-distance-\(index)", text: text, ext: "yaml", intent: StructureDrafts.noReading)
    }

    /// Long durations in minutes and short ones a title repeats: built as minutes.
    mutating func longMinutes(_ index: Int) -> StructureDrafts.Draft {
        let minutes = pick([45, 60, 75, 90, 95, 110, 120, 135, 180, 240])
        let title = pick(["Long ride", "Movie night", "Lange Ausfahrt", "Sortie longue", "Tirada larga"])
        let routine = { (value: String) in
            "title: \(title) \(minutes)m\ncards:\n  - countdown: \(title)\n    duration: \(value)\n  - interval: 3 x 20m sweet spot\n"
                + "    work: 20m\n    rest: 5m\n    rounds: 3\n"
        }
        return StructureDrafts.Draft(
            name: "long-minutes-\(index)", text: routine("\(minutes)m"), ext: "yaml", intent: routine("\(minutes)m"))
    }

    /// A text routine with a distance in a step: the step's title, its leading count its reps.
    mutating func textDistance(_ index: Int) -> StructureDrafts.Draft {
        let metres = pick([100, 200, 400])
        let reps = Int.random(in: 3...8, using: &random)
        let (step, title) = pick([
            ("\(reps) rectas de \(metres)m", "Rectas de \(metres)m"), ("\(reps) x \(metres)m strides", "\(metres)m strides"),
            ("\(reps) Steigerungen à \(metres)m", "Steigerungen à \(metres)m"),
            ("\(reps) lignes droites de \(metres)m", "Lignes droites de \(metres)m"),
        ])
        let long = pick([60, 90])
        let text = "- Warm-up 10 min\n- \(step)\n- Easy \(long)m\n- Cool-down 5 min\n"
        let intent = """
            title: Routine
            cards:
              - countdown: Warm-up
                duration: 10m
              - repetition: \(title)
                reps: \(reps)
              - countdown: Easy
                duration: \(long)m
              - countdown: Cool-down
                duration: 5m

            """
        return StructureDrafts.Draft(name: "text-distance-\(index)", text: text, ext: "txt", intent: intent)
    }

    private mutating func pick<T>(_ choices: [T]) -> T { choices[Int.random(in: 0..<choices.count, using: &random)] }
}
