/// A routine written inside something else, as exports and models nest it: under one or
/// more keys (`Routine:`, `data:` › `routine:`, any word in any language), as the only
/// item of a list (`routines: [{...}]`, a file that is a list of one routine), or beside
/// keys that are not the routine's (`meta:` beside `workout:`). The routine is a mapping
/// whose every key is a routine key or its synonym, with `cards` among them, or whose
/// title or steps are under other apps' keys (``ReadingContext/isRoutineOfOtherKeys(_:meanings:)``).
///
/// It is read in place and reported with one fix that keeps only the routine, moved to
/// the top: safe when nothing else is around it (one reading, every value kept), unsafe
/// when the fix drops the keys beside it (docs/decisions.md, "Fix safety"). A file
/// holding several routines is reported with no fix.
struct RoutineWrapper {
    let context: ReadingContext

    /// Wrappers are looked through this deep: exports nest a routine two or three levels
    /// down, and the search stays small on any input.
    static let maxDepth = 6

    /// A routine found inside the document.
    private struct Found {
        let routine: YAMLNode
        /// The keys and list items it is under, outermost first, as the message names them.
        let path: [String]
        /// Whether keys or items beside it would be dropped by taking it out.
        let hasSiblings: Bool
    }

    /// The routine inside `root`, reported, or nil when `root` is a routine itself or
    /// holds none.
    func unwrapped(_ root: YAMLNode) -> YAMLNode? {
        guard !Self.isRoutine(root, atTop: true) else { return nil }
        var found: [Found] = []
        Self.search(root, path: [], hasSiblings: false, depth: 0, into: &found)
        guard let first = found.first else { return nil }
        guard found.count == 1 else {
            context.collector.error(
                .wrongType, at: SourceRange(at: root.range.start), "this file holds several routines; a routine file holds one",
                help: "put each routine in a file of its own, its keys at the top")
            return nil
        }
        let where_ = first.path.map { $0 == Self.listItem ? "a list" : "'\($0)'" }.joined(separator: " › ")
        let fixIts = lift(first.routine, from: root, safety: first.hasSiblings ? .unsafe : .safe)
        let help =
            first.hasSiblings
            ? "a routine file holds only the routine: keep its keys at the top and delete what is around it"
            : "a routine file holds the routine's keys at the top: take it out of \(where_) and move its lines left"
        context.collector.error(
            .unknownKey, at: Self.reportedRange(root), "the routine is written under \(where_)", help: help, fixIts: fixIts)
        return first.routine
    }

    /// Whether `root` holds exactly one routine under wrapper keys or list items.
    static func holdsOneRoutine(_ root: YAMLNode) -> Bool {
        var found: [Found] = []
        search(root, path: [], hasSiblings: false, depth: 0, into: &found)
        return found.count == 1
    }

    /// Stands for a list item in a path.
    private static let listItem = "\u{0}item"

    /// The first key of `root`, or its start: where the wrapper is reported.
    private static func reportedRange(_ root: YAMLNode) -> SourceRange {
        if case .mapping(let pairs) = root.content, let first = pairs.first { return first.key.range }
        return SourceRange(at: root.range.start)
    }

    /// Whether `node` is a routine: a mapping whose keys are all routine keys, with a
    /// list under a key meaning `cards`. At the top, a mapping with a key meaning `cards`
    /// is one (so that a routine with an unknown key is read as one) unless, with no
    /// title beside it, every such key holds a routine (`sequence:` over `title` and
    /// `cards`, `workout:` over a list of one routine): a wrapper then.
    static func isRoutine(_ node: YAMLNode, atTop: Bool = false) -> Bool {
        guard case .mapping(let pairs) = node.content, !pairs.isEmpty else { return false }
        // Every file is asked at its top: `title` and `cards` written as such decide it
        // from the keys' texts, before any key's meaning is looked up.
        if atTop, Self.hasKeys("title", and: "cards", in: pairs) { return true }
        let meanings = pairs.map { $0.key.scalar.flatMap { Language.meaning(of: $0, among: Language.topLevelFields)?.field?.name } }
        let cards = zip(meanings, pairs).filter { $0.0 == "cards" }.map(\.1.value)
        guard atTop else {
            return meanings.allSatisfy({ $0 != nil }) && cards.contains(where: \.isSequence)
                || ReadingContext.isRoutineOfOtherKeys(pairs, meanings: meanings)
                || isTitledRoutineWithNotes(pairs, meanings: meanings, cards: cards)
        }
        guard !cards.isEmpty else { return false }
        return meanings.contains("title") || !cards.allSatisfy(holdsWrapped)
    }

    /// Whether `pairs` are a routine's title and card list with notes of their own beside
    /// them (`titulo:` and `cards:` with `duracion_total: 40 min`, `level: beginner`): a key
    /// meaning `title` over text, one meaning `cards` over a list, and at most
    /// ``maxNotes`` other keys, each over one value of text that names no kind and no
    /// block field. The routine is lifted whole; the notes are then unknown keys at the
    /// top, each with its own fix.
    private static func isTitledRoutineWithNotes(_ pairs: YAMLNode.Pairs, meanings: [String?], cards: [YAMLNode]) -> Bool {
        guard cards.count == 1, cards[0].isSequence, meanings.filter({ $0 == "title" }).count == 1 else { return false }
        var notes = 0
        for (pair, meaning) in zip(pairs, meanings) {
            if meaning == "title" { guard pair.value.scalar != nil else { return false } }
            guard meaning == nil else { continue }
            notes += 1
            guard notes <= maxNotes, pair.value.scalar != nil, let key = pair.key.scalar, !namesCardOrBlock(key) else { return false }
        }
        return notes > 0
    }

    /// Notes beside a wrapped routine past this many are a schema of their own, not notes.
    static let maxNotes = 3

    /// Whether `key` names a kind or a field of a `repeat` block: a group of cards, never
    /// a routine's note.
    private static func namesCardOrBlock(_ key: String) -> Bool {
        NameMatching.kind(key) != nil || Vocabulary.kind(named: key) != nil || Vocabulary.isStepWord(key)
            || RepeatBlock.fields.contains { $0.name == NameMatching.normalised(key) || $0.synonyms.contains(key) }
    }

    /// Whether `pairs` has both keys as written, read from the tree's records.
    private static func hasKeys(_ first: String, and second: String, in pairs: YAMLNode.Pairs) -> Bool {
        let tree = pairs.tree
        var foundFirst = false
        var foundSecond = false
        for position in pairs.indices {
            let record = tree.records[pairs.recordIndices(at: position).key]
            guard case .scalar = record.shape else { continue }
            let key = tree.texts[record.first]
            if key == first {
                foundFirst = true
            } else if key == second {
                foundSecond = true
            }
        }
        return foundFirst && foundSecond
    }

    /// Whether `key` names a card kind (in the language or the vocabulary) and `value` is
    /// a mapping of that kind's fields: a card in nested form, whatever its keys also mean.
    private static func isNestedCard(key: String, value: YAMLNode) -> Bool {
        guard let kind = NameMatching.kind(key) ?? Vocabulary.kind(named: key), case .mapping(let pairs) = value.content else {
            return false
        }
        let specs = Language.cardFields(of: kind)
        return pairs.allSatisfy { pair in
            pair.key.scalar.map { $0 == "title" || Language.meaning(of: $0, among: specs) != nil } ?? false
        }
    }

    /// Whether `value`, written under a key meaning `cards`, holds a routine: looked into
    /// only when it is a mapping or a list of one item, so a routine's cards are never searched.
    private static func holdsWrapped(_ value: YAMLNode) -> Bool {
        switch value.content {
        case .mapping, .sequence:
            if case .sequence(let items) = value.content, items.count != 1 { return false }
            var found: [Found] = []
            search(value, path: [], hasSiblings: false, depth: 1, into: &found)
            return found.count == 1
        case .scalar: return false
        }
    }

    /// The routines inside the cards of `routine` when it holds one item only: a routine
    /// whose one card is a routine wraps it (`workout:` over a list of one `workout:`).
    private static func innerRoutines(of routine: YAMLNode, path: [String], hasSiblings: Bool, depth: Int) -> [Found] {
        guard case .mapping(let pairs) = routine.content else { return [] }
        var found: [Found] = []
        for pair in pairs {
            guard case .sequence(let items) = pair.value.content, items.count == 1, let key = pair.key.scalar else { continue }
            search(pair.value, path: path + [key], hasSiblings: hasSiblings || pairs.count > 1, depth: depth + 1, into: &found)
        }
        return found
    }

    /// Collects the routines under `node` (never `node` itself at the top), at most two:
    /// a second one is enough to say the file holds several.
    private static func search(_ node: YAMLNode, path: [String], hasSiblings: Bool, depth: Int, into found: inout [Found]) {
        guard found.count < 2 else { return }
        if depth > 0, isRoutine(node) {
            let inner = depth < maxDepth ? innerRoutines(of: node, path: path, hasSiblings: hasSiblings, depth: depth) : []
            found += inner.isEmpty ? [Found(routine: node, path: path, hasSiblings: hasSiblings)] : inner
            return
        }
        guard depth < maxDepth else { return }
        switch node.content {
        case .mapping(let pairs):
            for pair in pairs {
                // A card's kind key holds the card (`- checklist:` over `title` and `items`), never a routine.
                guard let key = pair.key.scalar, !isNestedCard(key: key, value: pair.value) else { continue }
                search(pair.value, path: path + [key], hasSiblings: hasSiblings || pairs.count > 1, depth: depth + 1, into: &found)
            }
        case .sequence(let items):
            for item in items {
                search(item, path: path + [listItem], hasSiblings: hasSiblings || items.count > 1, depth: depth + 1, into: &found)
            }
        case .scalar:
            return
        }
    }

    /// The edits that leave only `inner` of the document `root`, at the top: what comes
    /// before it in `root` deleted (its first line's prefix with it), what comes after
    /// deleted, and, for a block mapping, each further line moved left as far as its first
    /// line moved. None when `root` does not start a line or a line is indented less.
    private func lift(_ inner: YAMLNode, from root: YAMLNode, safety: FixSafety) -> [FixIt] {
        let start = inner.range.start
        guard root.range.start.column == 1, start.column > 1 || start.line > root.range.start.line else { return [] }
        var fixIts = [FixIt(range: SourceRange(start: root.range.start, end: start), replacement: "", safety: safety)]
        let isFlow =
            context.window(line: start.line, column: start.column, count: 1).map { ["{", "["].contains($0.scalars.first) } ?? false
        let end = inner.range.end
        if !isFlow {
            let indent = start.column - 1
            let last = end.column == 1 ? end.line - 1 : end.line
            if indent > 0, last > start.line {
                for line in (start.line + 1)...last {
                    guard let found = context.window(line: line, column: 1, count: indent) else { continue }
                    let spaces = found.scalars.prefix(while: { $0 == " " }).count
                    if spaces == indent {
                        fixIts.append(
                            FixIt(
                                range: SourceRange(
                                    start: SourcePosition(line: line, column: 1), end: SourcePosition(line: line, column: indent + 1)),
                                replacement: "", safety: safety))
                    } else if spaces < found.scalars.count, found.scalars[spaces] != "#" {
                        return []
                    }
                }
            }
        }
        if root.range.end > end {
            fixIts.append(FixIt(range: SourceRange(start: end, end: root.range.end), replacement: "", safety: safety))
        }
        return fixIts
    }
}

extension YAMLNode {
    /// Whether the node is a list.
    fileprivate var isSequence: Bool {
        if case .sequence = content { return true }
        return false
    }
}
