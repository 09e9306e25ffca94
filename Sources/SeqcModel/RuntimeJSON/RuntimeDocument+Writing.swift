#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// The runtime document walked straight from the model into a ``JSONSink``, members in
// sorted order (the order `Encodable` with `.sortedKeys` gives): written by
// ``PrettyJSONWriter`` on every build, counted by ``JSONByteCounter`` for the size limit.
// A test holds the bytes equal to that encoding.

extension RuntimeDocument {
    /// The document's JSON text, as ``jsonData()`` returns it.
    package func jsonBytes() -> [UInt8] {
        var writer = PrettyJSONWriter(capacity: estimatedJSONSize)
        write(to: &writer)
        return writer.finish()
    }

    /// The runtime JSON of the document for `sequence`: the bytes
    /// `RuntimeDocument(sequence: sequence).jsonData()` returns, written as the expansion
    /// walks (``Expansion/walk(_:card:phase:)``) without making the runtime cards, their
    /// titles or their array. Every build writes each routine this way.
    package static func jsonData(expanding sequence: SequenceDefinition) -> Data {
        let runtimeCount = Expansion.runtimeCardCount(of: sequence.cards)
        var writer = PrettyJSONWriter(capacity: estimatedJSONSize(cards: sequence.cards.count.saturatingAdd(runtimeCount)))
        write(formatVersion: currentFormatVersion, sequence: sequence, to: &writer) { writer in
            Expansion.walk(sequence.cards) { card in
                writer.element()
                card.write(to: &writer, origin: nil)
            } phase: { card in
                writer.element()
                Card.write(to: &writer, content: card.content, id: card.id, origin: card.origin, slug: nil, title: .phase(card))
            }
        }
        return writer.finishData()
    }

    /// Walks the document into `writer`, without its final line break.
    func write<Sink: JSONSink & ~Copyable>(to writer: inout Sink) {
        Self.write(formatVersion: formatVersion, sequence: sequence, to: &writer) { writer in
            runtimeCards.withUnsafeBufferPointer { runtimeCards in
                for index in runtimeCards.indices {
                    writer.element()
                    runtimeCards[index].write(to: &writer)
                }
            }
        }
    }

    /// The document's layout, with the elements of the runtime card list written by
    /// `runtimeCards`: one description of it for a document and for a sequence expanded
    /// as it is written.
    private static func write<Sink: JSONSink & ~Copyable>(
        formatVersion: Int, sequence: SequenceDefinition, to writer: inout Sink, runtimeCards: (inout Sink) -> Void
    ) {
        writer.beginObject()
        writer.member(RuntimeName.formatVersion)
        writer.int(formatVersion)
        writer.member(RuntimeName.runtime)
        writer.beginObject()
        writer.member(RuntimeName.cards)
        writer.beginArray()
        runtimeCards(&writer)
        writer.endArray()
        writer.endObject()
        writer.member(RuntimeName.sequence)
        sequence.write(to: &writer)
        writer.endObject()
    }

    /// A first capacity that most documents fit without the buffer growing: a card takes
    /// about 300 bytes. Capped, so a huge routine grows its buffer as it is written.
    var estimatedJSONSize: Int {
        Self.estimatedJSONSize(cards: sequence.cards.count.saturatingAdd(runtimeCards.count))
    }

    private static func estimatedJSONSize(cards: Int) -> Int {
        1024 + Swift.min(cards, 4096) * 320
    }
}

extension SequenceDefinition {
    /// The sequence's object.
    func write<Sink: JSONSink & ~Copyable>(to writer: inout Sink) {
        writer.beginObject()
        writer.member(RuntimeName.cards)
        writer.beginArray()
        // Read in place, as ``Expansion/walk(_:card:phase:)`` reads them: no copy of each card.
        cards.withUnsafeBufferPointer { cards in
            for index in cards.indices {
                writer.element()
                cards[index].write(to: &writer, origin: nil)
            }
        }
        writer.endArray()
        writer.member(RuntimeName.id)
        writer.uuid(id)
        writer.member(RuntimeName.slug)
        writer.string(slug)
        if let summary {
            writer.member(RuntimeName.summary)
            writer.string(summary)
        }
        if !tags.isEmpty {
            writer.member(RuntimeName.tags)
            writer.beginArray()
            for tag in tags {
                writer.element()
                writer.string(tag)
            }
            writer.endArray()
        }
        writer.member(RuntimeName.title)
        writer.string(title)
        writer.endObject()
    }
}

extension RuntimeCard {
    func write<Sink: JSONSink & ~Copyable>(to writer: inout Sink) {
        card.write(to: &writer, origin: origin)
    }
}

extension Card {
    /// `config, id, kind, origin?, slug?, title`, sorted.
    func write<Sink: JSONSink & ~Copyable>(to writer: inout Sink, origin: RuntimeCard.Origin?) {
        Self.write(to: &writer, content: content, id: id, origin: origin, slug: slug, title: .text(title))
    }

    /// A card's title as the writer gets it: its text, or an expanded card's parts.
    enum Title {
        case text(String)
        /// An expanded card's title (``Expansion/phaseTitle(_:phase:round:rounds:)``),
        /// written without making it.
        case phase(Expansion.PhaseCard)
    }

    /// A card's object from its parts: the layout of an authored card, of a runtime card
    /// and of a card written as an interval expands. (The title is a value, not a closure:
    /// a closure would capture, and so copy, the whole card.)
    static func write<Sink: JSONSink & ~Copyable>(
        to writer: inout Sink, content: CardContent, id: UUID, origin: RuntimeCard.Origin?, slug: String?, title: Title
    ) {
        writer.beginObject()
        writer.member(RuntimeName.config)
        content.writeConfig(to: &writer)
        writer.member(RuntimeName.id)
        writer.uuid(id)
        writer.member(RuntimeName.kind)
        writer.string(name: content.kind.jsonName)
        if let origin {
            writer.member(RuntimeName.origin)
            writer.beginObject()
            writer.member(RuntimeName.cardId)
            writer.uuid(origin.cardId)
            writer.member(RuntimeName.phase)
            writer.string(name: origin.phase.jsonName)
            writer.member(RuntimeName.round)
            writer.int(origin.round)
            writer.member(RuntimeName.rounds)
            writer.int(origin.rounds)
            writer.endObject()
        }
        if let slug {
            writer.member(RuntimeName.slug)
            writer.string(slug)
        }
        writer.member(RuntimeName.title)
        switch title {
        case .text(let text): writer.string(text)
        case .phase(let card):
            writer.phaseTitle(card.intervalTitle, phase: card.phase, round: card.round, rounds: card.config.rounds)
        }
        writer.endObject()
    }
}

extension RuntimeCard.Phase {
    /// The raw value as a static string, as ``CardKind/jsonName`` is.
    var jsonName: StaticString {
        switch self {
        case .work: "work"
        case .rest: "rest"
        }
    }
}
