/// `- Start timer: Plank 45s`, `- Timer starten: Dehnen 2 min`, `- Lancer le minuteur: Gainage 30 s`:
/// a list item of one pair whose key is only a timer app's action (its words and a timer's
/// noun, ``TextAppAction``) and whose value is a card of text. The action names what the
/// app does, never the step, so the card is the value's: reported with it as an unsafe fix
/// (the kind is inferred: docs/decisions.md, "Fix safety").
extension KindInference {
    /// Reports the card of one pair `fields` when it is such an action; false otherwise.
    func actionAsKey(_ fields: MappingFields) -> Bool {
        guard fields.keys.count == 1, let key = fields.keys.first, key.utf8.count <= 40, Self.isTimerAction(key),
            let pair = fields[key], let value = pair.value.scalar, let item = TextCardShape.item(value)
        else { return false }
        let start = pair.key.range.start
        let inBlock = context.startsLine(start) || context.followsDash(start)
        let fixIts = context.end(of: pair).flatMap { end in
            inBlock
                ? [
                    FixIt(
                        range: SourceRange(start: start, end: end),
                        replacement: item.blockText(indent: start.column - 1, lineBreak: context.lineBreak), safety: .unsafe)
                ] : nil
        }
        context.collector.error(
            .unknownKind, at: pair.key.range, "unknown kind '\(key)': it is an app's action, not a step",
            help: "the step is '\(value)': write it as \(item.summary)", fixIts: fixIts ?? [])
        return true
    }

    /// Whether every word of `key` is an action word and one is a timer's noun.
    private static func isTimerAction(_ key: String) -> Bool {
        let words = NameMatching.folded(key).split(whereSeparator: { $0 == " " || $0 == "-" || $0 == "_" }).map(String.init)
        return words.contains { TextAppAction.timerNouns.contains($0) }
            && words.allSatisfy { TextAppAction.timerNouns.contains($0) || TextAppAction.actionWords.contains($0) }
    }
}
