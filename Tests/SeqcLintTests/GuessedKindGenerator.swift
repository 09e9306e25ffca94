import SeqcModel

@testable import SeqcCompiler

/// Drafts of steps with no kind, as other apps export them: `{name, duration}` objects in
/// JSON (loose, or in a `{name, repeat, blocks}` group), YAML step objects, and step words
/// (`exercise`, `Übung`) with a time, each with the extra keys models add. A step's title
/// is work, a rest, or an easy pace that may be either (`Jog`, `Gehen`, `marche`); the
/// oracle knows which, so the intent is built by construction.
struct GuessedKindGenerator {
    enum Reading { case work, rest, either }

    struct Step {
        let title: String
        let reading: Reading
        let seconds: Int
    }

    struct Draft {
        let text: String
        /// The canonical routine meant; nil when a step may be work or a rest.
        let canonical: String?
        let eitherTitles: [String]
    }

    static let titles: [Reading: [String]] = [
        .work: [
            "400m", "Sprint", "Hill climb", "Burpees", "Kniebeugen", "Fentes", "Sentadillas", "Tempo", "Warm-up jog", "Cool-down walk",
            "Aufwärmen locker", "Échauffement marche", "Calentamiento suave",
        ],
        .rest: ["Rest", "Recovery", "Pause", "Erholung", "Récupération", "Descanso", "Recovery jog", "Jog (recovery)", "Easy walk rest"],
        .either: [
            "Jog", "Walk", "Easy jog", "Easy spin", "Float", "Gehen", "Locker traben", "Marche", "Footing", "Trote", "Caminar", "Shake-out",
            "Walking",
        ],
    ]
    static let extras = [
        ("notes", "keep it steady"), ("color", "#3366ff"), ("sound", "beep"), ("emoji", "🏃"), ("description", "as it says"),
    ]

    var random: SplitMix

    init(seed: UInt64) { random = SplitMix(state: seed) }

    mutating func draft(allowingEither: Bool) -> Draft {
        let json = Bool.random(using: &random)
        let count = Int.random(in: 3...5, using: &random)
        var steps: [Step] = []
        for index in 0..<count {
            // A routine that starts with a rest is `leading-rest`'s repair: the first step is work.
            var readings: [Reading] = index == 0 ? [.work] : [.work, .rest]
            // An easy step right after a rest, or with a warm-up before it, has one reading
            // (docs/decisions.md; `RecoveryDrafts` holds that class): here an easy step
            // follows an effort, and no title names a warm-up or cool-down.
            if allowingEither && steps.last?.reading == .work { readings.append(.either) }
            let reading = pick(readings)
            var titles = Self.titles[reading] ?? []
            if allowingEither { titles.removeAll(where: TimedTitle.namesPhase) }
            steps.append(Step(title: pick(titles), reading: reading, seconds: pick([20, 30, 45, 60, 90, 120, 300])))
        }
        let rounds = json && Bool.random(using: &random) ? Int.random(in: 2...4, using: &random) : nil
        let text = json ? jsonText(steps, rounds: rounds) : yamlText(steps)
        let either = steps.filter { $0.reading == .either }.map(\.title)
        return Draft(text: text, canonical: either.isEmpty ? canonical(steps, rounds: rounds) : nil, eitherTitles: either)
    }

    private mutating func jsonText(_ steps: [Step], rounds: Int?) -> String {
        let objects = steps.map { step -> String in
            var pairs = ["\"name\": \"\(step.title)\"", "\"duration\": " + pick(["\(step.seconds)", "\"\(step.seconds)s\""])]
            if Bool.random(using: &random) { pairs.append(extra(json: true)) }
            if Bool.random(using: &random) { pairs.reverse() }
            return "{" + pairs.joined(separator: ", ") + "}"
        }
        guard let rounds else { return "{\"title\": \"Track\", \"blocks\": [\n  " + objects.joined(separator: ",\n  ") + "\n]}\n" }
        let group = "{\"name\": \"Ladder\", \"repeat\": \(rounds), \"blocks\": [\n    " + objects.joined(separator: ",\n    ") + "\n  ]}"
        return "{\"title\": \"Track\", \"blocks\": [\n  {\"name\": \"Warm up\", \"duration\": 600},\n  " + group + "\n]}\n"
    }

    private mutating func yamlText(_ steps: [Step]) -> String {
        var text = "title: Track\ncards:\n"
        for step in steps {
            var lines: [String]
            // Text cards read a title without brackets (`Jog (recovery) 45s` is not read yet).
            var styles = [0, 1]
            // A text card or a key that is only a kind word (`- Pause 45s`) is another repair's.
            if Vocabulary.kind(named: step.title) == nil {
                if !step.title.contains("(") { styles.append(2) }
                styles.append(3)
            }
            let style = pick(styles)
            if style == 2 {
                text += "  - \(step.title) \(step.seconds)s\n"
                continue
            } else if style == 3 {
                text += "  - \(step.title): \(step.seconds)s\n"
                continue
            } else if style == 1 {
                lines = ["\(pick(["exercise", "step", "Übung", "exercice", "ejercicio"])): \(step.title)", "time: \(step.seconds)s"]
            } else {
                // A step object's descriptors are dropped by its repair; a step word's card keeps its keys.
                lines = ["\(pick(["name", "title"])): \(step.title)", "duration: \(step.seconds)s"]
                if Bool.random(using: &random) { lines.append(extra(json: false)) }
                if Bool.random(using: &random) { lines.reverse() }
            }
            text += "  - " + lines.joined(separator: "\n    ") + "\n"
        }
        return text
    }

    private func canonical(_ steps: [Step], rounds: Int?) -> String {
        let indent = rounds == nil ? "  " : "      "
        var cards = ""
        for step in steps {
            let kind = step.reading == .rest ? "rest" : "countdown"
            cards += "\(indent)- \(kind): \"\(step.title)\"\n\(indent)  duration: \(DurationText.text(step.seconds))\n"
        }
        guard let rounds else { return "title: Track\ncards:\n" + cards }
        return "title: Track\ncards:\n  - countdown: Warm up\n    duration: 10m\n  - repeat: Ladder\n    rounds: \(rounds)\n    cards:\n"
            + cards
    }

    private mutating func extra(json: Bool) -> String {
        let (key, value) = pick(Self.extras)
        return json ? "\"\(key)\": \"\(value)\"" : "\(key): '\(value)'"
    }

    private mutating func pick<T>(_ choices: [T]) -> T {
        choices[Int.random(in: 0..<choices.count, using: &random)]
    }
}
