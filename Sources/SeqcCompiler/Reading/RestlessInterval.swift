import SeqcModel

/// An interval written with `rest: 0` (`0s`, `0:00`, `PT0S`): its author means no rest, which
/// an interval cannot play (each round rests at least a second). The value is clamped and
/// reported as every clamp is (a `clamped` warning), but the fix is not the clamp's: with no
/// rest, the rounds are a `repeat` of the work, one reading, written by an unsafe fix (the
/// structure is inferred), or a countdown when there is one round. Next to another interval
/// of no rest and the same rounds the card has two readings (each played through, or the two
/// taking turns round by round, as an EMOM alternates): the help then names both, with no
/// fix.
struct RestlessInterval {
    let context: ReadingContext

    /// The help and fix for the clamp of the interval being read, whose `rest` is written as
    /// zero; nil when the card is not at hand.
    func reading(of config: IntervalConfig) -> (help: String, fixIts: [FixIt])? {
        guard let card = context.cardBeingRead, case .mapping(let pairs) = card.node.content else { return nil }
        let title = card.title?.scalar.flatMap { $0.isEmpty ? nil : $0 } ?? "Work"
        let work = ShapedItem.card(
            .countdown, title: title, fields: [ShapedField(name: "duration", value: DurationText.text(config.workSeconds))])
        let meant = config.rounds > 1 ? ShapedItem.block(title: title, rounds: String(config.rounds), rest: nil, items: [work]) : work
        if let neighbour = restlessNeighbour(of: card.node, rounds: pairs.first { $0.key.scalar == "rounds" }?.value.scalar) {
            return (
                "an interval rests each round; with no rest next to '\(neighbour)', write a '- repeat:' of both cards as "
                    + "countdowns if they take turns round by round, or a '- repeat:' of each if each plays through", []
            )
        }
        return (
            "an interval rests each round; with no rest, write it as \(meant.summary)",
            context.replacing(card.node, pairs: Array(pairs), with: meant).map { [$0] } ?? []
        )
    }

    /// The title of the card next to `node` in its list that is an interval of no rest and
    /// the same rounds, written as the language writes them.
    private func restlessNeighbour(of node: YAMLNode, rounds: String?) -> String? {
        guard let items = context.listItems, let position = items.indices.first(where: { items[$0].range == node.range }) else {
            return nil
        }
        for neighbour in [position - 1, position + 1] where items.indices.contains(neighbour) {
            guard case .mapping(let pairs) = items[neighbour].content,
                let head = pairs.first(where: { $0.key.scalar.flatMap(CardKind.named) == .interval }),
                let rest = pairs.first(where: { $0.key.scalar == "rest" }), RestAsCard.isZero(rest),
                pairs.first(where: { $0.key.scalar == "rounds" })?.value.scalar == rounds
            else { continue }
            return head.value.scalar ?? "interval"
        }
        return nil
    }
}
