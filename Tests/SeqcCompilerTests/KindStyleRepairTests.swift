import Testing

@testable import SeqcCompiler

/// Kind names in another case or style get a safe fix-it to the exact name; real
/// misspellings keep the did-you-mean, now unsafe.
@Suite struct KindStyleRepairTests {
    @Test(arguments: [
        ("random_duration", "randomDuration"), ("randomduration", "randomDuration"), ("Random Duration", "randomDuration"),
        ("RANDOM-DURATION", "randomDuration"), ("countDown", "countdown"), ("COUNTDOWN", "countdown"),
        ("check-list", "checklist"), ("check_list", "checklist"), ("Countdown", "countdown"),
    ])
    func aKindInAnotherStyleIsFixedSafely(written: String, kind: String) throws {
        let fields =
            kind == "randomDuration" ? "\n    min: 20s\n    max: 45s" : kind == "checklist" ? "\n    items: [A]" : "\n    duration: 5m"
        let repair = Repair("title: T\ncards:\n  - \(written): Hold\(fields)\n")
        let diagnostic = try #require(repair.only(.unknownKind))
        #expect(repair.before.diagnostics.count == 1)
        #expect(diagnostic.range.start == SourcePosition(line: 3, column: 5))
        #expect(diagnostic.message == "unknown kind '\(written)'")
        let why =
            written.lowercased() == kind.lowercased()
            ? "kinds are case-sensitive" : "kinds are written in camelCase, without '_', '-' or spaces"
        #expect(diagnostic.help == "\(why): did you mean '\(kind)'?")
        #expect(diagnostic.fixIts == [FixIt(range: diagnostic.range, replacement: kind, safety: .safe)])
        #expect(repair.after.diagnostics.isEmpty, "\(repair.fixed)")
    }

    @Test func aMisspeltKindKeepsAnUnsafeDidYouMean() throws {
        let repair = Repair("title: T\ncards:\n  - countdwon: Hold\n    duration: 5m\n")
        let diagnostic = try #require(repair.only(.unknownKind))
        #expect(diagnostic.help == "did you mean 'countdown'?")
        #expect(diagnostic.fixSafety == .unsafe)
        #expect(repair.after.diagnostics.isEmpty)
    }

    @Test func aKindValueInAnotherStyleIsReadAsTheKind() throws {
        let repair = Repair("title: T\ncards:\n  - type: random_duration\n    title: Hold\n    min: 20s\n    max: 45s\n")
        let diagnostic = try #require(repair.only(.unknownKind))
        #expect(diagnostic.fixSafety == .safe)
        #expect(repair.fixed == "title: T\ncards:\n  - randomDuration: Hold\n    min: 20s\n    max: 45s\n")
        #expect(repair.after.diagnostics.isEmpty)
    }
}
