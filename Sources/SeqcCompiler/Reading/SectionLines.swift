import SeqcModel

/// The lines one section of ``SectionedCards`` becomes: its items moved so that each
/// dash is `pad` spaces in, their own lines kept as written (a later pass repairs what
/// they hold). Nil when the section's layout is not block YAML this can move line by
/// line, or when it holds something no card is made of.
struct SectionLines {
    let context: ReadingContext
    let pad: Int

    /// The items of `section`, titled `title` when the section is one card's fields or quantity.
    /// `phase` is the section's name as written, read for a warm-up or cool-down.
    func items(of section: YAMLPair, title: String, phase: String) -> [String]? {
        switch section.value.content {
        case .sequence(let items):
            var lines: [String] = []
            let isPhase = Self.isPhase(phase)
            for item in items {
                guard let itemLines = self.item(item, isPhase: isPhase) else { return nil }
                lines += itemLines
            }
            return lines
        case .mapping:
            return card(section.value, title: title)
        case .scalar(let text, _):
            return quantity(text, title: title)
        }
    }

    /// One item of a section's list: a card's lines moved, or a card of text written as
    /// the card it reads as (an easy-pace title only in a warm-up or cool-down, where it is
    /// work), or as an info card when it holds no quantity.
    private func item(_ node: YAMLNode, isPhase: Bool) -> [String]? {
        let indentText = String(repeating: " ", count: pad)
        if case .scalar(let text, _) = node.content {
            guard node.range.start.line == node.range.end.line else { return nil }
            guard let shaped = TextCardShape.item(text) else {
                return [indentText + "- info: " + ShapedText.block(text.trimmingWhitespace())]
            }
            guard isPhase || TimedTitle.eitherTitle(of: shaped) == nil else { return nil }
            return [indentText + "- " + shaped.blockText(indent: pad + 2, lineBreak: context.lineBreak)]
        }
        guard case .mapping = node.content, let dash = indent(ofLine: node.range.start.line), context.followsDash(node.range.start)
        else { return nil }
        return moved(from: node.range.start.line, through: lastLine(of: node), by: pad - dash, durations: node)
    }

    /// Whether a section's title names a warm-up or a cool-down: a phase of work.
    static func isPhase(_ title: String) -> Bool {
        let words = title.split { !$0.isLetter }.map { NameMatching.normalised(String($0)) }
        let joined = words.joined()
        return words.contains(where: TimedTitle.phaseWords.contains) || joined.contains("warmup") || joined.contains("cooldown")
    }

    /// A section holding one card's fields: the fields under a dash and the kind they fit,
    /// or under the card's own kind key when it has one.
    private func card(_ section: YAMLNode, title: String) -> [String]? {
        guard case .mapping(let pairs) = section.content else { return nil }
        guard let first = pairs.first, let firstKey = first.key.scalar, let last = pairs.last, let end = Optional(lastLine(of: last.value)),
            context.startsLine(first.key.range.start)
        else { return nil }
        let column = first.key.range.start.column - 1
        let shift = pad + 2 - column
        if CardKind.named(firstKey) != nil || firstKey == RepeatBlock.key {
            guard var lines = moved(from: first.key.range.start.line, through: end, by: shift, durations: section), !lines.isEmpty
            else { return nil }
            lines[0] = String(repeating: " ", count: pad) + "- " + lines[0].drop { $0 == " " }
            return lines
        }
        let keys = pairs.compactMap(\.key.scalar)
        guard keys.count == pairs.count, keys.allSatisfy({ CardKind.named($0) == nil }) else { return nil }
        guard let kind = KindInference.kind(fitting: keys) else { return titledQuantities(pairs) }
        guard let lines = moved(from: first.key.range.start.line, through: end, by: shift, durations: section) else { return nil }
        let reading = kind == .countdown ? TimedTitle.reading(title) : .work
        guard reading != .either else { return nil }
        let head = String(repeating: " ", count: pad) + "- \((reading == .rest ? .rest : kind).rawValue): " + ShapedText.block(title)
        return [head] + lines
    }

    /// A section of titles to quantities (`Jumping jacks: 1 min`, `Push-ups: 10`): a card
    /// per pair, as a `cards:` mapping of them reads; nil unless every pair reads.
    private func titledQuantities(_ pairs: YAMLNode.Pairs) -> [String]? {
        var lines: [String] = []
        for pair in pairs {
            guard let key = pair.key.scalar, let text = pair.value.scalar, let title = TextCardShape.title(Substring(key)),
                let card = quantity(text, title: title, allowsBareCount: true)
            else { return nil }
            lines += card
        }
        return lines
    }

    /// A section written as a quantity (`warm_up: 5 min`): the card its title and quantity make.
    private func quantity(_ text: String, title: String, allowsBareCount: Bool = false) -> [String]? {
        let words = text.split(separator: " ").map(String.init)
        guard !words.isEmpty, let quantity = TextCardShape.quantity(words, allowsBareCount: allowsBareCount) else { return nil }
        let item = TextCardShape.shaped(title: title, quantity)
        guard TimedTitle.eitherTitle(of: item) == nil else { return nil }
        return [String(repeating: " ", count: pad) + "- " + item.blockText(indent: pad + 2, lineBreak: context.lineBreak)]
    }

    /// The last line a node's text is on: a block node's range may end where the next
    /// token starts, at the start of a later line or after its indentation.
    func lastLine(of node: YAMLNode) -> Int {
        let end = node.range.end
        return end.line > node.range.start.line && (context.startsLine(end) || context.followsDash(end)) ? end.line - 1 : end.line
    }

    private func indent(ofLine number: Int) -> Int? {
        guard let line = context.source?.line(number) else { return nil }
        return line.prefix { $0 == " " }.count
    }

    /// Lines `first` through `last`, each moved `shift` spaces right (left when negative),
    /// the loose durations inside `durations` written as the language writes them; nil
    /// when a line has too little indentation to move left or the lines are too many.
    func moved(from first: Int, through last: Int, by shift: Int, durations: YAMLNode? = nil) -> [String]? {
        guard first <= last, last - first < RoutineLimits.maxRuntimeCards * 8 else { return nil }
        var edits: [Int: [(columns: Range<Int>, text: String)]] = [:]
        if let durations { collectDurations(in: durations, into: &edits, depth: 0) }
        var lines: [String] = []
        for number in first...last {
            guard var line = context.source?.line(number), !line.hasPrefix("\t") else { return nil }
            if let lineEdits = edits[number] { line = Self.applying(lineEdits, to: line) }
            if line.allSatisfy({ $0 == " " }) {
                lines.append("")
            } else if shift >= 0 {
                lines.append(String(repeating: " ", count: shift) + line)
            } else {
                guard line.prefix(-shift).allSatisfy({ $0 == " " }), line.count > -shift else { return nil }
                lines.append(String(line.dropFirst(-shift)))
            }
        }
        return lines
    }

    /// The deepest nesting whose durations are rewritten: a section's card, a block in it, its cards.
    private static let deepestDuration = 4

    /// Each value with a unit the language reads only loosely (`5 min`, `90 sec`), by
    /// line, with its canonical form; a bare number is left for `implausible-duration`.
    func collectDurations(in node: YAMLNode, into edits: inout [Int: [(columns: Range<Int>, text: String)]], depth: Int) {
        guard depth <= Self.deepestDuration else { return }
        switch node.content {
        case .mapping(let pairs):
            for (index, pair) in pairs.enumerated() {
                // A card's first key is its kind, whose value is its title, not a duration.
                if let key = pair.key.scalar, index > 0 || (CardKind.named(key) == nil && key != RepeatBlock.key),
                    case .scalar(let text, let style) = pair.value.content, style != .literal, style != .folded,
                    pair.value.range.start.line == pair.value.range.end.line, text.contains(where: \.isLetter),
                    !ScalarCard.isDurationWithUnit(text), let seconds = LooseDuration.seconds(text)
                {
                    let range = pair.value.range
                    edits[range.start.line, default: []].append((range.start.column - 1..<range.end.column - 1, DurationText.text(seconds)))
                } else {
                    collectDurations(in: pair.value, into: &edits, depth: depth + 1)
                }
            }
        case .sequence(let items):
            for item in items { collectDurations(in: item, into: &edits, depth: depth + 1) }
        case .scalar:
            return
        }
    }

    static func applying(_ edits: [(columns: Range<Int>, text: String)], to line: String) -> String {
        var scalars = Array(line.unicodeScalars)
        for edit in edits.sorted(by: { $0.columns.lowerBound > $1.columns.lowerBound }) where edit.columns.upperBound <= scalars.count {
            scalars.replaceSubrange(edit.columns, with: Array(edit.text.unicodeScalars))
        }
        return String(String.UnicodeScalarView(scalars))
    }
}
