import SeqcCompiler
import SeqcModel

/// The authored cards of a compiled routine with where each is written and when it
/// starts: what hover, the outline and the start-time hints are made from.
struct Timeline {
    struct Entry {
        let card: Card
        let syntax: CardSyntax
        /// The time before this card: every card before it in playing order.
        let start: TimingSummary
        /// The card's own time, its expansion's for an interval.
        let own: TimingSummary
    }

    /// Every authored card in playing order: a `repeat` block's copies each once.
    let entries: [Entry]

    init(_ result: CompileResult?) {
        guard let sequence = result?.sequence, let syntax = result?.syntax, syntax.cards.count == sequence.cards.count else {
            entries = []
            return
        }
        var low = 0
        var high = 0
        var untimed = 0
        var entries: [Entry] = []
        entries.reserveCapacity(sequence.cards.count)
        for (card, cardSyntax) in zip(sequence.cards, syntax.cards) {
            let own = TimingSummary(of: [card])
            entries.append(
                Entry(
                    card: card, syntax: cardSyntax, start: TimingSummary(minSeconds: low, maxSeconds: high, untimedCards: untimed), own: own
                ))
            low = low.saturatingAdd(own.minSeconds)
            high = high.saturatingAdd(own.maxSeconds)
            untimed = untimed.saturatingAdd(own.untimedCards)
        }
        self.entries = entries
    }

    /// The first copy of each card as written, in file order: a card in a `repeat` block
    /// plays once per round but is written once.
    var written: [Entry] {
        var seen = Set<SourceRange>()
        return entries.filter { seen.insert($0.syntax.range).inserted }
    }

    /// The cards played from the text in `lines` (1-based seqc lines, inclusive).
    func played(inLines lines: ClosedRange<Int>) -> [Entry] {
        entries.filter { lines.contains($0.syntax.kindKeyRange.start.line) }
    }

    /// How long `entries` take together.
    static func total(_ entries: [Entry]) -> TimingSummary {
        TimingSummary(
            minSeconds: entries.reduce(0) { $0.saturatingAdd($1.own.minSeconds) },
            maxSeconds: entries.reduce(0) { $0.saturatingAdd($1.own.maxSeconds) },
            untimedCards: entries.reduce(0) { $0.saturatingAdd($1.own.untimedCards) })
    }

    /// A start time as a hint shows it: `0:45`, `0:45 to 1:10`, `≥ 2:00` after untimed cards.
    static func startText(_ start: TimingSummary) -> String {
        var text = TimingSummary.clock(start.minSeconds)
        if start.maxSeconds != start.minSeconds { text += " to " + TimingSummary.clock(start.maxSeconds) }
        return start.untimedCards > 0 ? "≥ " + text : text
    }
}

/// A `repeat:` block as written: the line of its key and the lines of its body, found in
/// the text (a block becomes cards when read, so the compiled routine does not keep it).
struct WrittenBlock {
    let title: String
    /// seqc's 1-based lines: the key's, and the last of the body.
    let lines: ClosedRange<Int>
    let keyRange: SourceRange

    /// For each of `lines` (ascending), the index in `blocks` (in file order) of the
    /// innermost block whose body (the lines after its key's) holds it, or -1: one sweep
    /// with a stack of the blocks open there. A block's own key line is its parent's.
    static func innermost(_ lines: [Int], in blocks: [WrittenBlock]) -> [Int] {
        var found: [Int] = []
        found.reserveCapacity(lines.count)
        var open: [Int] = []
        var next = 0
        for line in lines {
            while next < blocks.count, blocks[next].lines.lowerBound < line {
                while let top = open.last, blocks[top].lines.upperBound < blocks[next].lines.lowerBound { open.removeLast() }
                open.append(next)
                next += 1
            }
            while let top = open.last, !blocks[top].lines.contains(line) { open.removeLast() }
            found.append(open.last ?? -1)
        }
        return found
    }

    /// Every block in `document`'s text: a line `- repeat: TITLE`, through the last line
    /// indented deeper than its `-`.
    /// `only`, when given, is the one seqc line a block may start on (a hover asks about its line).
    static func all(in document: inout OpenDocument, only: Int? = nil) -> [WrittenBlock] {
        let map = document.converter.seqcLines
        let bytes = document.bytes
        func text(_ index: Int) -> String { String(decoding: bytes[map.starts[index]..<map.ends[index]], as: UTF8.self) }
        var blocks: [WrittenBlock] = []
        let candidates = only.map { $0 >= 1 && $0 <= map.starts.count ? [$0 - 1] : [] } ?? Array(map.starts.indices)
        for index in candidates {
            // Most lines are not a block's: a look at the bytes before making text of them.
            guard bytes[map.starts[index]..<map.ends[index]].contains(UInt8(ascii: "-")) else { continue }
            let line = text(index)
            let indent = line.prefix { $0 == " " }.count
            let item = line.dropFirst(indent)
            guard item.hasPrefix("-") else { continue }
            let rest = item.dropFirst().drop { $0 == " " }
            guard rest.hasPrefix(RepeatBlock.key + ":") else { continue }
            let keyColumn = line.count - rest.count + 1
            var last = index
            for next in (index + 1)..<Swift.max(index + 1, map.starts.count) {
                let body = text(next)
                let content = body.drop { $0 == " " }
                if content.isEmpty || content.hasPrefix("#") { continue }
                guard body.count - content.count > indent else { break }
                last = next
            }
            let title = rest.dropFirst(RepeatBlock.key.count + 1).trimmingPrefix(" ")
            blocks.append(
                WrittenBlock(
                    title: String(title), lines: (index + 1)...(last + 1),
                    keyRange: SourceRange(
                        start: SourcePosition(line: index + 1, column: keyColumn),
                        end: SourcePosition(line: index + 1, column: keyColumn + RepeatBlock.key.count))))
        }
        return blocks
    }
}
