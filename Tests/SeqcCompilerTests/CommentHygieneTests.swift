import Foundation
import Testing

/// Comments say why and name the invariant a constant protects. Measurements of past
/// rounds of work (instruction counts, callgrind's `Ir`, "round N", "was X, now Y") rot as
/// the code moves on, and their history is in git and docs/performance.md; a comment keeps
/// at most the one measurement that justifies a constant, phrased as what it protects.
@Suite struct CommentHygieneTests {
    /// The folders whose comments are checked.
    static let folders = ["Sources", "Plugins"]
    static let extensions: Set<String> = ["swift", "c", "h"]

    /// A comment: the line it starts on and its text, its lines joined by spaces so a
    /// phrase broken across lines is still one phrase.
    struct Comment: Equatable {
        let line: Int
        let text: String
    }

    /// What a comment may not say, by name.
    struct Patterns {
        let all: [(name: String, regex: Regex<AnyRegexOutput>)]

        init() {
            let ordinals =
                "second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|"
                + "fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth"
            all = [
                ("an instruction count", try! Regex(#"\d[\d,.]*\s?(M|k|million|thousand)?\s+instructions\b"#).ignoresCase()),
                ("callgrind's Ir", try! Regex(#"\bIr\b"#)),
                ("a profiler's say-so", try! Regex(#"\bcallgrind\b"#).ignoresCase()),
                ("a round of work", try! Regex(#"\b(issue \d+'s |performance )?round \d+ of issue\b|\bissue \d+'s round\b"#).ignoresCase()),
                ("a round of work", try! Regex(#"\b(the |this |that )?(\#(ordinals)) round\b"#).ignoresCase()),
                ("was X, now Y", try! Regex(#"\bwas\b(?:[^.;]|\.\d){0,60}\bnow\b"#).ignoresCase()),
                ("was X, now Y", try! Regex(#",\s*now\s+\d"#).ignoresCase()),
                ("a before and after", try! Regex(#"\d\s?(M|k|MB|KB|GB|ms|µs|s)?\s?(→|->)\s?\d"#)),
            ]
        }

        /// The names of the patterns `text` matches, with what matched.
        func findings(in text: String) -> [String] {
            all.compactMap { pattern in
                text.firstMatch(of: pattern.regex).map { "\(pattern.name): '\(text[$0.range])'" }
            }
        }
    }

    /// The comments of a Swift or C file: runs of `//` lines (doc comments included),
    /// `/* … */` blocks, and a `//` after code outside a string literal.
    static func comments(in source: String) -> [Comment] {
        var comments: [Comment] = []
        var run: (line: Int, parts: [String])?
        var inBlock = false
        func close() {
            if let current = run { comments.append(Comment(line: current.line, text: current.parts.joined(separator: " "))) }
            run = nil
        }
        func add(_ text: Substring, line: Int) {
            let part = text.trimmingCharacters(in: .whitespaces)
            if run == nil { run = (line, []) }
            run!.parts.append(part)
        }
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if inBlock {
                let end = trimmed.range(of: "*/")
                add(trimmed[..<(end?.lowerBound ?? trimmed.endIndex)].drop { $0 == "*" }, line: number)
                if end != nil {
                    inBlock = false
                    close()
                }
            } else if trimmed.hasPrefix("//") {
                add(trimmed.drop { $0 == "/" }, line: number)
            } else if trimmed.hasPrefix("/*") {
                close()
                let body = trimmed.dropFirst(2)
                if let end = body.range(of: "*/") {
                    add(body[..<end.lowerBound], line: number)
                    close()
                } else {
                    add(body, line: number)
                    inBlock = true
                }
            } else {
                close()
                if let trailing = trailingComment(of: line) {
                    add(trailing, line: number)
                    close()
                }
            }
        }
        close()
        return comments
    }

    /// The `//` comment after code on `line`, when the `//` is outside a string literal.
    static func trailingComment(of line: Substring) -> Substring? {
        var inString = false
        var previous: Character = " "
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            if character == "\"" && previous != "\\" { inString.toggle() }
            if !inString, character == "/", previous == "/" {
                return line[line.index(after: index)...]
            }
            previous = character
            index = line.index(after: index)
        }
        return nil
    }

    /// Every checked file under `folders`, relative to the package root.
    static var files: [String] {
        folders.flatMap { folder -> [String] in
            let base = FoundationImportTests.root.appendingPathComponent(folder)
            let walker = FileManager.default.enumerator(atPath: base.path)
            return (walker?.compactMap { $0 as? String } ?? [])
                .filter { extensions.contains(URL(fileURLWithPath: $0).pathExtension) }
                .map { "\(folder)/\($0)" }
        }.sorted()
    }

    @Test func commentsQuoteNoMeasurementsOfPastRounds() throws {
        let patterns = Patterns()
        let files = Self.files
        #expect(files.count > 100, "found only \(files.count) files")
        var found: [String] = []
        for file in files {
            let source = try String(contentsOf: FoundationImportTests.root.appendingPathComponent(file), encoding: .utf8)
            for comment in Self.comments(in: source) {
                for finding in patterns.findings(in: comment.text) { found.append("\(file):\(comment.line): \(finding)") }
            }
        }
        #expect(
            found.isEmpty, "comments that quote past measurements; say what the code protects instead:\n\(found.joined(separator: "\n"))")
    }

    // MARK: The checker itself

    /// Phrases of the kind the check refuses, made from parts at random, placed in a doc
    /// comment, a line comment or a C block, and broken across lines at a random space:
    /// each is found.
    @Test func measurementsAreFoundWhereverTheyAreWritten() {
        let patterns = Patterns()
        var random = SplitMix(seed: 0xC0_33E7)
        let numbers = ["1,521", "3.2", "412", "0.67", "27,000", "12"]
        let units = ["M ", "k ", " million ", " thousand ", " ", " M "]
        let ordinals = ["second", "ninth", "seventeenth", "eighteenth"]
        for _ in 0..<400 {
            let number = numbers[random.below(numbers.count)]
            let phrase: String
            switch random.next() % 7 {
            case 0: phrase = "took \(number)\(units[random.below(units.count)])instructions a file"
            case 1: phrase = "the Ir column showed it"
            case 2: phrase = "callgrind says this loop is hot"
            case 3: phrase = "since the \(ordinals[random.below(ordinals.count)]) round of the work"
            case 4: phrase = "it was \(number) M a file, now it is less"
            case 5: phrase = "lint went from \(number) M -> \(number) M"
            default: phrase = "the count fell, now \(number) a card"
            }
            let text = "A reader waits here \(phrase) because the window is full."
            var words = text.split(separator: " ").map(String.init)
            let breakAt = 1 + random.below(words.count - 1)
            let second = words[breakAt...].joined(separator: " ")
            words.removeSubrange(breakAt...)
            let first = words.joined(separator: " ")
            let source: String
            switch random.next() % 3 {
            case 0: source = "/// \(first)\n/// \(second)\nfunc f() {}\n"
            case 1: source = "let x = 1\n    // \(first)\n    // \(second)\nlet y = 2\n"
            default: source = "/* \(first)\n * \(second) */\nint f(void);\n"
            }
            let found = Self.comments(in: source).flatMap { patterns.findings(in: $0.text) }
            #expect(!found.isEmpty, "not found in:\n\(source)")
        }
    }

    /// Comments about the code's own subject (an interval's rounds, the processor's SHA
    /// instructions, an invariant's bound) and code that merely looks like one are left alone.
    @Test func theSubjectOfTheCodeIsNotAMeasurement() {
        let patterns = Patterns()
        let sources = [
            "/// The card's text as its first round's; the last round may have no rest.\n",
            "// Its templates are laid out at round 1, so no card takes another interval's.\n",
            "/// Blocks are compressed by the processor's SHA instructions where it has them.\n",
            "/// At most 4 × (pattern + 1) × (path + 1) steps: linear, never exponential.\n",
            "let url = \"https://example.com/was/now\" // the home page\n",
            "/* Five rounds from round t, after which each variable is back in its own role. */\n",
            "/// `seqc prompt`: the routine language as instructions for a model.\n",
        ]
        for source in sources {
            let found = Self.comments(in: source).flatMap { patterns.findings(in: $0.text) }
            #expect(found.isEmpty, "\(source): \(found)")
        }
    }

    @Test func commentsAreReadFromEveryForm() {
        let source = "/// one\n/// two\nlet a = \"//not\" // three\n/* four\n * five */\nlet b = 1\n"
        #expect(
            Self.comments(in: source) == [
                Comment(line: 1, text: "one two"), Comment(line: 3, text: "three"), Comment(line: 4, text: "four five"),
            ])
    }
}
