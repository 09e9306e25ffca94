import SeqcModel

/// An item of a text list (a checklist's `items`) written as an object, as checklist and
/// to-do apps export them: `- name: Lights` (the text under a title key: one reading,
/// nothing dropped, a safe fix), `- Dishes: false` or `- text: Dishes` with `done: false`
/// (the text with a done flag: the flag is dropped, an unsafe fix), or `- item: Bed` with
/// notes beside it (`who: Noor`, `room: upstairs`: dropped, an unsafe fix; an item is its
/// text). A note on time or counts (`tijd: 2`) keeps the item's message and no fix, as an
/// extra key's does (``ReadingContext/reportExtraKey(_:key:fields:specs:owner:)``).
struct ItemObject {
    let context: ReadingContext

    /// Keys an item's flag is written under.
    static let flagKeys: Set<String> = ["done", "checked", "completed", "complete", "isdone", "ischecked", "erledigt", "fait", "hecho"]
    /// Keys an item's text is written under, besides the title keys.
    static let textKeys: Set<String> = ShapeWords.title.union(["text", "item", "task", "label", "value", "content"])

    /// Reports `node` with the fix writing its text alone; false when it is not such an object.
    func report(_ node: YAMLNode, field: String) -> Bool {
        guard case .mapping(let pairs) = node.content, (1...Self.maxPairs).contains(pairs.count) else { return false }
        var text: String?
        var dropsFlag = false
        var dropped: [String] = []
        var timed: [String] = []
        for pair in pairs {
            guard let key = pair.key.scalar, key.utf8.count <= 40 else { return false }
            let name = NameMatching.normalised(key)
            if Self.flagKeys.contains(name), Self.isFlag(pair.value) {
                dropsFlag = true
            } else if text == nil, Self.textKeys.contains(name), let value = pair.value.scalar, !pair.value.isNull {
                text = value
            } else if text == nil, pairs.count == 1, Self.isFlag(pair.value) {
                text = key
                dropsFlag = !pair.value.isNull
            } else if pair.value.scalar != nil {
                // A note on time or counts (`tijd: 2`, `repeat: twice`) may be how the item
                // plays: dropping it would build another routine, so it gets no fix.
                let speaksOfPlay =
                    ExtraKeyWords.speaksOfPlay(ExtraKeyWords.words(of: key)) || ExtraKeyWords.speaksOfPlay(value: pair.value)
                if speaksOfPlay { timed.append(key) } else { dropped.append(key) }
            } else {
                return false
            }
        }
        // Notes are dropped only beside a text written under a text key: a mapping of other
        // keys alone is not known to be an item.
        guard let text, !text.isEmpty else { return false }
        if !timed.isEmpty {
            let named = timed.map { "'\($0)'" }.joined(separator: ", ")
            context.collector.error(
                .wrongType, at: node.range, "each item of '\(field)' is its text, not an object",
                help: "a checklist item has no time or count: write the text alone ('- \(text)'), or, if \(named) is "
                    + "how long it takes, a countdown card for it")
            return true
        }
        // Dropping a flag or notes is unsafe; the text under a title key alone is one reading.
        let safety: FixSafety = dropsFlag || !dropped.isEmpty ? .unsafe : .safe
        let isFlow = context.isFlowMapping(node.range)
        let end = isFlow ? node.range.end : Array(pairs).compactMap { context.end(of: $0) }.max()
        let replacement = isFlow ? ShapedText.quoted(text) : ShapedText.block(text)
        let fix = end.map { FixIt(range: SourceRange(start: node.range.start, end: $0), replacement: replacement, safety: safety) }
        let help =
            !dropped.isEmpty
            ? "write the text alone: '- \(text)'; an item has no place for \(dropped.map { "'\($0)'" }.joined(separator: ", ")), which the fix drops"
            : dropsFlag
                ? "write the text alone: '- \(text)' (a checklist starts unticked, so the flag is dropped)"
                : "write the text alone: '- \(text)'"
        context.collector.error(
            .wrongType, at: node.range, "each item of '\(field)' is its text, not an object", help: help, fixIts: fix.map { [$0] } ?? [])
        return true
    }

    /// The most keys an item object has: its text, a flag and a few notes.
    static let maxPairs = 4

    /// A done flag: true, false or null, as a boolean or a word.
    private static func isFlag(_ node: YAMLNode) -> Bool {
        if node.isNull { return true }
        guard let text = node.scalar?.lowercased() else { return false }
        return ["true", "false", "yes", "no", "x", "[x]", "[ ]"].contains(text)
    }
}
