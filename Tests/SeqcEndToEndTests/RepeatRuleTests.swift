import Foundation
import Testing

/// `single-round-repeat` and `large-repeat` over generated routines: blocks of random
/// rounds and sizes, nested up to two deep, each reported once at its `repeat` key, a
/// nested block with the outermost block past the threshold only; and the copies a block
/// makes of a card are never `duplicate-card-title`s.
@Suite struct RepeatRuleTests {
    /// The threshold docs/rules.md states for `large-repeat`.
    private static let largeThreshold = 300

    private struct Block {
        let line: Int
        let column: Int
        let rounds: Int
        let copies: Int
        let depth: Int
    }

    /// A routine's text and its blocks, outer first.
    private static func routine(_ random: inout SplitMix) -> (text: String, blocks: [Block]) {
        var lines = ["title: Blocks", "cards:", "  - countdown: Warm-up", "    duration: 1m"]
        var blocks: [Block] = []
        var titles = 0
        // Writes a block at `indent` and returns the cards it makes.
        func block(indent: Int, depth: Int) -> Int {
            let pad = String(repeating: " ", count: indent)
            let rounds = [1, 1, 2, 3, 5, 12, 40, 150, 301].randomElement(using: &random)!
            let rest = Bool.random(using: &random)
            let index = blocks.count
            blocks.append(Block(line: lines.count + 1, column: indent + 3, rounds: rounds, copies: 0, depth: depth))
            titles += 1
            lines +=
                ["\(pad)- repeat: Block \(titles)", "\(pad)  rounds: \(rounds)"] + (rest ? ["\(pad)  rest: 10s"] : []) + ["\(pad)  cards:"]
            var round = 0
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                if depth < 1, Int.random(in: 0..<3, using: &random) == 0 {
                    round += block(indent: indent + 4, depth: depth + 1)
                } else {
                    titles += 1
                    lines += ["\(pad)    - countdown: Move \(titles)", "\(pad)      duration: 20s"]
                    round += 1
                }
            }
            let copies = rounds * round + (rest ? rounds - 1 : 0)
            let written = blocks[index]
            blocks[index] = Block(line: written.line, column: written.column, rounds: rounds, copies: copies, depth: depth)
            return copies
        }
        var total = 1
        for _ in 0..<Int.random(in: 1...3, using: &random) { total += block(indent: 2, depth: 0) }
        return total > 10_000 ? routine(&random) : (lines.joined(separator: "\n") + "\n", blocks)
    }

    /// The blocks each rule must report, as `line:column`.
    private static func expected(_ blocks: [Block]) -> (single: Set<String>, large: Set<String>) {
        var single: Set<String> = [], large: Set<String> = []
        var reportedDepth: Int?
        for block in blocks {
            if block.rounds == 1 { single.insert("\(block.line):\(block.column)") }
            if let depth = reportedDepth, block.depth > depth { continue }
            reportedDepth = nil
            if block.copies > largeThreshold {
                large.insert("\(block.line):\(block.column)")
                reportedDepth = block.depth
            }
        }
        return (single, large)
    }

    @Test func blocksAreReportedOnceAtTheirKey() throws {
        var random = SplitMix(state: 0x2E9EA7)
        let routines = (0..<50).map { _ in Self.routine(&random) }
        let directory = try TemporaryDirectory()
        for (index, routine) in routines.enumerated() { _ = try directory.write(routine.text, to: "r\(index).routine.yaml") }
        let run = try SeqcProcess.run(["lint", "--format", "json", "."], in: directory.url)
        #expect(run.exitCode == 0, "\(run.stderr)")
        var found: [String: [String: [String]]] = [:]
        for diagnostic in try JSONFixIts.diagnostics(run.stdout) {
            let rule = diagnostic["rule"] as? String ?? ""
            let place = "\(diagnostic["line"] as? Int ?? 0):\(diagnostic["column"] as? Int ?? 0)"
            found[diagnostic["file"] as? String ?? "", default: [:]][rule, default: []].append(place)
        }
        var reported = (single: 0, large: 0)
        for (index, routine) in routines.enumerated() {
            let rules = found["r\(index).routine.yaml"] ?? [:]
            let expected = Self.expected(routine.blocks)
            let single = rules["single-round-repeat"] ?? [], large = rules["large-repeat"] ?? []
            #expect(single.count == Set(single).count && Set(single) == expected.single, "\(routine.text)")
            #expect(large.count == Set(large).count && Set(large) == expected.large, "\(routine.text)")
            // Every card is written once under a title of its own: the copies blocks make of it are not duplicates.
            #expect(rules["duplicate-card-title"] == nil, "\(routine.text)")
            reported = (reported.single + single.count, reported.large + large.count)
        }
        #expect(reported.single > 10 && reported.large > 5, "the generated routines hold both kinds of block: \(reported)")
    }
}
