import SeqcModel

/// A workout structure timed by the clock, as CrossFit-style plans write one in place of a
/// card: EMOM (`emom`, `E2MOM`, `every minute on the minute`: a block of one-minute
/// countdowns, one per exercise, its rounds the minutes over the exercises), AMRAP (a
/// countdown of its time, the movements in an info card before it) and "for time" with a
/// cap (a countup whose target is the cap). Each has one reading in the language
/// (docs/decisions.md, "Timed structures"); the fix writes it, unsafe since the structure
/// is inferred from a word the language does not have. A length that is not a whole
/// number of the period, or a structure with no length, gets no fix.
struct TimedStructure {
    let context: ReadingContext

    private enum Head {
        /// Every `period` seconds on the clock.
        case emom(period: Int)
        case amrap
        case forTime
    }

    /// Keys holding the structure's length: a duration, or minutes when the key says so.
    private static let lengthKeys: Set<String> = [
        "time", "duration", "length", "total", "totaltime", "cap", "timecap", "timelimit", "dauer", "zeit", "duree", "duracion",
        "tiempo",
    ]
    private static let minuteKeys: Set<String> = ["minutes", "mins", "min", "minuten", "minutos"]
    /// Keys holding an EMOM's count of periods.
    private static let roundKeys: Set<String> = ["rounds", "runden", "tours", "rondas", "intervals", "sets"]
    /// Keys holding the movements: text, or a list of them.
    private static let movementKeys: Set<String> = [
        "text", "description", "notes", "exercises", "movements", "workout", "steps", "cards", "ubungen", "exercices", "ejercicios",
    ]

    /// Whether the list item `node` is such a structure, reported with its fix.
    func report(_ node: YAMLNode, pairs: YAMLNode.Pairs) -> Bool {
        guard (2...6).contains(pairs.count), let headPair = pairs.first, let headKey = headPair.key.scalar,
            let head = Self.head(headKey), let title = headPair.value.scalar
        else { return false }
        var seconds: Int?
        var movements: [String] = []
        // A key this does not read (a bare number's unit, a stranger) leaves the structure
        // reported with no fix: read as a card, `time: 10` would be ten seconds.
        var readable = true
        for pair in pairs.dropFirst() {
            guard let key = pair.key.scalar.map(NameMatching.normalised) else {
                readable = false
                continue
            }
            if Self.minuteKeys.contains(key), let count = pair.value.scalar.flatMap(DecoratedCount.count).flatMap({ Int($0) }) {
                seconds = count.multipliedReportingOverflow(by: 60).overflow ? nil : count * 60
            } else if case .emom(let period) = head, Self.roundKeys.contains(key),
                let count = pair.value.scalar.flatMap(DecoratedCount.count).flatMap({ Int($0) })
            {
                seconds = count.multipliedReportingOverflow(by: period).overflow ? nil : count * period
            } else if Self.lengthKeys.contains(key), let text = pair.value.scalar, text.contains(where: \.isLetter) {
                seconds = Self.seconds(text)
            } else if Self.movementKeys.contains(key), let written = Self.movements(pair.value) {
                movements += written
            } else if pair.value.scalar == nil || !SectionedCards.descriptorKeys.contains(key) {
                readable = false
            }
        }
        let items = readable ? seconds.flatMap { Self.items(head, title: title, seconds: $0, movements: movements) } : nil
        report(headPair, headKey: headKey, node: node, pairs: Array(pairs), items: items)
        return true
    }

    private func report(_ headPair: YAMLPair, headKey: String, node: YAMLNode, pairs: [YAMLPair], items: [ShapedItem]?) {
        let fix = items.flatMap { context.replacing(node, pairs: pairs, with: $0) }
        let written = items.map { $0.map(\.summary).joined(separator: " then ") }
        context.collector.error(
            .unknownKind, at: headPair.key.range, "'\(headKey)' is a structure timed by the clock, not a card",
            help: written.map { "write it as \($0)" }
                ?? "give its length with its unit ('time: <duration>'); an EMOM is a '- repeat:' of one-minute countdowns, an AMRAP a '- countdown:'",
            fixIts: fix.map { [$0] } ?? [])
    }

    /// The items a structure is, or nil when its length does not fit it.
    private static func items(_ head: Head, title: String, seconds: Int, movements: [String]) -> [ShapedItem]? {
        guard seconds > 0 else { return nil }
        switch head {
        case .emom(let period):
            let steps = movements.isEmpty ? [title] : movements
            guard seconds % period == 0, (seconds / period) % steps.count == 0 else { return nil }
            let duration = DurationText.text(period)
            let cards = steps.map { ShapedItem.card(.countdown, title: $0, fields: [ShapedField(name: "duration", value: duration)]) }
            return [.block(title: title, rounds: String(seconds / period / steps.count), rest: nil, items: cards)]
        case .amrap:
            let countdown = ShapedItem.card(
                .countdown, title: title, fields: [ShapedField(name: "duration", value: DurationText.text(seconds))])
            guard !movements.isEmpty else { return [countdown] }
            return [.card(.info, title: title, fields: [ShapedField(name: "text", value: movements.joined(separator: ", "))]), countdown]
        case .forTime:
            let countup = ShapedItem.card(.countup, title: title, fields: [ShapedField(name: "target", value: DurationText.text(seconds))])
            guard !movements.isEmpty else { return [countup] }
            return [.card(.info, title: title, fields: [ShapedField(name: "text", value: movements.joined(separator: ", "))]), countup]
        }
    }

    /// The seconds a duration with a unit says, strictly or loosely written.
    private static func seconds(_ text: String) -> Int? {
        DurationSyntax.seconds(text, isPlainInteger: false) ?? LooseDuration.seconds(text)
    }

    /// The structure a head key names: `emom`, `e2mom`, `every minute on the minute`, `amrap`, `for time`.
    private static func head(_ key: String) -> Head? {
        let word = NameMatching.normalised(key)
        switch word {
        case "emom", "everyminuteontheminute", "otm", "everyminute": return .emom(period: 60)
        case "amrap", "asmanyroundsaspossible": return .amrap
        case "fortime", "rft", "roundsfortime": return .forTime
        default:
            guard word.hasPrefix("e"), word.hasSuffix("mom"), let minutes = Int(word.dropFirst().dropLast(3)), (2...10).contains(minutes)
            else { return nil }
            return .emom(period: minutes * 60)
        }
    }

    /// The movements a key holds: one text, or a list of texts.
    private static func movements(_ node: YAMLNode) -> [String]? {
        if let text = node.scalar { return text.isEmpty ? nil : [text] }
        guard case .sequence(let items) = node.content, items.count <= 20 else { return nil }
        let texts = items.compactMap(\.scalar)
        return texts.count == items.count && !texts.isEmpty ? texts : nil
    }

}
