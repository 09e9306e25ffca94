import Foundation
import SeqcModel
import Testing

@testable import SeqcCompiler

/// docs/vocabulary.md is the vocabulary the compiler reads, written out: a word added to
/// `Vocabulary` and not documented, or documented and not in the code, fails here with
/// the tables to paste.
@Suite struct VocabularyTableTests {
    static let document = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/vocabulary.md")

    /// What a meaning reads as in the table.
    static func describe(_ meaning: VocabularyMeaning) -> String {
        switch meaning {
        case .kind(let kind): "kind `\(kind.rawValue)`"
        case .step: "a step; its fields decide the kind"
        case .field(let place, let name): "`\(name)` of `\(place)`"
        case .unit(let seconds, let per): per == 1 ? "unit of \(seconds) s" : "unit of \(seconds)/\(per) s"
        case .number(let value): "the number \(value)"
        }
    }

    /// The words table and the sources table, as the data has them.
    static func tables() -> String {
        var lines = ["| word | language | means | source |", "|---|---|---|---|"]
        var sources: [VocabularySource] = []
        for word in Vocabulary.words {
            if let source = word.source, !sources.contains(source) { sources.append(source) }
            lines.append("| `\(word.word)` | \(word.language) | \(describe(word.meaning)) | \(word.source?.name ?? "unsourced") |")
        }
        lines += ["", "| source | where it was read |", "|---|---|"]
        lines += sources.map { "| \($0.name) | \($0.address) |" }
        return lines.joined(separator: "\n")
    }

    @Test func theDocumentedVocabularyIsTheData() throws {
        let text = try String(contentsOf: Self.document, encoding: .utf8)
        let expected = Self.tables()
        #expect(text.contains(expected + "\n"), "docs/vocabulary.md should hold these tables:\n\(expected)")
    }

    /// The activity-word tables, as `TimedActivities` has them.
    static func activityTables() -> String {
        func table(_ heading: String, _ entries: [(word: String, language: String)]) -> [String] {
            ["| \(heading) | language |", "|---|---|"] + entries.map { "| `\($0.word)` | \($0.language) |" }
        }
        let minutes = table("timed in minutes", TimedActivities.minuteWords)
        let seconds = table("breaths, timed in seconds", TimedActivities.secondWords)
        let holds = table("holds, stretches and poses, timed in seconds", TimedActivities.holdWords)
        return (minutes + [""] + seconds + [""] + holds).joined(separator: "\n")
    }

    /// The words `implausible-duration` reads in titles are the ones docs/vocabulary.md lists.
    @Test func theDocumentedActivityWordsAreTheData() throws {
        let text = try String(contentsOf: Self.document, encoding: .utf8)
        let expected = Self.activityTables()
        #expect(text.contains(expected + "\n"), "docs/vocabulary.md should hold these tables:\n\(expected)")
    }

    @Test func everyWordMeansOneThingAtItsPlace() {
        var meanings: [String: VocabularyMeaning] = [:]
        for word in Vocabulary.words {
            let key: String
            switch word.meaning {
            case .kind, .step: key = "kind " + NameMatching.normalised(word.word)
            case .field(let place, _): key = "\(place) " + NameMatching.normalised(word.word)
            case .unit: key = "unit " + NameMatching.normalised(word.word)
            case .number: key = "number " + NameMatching.normalised(word.word)
            }
            if let earlier = meanings[key] { #expect(earlier == word.meaning, "'\(word.word)' means two things: \(key)") }
            meanings[key] = word.meaning
        }
    }

    /// A field word is a synonym of its field on the descriptor, so the reader, the schemas
    /// and the prompt see it.
    @Test func everyFieldWordIsOnItsDescriptor() {
        for word in Vocabulary.words {
            guard case .field(let place, let name) = word.meaning else { continue }
            let specs = place == "routine" ? Language.topLevelFields : Language.kinds.first { $0.kind.rawValue == place }?.fields ?? []
            let spec = specs.first { $0.name == name }
            #expect(spec?.synonyms.contains(word.word) == true, "'\(word.word)' is not a synonym of \(place).\(name)")
        }
    }

    /// Accents and case are folded: `Durée`, `DUREE` and `duree` are one name. A word of
    /// another script (`分`) has neither and is its own name.
    @Test func nameMatchingFoldsAccents() {
        var random = SplitMix64(state: 39)
        let latin = { (word: String) in word.unicodeScalars.allSatisfy { $0.value < 0x250 } }
        for word in Vocabulary.words.map(\.word) where !latin(word) {
            #expect(NameMatching.folded(word) == word.lowercased(), "\(word)")
        }
        let accented = Vocabulary.words.map(\.word).filter { !$0.utf8.allSatisfy { $0 < 0x80 } && latin($0) }
        #expect(accented.count >= 10)
        for word in accented {
            let plain = NameMatching.folded(word)
            #expect(plain.utf8.allSatisfy { $0 < 0x80 }, "\(word) folds to \(plain)")
            let shouted = Bool.random(using: &random) ? word.uppercased() : word
            #expect(NameMatching.normalised(shouted) == NameMatching.normalised(plain), "\(word)")
        }
    }
}

/// SplitMix64: a seeded generator, so randomized cases are the same on every run.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
