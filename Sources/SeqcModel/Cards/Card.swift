#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One step of a routine: an identity, a title and what it does.
///
/// A card is a value an app edits in place: `card.title = "Plank"`, or
/// `card.content = .countdown(CountdownConfig(durationSeconds: 45))`. Its identity stays
/// the same through every edit, move and save; a card made with ``init(title:content:)``
/// gets a fresh one, and a card decoded from runtime JSON keeps the one it was saved with.
public struct Card: Hashable, Sendable, Identifiable {
    /// The card's identity. Cards compiled from a routine file have name-based UUIDs,
    /// stable when cards are reordered; cards made in an app have random ones.
    public let id: UUID
    /// The author's pinned card id (`id:` in YAML), kept so a routine can be rebuilt
    /// from its runtime JSON with the same identity.
    public let slug: String?
    /// What the card does: its kind and that kind's config.
    public var content: CardContent
    private var storedTitle: String

    /// A new card with a fresh, random identity. An empty `title` becomes the kind's
    /// ``CardKind/displayName``, as in a routine file.
    public init(title: String, content: CardContent) {
        self.init(id: UUID(), title: title, content: content)
    }

    /// A card with a known identity: as compiled, or as read from runtime JSON.
    package init(id: UUID, title: String, content: CardContent, slug: String? = nil) {
        self.id = id
        self.slug = slug
        self.content = content
        self.storedTitle = Self.title(title, for: content.kind)
    }

    /// The title shown to the player; never empty. Setting an empty title gives the
    /// kind's ``CardKind/displayName`` (a text field bound here cannot be cleared: bind it
    /// to a draft and assign when editing ends, if the app wants an empty field).
    public var title: String {
        get { storedTitle }
        set { storedTitle = Self.title(newValue, for: content.kind) }
    }

    /// The card's kind.
    public var kind: CardKind { content.kind }

    /// This card under a new random identity and without a pinned slug, as a second
    /// copy of it in the same routine needs.
    func withFreshIdentity() -> Card {
        Card(id: UUID(), title: title, content: content)
    }

    private static func title(_ title: String, for kind: CardKind) -> String {
        title.isEmpty ? kind.displayName : title
    }
}
