import SeqcLint
import Testing

@Suite struct GlobPatternTests {
    @Test(arguments: [
        ("drafts/**", "drafts/a.routine.yaml", true),
        ("drafts/**", "drafts/deep/a.routine.yaml", true),
        ("drafts", "drafts/deep/a.routine.yaml", true),
        ("drafts", "team/drafts/a.routine.yaml", true),
        ("drafts/", "team/drafts/a.routine.yaml", true),
        ("team/drafts", "drafts/a.routine.yaml", false),
        ("*.wip.routine.yaml", "team/legs.wip.routine.yaml", true),
        ("*.wip.routine.yaml", "team/legs.routine.yaml", false),
        ("team/*.routine.yaml", "team/legs.routine.yaml", true),
        ("team/*.routine.yaml", "team/sub/legs.routine.yaml", false),
        ("team/**/legs.routine.yaml", "team/legs.routine.yaml", true),
        ("team/**/legs.routine.yaml", "team/a/b/legs.routine.yaml", true),
        ("./team/le?s.routine.yaml", "team/legs.routine.yaml", true),
        ("**", "anything/at/all.routine.yaml", true),
        // A `*` in the pattern is a wildcard even where the name has a `*`.
        ("*", "x/**", true),
        ("*a", "x/*ba", true),
        ("****/*/**", "**/a/b", true),
    ])
    func matches(_ pattern: String, _ path: String, _ expected: Bool) {
        #expect(GlobPattern(pattern).matches(path) == expected)
    }
}
