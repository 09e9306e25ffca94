import SeqcModel
import Testing

@testable import SeqcCompiler

/// The list reader decides from one pass over a card's keys (``CardKeys``) whether an item
/// may be another app's shape and whether it opens a block; the routine test at the top
/// reads `title` and `cards` as written first. Each decision is held, on generated
/// mappings, to the plain definition it stands for.
@Suite struct CardKeysTests {
    /// Keys a card may be written with: every kind, every card field, the block and set
    /// words, and strangers (other spellings, other apps' words, near misses, non-ASCII).
    private static let pool: [String] =
        CardKind.allCases.map(\.rawValue) + Language.allCardFieldNames.sorted() + [
            RepeatBlock.key, "rounds", "sets", "exercise", "Rest", "REPEAT", "repeats", "cards", "title", "steps", "durat1on",
            "countdowns", "Ruhe", "pausé", "x", "",
        ]

    @Test func shapesAndBlocksAreDecidedAsTheirDefinitionsSay() throws {
        var random = SplitMix64(state: 37)
        for _ in 0..<3_000 {
            let keys = (0..<Int.random(in: 1...10, using: &random)).map { _ in Self.pool.randomElement(using: &random)! }
            let firstHoldsMapping = Bool.random(using: &random)
            let (_, pairs) = try Self.mapping(keys, firstHoldsMapping: firstHoldsMapping)
            let cardKeys = CardKeys(pairs, names: .shared)
            #expect(CardListReader.mayBeShaped(pairs, keys: cardKeys) == Self.mayBeShaped(pairs), "\(keys)")
            #expect(CardListReader.opensBlock(pairs, keys: cardKeys) == Self.opensBlock(pairs), "\(keys)")
        }
    }

    @Test func aTopLevelMappingWithTitleAndCardsIsARoutine() throws {
        // What the shortcut relies on: the two keys as written mean themselves.
        #expect(Language.meaning(of: "title", among: Language.topLevelFields)?.field?.name == "title")
        #expect(Language.meaning(of: "cards", among: Language.topLevelFields)?.field?.name == "cards")
        var random = SplitMix64(state: 11)
        let others = Language.topLevelFields.map(\.name) + ["workout", "routine", "data", "meta", "Title", "CARDS", "name"]
        for _ in 0..<500 {
            var keys = ["title", "cards"] + (0..<Int.random(in: 0...5, using: &random)).map { _ in others.randomElement(using: &random)! }
            keys.shuffle(using: &random)
            let (root, _) = try Self.mapping(keys, firstHoldsMapping: Bool.random(using: &random))
            #expect(RoutineWrapper.isRoutine(root, atTop: true), "\(keys)")
        }
    }

    // MARK: - The definitions

    private static func scalarKeys(_ pairs: YAMLNode.Pairs) -> [String] {
        pairs.compactMap(\.key.scalar)
    }

    /// One pair over a mapping, or two to eight pairs, with a key that is no kind, no
    /// `rounds` and no card field, or with `rounds` on a card that is not an interval.
    private static func mayBeShaped(_ pairs: YAMLNode.Pairs) -> Bool {
        guard (1...8).contains(pairs.count), pairs.count > 1 || pairs[0].value.isMapping else { return false }
        let keys = scalarKeys(pairs)
        let stranger = keys.contains { CardKind(rawValue: $0) == nil && $0 != "rounds" && !Language.allCardFieldNames.contains($0) }
        return stranger || keys.contains("rounds") && !keys.contains(CardKind.interval.rawValue)
    }

    /// `repeat` first, or `repeat` with no kind but `rest`.
    private static func opensBlock(_ pairs: YAMLNode.Pairs) -> Bool {
        guard let found = pairs.firstIndex(where: { $0.key.scalar == RepeatBlock.key }) else { return false }
        return found == 0 || !scalarKeys(pairs).contains { CardKind(rawValue: $0).map { $0 != .rest } ?? false }
    }

    // MARK: - Making mappings

    /// A mapping of `keys` in order (duplicates kept, as the composer keeps them), each
    /// holding text but the first, which holds a mapping when `firstHoldsMapping`.
    private static func mapping(_ keys: [String], firstHoldsMapping: Bool) throws -> (YAMLNode, YAMLNode.Pairs) {
        var yaml = ""
        for (index, key) in keys.enumerated() {
            let value = index == 0 && firstHoldsMapping ? "{a: 1}" : "v\(index)"
            yaml += "? \"\(key)\"\n: \(value)\n"
        }
        let composed = YAMLComposer.compose(SourceFile(path: "t.yaml", text: yaml))
        let root = try #require(composed.root)
        guard case .mapping(let pairs) = root.content else { throw Failure.notAMapping }
        return (root, pairs)
    }

    private enum Failure: Error { case notAMapping }
}
