import SeqcModel

/// An interval whose rest is written as 0 (`rest: 0s`, as EMOM and "no rest" timers
/// write it) means its work played back to back `rounds` times. The app clamps the rest to
/// one second, which plays a rest phase between every round the author never asked for;
/// the clamp's fix writes what was meant instead: a `repeat` block of one countdown of the
/// work, or the countdown alone for one round. Unsafe: the structure is inferred.
struct IntervalWithoutRest {
    let context: ReadingContext

    /// The help and fix for the interval being read, whose fields are `fields` and rounds
    /// `rounds`; nil when it holds a key besides its kind, title, work, rest, rounds and
    /// last rest (then the clamp's own fix stands).
    func repair(fields: MappingFields, rounds: Int) -> (help: String, fixIts: [FixIt])? {
        guard let (node, titleNode) = context.cardBeingRead, case .mapping(let written) = node.content,
            let title = titleNode?.scalar?.trimmingWhitespace(), !title.isEmpty, let work = fields.value("work")?.scalar,
            written.count == fields.keys.count, fields.keys.allSatisfy(Self.keys.contains)
        else { return nil }
        let countdown = ShapedItem.card(.countdown, title: title, fields: [ShapedField(name: "duration", value: work)])
        let item = rounds == 1 ? countdown : .block(title: title, rounds: String(rounds), rest: nil, items: [countdown])
        guard let fix = context.replacing(node, pairs: Array(written), with: item) else { return nil }
        let played = rounds == 1 ? "once" : "\(rounds) times back to back"
        return ("a rest of 0 is none; play the work \(played) as a countdown", [fix])
    }

    /// The keys such an interval may hold, as its reader names them.
    private static let keys: Set<String> = ["interval", "title", "work", "rest", "rounds", "finalRest"]
}
