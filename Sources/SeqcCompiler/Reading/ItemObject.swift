import SeqcModel

/// An item of a text list (a checklist's `items`) written as an object, as checklist and
/// to-do apps export them: `- name: Lights` (the text under a title key: one reading,
/// nothing dropped, a safe fix), `- Dishes: false` or `- text: Dishes` with `done: false`
/// (the text with a done flag: the flag is dropped, an unsafe fix).
struct ItemObject {
    let context: ReadingContext

    /// Keys an item's flag is written under.
    static let flagKeys: Set<String> = ["done", "checked", "completed", "complete", "isdone", "ischecked", "erledigt", "fait", "hecho"]
    /// Keys an item's text is written under, besides the title keys.
    static let textKeys: Set<String> = ShapeWords.title.union(["text", "item", "task", "label", "value", "content"])

    /// Reports `node` with the fix writing its text alone; false when it is not such an object.
    func report(_ node: YAMLNode, field: String) -> Bool {
        guard case .mapping(let pairs) = node.content, (1...2).contains(pairs.count) else { return false }
        var text: String?
        var dropsFlag = false
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
            } else {
                return false
            }
        }
        guard let text, !text.isEmpty else { return false }
        let safety: FixSafety = dropsFlag ? .unsafe : .safe
        let isFlow = context.isFlowMapping(node.range)
        let all = Array(pairs)
        let end = isFlow ? node.range.end : all.compactMap { context.end(of: $0) }.max()
        let replacement = isFlow ? ShapedText.quoted(text) : ShapedText.block(text)
        let fix = end.map { FixIt(range: SourceRange(start: node.range.start, end: $0), replacement: replacement, safety: safety) }
        context.collector.error(
            .wrongType, at: node.range, "each item of '\(field)' is its text, not an object",
            help: dropsFlag
                ? "write the text alone: '- \(text)' (a checklist starts unticked, so the flag is dropped)"
                : "write the text alone: '- \(text)'",
            fixIts: fix.map { [$0] } ?? [])
        return true
    }

    /// A done flag: true, false or null, as a boolean or a word.
    private static func isFlag(_ node: YAMLNode) -> Bool {
        if node.isNull { return true }
        guard let text = node.scalar?.lowercased() else { return false }
        return ["true", "false", "yes", "no", "x", "[x]", "[ ]"].contains(text)
    }
}
