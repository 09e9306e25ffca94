import Foundation
import SeqcCompiler
import SeqcModel
import Testing

/// The table of key synonyms seqc repairs, in docs/language.md, is the descriptors'
/// `synonyms` and runtime names written out: a synonym added to a ``FieldSpec`` and not
/// documented, or documented and not in the code, fails here with the table to paste.
@Suite struct SynonymTableTests {
    static let heading = "## Keys seqc repairs"

    /// The table's rows as the code has them: one per key with a runtime name of its own
    /// or synonyms, in the language's order.
    static func expectedRows() -> [[String]] {
        let places = [("routine", Language.topLevelFields)] + Language.kinds.map { ($0.kind.rawValue, $0.fields) }
        var rows: [[String]] = []
        for (place, fields) in places {
            for field in fields {
                let runtime = field.runtimeName.flatMap { $0 == field.name ? nil : "`\($0)`" } ?? "—"
                guard runtime != "—" || !field.synonyms.isEmpty else { continue }
                let synonyms = field.synonyms.map { "`\($0)`" }.joined(separator: ", ")
                rows.append(["`\(place)`", "`\(field.name)`", runtime, synonyms.isEmpty ? "—" : synonyms])
            }
        }
        return rows
    }

    @Test func theDocumentedSynonymsAreTheDescriptors() throws {
        let rows = try LanguageReferenceTests.rows(under: Self.heading)
        let expected = Self.expectedRows()
        let table = expected.map { "| " + $0.joined(separator: " | ") + " |" }.joined(separator: "\n")
        #expect(rows == expected, "docs/language.md, \(Self.heading): the table should be\n\(table)")
    }
}
