import SeqcModel

/// The routine language, version 1, as data. The reader, the schemas, the prompt text
/// and the docs all read it from here, so a kind or field cannot exist in one and be
/// missing from another.
public enum Language {
    /// The one language version this compiler reads.
    public static let version = 1

    /// The top-level keys of a routine file, in the order docs present them.
    public static let topLevelFields: [FieldSpec] = [
        FieldSpec(
            "seqc", .integer, default: "1", summary: "The language version; only 1 exists.", example: "1",
            synonyms: ["version", "seqcVersion"]),
        FieldSpec(
            "id", .text,
            summary: "The routine's slug: lower-case letters, digits and '-', at most 64 characters. Defaults to the file name.",
            example: "morning-hiit", synonyms: ["slug"]),
        FieldSpec(
            "title", .text, required: true, summary: "The routine's title, shown in the app.", example: "Morning HIIT",
            synonyms: ["name", "routineName", "routineTitle"]),
        FieldSpec(
            "summary", .text, summary: "A line describing the routine.", example: "Short sprint session before work",
            synonyms: ["description", "desc", "subtitle", "about"]),
        FieldSpec(
            "tags", .textList, summary: "Words to find the routine by.", example: "[hiit, morning]",
            synonyms: ["keywords", "labels", "categories"]),
        FieldSpec(
            "cards", .textList, required: true, summary: "The steps, in playing order; at least one.", example: "- countdown: Warm-up",
            synonyms: ["steps", "items", "exercises", "sequence"]),
    ]

    /// The `id:` key every card may carry to pin its identity.
    public static let cardIDField = FieldSpec(
        "id", .text, summary: "Pins the card's identity: a slug unique within the routine.", example: "warm-up")

    /// The spec of every kind, in ``CardKind`` order. Built once: readers ask for a
    /// kind's spec several times per card.
    public static let kinds: [KindSpec] = CardKind.allCases.map(makeSpec(for:))

    /// The spec of one kind.
    public static func spec(for kind: CardKind) -> KindSpec {
        kinds[kind.ordinal]
    }

    /// Every field a card of `kind` may hold besides its kind key: the kind's own and `id`.
    static func cardFields(of kind: CardKind) -> [FieldSpec] {
        cardFieldsByKind[kind.ordinal]
    }

    /// Made once: a card reader asks for them on every card.
    private static let cardFieldsByKind: [[FieldSpec]] = kinds.map { $0.fields + [cardIDField] }

    /// Exhaustive, so a new kind cannot be forgotten here.
    private static func makeSpec(for kind: CardKind) -> KindSpec {
        switch kind {
        case .countdown:
            KindSpec(
                kind: kind, summary: "Counts a duration down.",
                fields: [duration(\CountdownConfig.durationSeconds), autoComplete(\CountdownConfig.autoComplete)],
                example: "- countdown: Warm-up\n  duration: 5m")
        case .rest:
            KindSpec(
                kind: kind, summary: "A countdown styled as rest.",
                fields: [duration(\RestConfig.durationSeconds), autoComplete(\RestConfig.autoComplete)],
                example: "- rest: Breathe\n  duration: 30s")
        case .countup:
            KindSpec(
                kind: kind, summary: "A stopwatch the user stops, with an optional goal.",
                fields: [
                    FieldSpec(
                        "target", \CountupConfig.targetSeconds, summary: "An optional goal time.", example: "2m",
                        synonyms: ["goal", "duration", "seconds", "time"])
                ],
                example: "- countup: Plank\n  target: 1m")
        case .info:
            KindSpec(
                kind: kind, summary: "Shows a message until the user taps on.",
                fields: [
                    FieldSpec(
                        "text", \InfoConfig.text, summary: "The message shown under the title.",
                        example: "Water bottle, towel, open space.",
                        synonyms: ["body", "message", "description", "content", "details"])
                ],
                example: "- info: Get ready\n  text: Water bottle and towel.")
        case .repetition:
            KindSpec(
                kind: kind, summary: "Counts repetitions the user performs.",
                fields: [
                    FieldSpec(
                        "reps", \RepetitionConfig.reps, summary: "How many repetitions, 1 to 10000.", example: "12",
                        synonyms: ["count", "repetitions", "repeats", "times"])
                ],
                example: "- repetition: Push-ups\n  reps: 12")
        case .interval:
            KindSpec(
                kind: kind, summary: "Work/rest rounds; expands into a countdown and a rest card per round.",
                fields: [
                    FieldSpec(
                        "work", \IntervalConfig.workSeconds, summary: "The length of each work phase.", example: "30s",
                        synonyms: ["workTime", "workDuration", "on", "duration", "seconds", "time"]),
                    FieldSpec(
                        "rest", \IntervalConfig.restSeconds, summary: "The length of each rest phase.", example: "15s",
                        synonyms: ["restTime", "restDuration", "off", "duration", "seconds", "time"]),
                    FieldSpec(
                        "rounds", \IntervalConfig.rounds, summary: "How many work/rest rounds, 1 to 10000.", example: "8",
                        synonyms: ["sets", "repeats", "cycles", "reps", "repetitions", "times"]),
                    FieldSpec(
                        "finalRest", \IntervalConfig.finalRest, summary: "Whether the last round ends with a rest.", example: "false",
                        synonyms: ["lastRest", "restAfterLastRound"]),
                ],
                example: "- interval: Sprints\n  work: 30s\n  rest: 15s\n  rounds: 8")
        case .checklist:
            KindSpec(
                kind: kind, summary: "Items the user ticks off.",
                fields: [
                    FieldSpec(
                        "items", \ChecklistConfig.items, summary: "The items, at least one, none empty.", example: "[Calves, Quads]",
                        hint: ("[First, Second]", "what to tick off"), synonyms: ["list", "steps", "tasks", "checks"])
                ],
                example: "- checklist: Cool down\n  items: [Calves, Quads, Hamstrings]")
        case .randomDuration:
            KindSpec(
                kind: kind, summary: "A countdown whose length is drawn once, when it starts, between min and max.",
                fields: [
                    FieldSpec(
                        "min", \RandomDurationConfig.minSeconds, summary: "The shortest length.", example: "20s",
                        synonyms: ["minimum", "minDuration", "shortest", "from"]),
                    FieldSpec(
                        "max", \RandomDurationConfig.maxSeconds, summary: "The longest length; raised to min if below it.", example: "45s",
                        synonyms: ["maximum", "maxDuration", "longest", "to"]),
                ],
                example: "- randomDuration: Surprise hold\n  min: 20s\n  max: 45s")
        }
    }

    /// `duration` and `autoComplete`, shared by countdown and rest cards.
    private static func duration<Config: KindConfig>(_ keyPath: KeyPath<Config, Int>) -> FieldSpec {
        FieldSpec(
            "duration", keyPath, summary: "How long the countdown runs.", example: "45s",
            synonyms: ["seconds", "time", "length", "durationTime"])
    }
    private static func autoComplete<Config: KindConfig>(_ keyPath: KeyPath<Config, Bool>) -> FieldSpec {
        FieldSpec(
            "autoComplete", keyPath, summary: "Whether the card completes by itself at zero; false waits for a tap.", example: "false",
            synonyms: ["autoAdvance", "autoNext", "autoContinue"])
    }

    /// The key authors write for the config field at `keyPath`, for code that names a
    /// field in a message or looks it up in a card's syntax.
    package static func name<Config: KindConfig>(of keyPath: PartialKeyPath<Config>) -> String {
        guard let name = spec(for: Config.kind).fields.first(where: { $0.configField?.keyPath == keyPath })?.name else {
            preconditionFailure("the language names no key for a field of \(Config.self)")
        }
        return name
    }

    /// Every key that is a field of some kind, for telling an unknown kind from a
    /// misplaced field.
    public static let allCardFieldNames: Set<String> = Set(kinds.flatMap(\.allowedKeys))
}
