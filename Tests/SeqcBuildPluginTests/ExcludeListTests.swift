import SeqcCompiler
import Testing

@testable import SeqcLint

/// The plugin's reader of `exclude:` (``ExcludeList``, the plugin's own source) against
/// seqc's, which reads the configuration with libyaml: on thousands of configurations
/// mixed from lines of every shape, whenever the plugin is certain, seqc reads the same
/// patterns, in order.
@Suite struct ExcludeListTests {
    /// The pieces a configuration is made of: headers and items of the shapes the plugin
    /// reads, and of shapes it must leave to seqc.
    static let headers: [String] = [
        "exclude:", "exclude: []", "exclude: [drafts/**, old]", "exclude: [ a ,b ]", "exclude: ~", "exclude: null",
        "exclude: drafts", "exclude: [\"a\"]", "exclude: [a, [b]]", "exclude: []  # none", "exclude:  # below",
        "exclude :", "\"exclude\": [a]", " exclude: [x]", "exclude: [a] # c", "exclude: [a,]", "exclude:[a]", "Exclude: [a]",
        "exclude: &x [a]", "exclude: !!seq [a]", "exclude: [a, b # c]",
    ]
    static let items: [String] = [
        "  - drafts/**", "- drafts/**", "  - '*.wip.routine.yaml'", "  - \"b/**\"", "  - a # note", "  - a#b", "  - é/中",
        "  - 'it''s'", "  - x y", "  - a:b", "  -  spaced ", "  - \"a\" # c", "  - 'a' #c", "  - 12", "  - true", "  - a\r",
        "  -", "  - ''", "  - &a x", "  - *a", "  - !!str x", "    - nested", "  - 'it's'", "  - \"esc\\\\d\"", "\t- tab",
        "  - a: b", "  - [x]", "  - null", "  - ~", "  - |", "    text", "  - 'unclosed", "  - -x", "  - ?x", "  - \"a\"b\"",
    ]
    static let others: [String] = [
        "rules:\n  title-too-long: off\n  no-timed-card: error", "rules:", "rules: {title-too-long: off}", "rules: ~",
        "# comment", "", "   ", "  # indented comment", "---", "...", "%YAML 1.1", "unknown: 1", "rules:\n\tclamped: off",
    ]

    /// A configuration of up to four parts: an `exclude:` header with up to three items,
    /// or another line; mostly of shapes the plugin reads.
    static func configuration(_ random: inout SplitMix) -> String {
        func pick(_ pool: [String], readable: Int) -> String {
            // Two times in three, one of the first `readable` (the shapes read with certainty).
            let range = random.next() % 3 == 0 ? pool.count : readable
            return pool[Int(random.next() % UInt64(range))]
        }
        var lines: [String] = []
        for _ in 0..<(1 + Int(random.next() % 4)) {
            if random.next() % 2 == 0 {
                lines.append(pick(headers, readable: 11))
                for _ in 0..<Int(random.next() % 4) { lines.append(pick(items, readable: 16)) }
            } else {
                lines.append(pick(others, readable: 8))
            }
        }
        return lines.joined(separator: random.next() % 4 == 0 ? "\r\n" : "\n")
    }

    @Test func whateverThePluginReadsSeqcReadsAlike() throws {
        var random = SplitMix(state: 36)
        var certain = 0, uncertain = 0, compared = 0
        for _ in 0..<4000 {
            let text = Self.configuration(&random)
            let plugin = ExcludeList.read(Array(text.utf8))
            guard case .patterns(let patterns) = plugin else {
                uncertain += 1
                continue
            }
            certain += 1
            var reader = ConfigurationReader(file: SourceFile(path: "/p/.seqc.yml", text: text), baseDirectory: "/p", rules: .standard)
            let (configuration, diagnostics) = reader.read()
            // A configuration seqc refuses stops every command of the build (exit 2): what
            // the plugin planned for it does not matter. Otherwise both read the same.
            guard !diagnostics.contains(where: { $0.severity == .error }) else { continue }
            #expect(configuration.exclude.map(\.text) == patterns, "for the configuration:\n\(text)")
            if !patterns.isEmpty { compared += 1 }
        }
        // Both outcomes are common, so the comparison above is not vacuous.
        #expect(
            certain > 400 && compared > 100 && uncertain > 400,
            "certain \(certain), compared with patterns \(compared), uncertain \(uncertain)")
    }

    @Test func theDocumentedShapesAreRead() {
        let text = """
            # The app's configuration.
            rules:
              title-too-long: error
            exclude:
              - drafts/**        # work in progress
              - '*.wip.routine.yaml'
              - "old"
            """
        #expect(ExcludeList.read(Array(text.utf8)) == .patterns(["drafts/**", "*.wip.routine.yaml", "old"]))
        #expect(ExcludeList.read(Array("\u{FEFF}exclude: [a, b/**]\r\n".utf8)) == .patterns(["a", "b/**"]))
        #expect(ExcludeList.read(Array("rules:\n  clamped: off\n".utf8)) == .patterns([]))
    }

    @Test func whatItCannotBeSureOfIsLeftToSeqc() {
        for text in ["exclude:\n  - &a x\n", "exclude: *a", "exclude:\n  - |\n    x\n", "exclude:\n\t- x", "exclude: [a]\nexclude: [b]"] {
            #expect(ExcludeList.read(Array(text.utf8)) == .uncertain, "\(text)")
        }
        #expect(ExcludeList.read([0xFF, 0xFE]) == .uncertain)
        #expect(ExcludeList.read(Array(repeating: UInt8(ascii: "#"), count: ExcludeList.maxBytes + 1)) == .uncertain)
    }
}

/// The SplitMix64 generator: the same numbers on every platform for a seed.
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
