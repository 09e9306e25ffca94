import Foundation
import Testing

/// A card reused with a YAML alias is reported at the alias, with advice that works:
/// following it (a copy with a title of its own, or a `repeat` block) leaves a routine with
/// no error and no duplicate title. Routines are generated: anchors at the top level and in
/// blocks, several aliases of one anchor, aliases inside blocks, anchors pinned with `id:`.
@Suite struct AliasDuplicateTitleTests {
    private static let routines: [AliasRoutine] = {
        var random = SplitMix(state: 0xA11A5)
        return (0..<60).map { _ in AliasRoutine(random: &random) }
    }()

    private struct Found {
        let rule: String
        let place: AliasRoutine.Place
        let help: String
        let notes: [AliasRoutine.Place]
    }

    /// Lints every routine written `writing`, in one run, and returns each file's diagnostics.
    private func lint(_ writing: AliasRoutine.Writing) throws -> (status: Int32, found: [[Found]]) {
        let directory = try TemporaryDirectory()
        for (index, routine) in Self.routines.enumerated() {
            _ = try directory.write(routine.text(writing).text, to: "r\(index).routine.yaml")
        }
        let run = try SeqcProcess.run(["lint", "--format", "json", "."], in: directory.url)
        var found = Array(repeating: [Found](), count: Self.routines.count)
        for diagnostic in try JSONFixIts.diagnostics(run.stdout) {
            let file = diagnostic["file"] as? String ?? ""
            let index = try #require(Int(file.dropFirst().prefix { $0 != "." }), "\(file)")
            let notes = (diagnostic["notes"] as? [[String: Any]] ?? []).map {
                AliasRoutine.Place(line: $0["line"] as? Int ?? 0, column: $0["column"] as? Int ?? 0)
            }
            found[index].append(
                Found(
                    rule: diagnostic["rule"] as? String ?? "",
                    place: .init(line: diagnostic["line"] as? Int ?? 0, column: diagnostic["column"] as? Int ?? 0),
                    help: diagnostic["help"] as? String ?? "", notes: notes))
        }
        return (run.exitCode, found)
    }

    @Test func aliasesAreReportedAtTheAliasWithAdviceThatWorks() throws {
        let (_, found) = try lint(.aliases)
        var aliasFindings = 0
        for (routine, diagnostics) in zip(Self.routines, found) {
            let expected = routine.expected
            let titles = diagnostics.filter { $0.rule == "duplicate-card-title" }
            let ids = diagnostics.filter { $0.rule == "duplicate-card-id" }
            let shown = routine.text(.aliases).text
            // A routine with a duplicate-card-id error does not compile, so no lint rule runs on it.
            let titlesExpected = expected.ids.isEmpty ? expected.titles : []
            #expect(titles.count == Set(titles.map(\.place)).count && Set(titles.map(\.place)) == titlesExpected, "\(shown)")
            #expect(Set(ids.map(\.place)) == expected.ids, "\(shown)")
            for finding in titles + ids {
                #expect(!finding.help.contains("pin"), "advice to pin an alias leads to duplicate-card-id: \(finding.help)")
                #expect(finding.notes.count == 1 && finding.notes[0] != finding.place, "\(shown)")
            }
            aliasFindings += titles.count + ids.count
        }
        #expect(aliasFindings > Self.routines.count, "the generated routines reuse cards")
    }

    @Test(arguments: [AliasRoutine.Writing.copies, .blocks])
    func followingTheAdviceLeavesNoErrorAndNoDuplicate(writing: AliasRoutine.Writing) throws {
        let (status, found) = try lint(writing)
        #expect(status == 0)
        for (index, diagnostics) in found.enumerated() {
            let problems = diagnostics.filter { $0.rule.hasPrefix("duplicate-card") }
            #expect(problems.isEmpty, "\(Self.routines[index].text(writing).text)")
        }
    }
}
