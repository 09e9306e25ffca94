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
/// The template is written by the writer's own calls in ``Card``'s layout (as
/// `Card.write` writes an expanded card), with placeholders where the rounds differ, so
/// the two cannot lay a card out differently; `ExpandingWriterTests` holds the bytes
/// equal to the encoded document for every round count up to 101.
struct PhaseCardTemplate {
    /// The writer's depth the card was laid out at.
    let depth: Int
    /// The card's text with a placeholder id and round 1 in both places.
    private let text: [UInt8]
    /// Where the id's 36 characters start.
    private let idAt: Int
    /// Where the origin's round is (its placeholder is one digit).
    private let roundAt: Int
    /// Where the title's round is (one digit, before the slash).
    private let titleRoundAt: Int

    /// The layout of `card`'s phase of its interval, for a writer `depth` containers deep.
    init(_ card: Expansion.PhaseCard, depth: Int) {
        self.depth = depth
        let rounds = card.config.rounds
        var scratch = PrettyJSONWriter(capacity: 1024, depth: depth)
        scratch.beginObject()
        scratch.member("config")
        card.content.writeConfig(to: &scratch)
        scratch.member("id")
        idAt = scratch.byteCount + 1
        scratch.uuid(card.intervalID)
        scratch.member("kind")
        scratch.string(name: card.content.kind.jsonName)
        scratch.member("origin")
        scratch.beginObject()
        scratch.member("cardId")
        scratch.uuid(card.intervalID)
        scratch.member("phase")
        scratch.string(name: card.phase.jsonName)
        scratch.member("round")
        roundAt = scratch.byteCount
        scratch.int(1)
        scratch.member("rounds")
        scratch.int(rounds)
        scratch.endObject()
        scratch.member("title")
        scratch.phaseTitle(card.intervalTitle, phase: card.phase, round: 1, rounds: rounds)
        // The title ends `1/ROUNDS"`.
        titleRoundAt = scratch.byteCount - 1 - JSONText.decimalLength(rounds) - 1 - 1
        scratch.endObject()
        text = scratch.withWrittenBytes { Array($0) }
    }

    /// Writes `card`, a card of the same phase of the same interval, as the next value.
    func write(_ card: Expansion.PhaseCard, to writer: inout PrettyJSONWriter) {
        let id = card.id
        let round = card.round
        let idLength = UUID.textLength
        let (idAt, roundAt, titleRoundAt) = (idAt, roundAt, titleRoundAt)
        text.withUnsafeBufferPointer { text in
            let base = text.baseAddress!
            writer.appendValue { out in
                out.append(bytes: UnsafeBufferPointer(start: base, count: idAt))
                out.append(count: idLength) { _ = id.writeLowercased(into: UnsafeMutableBufferPointer(start: $0, count: idLength)) }
                out.append(bytes: UnsafeBufferPointer(start: base + idAt + idLength, count: roundAt - idAt - idLength))
                JSONText.writeInt(round, into: &out)
                out.append(bytes: UnsafeBufferPointer(start: base + roundAt + 1, count: titleRoundAt - roundAt - 1))
                JSONText.writeInt(round, into: &out)
                out.append(bytes: UnsafeBufferPointer(start: base + titleRoundAt + 1, count: text.count - titleRoundAt - 1))
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
