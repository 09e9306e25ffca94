import SeqcCompiler
import SeqcModel

/// The facts about the language that are not a single field: value forms, expansion,
/// limits and YAML restrictions, each stated once for both prompt formats.
enum PromptRules {
    /// Every duration form, with an example and its seconds.
    static let durationForms: [(form: String, example: String, seconds: Int)] = [
        ("whole seconds, unquoted", "90", 90),
        ("seconds, minutes or hours with a unit", "45s", 45),
        ("units combined in h-m-s order", "1m30s", 90),
        ("a clock m:ss", "1:30", 90),
        ("a clock h:mm:ss", "1:02:03", 3723),
        ("ISO 8601", "PT1M30S", 90),
    ]

    static let cards: [String] = [
        "A card is a mapping with exactly one kind key (\(CardKind.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", "))); the kind key's value is the card's title.",
        "An empty or null title becomes the kind's display name (\(CardKind.allCases.map { "\($0.rawValue): \($0.displayName)" }.joined(separator: ", "))).",
        "`rest` is also a field of `interval`: a card with an `interval` key is an interval, and its `rest` key is the rest length. Any other card with two kind keys is an error.",
        "Any card may have `\(Language.cardIDField.name):`, a slug unique within the routine, to keep its identity when its title changes.",
        "A key the language does not define is an error; so is a key written twice in one mapping.",
    ]

    static let values: [String] = [
        "Text fields take any scalar as written: `title: no` is the text \"no\". Quote text that starts with a YAML indicator or contains `: ` or ` #`.",
        "Whole numbers are decimal digits, unquoted: `reps: 12`, not `reps: \"12\"`, `12.0` or `twelve`.",
        "Booleans are `true` or `false` only; `yes`, `no`, `on`, `off` and `True` are errors.",
        "Durations: " + durationForms.map { "`\($0.example)` (\($0.form))" }.joined(separator: ", ")
            + ". Fractions, other units, quoted bare digits and clock fields of 60 or more are errors.",
    ]

    static let expansion: [String] = [
        "Only `interval` expands. An interval with `rounds: N` plays, for each round r = 1…N, a countdown titled `TITLE - Work r/N` (the `work` length) and then a rest titled `TITLE - Rest r/N` (the `rest` length), both completing by themselves.",
        "With `finalRest: false` the rest after the last round is left out, so an interval becomes 2N - 1 cards instead of 2N.",
        "Every other card plays as written. Counts and times come from the expanded list: `work: 30s, rest: 15s, rounds: 8` is 16 cards and 6:00.",
    ]

    static let limits: [String] = [
        "Every duration, `reps` and `rounds` is at least \(RoutineLimits.minimumValue): smaller values are raised to \(RoutineLimits.minimumValue) and reported as warnings `clamped`.",
        "`randomDuration`: `min` is raised to at least \(RoutineLimits.minimumValue) first, then `max` to at least `min`, so the range is never inverted.",
        "A checklist needs at least one item and no empty item: that is an error, not a clamp.",
        "A duration may be at most 7 days (\(RoutineLimits.maxDurationSeconds) seconds); `reps` and `rounds` at most \(RoutineLimits.maxCount). More is an error.",
        "After expansion a routine may hold at most \(RoutineLimits.maxRuntimeCards) cards.",
        "`repeat` blocks nest at most \(RepeatBlock.maxDepth) deep; a deeper block is an error.",
        "An `id` is at most \(Slug.maxLength) characters of `a-z`, `0-9` and `-`, not starting with `-`.",
        "One YAML document per file. Anchors and aliases are fine; merge keys (`<<`) and tags other than the standard ones are errors.",
    ]

    /// How a `repeat` block is written and what it plays.
    static let repeatBlocks: [String] = [
        "A list item whose key is `\(RepeatBlock.key)` is a block, not a card: \(RepeatBlock.summary) Its value is the block's title.",
        "Its fields: "
            + RepeatBlock.fields.map { "`\($0.name)`\($0.isRequired ? " (required)" : ""): \($0.summary)" }.joined(separator: " ")
            + " Like an interval's, a block's `rest` is a field, not a second kind key.",
        "A block plays its cards `rounds` times, in order, with a rest titled after the block between rounds when `rest` is given; intervals and blocks may sit inside a block.",
    ]

    /// What the language cannot say, each with what to write instead.
    static let cannotDo: [String] = [
        "No sounds, voice cues, music or vibration: cards have no such keys. Put what the player should hear or do in a title or an `info` card's `text`.",
        "No parallel timers: cards play one after another. Write overlapping activities as one card whose title names both.",
        "No warning or cue inside a card (\"10 seconds left\"): split the card in two, e.g. a countdown of the length minus 10s, then a countdown of 10s titled with the warning.",
        "No loops or jumps: write \"3 rounds of A, B, C\" as a `repeat` block (or an `interval` for work and rest alone), never by copying the cards.",
        "No variables, units other than the duration forms, or per-card colours and images.",
    ]

    /// Every rule, grouped as the Markdown shows them.
    static let groups: [(title: String, rules: [String])] = [
        ("Cards", cards), ("Values", values), ("How intervals expand", expansion), ("Limits and clamps", limits),
    ]
}
