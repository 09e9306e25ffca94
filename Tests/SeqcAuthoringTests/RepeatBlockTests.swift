import Foundation
import SeqcAuthoring
import SeqcCompiler
import SeqcModel
import Testing

/// Routines with `repeat` blocks made at random from fixed seeds: nested blocks,
/// intervals inside, with and without rests and ids. Each is held to what the language
/// says a block becomes, worked out here apart from the compiler.
@Suite struct RepeatBlockTests {
    static let seeds: [UInt64] = Array(1...40)

    @Test(arguments: seeds)
    func copiesAreTheBlockPlayedRoundByRound(_ seed: UInt64) throws {
        var random = RoutineDice(seed: seed)
        let items = random.items(depth: 0)
        let result = compileRoutine(items)
        let sequence = try #require(result.sequence, "\(result.diagnostics.map(\.message))\n\(RepeatYAML.routine(items))")
        #expect(sequence.cards.map(\.title) == RepeatOracle.titles(of: items, suffix: ""))
        #expect(sequence.cards.count == RepeatOracle.authoredCount(of: items))
        #expect(result.writtenCards == RepeatOracle.writtenCount(of: items))
        #expect(result.repeats.map(\.title) == RepeatOracle.blockTitles(of: items))
        #expect(Set(sequence.cards.map(\.id)).count == sequence.cards.count, "card ids clash")
        // Every copy, and only a copy, is pinned: the routine's own cards here have no `id:`.
        let pinned = sequence.cards.compactMap(\.slug)
        #expect(pinned.count == sequence.cards.count - items.filter { !$0.isBlock }.count)
        #expect(pinned.allSatisfy(Slug.isValid))
    }

    /// Moving the routine's cards and blocks around changes no copy's id, even beside
    /// cards titled as copies are (`Lunges 2/3`).
    @Test(arguments: seeds)
    func reorderingOtherCardsKeepsEveryCopysID(_ seed: UInt64) throws {
        var random = RoutineDice(seed: seed)
        let generated = random.items(depth: 0)
        // Cards of the copies' own kinds and titles, which an id counted by occurrence would
        // trade with the copies when they move ahead of them.
        let cards = try #require(compileRoutine(generated).sequence).cards
        let copies = RepeatOracle.blockCardIndices(of: generated).map { cards[$0] }
        let others = copies.prefix(4).map { RoutineDice.Item.card(.init(kind: $0.kind.rawValue, title: $0.title)) }
        let items = generated + others
        var order = Array(items.indices)
        order.shuffle(using: &random.generator)
        let before = try #require(compileRoutine(items).sequence).cards
        let after = try #require(compileRoutine(order.map { items[$0] }).sequence).cards
        var compared = 0
        for (index, item) in items.enumerated() where item.isBlock {
            let newIndex = try #require(order.firstIndex(of: index))
            let old = RepeatOracle.authoredCount(of: Array(items[..<index]))
            let new = RepeatOracle.authoredCount(of: order[..<newIndex].map { items[$0] })
            let count = RepeatOracle.authoredCount(of: [item])
            #expect(before[old..<old + count].map(\.id) == after[new..<new + count].map(\.id))
            #expect(before[old..<old + count].map(\.title) == after[new..<new + count].map(\.title))
            compared += count
        }
        #expect(compared > 0 || !items.contains { $0.isBlock })
    }

    /// Decompiling writes the copies as plain cards with their pinned ids; building that
    /// gives the same runtime JSON, byte for byte.
    @Test(arguments: seeds)
    func decompiledCopiesRebuildByteForByte(_ seed: UInt64) throws {
        var random = RoutineDice(seed: seed)
        let items = random.items(depth: 0)
        let json = try #require(compileRoutine(items).runtimeJSON)
        let yaml = try Decompiler.routine(fromRuntimeJSON: json)
        #expect(!yaml.contains("repeat:"))
        let rebuilt = Compiler().compile(SourceFile(path: "renamed.routine.yaml", text: yaml))
        #expect(rebuilt.diagnostics.isEmpty, "\(rebuilt.diagnostics.map(\.message))")
        #expect(rebuilt.runtimeJSON == json)
    }

    /// A mistake in a block's card is one diagnostic at its place, whatever the rounds.
    @Test(arguments: seeds)
    func aMistakeInABlockIsReportedOnce(_ seed: UInt64) throws {
        var random = RoutineDice(seed: seed)
        let mistakes = ["duration: banana", "durration: 40s", "duration: [1, 2]", "duration: 99999999"]
        let mistake = mistakes[Int(random.generator.next() % UInt64(mistakes.count))]
        let rounds = Int(random.generator.next() % 500) + 1
        let yaml = """
            title: T
            cards:
              - repeat: Outer
                rounds: \(rounds)
                cards:
                  - repeat: Inner
                    rounds: \(rounds % 7 + 1)
                    cards:
                      - countdown: Squats
                        \(mistake)
            """
        let result = Compiler().compile(SourceFile(path: "t.routine.yaml", text: yaml))
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 1, "\(rounds) rounds, '\(mistake)': \(errors.map(\.message))")
        #expect(errors.first?.range.start.line == 10)
    }

    /// Generated routines with a few lines broken (cut short, indented wrongly, doubled,
    /// dropped): every one compiles or is refused with an error at a place in the file,
    /// never a trap, and a refused one has no routine.
    @Test(arguments: Array(UInt64(100)...UInt64(160)))
    func brokenBlocksAreDiagnosedNeverATrap(_ seed: UInt64) {
        var random = RoutineDice(seed: seed)
        var lines = RepeatYAML.routine(random.items(depth: 0)).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for _ in 0..<3 {
            let index = 2 + Int(random.generator.next() % UInt64(lines.count - 2))
            switch random.generator.next() % 4 {
            case 0: lines[index] = String(lines[index].prefix(lines[index].count / 2))
            case 1: lines[index] = "  " + lines[index]
            case 2: lines.insert(lines[index], at: index)
            default: lines.remove(at: index)
            }
        }
        let result = Compiler().compile(SourceFile(path: "broken.routine.yaml", text: lines.joined(separator: "\n")))
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect((result.sequence == nil) == !errors.isEmpty)
        #expect(errors.allSatisfy { $0.range.start.line >= 1 && $0.range.start.line <= lines.count + 1 })
    }

    func compileRoutine(_ items: [RoutineDice.Item]) -> CompileResult {
        Compiler().compile(SourceFile(path: "generated.routine.yaml", text: RepeatYAML.routine(items)))
    }
}
