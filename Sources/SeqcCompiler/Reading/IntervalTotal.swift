import SeqcModel

/// An interval given its whole length instead of its rounds (`total: 4 min` beside
/// `work: 20s` and `rest: 10s`), as timer apps show a session. The rounds are the total
/// over one round when it divides evenly (8 rounds of 30 s fill 4 minutes), or the total
/// and one rest over one round when the last rest is left out (`finalRest: false`);
/// either fix is unsafe (the count is computed, the total dropped). A total neither fills
/// gets no fix: the help names the nearest counts.
struct IntervalTotal {
    let context: ReadingContext

    /// Keys naming a whole length, normalised.
    private static let totalKeys: Set<String> = [
        "total", "totaltime", "totalduration", "totallength", "gesamtzeit", "gesamtdauer", "dureetotale", "tempstotal",
        "tiempototal", "duraciontotal",
    ]

    /// Whether the interval mapping `node` has a total and no rounds, reported.
    func report(_ node: YAMLNode, pairs: YAMLNode.Pairs) -> Bool {
        guard let head = pairs.first?.key.scalar, CardKind.named(head) == .interval else { return false }
        let specs = Language.cardFields(of: .interval)
        var work: Int?, rest: Int?
        var total: YAMLPair?
        for pair in pairs.dropFirst() {
            guard let key = pair.key.scalar else { return false }
            if Self.totalKeys.contains(NameMatching.normalised(key)) {
                total = pair
                continue
            }
            switch Language.meaning(of: key, among: specs)?.field?.name {
            case "work": work = pair.value.scalar.flatMap(Self.seconds)
            case "rest": rest = pair.value.scalar.flatMap(Self.seconds)
            case "rounds", nil: return false
            default: continue
            }
        }
        guard let total, let key = total.key.scalar, let length = total.value.scalar.flatMap(Self.seconds), let work, let rest,
            work > 0, rest >= 0
        else { return false }
        let round = work + rest
        let help: String
        var fixIts: [FixIt] = []
        if length % round == 0 {
            help =
                "\(length / round) rounds of \(DurationText.text(round)) fill \(DurationText.text(length)): write 'rounds: \(length / round)'"
            fixIts = fix(total, rounds: length / round, withoutLastRest: false)
        } else if (length + rest) % round == 0 {
            let rounds = (length + rest) / round
            help =
                "\(rounds) rounds without the last rest fill \(DurationText.text(length)): write 'rounds: \(rounds)' and 'finalRest: false'"
            fixIts = fix(total, rounds: rounds, withoutLastRest: true)
        } else {
            let low = length / round
            help =
                "rounds of \(DurationText.text(round)) do not fill \(DurationText.text(length)): write 'rounds: <number>', such as \(low) or \(low + 1)"
        }
        context.collector.error(
            .unknownKey, at: total.key.range, "'\(key)' is the interval's whole length; an interval counts rounds", help: help,
            fixIts: fixIts)
        return true
    }

    private func fix(_ total: YAMLPair, rounds: Int, withoutLastRest: Bool) -> [FixIt] {
        guard let end = context.end(of: total), total.key.range.start.line == end.line else { return [] }
        let quoted = context.sourceText(total.key.range)?.first == "\""
        let name: (String) -> String = { quoted ? "\"\($0)\"" : $0 }
        var text = "\(name("rounds")): \(rounds)"
        if withoutLastRest {
            let indent = String(repeating: " ", count: total.key.range.start.column - 1)
            text += quoted ? ", \(name("finalRest")): false" : "\(context.lineBreak)\(indent)finalRest: false"
        }
        return [FixIt(range: SourceRange(start: total.key.range.start, end: end), replacement: text, safety: .unsafe)]
    }

    private static func seconds(_ text: String) -> Int? {
        DurationSyntax.seconds(text, isPlainInteger: true) ?? LooseDuration.seconds(text)
    }
}
