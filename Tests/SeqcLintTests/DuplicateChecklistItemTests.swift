import SeqcCompiler
import SeqcLint
import Testing

/// The duplicate-item check searches a short checklist and hashes a long one; both find
/// the same repeats (spaces and case aside), each pointing at the first of its item.
@Suite struct DuplicateChecklistItemTests {
    private func duplicates(inChecklistOf count: Int, repeating repeats: [Int: String]) -> [(line: Int, first: Int?)] {
        // Item `index` is written on line 5 + index.
        var text = "title: List\ncards:\n  - checklist: Pack\n    items:\n"
        for index in 0..<count { text += "      - \(repeats[index] ?? "Item \(index)")\n" }
        let diagnostics = LintRunner(configuration: LintConfiguration(baseDirectory: "/"), jobs: 1)
            .lint(sources: [SourceFile(path: "list.routine.yaml", text: text)]).diagnostics
        return diagnostics.filter { $0.rule == .duplicateChecklistItem }.map { ($0.range.start.line, $0.notes.first?.range.start.line) }
    }

    @Test(arguments: [5, 16, 17, 300])
    func repeatsAreFoundAtEveryLength(count: Int) {
        // Item 3 repeats item 1 in another case; the last repeats it with spaces around.
        let found = duplicates(inChecklistOf: count, repeating: [3: "ITEM 1", count - 1: "'  item 1 '"])
        #expect(found.map(\.line) == [5 + 3, 5 + count - 1])
        #expect(found.map(\.first) == [5 + 1, 5 + 1])
    }

    /// Items beyond ASCII are keyed as `lowercased()` keys them; tabs and spaces around an
    /// item are not part of it.
    @Test(arguments: [5, 300])
    func itemsBeyondASCIIAndSpacedItemsAreKeyedAlike(count: Int) {
        let found = duplicates(inChecklistOf: count, repeating: [1: "Éclair", 2: "éCLAIR", 3: "\"\\tHold \"", 4: "hold"])
        #expect(found.map(\.line) == [5 + 2, 5 + 4])
        #expect(found.map(\.first) == [5 + 1, 5 + 3])
    }

    /// The same in a short list of ASCII items, compared in place.
    @Test func aShortASCIIListComparesItemsInPlace() {
        let found = duplicates(inChecklistOf: 6, repeating: [2: "\"\\tHOLD \\r\"", 4: "hold", 5: "Hol d"])
        #expect(found.map(\.line) == [5 + 4])
        #expect(found.map(\.first) == [5 + 2])
    }

    @Test(arguments: [5, 300])
    func distinctItemsAreNotRepeats(count: Int) {
        #expect(duplicates(inChecklistOf: count, repeating: [:]).isEmpty)
    }
}
