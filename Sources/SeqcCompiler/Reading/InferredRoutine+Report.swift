import SeqcModel

/// The keys beside the list of an ``InferredRoutine``: its title and summary, and the
/// rest, dropped; nil when one of them says how the routine plays (`rounds: 3` beside the
/// steps), which dropping would lose.
struct Beside {
    let title: String?
    let summary: String?

    init?(_ pairs: YAMLNode.Pairs, skipping listKey: String) {
        var titled: String?
        var summary: String?
        var texts: [String] = []
        for pair in pairs {
            guard let key = pair.key.scalar, key != listKey, key.utf8.count <= InferredRoutine.maxKey else { continue }
            let meaning = Language.meaning(of: key, among: Language.topLevelFields)?.field?.name
            let words = ExtraKeyWords.words(of: key)
            let isTotal = words.contains(where: ExtraKeyWords.total.contains)
            guard isTotal || !ExtraKeyWords.speaksOfPlay(words) || meaning == "title" || meaning == "summary" else { return nil }
            guard let value = ValueKind(pair.value) else { continue }
            guard case .text(let text) = value else { continue }
            guard isTotal || !ExtraKeyWords.speaksOfPlay(value: pair.value) else { return nil }
            if titled == nil, meaning == "title" || ReadingContext.isTitleLike(NameMatching.normalised(key)) {
                titled = text
            } else if summary == nil, meaning == "summary" {
                summary = text
            } else if text.count <= InferredRoutine.maxTitle, !text.contains("\n") {
                texts.append(text)
            }
        }
        self.title = titled ?? (texts.count == 1 ? texts.first : nil)
        self.summary = summary
    }
}

extension InferredRoutine {
    /// Reports `root` when it is such a routine, with the routine it means as the fix;
    /// false for anything else, which the other repairs then read.
    static func report(_ root: YAMLNode, context: ReadingContext) -> Bool {
        guard let outcome = reading(root), case .mapping(let pairs) = root.content, let first = pairs.first else { return false }
        guard case .routine(let routine) = outcome else {
            if case .twoTimes(let list, let keys) = outcome {
                let names = keys.map { "'\($0)'" }.joined(separator: " and ")
                context.collector.error(
                    .missingField, at: first.key.range,
                    "the routine has no 'cards': its steps are the list '\(list)', and \(names) may each be their time",
                    help: "write 'title:' and each step as a card under 'cards:' with its 'duration', the unit after the number")
            }
            return true
        }
        // A block mapping's range runs to the start of the line after it: its break stays.
        let endsLine = root.range.end.column == 1 && root.range.end.line > root.range.start.line
        let text = routine.text(lineBreak: context.lineBreak).dropLast(endsLine ? 0 : context.lineBreak.count)
        let timed = routine.timeKey.isEmpty ? "counted" : "timed by '\(routine.timeKey)'"
        context.collector.error(
            .missingField, at: first.key.range,
            "the routine has no 'cards': its steps are the list '\(routine.listKey)', each titled by '\(routine.titleKey)' and \(timed)",
            help: "write 'title:' and each step as a card under 'cards:'; the other keys have no place in a routine",
            fixIts: [FixIt(range: root.range, replacement: String(text), safety: .unsafe)])
        return true
    }

    /// The routine in YAML, lines broken with `lineBreak`.
    func text(lineBreak: String) -> String {
        var lines = ["title: \(ShapedText.quoted(title))"]
        if let summary { lines.append("summary: \(ShapedText.quoted(summary))") }
        lines.append("cards:")
        for step in steps {
            var card: [String]
            if let reps = step.reps {
                card = ["- repetition: \(ShapedText.quoted(step.title))", "  reps: \(reps)"]
            } else {
                card = ["- \(step.isRest ? "rest" : "countdown"): \(ShapedText.quoted(step.title))", "  duration: \(step.duration ?? "")"]
            }
            if step.rounds > 1 {
                card = ["- repeat: \(ShapedText.quoted(step.title))", "  rounds: \(step.rounds)", "  cards:"] + card.map { "    " + $0 }
            }
            lines += card.map { "  " + $0 }
        }
        return lines.joined(separator: lineBreak) + lineBreak
    }
}
