#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How seqc names things. Every id is a version 5 UUID under ``namespace``, so the same
/// routine gets the same ids in every build, and moving a card keeps its id.
package enum Identity {
    /// seqc's published namespace UUID. Changing it changes every id ever produced.
    package static let namespace = UUID(uuidString: "5D15C002-327A-418E-8434-55BE89D3A88C")!

    /// The routine's id, from its slug.
    package static func sequenceID(slug: String) -> UUID {
        UUID(version5Namespace: namespace, name: "routine/\(slug)")
    }

    /// An authored card pinned by the author's `id:`.
    package static func cardID(routineSlug: String, pinnedSlug: String) -> UUID {
        UUID(version5Namespace: namespace) { name in
            name.append("routine/")
            name.append(routineSlug)
            name.append("/id/")
            name.append(pinnedSlug)
        }
    }

    /// An authored card without a pinned id: its kind, its title after defaulting and
    /// its 1-based occurrence among cards of the same kind and title. The occurrence is
    /// last, and neither the slug nor the kind holds a `/`, so the name is unambiguous.
    package static func cardID(routineSlug: String, kind: CardKind, title: String, occurrence: Int) -> UUID {
        // Hashed piece by piece: the name `routine/SLUG/KIND/TITLE/OCCURRENCE`.
        UUID(version5Namespace: namespace) { name in
            name.append("routine/")
            name.append(routineSlug)
            name.append("/")
            name.append(kind.rawValue)
            name.append("/")
            name.append(title)
            name.append("/")
            name.append(occurrence)
        }
    }

    /// A runtime card expanded from an interval: the interval's id, the phase and the round.
    package static func expandedCardID(intervalID: UUID, phase: RuntimeCard.Phase, round: Int) -> UUID {
        // Written piece by piece: the name `INTERVAL-ID/PHASE/ROUND`, for every runtime card.
        UUID(version5Namespace: namespace) { name in
            name.append(uuidText: intervalID)
            name.append("/")
            name.append(phase.rawValue)
            name.append("/")
            name.append(round)
        }
    }
}
