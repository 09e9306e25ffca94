import Testing

@testable import SeqcLint

/// The compiled matcher against the old recursive one, and its step bound: every match
/// takes at most ``stepFactor`` × (pattern length + 1) × (path length + 1) steps.
@Suite struct GlobLinearityTests {
    /// The bound's constant; the fuzz target `glob` holds the matcher to the same one.
    static let stepFactor = 4

    private func bound(_ pattern: GlobPattern, _ path: GlobPath) -> Int {
        Self.stepFactor * (pattern.length + 1) * (path.length + 1)
    }

    /// Runs `pattern` on `path`, checking the step bound; returns the answer.
    private func match(_ text: String, _ pathText: String) -> Bool {
        let pattern = GlobPattern(text)
        let path = GlobPath(pathText)
        var steps = 0
        let matched = pattern.matches(path, steps: &steps)
        #expect(steps <= bound(pattern, path), "'\(text)' on '\(pathText)': \(steps) steps")
        return matched
    }

    @Test func randomPatternsAgreeWithTheReferenceWithinTheBound() {
        var random = SplitMix(state: 0x5EED_6106)
        var matched = 0
        for _ in 0..<4000 {
            let pattern = GlobGenerator.pattern(&random)
            let path = GlobGenerator.path(&random)
            let result = match(pattern, path)
            if result { matched += 1 }
            if ReferenceGlob.anyPathCount(pattern) <= 5 {
                #expect(result == ReferenceGlob.matches(pattern, path), "'\(pattern)' on '\(path)'")
            }
        }
        // The generator must reach both answers, or the agreement says little.
        #expect(matched > 400 && matched < 3600, "\(matched) of 4000 matched")
    }

    @Test func hundredsOfAnyPathSegmentsStayWithinTheBound() {
        var random = SplitMix(state: 0xA11_5747)
        for _ in 0..<20 {
            let stars = Int.random(in: 100...400, using: &random)
            let depth = Int.random(in: 50...600, using: &random)
            let pattern = Array(repeating: "**", count: stars).joined(separator: "/") + "/b"
            let names = (0..<depth).map { _ in ["a", "aa", "b?", "x"].randomElement(using: &random)! }
            #expect(!match(pattern, names.joined(separator: "/") + "/c"))
            #expect(match(pattern, names.joined(separator: "/") + "/b/c"))
            // `**` between literal segments: every split is a candidate for the old matcher.
            let interleaved = (0..<stars).map { _ in "**/a" }.joined(separator: "/") + "/b"
            #expect(!match(interleaved, Array(repeating: "a", count: depth).joined(separator: "/")))
        }
    }

    @Test func starsAgainstLongRunsStayWithinTheBound() {
        var random = SplitMix(state: 0x57A25)
        for _ in 0..<20 {
            let stars = Int.random(in: 10...200, using: &random)
            let length = Int.random(in: 100...3000, using: &random)
            let pattern = Array(repeating: "a", count: stars).joined(separator: "*") + "*b"
            let run = String(repeating: "a", count: length)
            #expect(!match(pattern, run))
            #expect(match(pattern, run + "b") == (length >= stars))
            #expect(!match("x/" + pattern, "x/" + run))
            #expect(!match("**/" + String(pattern.flatMap { $0 == "*" ? ["?", "*"] : [$0] }), "d/" + run))
        }
    }

    @Test func longPathsStayWithinTheBound() {
        var random = SplitMix(state: 0x10_6A7)
        for _ in 0..<50 {
            let path = (0..<Int.random(in: 200...1000, using: &random)).map { _ in GlobGenerator.name(&random) }.joined(separator: "/")
            let pattern = GlobGenerator.pattern(&random)
            _ = match(pattern, path)
        }
    }

    @Test func theIndexFindsTheFirstPatternAScanFinds() {
        var random = SplitMix(state: 0x1D_E8)
        var found = 0
        for _ in 0..<800 {
            let patterns = (0..<Int.random(in: 1...30, using: &random)).map { _ in GlobPattern(GlobGenerator.pattern(&random)) }
            // Repeats, as a long configuration has them.
            let withRepeats = patterns + patterns.prefix(3)
            let set = GlobSet(withRepeats.shuffled(using: &random))
            for _ in 0..<5 {
                let path = GlobGenerator.path(&random)
                let expected = set.patterns.first { $0.matches(path) }
                let actual = set.firstMatch(path)
                #expect(actual?.text == expected?.text, "'\(path)'")
                if actual != nil { found += 1 }
            }
        }
        #expect(found > 400)
    }

    @Test func manyKeyedPatternsCostAPathOnlyTheOnesItsNamesBring() {
        var random = SplitMix(state: 0x240_000)
        var patterns: [GlobPattern] = []
        for index in 0..<240_000 {
            switch index % 4 {
            case 0: patterns.append(GlobPattern("generated/\(index)/**"))
            case 1: patterns.append(GlobPattern("*.tmp\(index)"))
            case 2: patterns.append(GlobPattern("**/cache\(index)-*/x?"))
            default: patterns.append(GlobPattern("name\(index)"))
            }
        }
        let set = GlobSet(patterns)
        for _ in 0..<50 {
            let index = Int.random(in: 0..<240_000, using: &random)
            let hit: String
            switch index % 4 {
            case 0: hit = "generated/\(index)/a.routine.yaml"
            case 1: hit = "team/a.tmp\(index)"
            case 2: hit = "team/cache\(index)-old/xy/a.routine.yaml"
            default: hit = "team/name\(index)/a.routine.yaml"
            }
            var steps = 0
            #expect(set.firstMatch(hit, steps: &steps)?.text == patterns[index].text, "'\(hit)'")
            #expect(steps < 2_000, "'\(hit)': \(steps) steps")
            steps = 0
            #expect(set.firstMatch("team/\(index)/legs.routine.yaml", steps: &steps) == nil)
            #expect(steps < 2_000)
        }
    }
}

/// Random patterns and paths over a small alphabet, so they often match.
enum GlobGenerator {
    static func name(_ random: inout SplitMix) -> String {
        let letters: [String] = ["a", "b", "a", "é", "e\u{301}", "."]
        return (0..<Int.random(in: 1...4, using: &random)).map { _ in letters.randomElement(using: &random)! }.joined()
    }

    static func path(_ random: inout SplitMix) -> String {
        let names = (0..<Int.random(in: 1...7, using: &random)).map { _ in name(&random) }
        // Empty segments, as `a//b` and a trailing `/` give.
        return names.joined(separator: Bool.random(using: &random) ? "/" : "//")
    }

    static func pattern(_ random: inout SplitMix) -> String {
        let segments = (0..<Int.random(in: 1...6, using: &random)).map { _ -> String in
            if Int.random(in: 0..<3, using: &random) == 0 { return "**" }
            let pieces: [String] = ["a", "b", "*", "?", "*", "é", "."]
            return (0..<Int.random(in: 1...4, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
        }
        var text = segments.joined(separator: "/")
        if Int.random(in: 0..<6, using: &random) == 0 { text = "./" + text }
        if Int.random(in: 0..<6, using: &random) == 0 { text += "/" }
        return text
    }
}

/// SplitMix64: a tiny seeded generator, so the cases are the same on every machine.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
