import SeqcCompiler
import SeqcLint
import Testing

/// The duplicate-title check compares titles in a short routine and keeps a table for a
/// long one; both find the same repeats, each pointing at the first of its title.
@Suite struct DuplicateCardTitleTests {
    private func duplicates(inRoutineOf count: Int, repeating repeats: [Int: Int]) -> [(line: Int, first: Int?)] {
        var text = "title: Long\ncards:\n"
        for index in 0..<count {
            // Card `index` is written on lines 3 + 2 * index and the one after.
            let title = repeats[index].map { "Card \($0)" } ?? "Card \(index)"
            text += index % 5 == 4 ? "  - rest: Rest\n    duration: 10s\n" : "  - repetition: \(title)\n    reps: 5\n"
        }
        let diagnostics = LintRunner(configuration: LintConfiguration(baseDirectory: "/"), jobs: 1)
            .lint(sources: [SourceFile(path: "long.routine.yaml", text: text)]).diagnostics
        return diagnostics.filter { $0.rule == .duplicateCardTitle }.map { ($0.range.start.line, $0.notes.first?.range.start.line) }
    }

    @Test(arguments: [10, 48, 49, 200])
    func repeatsAreFoundAtEveryLength(count: Int) {
        // Cards 7 and the last repeat card 1's title; rests (every fifth card) repeat theirs freely.
        let last = (count - 1) % 5 == 4 ? count - 2 : count - 1
        let found = duplicates(inRoutineOf: count, repeating: [7: 1, last: 1])
        #expect(found.map(\.line) == [3 + 2 * 7, 3 + 2 * last])
        #expect(found.map(\.first) == [3 + 2 * 1, 3 + 2 * 1])
    }

    @Test(arguments: [10, 200])
    func distinctTitlesAreNotRepeats(count: Int) {
        #expect(duplicates(inRoutineOf: count, repeating: [:]).isEmpty)
    }
}
