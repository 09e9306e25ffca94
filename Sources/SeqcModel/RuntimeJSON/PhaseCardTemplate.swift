#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The text of an interval's work (or rest) cards, laid out once and copied for each
/// round: the rounds differ only in the card's id and in the round number, which appears
/// twice (the origin's `round` and the title's `Work 3/8`). An interval of eight rounds
/// is sixteen cards whose config, kind, origin and escaped title are the same text each
/// time; written member by member they were a third of a build's JSON writing.
///
/// The template is one card written by `Card.write`, the one description of a card's
/// layout, which notes where the id and the rounds go (``CardLayoutPoint``);
/// `ExpandingWriterTests` holds the bytes equal to the encoded document for every round
/// count up to 101.
struct PhaseCardTemplate {
    /// The writer's depth the card was laid out at.
    let depth: Int
    /// The card's text as its first round's.
    private let text: [UInt8]
    /// Where the id's 36 characters start.
    private let idAt: Int
    /// Where the origin's round is.
    private let roundAt: Int
    /// Where the title's round is.
    private let titleRoundAt: Int
    /// The length of the round written in the text.
    private let roundLength: Int

    /// The layout of `card`'s phase of its interval, for a writer `depth` containers deep.
    init(_ card: Expansion.PhaseCard, depth: Int) {
        self.depth = depth
        var scratch = PrettyJSONWriter(capacity: 1024, depth: depth)
        scratch.startNoting()
        // Any id will do, and the interval's costs no hash: the card's own is written in its place.
        Card.write(to: &scratch, content: card.content, id: card.intervalID, origin: card.origin, slug: nil, title: .phase(card))
        let notes = scratch.notes!
        roundLength = JSONText.decimalLength(card.round)
        idAt = notes.id + 1
        roundAt = notes.round
        // The title ends `ROUND/ROUNDS"`.
        titleRoundAt = notes.titleEnd - 1 - JSONText.decimalLength(card.config.rounds) - 1 - roundLength
        text = scratch.bytes
    }

    /// Writes `card`, a card of the same phase of the same interval, as the next value.
    func write(_ card: Expansion.PhaseCard, to writer: inout PrettyJSONWriter) {
        let id = card.id
        let round = card.round
        let idLength = UUID.textLength
        let (idAt, roundAt, titleRoundAt, roundLength) = (idAt, roundAt, titleRoundAt, roundLength)
        text.withUnsafeBufferPointer { text in
            let base = text.baseAddress!
            writer.appendValue { out in
                out.append(bytes: UnsafeBufferPointer(start: base, count: idAt))
                out.append(count: idLength) { _ = id.writeLowercased(into: UnsafeMutableBufferPointer(start: $0, count: idLength)) }
                out.append(bytes: UnsafeBufferPointer(start: base + idAt + idLength, count: roundAt - idAt - idLength))
                JSONText.writeInt(round, into: &out)
                let afterRound = roundAt + roundLength
                out.append(bytes: UnsafeBufferPointer(start: base + afterRound, count: titleRoundAt - afterRound))
                JSONText.writeInt(round, into: &out)
                let afterTitleRound = titleRoundAt + roundLength
                out.append(bytes: UnsafeBufferPointer(start: base + afterTitleRound, count: text.count - afterTitleRound))
            }
        }
    }
}

/// The templates of the interval being written, one per phase.
struct PhaseCardTemplates {
    private var work: PhaseCardTemplate?
    private var rest: PhaseCardTemplate?

    /// Intervals of fewer rounds are written card by card: laying out a template costs
    /// about two cards.
    static let fewestRounds = 3

    /// Writes the expanded card `card` as the next value of `writer`.
    mutating func write(_ card: Expansion.PhaseCard, to writer: inout PrettyJSONWriter) {
        if card.config.rounds >= Self.fewestRounds {
            // An interval's cards come round by round from its first (`Expansion.walk`), so
            // its templates are laid out at round 1 and no card takes another interval's,
            // even one pinned to the same id.
            if card.round == 1 {
                let template = PhaseCardTemplate(card, depth: writer.openContainers)
                if card.phase == .work { work = template } else { rest = template }
            }
            if let template = card.phase == .work ? work : rest, template.depth == writer.openContainers {
                template.write(card, to: &writer)
                return
            }
        }
        Card.write(to: &writer, content: card.content, id: card.id, origin: card.origin, slug: nil, title: .phase(card))
    }
}
