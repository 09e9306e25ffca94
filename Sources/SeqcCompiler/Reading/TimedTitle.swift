import SeqcModel

/// What a timed step's title says of its kind, for the repairs that infer the kind of a
/// step from its title and a duration (``StepObject``, a step word in the kind's place).
/// A title naming a rest, or holding a rest word (`Recovery jog`), is a rest. A title
/// naming an easy pace (`Jog`, `Gehen`, `marche`) is work in a warm-up and the recovery
/// between efforts in an interval session: the text alone does not tell, so such a step
/// gets no kind (docs/decisions.md, "No silent guess"), unless it names a warm-up or
/// cool-down, which is a phase of its own.
enum TimedTitle {
    enum Reading: Equatable {
        case work
        case rest
        /// Work or rest: the repair must not choose.
        case either
    }

    /// Easy-pace activities, in English, German, French and Spanish, normalised.
    static let easyPaceWords: Set<String> = [
        "jog", "jogging", "walk", "walking", "stroll", "easy", "float", "shakeout", "trot", "amble",
        "gehen", "joggen", "traben", "trab", "locker", "spazieren", "marche", "marcher", "trottiner", "footing",
        "facile", "caminar", "caminata", "andar", "trote", "trotar", "suave",
    ]

    /// Whether a bare number beside `title` is seconds: beside a rest, which counts no
    /// reps, and beside a hold, a stretch or a pose, which people time (`Plank: 45`).
    /// Beside anything else it counts reps (`Push-ups: 20`).
    static func bareNumberIsSeconds(beside title: String) -> Bool {
        reading(title) == .rest || TimedActivities.namesHold(title)
    }

    /// Words naming a warm-up or a cool-down, normalised: a phase of work, whatever its pace.
    static let phaseWords: Set<String> = [
        "warm", "warmup", "cool", "cooldown", "aufwarmen", "einlaufen", "auslaufen", "echauffement", "calentamiento",
        "enfriamiento", "calme", "aquecimento", "riscaldamento",
    ]

    /// Whether `title` names a warm-up or a cool-down (`Aquecimento`, `Warm-up jog`).
    static func namesPhase(_ title: String) -> Bool {
        guard title.utf8.count <= maxTitleBytes else { return false }
        let words = title.split { !$0.isLetter }.map { NameMatching.normalised(String($0)) }
        let joined = words.joined()
        return words.contains(where: phaseWords.contains) || joined.contains("warmup") || joined.contains("cooldown")
    }

    /// Longest title whose words are read; a longer one is not a step's name.
    static let maxTitleBytes = 120

    /// How `title` reads for a timed step of no written kind.
    static func reading(_ title: String) -> Reading {
        if NameMatching.kind(title) == .rest || Vocabulary.kind(named: title) == .rest { return .rest }
        guard title.utf8.count <= maxTitleBytes else { return .work }
        let words = title.split { !$0.isLetter }.map { NameMatching.normalised(String($0)) }
        let namesRest = words.indices.contains { index in
            let word = words[index]
            guard NameMatching.kind(word) == .rest || Vocabulary.kind(named: word) == .rest || isRestCompound(word) else { return false }
            // A rest word before an article is a verb (`Rest the meat`, `Pause the video`).
            return index + 1 == words.count || !articles.contains(words[index + 1])
        }
        if namesRest { return .rest }
        let joined = words.joined()
        if words.contains(where: phaseWords.contains) || joined.contains("warmup") || joined.contains("cooldown") { return .work }
        return words.contains(where: easyPaceWords.contains) || easyPaceWords.contains(joined) ? .either : .work
    }

    /// Definite articles and demonstratives after which a rest word is a verb taking an
    /// object, normalised. Not `a` (`Rest a minute`), possessives (`Rest your legs`) or
    /// `de` (`Pausa de hidratación`), after which the rest word names the rest.
    private static let articles: Set<String> = ["the", "this", "that", "den", "die", "das", "dem", "les", "het"]

    /// German compounds ending in a rest word (`Gehpause`, `Trinkpause`, `Satzerholung`).
    private static let restCompoundEndings = ["pause", "erholung"]

    /// Whether the normalised `word` is such a compound: a rest word after another word.
    private static func isRestCompound(_ word: String) -> Bool {
        restCompoundEndings.contains { word.count >= $0.count + 3 && word.hasSuffix($0) }
    }

    /// The title of `item` when it is a countdown whose title may be work or a rest: a
    /// kind the repair must not guess.
    static func eitherTitle(of item: ShapedItem) -> String? {
        guard case .card(.countdown, let title, _) = item, reading(title) == .either else { return nil }
        return title
    }

    /// The help for a step whose title reads either way: both cards, in the routine's terms.
    static func help(title: String) -> String {
        "'\(title)' may be work or the recovery between efforts: write '- countdown: \(title)' or '- rest: \(title)' with 'duration: <duration>' under it"
    }
}
