import SeqcCompiler
import SeqcModel

extension LanguageServer {
    /// The cards as an outline, each `repeat` block holding its cards; empty while the
    /// routine has errors (there is no routine to outline).
    func documentSymbols(_ params: DocumentParams) -> [DocumentSymbol] {
        guard var document = documents[params.textDocument.uri] else { return [] }
        let written = Timeline(analysis(of: params.textDocument.uri)?.result).written
        let blocks = WrittenBlock.all(in: &document)
        var cardsOf: [Int: [Timeline.Entry]] = [:]
        let byLine = written.sorted { $0.syntax.kindKeyRange.start.line < $1.syntax.kindKeyRange.start.line }
        let cardParents = WrittenBlock.innermost(byLine.map(\.syntax.kindKeyRange.start.line), in: blocks)
        for (entry, parent) in zip(byLine, cardParents) { cardsOf[parent, default: []].append(entry) }
        var blocksOf: [Int: [Int]] = [:]
        for (index, parent) in WrittenBlock.innermost(blocks.map(\.lines.lowerBound), in: blocks).enumerated() {
            blocksOf[parent, default: []].append(index)
        }
        func children(of owner: Int) -> [DocumentSymbol] {
            var items: [(line: Int, symbol: DocumentSymbol)] = []
            for entry in cardsOf[owner] ?? [] {
                items.append((entry.syntax.kindKeyRange.start.line, cardSymbol(entry, in: &document)))
            }
            for index in blocksOf[owner] ?? [] {
                let block = blocks[index]
                let range = SourceRange(start: block.keyRange.start, end: SourcePosition(line: block.lines.upperBound + 1, column: 1))
                let symbol = DocumentSymbol(
                    name: block.title, detail: "repeat", kind: 2, range: document.range(of: range),
                    selectionRange: document.range(of: block.keyRange), children: children(of: index))
                items.append((block.lines.lowerBound, symbol))
            }
            return items.sorted { $0.line < $1.line }.map(\.symbol)
        }
        return children(of: -1)
    }

    private func cardSymbol(_ entry: Timeline.Entry, in document: inout OpenDocument) -> DocumentSymbol {
        DocumentSymbol(
            name: writtenTitle(entry, in: &document), detail: entry.card.kind.rawValue + " · " + entry.own.text, kind: 24,
            range: document.range(of: entry.syntax.range), selectionRange: document.range(of: entry.syntax.titleRange), children: nil)
    }

    /// A card's title as written: a copy in a `repeat` block carries its round in its
    /// title (`Squats 1/2`), the outline shows the card written once.
    private func writtenTitle(_ entry: Timeline.Entry, in document: inout OpenDocument) -> String {
        let range = entry.syntax.titleRange
        guard range.start.line == range.end.line, range != entry.syntax.kindKeyRange else { return entry.card.title }
        let start = document.converter.offset(seqcLine: range.start.line, column: range.start.column)
        let end = Swift.max(start, document.converter.offset(seqcLine: range.end.line, column: range.end.column))
        let text = String(decoding: document.bytes[start..<end], as: UTF8.self)
        let unquoted =
            text.count >= 2 && (text.first == "\"" || text.first == "'") && text.last == text.first
            ? String(text.dropFirst().dropLast()) : text
        return unquoted.isEmpty ? entry.card.title : unquoted
    }

    /// Each card's start time in the routine, after the card's first line: the first
    /// round's for a card in a `repeat` block.
    func inlayHints(_ params: RangeParams) -> [InlayHint] {
        guard var document = documents[params.textDocument.uri] else { return [] }
        let written = Timeline(analysis(of: params.textDocument.uri)?.result).written
        return written.compactMap { entry in
            let line = entry.syntax.kindKeyRange.start.line
            let end = document.converter.seqcLines.ends[line - 1]
            let position = document.converter.position(ofOffset: end)
            guard position.line >= params.range.start.line, position.line <= params.range.end.line else { return nil }
            return InlayHint(
                position: position, label: "⏱ " + Timeline.startText(entry.start), paddingLeft: true,
                tooltip: "starts \(Timeline.startText(entry.start)) into the routine; takes \(entry.own.text)")
        }
    }
}
