import SeqcCompiler

/// Lists of untitled-kind steps (text items or name/duration mappings, YAML or JSON, in the
/// vocabulary's languages) with an easy-pace step (`Trote leve`, `🦀 Crab walk`) whose
/// title alone may be work or a recovery. Where nothing around it hints at a recovery
/// (after a warm-up, right after a rest) it is a countdown; where the list
/// alternates efforts with easy steps or rests, or that is one effort and one easy step, it has no one reading and must not build. Seeded.
struct RecoveryDrafts {
    private var random: SplitMix

    init(seed: UInt64) { random = SplitMix(state: seed) }

    /// One language's words: its keys, efforts, easy steps, rest and warm-up.
    private struct Words {
        let name: String, duration: String, efforts: [String], easy: [String], rest: String, warmUp: String
    }

    private static let languages = [
        Words(
            name: "name", duration: "duration", efforts: ["Sprint", "Frog jumps", "Hill sprint"], easy: ["Crab walk", "Easy jog", "Walk"],
            rest: "Rest", warmUp: "Warm-up"),
        Words(
            name: "Name", duration: "Dauer", efforts: ["Tempolauf", "Kniebeugen"], easy: ["Gehen", "Lockeres Traben"], rest: "Pause",
            warmUp: "Aufwärmen"),
        Words(
            name: "nom", duration: "durée", efforts: ["Sprint", "Fractionné rapide"], easy: ["Marche", "Footing"], rest: "Repos",
            warmUp: "Échauffement"),
        Words(
            name: "nombre", duration: "duración", efforts: ["Carrera rápida", "Sentadillas"], easy: ["Trote suave", "Caminata"],
            rest: "Descanso", warmUp: "Calentamiento"),
        Words(
            name: "nome", duration: "duração", efforts: ["Tiro forte", "Corrida rápida"], easy: ["Trote leve", "Trote"],
            rest: "Descanso", warmUp: "Aquecimento"),
    ]

    /// A step of the draft: its title, seconds, and the card it means.
    private typealias Step = (title: String, seconds: Int, kind: String)

    /// An easy step with no sign of a recovery around it: a countdown.
    mutating func settled(_ index: Int) -> StructureDrafts.Draft {
        let words = pick(Self.languages)
        let easy: Step = (decorated(pick(words.easy)), pick([60, 90, 150]), "countdown")
        let effort: Step = (pick(words.efforts), pick([30, 45]), "countdown")
        let second: Step = (words.efforts[words.efforts.count - 1] + " x2", 40, "countdown")
        let steps: [Step] =
            switch index % 3 {
            case 0: [(words.warmUp, 300, "countdown"), effort, easy]
            case 1: [effort, second, (words.rest, 20, "rest"), easy]
            default: [(words.warmUp, 300, "countdown"), easy, effort, second]
            }
        return draft("recovery-settled-\(index)", steps: steps, words: words, json: index % 4 == 3, intent: true)
    }

    /// An easy step in a list alternating efforts with easy steps or rests: no one reading.
    mutating func ambiguous(_ index: Int) -> StructureDrafts.Draft {
        let words = pick(Self.languages)
        let effort: Step = (pick(words.efforts), 30, "countdown")
        let easy: Step = (decorated(pick(words.easy)), 90, "countdown")
        let steps: [Step] =
            switch index % 4 {
            case 3: [effort, easy]
            case 0: [effort, easy, effort, easy]
            case 1: [(words.warmUp, 300, "countdown"), effort, easy, effort, (words.warmUp + " 2", 60, "countdown")]
            default: [effort, (words.rest, 30, "rest"), effort, easy]
            }
        return draft("recovery-ambiguous-\(index)", steps: steps, words: words, json: index % 4 == 1, intent: false)
    }

    /// An emoji, or another case, is decoration: the words decide.
    private mutating func decorated(_ title: String) -> String {
        pick([title, "🦀 " + title, title.uppercased(), title.lowercased(), "🚶 " + title])
    }

    private mutating func draft(_ name: String, steps: [Step], words: Words, json: Bool, intent: Bool) -> StructureDrafts.Draft {
        let strings = Bool.random(using: &random)
        let items = steps.map { step in
            let duration = step.seconds % 60 == 0 ? "\(step.seconds / 60) min" : "\(step.seconds)s"
            if strings { return "\"\(step.title) - \(duration)\"" }
            return json
                ? "{\"\(words.name)\": \"\(step.title)\", \"\(words.duration)\": \"\(duration)\"}"
                : "\(words.name): \(step.title)\n    \(words.duration): \(duration)"
        }
        let text =
            json
            ? "{\"title\": \"Session\", \"cards\": [\n  " + items.joined(separator: ",\n  ") + "\n]}\n"
            : "title: Session\ncards:\n" + items.map { "  - \($0)\n" }.joined()
        let expected =
            "title: Session\ncards:\n"
            + steps.map { "  - \($0.kind): \($0.title)\n    duration: \(DurationText.text($0.seconds))\n" }.joined()
        return StructureDrafts.Draft(
            name: name, text: text, ext: json ? "json" : "yaml", intent: intent ? expected : StructureDrafts.noReading)
    }

    private mutating func pick<T>(_ choices: [T]) -> T { choices[Int.random(in: 0..<choices.count, using: &random)] }
}
