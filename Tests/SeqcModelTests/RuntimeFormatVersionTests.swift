import SeqcModel
import Testing

/// An app reading runtime JSON refuses a newer format version and throws on a kind it
/// does not know, so a new (or removed) kind must come with a new
/// `RuntimeDocument.currentFormatVersion`.
@Suite struct RuntimeFormatVersionTests {
    /// The kinds of each format version, a line each, written by hand when the version
    /// is bumped: `VERSION: KIND KIND ...`, in `CardKind.allCases` order.
    static let record = """
        1: countdown countup info repetition rest interval checklist randomDuration
        """

    @Test func aNewKindBumpsTheFormatVersion() throws {
        let last = try #require(Self.record.split(separator: "\n").last)
        let parts = last.split(separator: ":", maxSplits: 1)
        let version = Int(parts[0])
        let kinds = parts.count > 1 ? parts[1].split(separator: " ").map(String.init) : []
        let current = CardKind.allCases.map(\.rawValue)
        #expect(
            kinds == current && version == RuntimeDocument.currentFormatVersion,
            """
            the kinds are \(current) at format version \(RuntimeDocument.currentFormatVersion), but the last line of \
            RuntimeFormatVersionTests.record is '\(last)': bump RuntimeDocument.currentFormatVersion and add a line
            """)
    }
}
