import SeqcModel
import Testing

@testable import SeqcCompiler

/// A key's synonyms live on its ``FieldSpec``: one that means one field at its place is
/// repaired safely; one that could mean several, or whose field is written too, is only
/// reported.
@Suite struct SynonymRepairTests {
    @Test func topLevelSynonymsBecomeTheirFields() throws {
        let repair = Repair("name: Morning\ndescription: Quick one\nkeywords: [a]\nsteps:\n  - countdown: A\n    duration: 5m\n")
        #expect(repair.before.findings == ["unknown-key@1:1", "unknown-key@2:1", "unknown-key@3:1", "unknown-key@4:1"])
        let name = repair.before.diagnostics[0]
        #expect(name.message == "unknown key 'name' in a routine")
        #expect(name.help == "a routine calls this 'title'")
        #expect(name.fixIts == [FixIt(range: name.range, replacement: "title")])
        #expect(repair.fixed == "title: Morning\nsummary: Quick one\ntags: [a]\ncards:\n  - countdown: A\n    duration: 5m\n")
        #expect(repair.after.diagnostics.isEmpty)
    }

    @Test(arguments: [
        ("interval: I\n    work: 30s\n    rest: 15s\n    sets: 8", "sets", "rounds"),
        ("interval: I\n    work: 30s\n    rest: 15s\n    cycles: 8", "cycles", "rounds"),
        ("interval: I\n    work: 30s\n    rest: 15s\n    reps: 8", "reps", "rounds"),
        ("countdown: C\n    seconds: 45", "seconds", "duration"),
        ("rest: R\n    length: 45s", "length", "duration"),
        ("countup: U\n    goal: 2m", "goal", "target"),
        ("repetition: P\n    count: 12", "count", "reps"),
        ("randomDuration: H\n    minimum: 20s\n    maximum: 45s", "minimum", "min"),
        ("checklist: L\n    tasks: [A]", "tasks", "items"),
        ("info: I\n    description: Hello", "description", "text"),
    ])
    func cardSynonymsBecomeTheirFields(card: String, synonym: String, field: String) throws {
        let repair = Repair("title: T\ncards:\n  - \(card)\n")
        let diagnostic = try #require(repair.before.diagnostics.first { $0.message.contains("'\(synonym)'") })
        #expect(diagnostic.rule == .unknownKey)
        #expect(diagnostic.fixIts == [FixIt(range: diagnostic.range, replacement: field)])
        #expect(diagnostic.help?.hasSuffix("calls this '\(field)'") == true)
        #expect(repair.after.diagnostics.isEmpty, "\(repair.fixed)")
    }

    @Test func aSynonymOfTwoFieldsGetsNoFix() throws {
        let result = compile("title: T\ncards:\n  - interval: I\n    time: 30s\n    rest: 15s\n    rounds: 8\n")
        let diagnostic = try #require(result.diagnostics.first { $0.rule == .unknownKey })
        #expect(diagnostic.range.start == SourcePosition(line: 4, column: 5))
        #expect(diagnostic.help == "'time' could mean 'work' or 'rest' here: write the one you mean")
        #expect(diagnostic.fixIts.isEmpty)
    }

    @Test func aSynonymBesideItsFieldGetsNoFix() throws {
        let result = compile("title: T\nname: Other\ncards:\n  - info: A\n")
        #expect(result.findings == ["unknown-key@2:1"])
        #expect(result.diagnostics[0].fixIts.isEmpty)
        #expect(result.diagnostics[0].notes.first?.range.start == SourcePosition(line: 1, column: 1))
    }

    @Test func noSynonymIsAFieldOrAnotherFieldsSynonymAtItsPlace() {
        let places = [Language.topLevelFields] + Language.kinds.map { $0.fields + [Language.cardIDField] }
        for fields in places {
            let names = Set(fields.map { NameMatching.normalised($0.name) })
            for field in fields {
                #expect(field.synonyms.allSatisfy { !names.contains(NameMatching.normalised($0)) }, "\(field.name)")
            }
        }
    }
}
