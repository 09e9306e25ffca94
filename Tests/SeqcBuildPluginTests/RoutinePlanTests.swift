import SeqcCompiler
import Testing

@testable import SeqcLint
@testable import seqc

/// The plugin's plan (``RoutinePlan``, the plugin's own source) against seqc: a routine
/// the plan excludes is one seqc excludes, by the same pattern; and the routines the plan
/// does not build for their resource name are those `seqc build --check-across-files`
/// reports as `duplicate-output-name`, so none goes missing without an error.
@Suite struct RoutinePlanTests {
    static let segments = ["a", "b", "drafts", "Drafts", "old", "x.y", "é", "deep"]
    static let names = [
        "morning.routine.yaml", "Morning.routine.yml", "MORNING.routine.yaml", "a.wip.routine.yaml", "x.routine.yml", "ß.routine.yaml",
        "SS.routine.yaml", "caf\u{E9}.routine.yaml", "cafe\u{301}.routine.yml", "notes.yaml", "old.routine.yaml",
    ]
    static let patterns = [
        "drafts/**", "*.wip.routine.yaml", "**/old", "a/*/morning.routine.yaml", "?.routine.yml", "drafts", "./b/", "**",
        "deep/**/x.routine.yml", "Morning*", "é",
    ]

    @Test func exclusionsAreSeqcs() {
        var random = SplitMix(state: 9)
        var excluded = 0, kept = 0
        for _ in 0..<3000 {
            let depth = Int(random.next() % 4)
            let folders = (0..<depth).map { _ in Self.segments[Int(random.next() % UInt64(Self.segments.count))] }
            let routine = "/p/" + (folders + [Self.names[Int(random.next() % UInt64(Self.names.count))]]).joined(separator: "/")
            let chosen = (0..<(1 + Int(random.next() % 3))).map { _ in Self.patterns[Int(random.next() % UInt64(Self.patterns.count))] }
            let configuration = "/p/.seqc.yml"
            let text = "exclude:\n" + chosen.map { "  - '\($0)'\n" }.joined()
            var readings: [String: ExcludeList.Reading] = [:]
            let plan = RoutinePlan.exclusion(of: routine, configurations: [configuration], readings: &readings) { _ in Array(text.utf8) }
            let seqc = LintConfiguration(exclude: chosen.map { SeqcLint.GlobPattern($0) }, baseDirectory: "/p")
                .exclusion(of: routine, workingDirectory: "/")
            #expect(plan?.pattern == seqc?.text, "\(routine) with \(chosen)")
            if plan == nil { kept += 1 } else { excluded += 1 }
        }
        #expect(excluded > 300 && kept > 300, "excluded \(excluded), kept \(kept)")
    }

    @Test func everyRoutineNotBuiltForItsNameIsReported() {
        var random = SplitMix(state: 10)
        var collisions = 0
        for _ in 0..<500 {
            let files = (0..<(1 + Int(random.next() % 6))).map { _ in
                "/p/" + Self.segments[Int(random.next() % UInt64(Self.segments.count))] + "/"
                    + Self.names[Int(random.next() % UInt64(Self.names.count))]
            }
            let unique = Array(Set(files))
            let plan = RoutinePlan(files: unique, configurations: { _ in [] }, read: { _ in nil })
            let routines = unique.filter { RoutinePlan.stem(of: $0) != nil }.sorted()
            let reported = AcrossFilesCheck.outputNameCollisions(routines)
            #expect(Set(plan.collisions.map(\.routine)) == Set(reported.map(\.file)), "\(routines)")
            #expect(plan.collisions.map(\.first) == reported.compactMap { $0.notes.first?.file })
            // Every routine is built or reported; no two builds share a folded name.
            #expect(plan.builds.count + plan.collisions.count == routines.count)
            #expect(Set(plan.builds.map { RoutinePlan.folded($0.output) }).count == plan.builds.count)
            collisions += plan.collisions.count
        }
        #expect(collisions > 100, "only \(collisions) collisions were tried")
    }

    @Test func namesThatDifferOnlyInCaseOrComposition() {
        let plan = RoutinePlan(
            files: [
                "/p/a/Morning.routine.yaml", "/p/b/morning.routine.yml", "/p/c/caf\u{E9}.routine.yaml", "/p/d/cafe\u{301}.routine.yaml",
            ],
            configurations: { _ in [] }, read: { _ in nil })
        #expect(plan.builds.map(\.output) == ["Morning.json", "café.json"])
        #expect(
            plan.collisions == [
                .init(routine: "/p/b/morning.routine.yml", first: "/p/a/Morning.routine.yaml"),
                .init(routine: "/p/d/cafe\u{301}.routine.yaml", first: "/p/c/caf\u{E9}.routine.yaml"),
            ])
    }
}
