#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The runtime JSON of one routine (format version 1): the authored ``SequenceDefinition``
/// after clamping, and the expanded runtime cards a player walks.
public struct RuntimeDocument: Hashable, Sendable {
    /// The format version this library writes and the newest it reads.
    public static let currentFormatVersion = 1

    /// The version of the format the document was written in; at most ``currentFormatVersion``.
    public let formatVersion: Int
    /// The authored routine after clamping: what an app imports and edits.
    public let sequence: SequenceDefinition
    /// Always the expansion of ``sequence`` (``Expansion/runtimeCards(of:)``): a document
    /// whose runtime list says otherwise cannot be constructed or decoded, so a player
    /// never walks cards the routine does not describe.
    public let runtimeCards: [RuntimeCard]

    /// The document for `sequence`, expanding it.
    public init(sequence: SequenceDefinition) {
        self.init(formatVersion: Self.currentFormatVersion, sequence: sequence, unchecked: Expansion.runtimeCards(of: sequence))
    }

    /// The document for `sequence` with the runtime cards given, which must be exactly its
    /// expansion (ids, titles, configs and origins): otherwise
    /// ``RuntimeDecodingError/runtimeNotExpansion(firstDifference:expectedCount:foundCount:)``.
    public init(sequence: SequenceDefinition, runtimeCards: [RuntimeCard]) throws(RuntimeDecodingError) {
        try self.init(formatVersion: Self.currentFormatVersion, sequence: sequence, checking: runtimeCards)
    }

    /// A document read from JSON, whose runtime list is checked against the expansion.
    init(formatVersion: Int, sequence: SequenceDefinition, checking runtimeCards: [RuntimeCard]) throws(RuntimeDecodingError) {
        try Self.checkExpansion(of: sequence, is: runtimeCards)
        self.init(formatVersion: formatVersion, sequence: sequence, unchecked: runtimeCards)
    }

    init(formatVersion: Int, sequence: SequenceDefinition, unchecked runtimeCards: [RuntimeCard]) {
        self.formatVersion = formatVersion
        self.sequence = sequence
        self.runtimeCards = runtimeCards
    }

    /// Throws unless `runtime` is the expansion of `sequence`. The counts are compared
    /// first, without expanding, so a short runtime list cannot make a hostile sequence
    /// expand into millions of cards.
    private static func checkExpansion(of sequence: SequenceDefinition, is runtime: [RuntimeCard]) throws(RuntimeDecodingError) {
        let expectedCount = Expansion.runtimeCardCount(of: sequence.cards)
        guard expectedCount == runtime.count else {
            throw .runtimeNotExpansion(
                firstDifference: Swift.min(expectedCount, runtime.count),
                expectedCount: expectedCount, foundCount: runtime.count)
        }
        for (index, (expected, found)) in zip(Expansion.runtimeCards(of: sequence), runtime).enumerated() where expected != found {
            throw .runtimeNotExpansion(firstDifference: index, expectedCount: expectedCount, foundCount: runtime.count)
        }
    }

    /// Deterministic JSON: sorted keys, two-space indentation, a final newline. The same
    /// document gives the same bytes on every run and machine.
    public func jsonData() throws -> Data {
        var writer = PrettyJSONWriter(capacity: estimatedJSONSize)
        write(to: &writer)
        return writer.finishData()
    }

    /// Reads runtime JSON strictly: an unknown card kind, a newer format version, a
    /// missing field, a config that cannot be constructed or a value past the hard limits
    /// (so hostile JSON cannot make expansion overflow or run away) is an error, never a
    /// dropped or defaulted card; so is a runtime list that is not the expansion of the
    /// sequence.
    ///
    /// The text is first read by a strict reader that refuses a key twice in one object
    /// (JSON readers disagree on which value wins, so such a file could mean one thing to
    /// seqc and another to an app), nesting deeper than 64, more cards than a routine may
    /// have, invalid UTF-8 and lone surrogates, as ``RuntimeDecodingError/invalidJSON(_:)``.
    public static func decode(from data: Data) throws -> RuntimeDocument {
        do {
            _ = try parseStrictly(data)
        } catch {
            throw RuntimeDecodingError.invalidJSON(error)
        }
        return try decodeChecked(from: data)
    }

    /// The limits runtime JSON is read under: the runtime card limit bounds both card lists.
    package static var strictJSONLimits: StrictJSONLimits {
        var limits = StrictJSONLimits()
        limits.maxItems = ["cards": RoutineLimits.maxRuntimeCards]
        return limits
    }

    /// `data` read strictly, under ``strictJSONLimits``.
    package static func parseStrictly(_ data: Data) throws(JSONParseError) -> StrictJSON {
        try StrictJSONParser.parse([UInt8](data), limits: strictJSONLimits)
    }

    /// Decodes `data` that ``parseStrictly(_:)`` accepted.
    package static func decodeChecked(from data: Data) throws -> RuntimeDocument {
        try JSONDecoder().decode(RuntimeDocument.self, from: data)
    }
}
