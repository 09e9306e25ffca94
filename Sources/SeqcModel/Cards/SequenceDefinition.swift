#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An authored routine after clamping: what an app imports and edits.
///
/// A value with SwiftUI-friendly mutation: `title`, `summary`, `tags` and `cards` are
/// settable (`ForEach($routine.cards)`, `.onDelete`, `.onMove` work on `cards` as on any
/// array), and every setter keeps the routine valid: the title is never blank, every
/// config stays clamped, and no two cards share an identity.
public struct SequenceDefinition: Hashable, Sendable, Identifiable {
    /// The title a routine gets when it is given a blank one.
    public static let untitled = "Untitled"

    /// A name-based UUID derived from ``slug``.
    public let id: UUID
    /// The routine's id as authored or defaulted from its file name, e.g. `morning-hiit`.
    public let slug: String
    /// One line about the routine, if any.
    public var summary: String?
    /// Labels for finding the routine, in the author's order.
    public var tags: [String]
    private var storedTitle: String

    /// The authored cards, intervals unexpanded, in playing order.
    ///
    /// Ids stay unique: when a change leaves two cards with one id (an array copy of a
    /// card inserted into the list), the later one gets a fresh identity. ``insert(_:at:)``
    /// and ``append(_:)`` instead always give the added card the fresh identity, wherever
    /// it goes.
    public var cards: [Card] {
        didSet { Self.refreshDuplicateIDs(in: &cards) }
    }

    /// A new routine, its id derived from `slug` as the compiler derives it. A blank
    /// `title` becomes ``untitled``.
    public init(slug: String, title: String, summary: String? = nil, tags: [String] = [], cards: [Card] = []) {
        self.init(id: Identity.sequenceID(slug: slug), slug: slug, title: title, summary: summary, tags: tags, cards: cards)
    }

    /// A routine with a known identity: as compiled, or as read from runtime JSON. Card
    /// ids are kept as given.
    package init(id: UUID, slug: String, title: String, summary: String? = nil, tags: [String] = [], cards: [Card]) {
        self.id = id
        self.slug = slug
        self.storedTitle = Self.title(title)
        self.summary = summary
        self.tags = tags
        self.cards = cards
    }

    /// The routine's title; never blank. Setting a blank one (empty or only whitespace,
    /// which a routine file refuses) gives ``untitled``.
    public var title: String {
        get { storedTitle }
        set { storedTitle = Self.title(newValue) }
    }

    /// Inserts `card` at `index`, giving it a fresh identity if a card of this routine
    /// already has its id (a duplicate of a card in the list).
    public mutating func insert(_ card: Card, at index: Int) {
        cards.insert(cards.contains { $0.id == card.id } ? card.withFreshIdentity() : card, at: index)
    }

    /// Appends `card`, as ``insert(_:at:)`` does.
    public mutating func append(_ card: Card) {
        insert(card, at: cards.endIndex)
    }

    /// Removes the cards at `offsets`, as SwiftUI's `onDelete` passes them (an
    /// `IndexSet`; any collection of offsets does, each counted once).
    public mutating func removeCards(atOffsets offsets: some Sequence<Int>) {
        let removed = Set(offsets)
        cards = cards.indices.filter { !removed.contains($0) }.map { cards[$0] }
    }

    /// Moves the cards at `offsets` to before the card at `destination` (the offset in
    /// the list before the move), as SwiftUI's `onMove` passes them. Every card keeps its id.
    /// The moved cards keep their order, whatever the order of `offsets` (as in an
    /// `IndexSet`, which is what SwiftUI passes; the parameter is generic because
    /// `IndexSet` is not in FoundationEssentials, which is all the seqc binary links).
    public mutating func moveCards(fromOffsets offsets: some Sequence<Int>, toOffset destination: Int) {
        let moved = Set(offsets)
        let moving = moved.sorted().map { cards[$0] }
        var staying = cards.indices.filter { !moved.contains($0) }.map { cards[$0] }
        let before = 0..<destination
        staying.insert(contentsOf: moving, at: destination - moved.filter { before.contains($0) }.count)
        cards = staying
    }

    private static func title(_ title: String) -> String {
        title.allSatisfy(\.isWhitespace) ? untitled : title
    }

    private static func refreshDuplicateIDs(in cards: inout [Card]) {
        var seen = Set<UUID>()
        for index in cards.indices where !seen.insert(cards[index].id).inserted {
            cards[index] = cards[index].withFreshIdentity()
            seen.insert(cards[index].id)
        }
    }
}
