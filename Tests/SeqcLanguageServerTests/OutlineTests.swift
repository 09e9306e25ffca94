import SeqcCompiler
import Testing

@testable import SeqcLanguageServer

@Suite struct OutlineTests {
    /// Random nested and sibling blocks: the sweep finds, for every line, the block a walk
    /// over every block finds (of those whose body, the lines after the key's, holds the
    /// line, the one that starts last).
    @Test func theInnermostBlockOfEachLineMatchesAWalkOverEveryBlock() {
        var random = SeededRandom(seed: 46)
        for _ in 0..<300 {
            var blocks: [WrittenBlock] = []
            func add(from start: Int, to end: Int, depth: Int) {
                var line = start
                while line < end, depth < 4 {
                    let length = Int(random.next() % UInt64(end - line)) + 1
                    if random.next() % 3 != 0 {
                        let range = SourceRange(at: SourcePosition(line: line, column: 3))
                        blocks.append(WrittenBlock(title: "b", lines: line...(line + length - 1), keyRange: range))
                        add(from: line + 1, to: line + length, depth: depth + 1)
                    }
                    line += length + Int(random.next() % 3)
                }
            }
            add(from: 1, to: Int(random.next() % 60) + 2, depth: 0)
            let lines = Array(1...70)
            let found = WrittenBlock.innermost(lines, in: blocks)
            for (line, parent) in zip(lines, found) {
                let holding = blocks.indices.filter { blocks[$0].lines.lowerBound < line && line <= blocks[$0].lines.upperBound }
                let expected = holding.max { blocks[$0].lines.lowerBound < blocks[$1].lines.lowerBound } ?? -1
                #expect(parent == expected, "line \(line) of \(blocks.map(\.lines))")
            }
            let parents = WrittenBlock.innermost(blocks.map(\.lines.lowerBound), in: blocks)
            for (index, parent) in parents.enumerated() {
                let start = blocks[index].lines.lowerBound
                let holding = blocks.indices.filter { blocks[$0].lines.lowerBound < start && start <= blocks[$0].lines.upperBound }
                #expect(parent == (holding.max { blocks[$0].lines.lowerBound < blocks[$1].lines.lowerBound } ?? -1))
            }
        }
    }
}
