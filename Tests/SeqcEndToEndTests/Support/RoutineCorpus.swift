import Foundation
import SeqcModel

/// Writes realistic, valid routine files for tests that need many of them: every kind,
/// durations in every accepted notation, comments, nested folders. Deterministic for a
/// seed, and written in Swift so the suite needs nothing but the toolchain.
/// `bench/corpus.py` is the benchmarks' generator of the same shape.
struct RoutineCorpus {
    private var random: SplitMix

    init(seed: UInt64 = 1) { random = SplitMix(state: seed) }

    /// Writes `count` routines under `directory`, spread over twenty team folders, and
    /// returns their paths relative to `directory`.
    mutating func write(_ count: Int, to directory: URL) throws -> [String] {
        var paths: [String] = []
        for index in 0..<count {
            let relative = String(format: "team%02d/r%05d.routine.yaml", index % 20, index)
            let url = directory.appendingPathComponent(relative)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(routine(number: index).utf8).write(to: url)
            paths.append(relative)
        }
        return paths
    }

    mutating func routine(number: Int) -> String {
        var lines = ["# Routine \(number), generated for tests", "seqc: 1", "title: \(words(1...3)) \(number)"]
        if chance(0.5) { lines.append("summary: \(words(4...8, capitalized: false))") }
        lines.append("cards:")
        for _ in 0..<int(in: 4...40) {
            if chance(0.1) { lines.append("  # \(words(3...5, capitalized: false))") }
            lines += card()
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private mutating func card() -> [String] {
        let kind = pick(CardKind.allCases)
        let head = "  - \(kind.rawValue): \(words(1...3))"
        guard let fields = fields(of: kind) else { return card() }
        return [head] + fields
    }

    /// The lines under a card of `kind`; nil for a kind this generator does not write
    /// yet, which `RoutineCorpusTests.writesEveryKind` names. Keyed by the name an author
    /// writes, so this is no list of the kinds: `CardKind.allCases` is.
    mutating func fields(of kind: CardKind) -> [String]? {
        switch kind.rawValue {
        case "countdown", "rest":
            ["    duration: \(duration())"] + (chance(0.2) ? ["    autoComplete: \(pick(["true", "false"]))"] : [])
        case "countup":
            chance(0.5) ? ["    target: \(duration())"] : []
        case "info":
            ["    text: \(words(6...10, capitalized: false))"]
        case "repetition":
            ["    reps: \(int(in: 1...30))"]
        case "interval":
            ["    work: \(duration())", "    rest: \(duration())", "    rounds: \(int(in: 1...12))"]
        case "checklist":
            ["    items:"] + (0..<int(in: 1...6)).map { _ in "      - \(words(1...3))" }
        case "randomDuration":
            randomDurationFields()
        default:
            nil
        }
    }

    private mutating func randomDurationFields() -> [String] {
        let low = int(in: 5...60)
        return ["    min: \(low)s", "    max: \(low + int(in: 0...120))s"]
    }

    /// A duration in one of the language's notations, chosen at random.
    private mutating func duration() -> String {
        let seconds = pick([5, 10, 15, 20, 30, 45, 60, 75, 90, 120, 180, 300, 600])
        let (minutes, rest) = seconds.quotientAndRemainder(dividingBy: 60)
        switch int(in: 0...4) {
        case 0: return "\(seconds)"
        case 1: return minutes > 0 && rest > 0 ? "\(minutes)m\(rest)s" : minutes > 0 ? "\(minutes)m" : "\(rest)s"
        case 2: return "\"\(minutes):\(String(format: "%02d", rest))\""
        case 3: return "PT\(seconds)S"
        default: return "\(seconds)s"
        }
    }

    private static let vocabulary = """
        warm up sprint plank squat lunge burpee breathe stretch focus read journal meditate walk \
        row press hold jump climb twist rest cool down core arms legs back hips calves quads neck
        """.split(separator: " ").map(String.init)

    private mutating func words(_ count: ClosedRange<Int>, capitalized: Bool = true) -> String {
        (0..<int(in: count)).map { _ in
            let word = pick(Self.vocabulary)
            return capitalized ? word.prefix(1).uppercased() + word.dropFirst() : word
        }.joined(separator: " ")
    }

    private mutating func int(in range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
    private mutating func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &random) < probability }
    private mutating func pick<T>(_ choices: [T]) -> T { choices[int(in: 0...(choices.count - 1))] }
}

/// SplitMix64: a tiny seeded generator, so a corpus is the same on every machine.
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
