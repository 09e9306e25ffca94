import SeqcCompiler
import SeqcLint
import Testing

/// Every rule's examples are its tests: triggering examples are reported exactly at
/// their `↓` markers, non-triggering ones not at all.
@Suite struct RuleExampleTests {
    @Test(arguments: RuleRegistry.standard.all.map(\.id.rawValue))
    func examplesHold(_ id: String) throws {
        let rule = try #require(RuleRegistry.standard[RuleID(id)])
        for mismatch in ExampleRunner.check(rule) {
            Issue.record("\(mismatch)")
        }
    }

    @Test func everyTriggeringExampleMarksAPosition() {
        for rule in RuleRegistry.standard.all {
            for example in rule.triggering {
                let marked = example.files.reduce(0) { $0 + $1.unmarked.positions.count }
                #expect(marked > 0, "\(rule.id) has a triggering example with no \(RuleExample.marker) marker")
            }
            for example in rule.nonTriggering {
                #expect(example.files.allSatisfy { $0.unmarked.positions.isEmpty }, "\(rule.id) marks a non-triggering example")
            }
        }
    }

    @Test func markersAreStrippedAndCountedInScalars() {
        let file = RuleExample("é: ↓x\n  ↓y").files[0]
        #expect(file.unmarked.text == "é: x\n  y")
        #expect(file.unmarked.positions == [SourcePosition(line: 1, column: 4), SourcePosition(line: 2, column: 3)])
    }
}
