import Foundation
import Testing

@testable import SeqcModel

@Suite struct IdentityTests {
    /// RFC 9562 appendix A.4: version 5 of "www.example.com" in the DNS namespace.
    @Test func version5MatchesTheRFCVector() {
        let dns = UUID(uuidString: "6ba7b810-9dad-11d1-80b4-00c04fd430c8")!
        #expect(UUID(version5Namespace: dns, name: "www.example.com").lowercasedString == "2ed6657d-e927-568b-95e1-2665a8aea6a2")
    }

    @Test func idsDependOnTheirNamesOnly() {
        #expect(Identity.sequenceID(slug: "a") == Identity.sequenceID(slug: "a"))
        #expect(Identity.sequenceID(slug: "a") != Identity.sequenceID(slug: "b"))
        let first = Identity.cardID(routineSlug: "r", kind: .rest, title: "Rest", occurrence: 1)
        #expect(first != Identity.cardID(routineSlug: "r", kind: .rest, title: "Rest", occurrence: 2))
        #expect(first != Identity.cardID(routineSlug: "r", kind: .countdown, title: "Rest", occurrence: 1))
        #expect(first != Identity.cardID(routineSlug: "r", pinnedSlug: "rest"))
    }

    /// Card ids hash their name in pieces; each is the id of the whole name.
    @Test func cardIDsAreTheirNamesHashedWhole() {
        for (slug, title, occurrence) in [("r", "Rest", 1), ("morning-hiit", "Sprints 🏃 é", 12), ("x", "", Int.max)] {
            #expect(
                Identity.cardID(routineSlug: slug, kind: .countdown, title: title, occurrence: occurrence)
                    == UUID(version5Namespace: Identity.namespace, name: "routine/\(slug)/countdown/\(title)/\(occurrence)"))
            #expect(
                Identity.cardID(routineSlug: slug, pinnedSlug: "warm-up")
                    == UUID(version5Namespace: Identity.namespace, name: "routine/\(slug)/id/warm-up"))
        }
    }

    /// A name is written on the stack until it outgrows 256 bytes; a long title's id is
    /// still its whole name's, on each side of that size.
    @Test func longNamesAreHashedWhole() {
        for length in [200, 220, 221, 222, 240, 300, 5_000] {
            let title = String(repeating: "é", count: length / 2) + String(repeating: "x", count: length % 2)
            #expect(
                Identity.cardID(routineSlug: "r", kind: .countdown, title: title, occurrence: 3)
                    == UUID(version5Namespace: Identity.namespace, name: "routine/r/countdown/\(title)/3"), "\(length)")
        }
    }

    /// Expanded cards' ids hash their name in pieces too: the interval's id as text, the
    /// phase and the round.
    @Test func expandedCardIDsAreTheirNamesHashedWhole() {
        let interval = Identity.cardID(routineSlug: "r", kind: .interval, title: "Sprints", occurrence: 1)
        for (phase, round) in [(RuntimeCard.Phase.work, 1), (.rest, 2), (.work, 10_000), (.rest, Int.max)] {
            #expect(
                Identity.expandedCardID(intervalID: interval, phase: phase, round: round)
                    == UUID(version5Namespace: Identity.namespace, name: "\(interval.lowercasedString)/\(phase.rawValue)/\(round)"))
        }
    }

    @Test func theNamespaceIsPublishedAndFixed() {
        #expect(Identity.namespace.lowercasedString == "5d15c002-327a-418e-8434-55be89d3a88c")
    }

    /// The text form is written eight digits at a time; it must be Foundation's, lower-cased,
    /// for every nibble in every place and for random ids.
    @Test func theTextFormIsFoundations() {
        var ids: [UUID] = (0..<2_000).map { _ in UUID() }
        for nibble in 0..<16 {
            let byte = UInt8(nibble << 4 | (15 - nibble))
            let bytes = (byte, byte &+ 1, byte, byte, byte, byte, byte, byte, byte, byte, byte, byte, byte, byte, byte, 0xFF - byte)
            ids.append(UUID(uuid: bytes))
        }
        for id in ids { #expect(id.lowercasedString == id.uuidString.lowercased()) }
        for value: UInt32 in [0, 0x0123_4567, 0x89AB_CDEF, 0xFFFF_FFFF, 0xA0B1_C2D3] {
            let digits = withUnsafeBytes(of: UUID.hexDigits(of: value).bigEndian) { String(decoding: $0, as: UTF8.self) }
            #expect(digits == String(repeating: "0", count: 8 - String(value, radix: 16).count) + String(value, radix: 16))
        }
    }
}
