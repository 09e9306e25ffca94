import SeqcModel
import Testing

@testable import SeqcCompiler

/// Blocks that would make too many cards, nest too deep or clash in their ids: each is
/// one diagnostic at its place, found before a single copy is made.
@Suite struct RepeatLimitTests {
    /// A block of `rounds` around `inner`, indented under `indent`.
    static func block(_ title: String, rounds: Int, indent: String, inner: String) -> String {
        "\(indent)- repeat: \(title)\n\(indent)  rounds: \(rounds)\n\(indent)  cards:\n" + inner
    }

    static func card(indent: String) -> String { "\(indent)- countdown: Squats\n\(indent)  duration: 40s\n" }

    /// Nested blocks whose copies pass the card limit only at the outermost, at every
    /// depth the language allows: one resource-limit, at that block.
    @Test(arguments: 1...RepeatBlock.maxDepth)
    func copiesPastTheCardLimitAreOneDiagnostic(_ depth: Int) {
        let indent = String(repeating: " ", count: 2 + 4 * depth)
        var text = Self.card(indent: indent) + Self.card(indent: indent)
        for level in stride(from: depth - 1, through: 0, by: -1) {
            text = Self.block(
                "B\(level)", rounds: level == 0 ? 10_000 : 1, indent: String(repeating: " ", count: 2 + 4 * level), inner: text)
        }
        let result = compile("title: T\ncards:\n" + text)
        #expect(result.findings == ["resource-limit@3:5"], "\(result.diagnostics.map(\.message))")
    }

    /// A million rounds is out of range, as it is for an interval.
    @Test func aMillionRoundsIsOutOfRange() {
        let result = compile("title: T\ncards:\n" + Self.block("B", rounds: 1_000_000, indent: "  ", inner: Self.card(indent: "      ")))
        #expect(result.findings == ["out-of-range@4:13"])
    }

    /// Many blocks, each within the limit, that together pass it: one too-many-cards.
    @Test(arguments: [2, 5, 50])
    func blocksTogetherPastTheLimitAreOneDiagnostic(_ blocks: Int) {
        let one = Self.block("B", rounds: 10_000 / blocks + 1, indent: "  ", inner: Self.card(indent: "      "))
        let result = compile("title: T\ncards:\n" + String(repeating: one, count: blocks))
        #expect(result.findings == ["too-many-cards@2:1"], "\(result.diagnostics.map(\.message))")
    }

    /// One block deeper than the limit is refused at its key, however deep it goes.
    @Test(arguments: (RepeatBlock.maxDepth + 1)...(RepeatBlock.maxDepth + 3))
    func nestingPastTheDepthLimitIsOneDiagnostic(_ depth: Int) {
        var text = Self.card(indent: String(repeating: " ", count: 2 + 4 * depth))
        for level in stride(from: depth - 1, through: 0, by: -1) {
            text = Self.block("B\(level)", rounds: 1, indent: String(repeating: " ", count: 2 + 4 * level), inner: text)
        }
        let result = compile("title: T\ncards:\n" + text)
        let line = 3 + 3 * RepeatBlock.maxDepth
        #expect(result.findings == ["resource-limit@\(line):\(5 + 4 * RepeatBlock.maxDepth)"], "\(result.diagnostics.map(\.message))")
    }

    /// `rest:` beside `repeat:` is the block's rest, not a second kind.
    @Test func aRestFieldIsNotASecondKind() throws {
        let result = compile("title: T\ncards:\n  - repeat: C\n    rest: 30s\n    rounds: 2\n    cards:\n" + Self.card(indent: "      "))
        #expect(result.findings.isEmpty)
        #expect(try #require(result.sequence).cards.map(\.title) == ["Squats 1/2", "C - Rest 1/1", "Squats 2/2"])
    }

    /// A card that holds a stray `repeat:` after its kind stays a card: the key is unknown there.
    @Test func aStrayRepeatKeyOnACardIsAnUnknownKey() {
        let result = compile("title: T\ncards:\n  - countdown: A\n    duration: 5s\n    repeat: 3\n")
        #expect(result.findings == ["unknown-key@5:5"])
    }

    /// A written id equal to a copy's derived one is a duplicate-card-id, reported once.
    @Test(arguments: [1, 3, 40])
    func aWrittenIDThatClashesWithACopyIsOneDiagnostic(_ rounds: Int) {
        let yaml =
            "title: T\ncards:\n  - countdown: Other\n    duration: 5s\n    id: c-r1-squats\n"
            + Self.block("C", rounds: rounds, indent: "  ", inner: Self.card(indent: "      "))
        #expect(compile(yaml).findings.filter { $0.hasPrefix("duplicate-card-id") }.count == 1)
    }

    /// One id pinned twice in a block's list is one error, not one per round.
    @Test(arguments: [1, 7])
    func anIDPinnedTwiceInABlockIsOneDiagnostic(_ rounds: Int) {
        let inner = "      - countdown: A\n        duration: 5s\n        id: x\n      - countdown: B\n        duration: 5s\n        id: x\n"
        let result = compile("title: T\ncards:\n" + Self.block("C", rounds: rounds, indent: "  ", inner: inner))
        #expect(result.findings == ["duplicate-card-id@11:13"])
    }

    /// A derived id longer than a slug may be is cut and hashed: still a valid slug, and
    /// two long titles that share a start still differ.
    @Test func longDerivedIDsAreHashedToValidSlugs() throws {
        let long = String(repeating: "Very long block title ", count: 5)
        let yaml =
            "title: T\ncards:\n" + Self.block(long + "one", rounds: 2, indent: "  ", inner: Self.card(indent: "      "))
            + Self.block(long + "two", rounds: 2, indent: "  ", inner: Self.card(indent: "      "))
        let slugs = try #require(compile(yaml).sequence).cards.compactMap(\.slug)
        #expect(slugs.count == 4 && Set(slugs).count == 4)
        #expect(slugs.allSatisfy { Slug.isValid($0) && $0.utf8.count == Slug.maxLength })
    }
}
