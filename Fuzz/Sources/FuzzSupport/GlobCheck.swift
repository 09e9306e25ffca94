@_spi(Fuzzing) import SeqcLint

extension FuzzChecks {
    /// The step bound's constant: a match takes at most this many steps per
    /// (pattern character + 1) × (path character + 1). The tests hold the matcher to it too.
    static let globStepFactor = 4

    /// Reads `bytes` as lines (UTF-8, invalid bytes replaced): every line but the last is
    /// an `exclude` pattern, the last is a path. Each pattern's match stays within the step
    /// bound and, when small enough for the old exponential matcher, agrees with it; the
    /// configuration's index (``GlobSet``) finds the first pattern a plain scan finds.
    public static func glob(_ bytes: [UInt8]) {
        var lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let path = lines.removeLast()
        let patterns = lines.filter { !$0.isEmpty }.prefix(16).map(GlobPattern.init)
        var first: GlobPattern?
        for pattern in patterns {
            let result = FuzzEntryPoints.glob(pattern.text, path)
            let bound = globStepFactor * (result.patternLength + 1) * (result.pathLength + 1)
            if result.steps > bound {
                fuzzFailure("'\(pattern.text)' against '\(path)' took \(result.steps) steps, over the bound \(bound)")
            }
            if result.matched != pattern.matches(path) { fuzzFailure("the two entry points disagree on '\(pattern.text)'") }
            if ReferenceGlob.anyPathCount(pattern.text) <= 3, result.patternLength <= 40, result.pathLength <= 40,
                ReferenceGlob.matches(pattern.text, path) != result.matched
            {
                fuzzFailure("'\(pattern.text)' against '\(path)': \(result.matched), the reference says \(!result.matched)")
            }
            if first == nil, result.matched { first = pattern }
        }
        let found = FuzzEntryPoints.firstExclusion(patterns, path)
        if found?.text != first?.text {
            fuzzFailure("the index found '\(found?.text ?? "none")' for '\(path)', a scan '\(first?.text ?? "none")'")
        }
    }
}
