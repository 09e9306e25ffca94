import SeqcModel

/// An interval timer app's routine: its work, rest and rounds at the routine's level
/// (`roundTime: "3:00"`, `restTime: "1:00"`, `rounds: 12`), perhaps a preparation, a
/// warm-up or a cool-down time, and perhaps a list of exercise names that each round
/// goes through. It is one interval titled as the routine, or, with exercises, a block of
/// each exercise's work and a rest; a preparation or warm-up is a countdown before it, a
/// cool-down one after. The whole routine is rewritten as one unsafe fix (the shape is
/// inferred: docs/decisions.md, "Fix safety").
struct IntervalScheme {
    /// The routine's title and the scheme's parts, as the fix writes them.
    struct Parts {
        var title: String
        var work: String
        var rest: String?
        var rounds: String
        var before: (title: String, duration: String)?
        var after: (title: String, duration: String)?
        var exercises: [String]
    }

    /// Keys of a time before the rounds, normalised, and the card title each gives.
    static let beforeKeys: [String: String] = [
        "prepare": "Prepare", "preparetime": "Prepare", "preparation": "Prepare", "prep": "Prepare", "preptime": "Prepare",
        "getready": "Get ready", "vorbereitung": "Vorbereitung", "preparacion": "Preparación", "warmup": "Warmup",
        "warmuptime": "Warmup", "aufwarmen": "Aufwärmen", "echauffement": "Échauffement", "calentamiento": "Calentamiento",
    ]
    /// Keys of a time after the rounds, normalised, and the card title each gives.
    static let afterKeys: [String: String] = [
        "cooldown": "Cooldown", "cooldowntime": "Cooldown", "abkuhlen": "Abkühlen", "retouraucalme": "Retour au calme",
        "enfriamiento": "Enfriamiento",
    ]
    /// Interval keys apps write that are no synonym of the interval's fields.
    static let workKeys: Set<String> = ["roundtime", "round", "exercisetime", "worktime", "work", "highintensity", "high"]
    static let restKeys: Set<String> = ["resttime", "rest", "breaktime", "lowintensity", "low"]

    /// The scheme `pairs` (a routine mapping's) write, or nil when they are no such scheme:
    /// every key is the title, the scheme's or the exercises', with work and rounds.
    static func parts(_ pairs: YAMLNode.Pairs) -> Parts? {
        guard (3...9).contains(pairs.count) else { return nil }
        var title: String?
        var work: String?
        var rest: String?
        var rounds: String?
        var before: (String, String)?
        var after: (String, String)?
        var exercises: [String] = []
        let interval = Language.cardFields(of: .interval)
        for pair in pairs {
            guard let key = pair.key.scalar, key.utf8.count <= 40 else { return nil }
            let name = NameMatching.normalised(key)
            if case .sequence(let items) = pair.value.content {
                let names = items.compactMap(\.scalar)
                guard exercises.isEmpty, !names.isEmpty, names.count == items.count, names.count <= 50 else { return nil }
                exercises = names
                continue
            }
            guard let value = pair.value.scalar, !pair.value.isNull else { return nil }
            let field = Language.meaning(of: key, among: interval)?.field?.name
            if Language.meaning(of: key, among: Language.topLevelFields)?.field?.name == "title" || name == "label"
                || ReadingContext.isTitleLike(name)
            {
                title = value
            } else if let label = beforeKeys[name], let duration = duration(value) {
                before = (label, duration)
            } else if let label = afterKeys[name], let duration = duration(value) {
                after = (label, duration)
            } else if field == "rounds" || ShapeWords.rounds.contains(name), let count = Int(value), count > 0 {
                rounds = String(count)
            } else if field == "work" && name != "duration" || workKeys.contains(name), let duration = duration(value) {
                work = duration
            } else if field == "rest" || restKeys.contains(name), let duration = duration(value) {
                rest = duration
            } else {
                return nil
            }
        }
        guard let title, let work, let rounds else { return nil }
        return Parts(title: title, work: work, rest: rest, rounds: rounds, before: before, after: after, exercises: exercises)
    }

    /// Reports `root` when it, or the one mapping under its one key, is such a scheme,
    /// with the routine it means as the fix; false for anything else. Asked of every
    /// routine, so a mapping with a `cards` key, as every routine has, is not looked into.
    static func report(_ root: YAMLNode, context: ReadingContext) -> Bool {
        guard case .mapping(let pairs) = root.content, !pairs.indices.contains(where: { pairs.keyScalar(at: $0) == "cards" }) else {
            return false
        }
        var found = parts(pairs)
        var inner = pairs
        if found == nil, pairs.count == 1, case .mapping(let nested) = pairs[pairs.startIndex].value.content {
            found = parts(nested)
            inner = nested
        }
        guard let first = pairs.first else { return false }
        guard let found else { return reportSession(TimerSession.reading(inner), root: root, at: first.key.range, context: context) }
        // A block mapping's range runs to the start of the line after it: its break stays.
        let endsLine = root.range.end.column == 1 && root.range.end.line > root.range.start.line
        let text = found.text(lineBreak: context.lineBreak).dropLast(endsLine ? 0 : context.lineBreak.count)
        context.collector.error(
            .missingField, at: first.key.range, "the routine has no 'cards': its work, rest and rounds are an interval timer's settings",
            help: found.exercises.isEmpty
                ? "write them as one card: '- interval: \(found.title)' with 'work', 'rest' and 'rounds' under 'cards:'"
                : "write each exercise as a countdown and a rest in a 'repeat' block of \(found.rounds) rounds under 'cards:'",
            fixIts: [FixIt(range: root.range, replacement: String(text), safety: .unsafe)])
        return true
    }

    /// Reports `session`, a routine of one timer, with the routine it means as the fix;
    /// false when there is none.
    private static func reportSession(_ session: TimerSession?, root: YAMLNode, at range: SourceRange, context: ReadingContext) -> Bool {
        guard let session else { return false }
        let endsLine = root.range.end.column == 1 && root.range.end.line > root.range.start.line
        let text = session.text(lineBreak: context.lineBreak).dropLast(endsLine ? 0 : context.lineBreak.count)
        context.collector.error(
            .missingField, at: range, "the routine has no 'cards': it is one timer's settings",
            help: "write it as '- countdown: \(session.title)' with 'duration: \(session.duration)' under 'cards:'",
            fixIts: [FixIt(range: root.range, replacement: String(text), safety: .unsafe)])
        return true
    }

    /// A duration as the language writes it: a bare number is seconds, as timer apps store them.
    private static func duration(_ value: String) -> String? {
        if let seconds = Int(value), seconds > 0, seconds <= RoutineLimits.maxDurationSeconds { return DurationText.text(seconds) }
        if let seconds = DurationSyntax.seconds(value, isPlainInteger: false), seconds > 0 {
            return DurationText.text(seconds)
        }
        return LooseDuration.seconds(value).map(DurationText.text)
    }
}

extension IntervalScheme.Parts {
    /// The routine in YAML, lines broken with `lineBreak`.
    func text(lineBreak: String) -> String {
        var lines = ["title: \(ShapedText.quoted(title))", "cards:"]
        if let before { lines += ["  - countdown: \(ShapedText.quoted(before.title))", "    duration: \(before.duration)"] }
        if exercises.isEmpty {
            lines += ["  - interval: \(ShapedText.quoted(title))", "    work: \(work)"]
            lines += (rest.map { ["    rest: \($0)"] } ?? []) + ["    rounds: \(rounds)"]
        } else {
            lines += ["  - repeat: \(ShapedText.quoted(title))", "    rounds: \(rounds)", "    cards:"]
            for exercise in exercises {
                lines += ["      - countdown: \(ShapedText.quoted(exercise))", "        duration: \(work)"]
                if let rest { lines += ["      - rest: Rest", "        duration: \(rest)"] }
            }
        }
        if let after { lines += ["  - countdown: \(ShapedText.quoted(after.title))", "    duration: \(after.duration)"] }
        return lines.joined(separator: lineBreak) + lineBreak
    }
}
