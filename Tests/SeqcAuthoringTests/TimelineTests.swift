import Foundation
import SeqcAuthoring
import SeqcCompiler
import SeqcModel
import Testing

/// The timeline every picture draws, checked against the model's own expansion and
/// timing over generated routines, and its pictures' geometry and escaping.
@Suite struct TimelineTests {
    static let seeds: [UInt64] = Array(1...40)

    private func compiled(_ source: String) throws -> CompileResult {
        let result = Compiler().compile(SourceFile(path: "generated.routine.yaml", text: source))
        try #require(result.succeeded, "\(result.diagnostics.map(\.message))\n\(source)")
        return result
    }

    @Test(arguments: seeds)
    func theTimelineIsTheRuntimeList(seed: UInt64) throws {
        var dice = RoutineDice(seed: seed)
        let items = dice.items(depth: 0)
        let result = try compiled(RepeatYAML.routine(items))
        let sequence = try #require(result.sequence)
        let timeline = try #require(TimelineSource.timeline(of: result))
        let runtime = Expansion.runtimeCards(of: sequence)
        #expect(timeline.entries.map(\.title) == runtime.map(\.card.title))
        let timing = TimingSummary(of: runtime.map(\.card))
        #expect(timeline.total == SecondsRange(low: timing.minSeconds, high: timing.maxSeconds))
        #expect(timeline.untimedCards == timing.untimedCards)
        var start = SecondsRange(low: 0, high: 0)
        for entry in timeline.entries {
            #expect(entry.start == start)
            if let length = entry.length { start = SecondsRange(low: start.low + length.low, high: start.high + length.high) }
        }
        // Every card a block made knows its round, and no other card claims one.
        let fromBlocks = Set(RepeatOracle.blockCardIndices(of: items))
        var expected = 0
        for (index, card) in sequence.cards.enumerated() where fromBlocks.contains(index) {
            expected += Expansion.runtimeCardCount(of: [card])
        }
        #expect(timeline.entries.count { !$0.rounds.isEmpty } == expected)
        for entry in timeline.entries {
            guard let innermost = entry.rounds.last, !entry.title.contains(" - Rest ") else { continue }
            #expect(entry.title.contains("\(innermost.round)/\(innermost.rounds)"), "\(entry.title)")
        }
    }

    @Test(arguments: seeds)
    func barsAreAsWideAsTheirDurations(seed: UInt64) throws {
        var generator = SchemaAnswer.Generator(state: seed)
        let durations = (0..<(2 + Int(generator.next() % 12))).map { _ in 1 + Int(generator.next() % 900) }
        let source =
            "title: Bars\ncards:\n"
            + durations.enumerated().map { "  - countdown: Bar \($0.offset)\n    duration: \($0.element)s\n" }.joined()
        let timeline = try #require(TimelineSource.timeline(of: try compiled(source)))
        let widths = try SVGGeometry.barWidths(TimelineSVG.svg(timeline))
        #expect(widths.count == durations.count)
        // The longest run spans the bar area; each bar its share, to the picture's
        // precision of a hundredth of a pixel.
        let total = durations.reduce(0, +)
        for (width, seconds) in zip(widths, durations) {
            #expect(abs(width.width - SVGGeometry.barArea * Double(seconds) / Double(total)) <= 0.006, "\(width) for \(seconds)s")
            #expect(width.kindClass == "kind-countdown")
        }
    }

    @Test func everyKindHasItsOwnStyle() {
        let styles = DrawnKind.all.map(\.style)
        #expect(DrawnKind.all.count == CardKind.allCases.count + 1, "an interval draws work and rest")
        #expect(!styles.contains { $0 == .missing }, "a kind whose spec has no drawing")
        for part in [styles.map(\.name), styles.map(\.light), styles.map(\.dark), styles.map { String($0.glyph) }] {
            #expect(Set(part).count == part.count, "two kinds drawn alike: \(part)")
        }
        for colour in styles.flatMap({ [$0.light, $0.dark] }) {
            #expect(colour.range(of: "^#[0-9a-f]{6}$", options: .regularExpression) != nil, "\(colour)")
        }
    }

    @Test(arguments: seeds)
    func hostileTitlesStayText(seed: UInt64) throws {
        var generator = SchemaAnswer.Generator(state: seed &+ 99)
        let pieces = [
            "<script>alert(1)</script>", "]]>", "&amp;", "\"", "'", "<!--", "\u{1B}[31m", "\u{202E}", "\u{0}",
            "<img src=x onerror=alert(1)>", "ok", " ",
        ]
        let titles = (0..<6).map { _ in (0..<4).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined() }
        let cards = titles.map { Card(title: $0, content: .countdown(CountdownConfig(durationSeconds: 30))) }
        let timeline = Timeline(sequence: SequenceDefinition(slug: "hostile", title: titles[0], cards: cards))
        for picture in [TimelineSVG.svg(timeline), TimelineHTML.html(timeline)] {
            let outsideTags = picture.replacingOccurrences(of: "<[a-zA-Z/!][^<>]*>", with: "", options: .regularExpression)
            #expect(!outsideTags.contains("<") && !outsideTags.contains(">"), "markup from a title")
            #expect(picture.range(of: "<script", options: .caseInsensitive) == nil)
            #expect(picture.range(of: "<img", options: .caseInsensitive) == nil)
            #expect(!picture.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        }
    }

    @Test func theLargestRoutineStaysUnderTheRuntimeLimit() {
        let title = String(repeating: "&<\"", count: 150)
        let cards = (0..<RoutineLimits.maxRuntimeCards).map { index in
            Card(
                title: title + "\(index)",
                content: index % 7 == 0
                    ? .randomDuration(RandomDurationConfig(minSeconds: 10, maxSeconds: 90))
                    : .countdown(CountdownConfig(durationSeconds: 30)))
        }
        let timeline = Timeline(sequence: SequenceDefinition(slug: "big", title: title, cards: cards))
        let limit = YAMLLimits().maxRuntimeJSONBytes
        #expect(TimelineSVG.svg(timeline).utf8.count < limit)
        #expect(TimelineHTML.html(timeline).utf8.count < limit)
    }

    @Test(arguments: [40, 60, 80, 120, 200])
    func theTerminalTableFitsItsWidth(width: Int) {
        let long = String(repeating: "Très longue carte 😀 ", count: 8)
        let cards = [
            Card(title: long, content: .countdown(CountdownConfig(durationSeconds: 30))),
            Card(title: "Tap \u{1B}[31mred", content: .info(InfoConfig(text: "x"))),
            Card(title: "Random", content: .randomDuration(RandomDurationConfig(minSeconds: 10, maxSeconds: 90))),
        ]
        let timeline = Timeline(sequence: SequenceDefinition(slug: "t", title: long, cards: cards))
        let plain = TimelineText.table(timeline, width: width, colour: false)
        for line in plain.split(separator: "\n") {
            #expect(DisplayWidth.of(String(line)) <= Swift.max(width, 36), "\(line)")
        }
        #expect(!plain.contains("\u{1B}"), "an escape sequence from a title, or colour off a terminal")
        #expect(TimelineText.table(timeline, width: width, colour: true).contains("\u{1B}[38;5;"))
    }
}

/// Reads the bars back out of a timeline's SVG.
enum SVGGeometry {
    /// The bar area's width (``TimelineLayout``'s), which the longest run spans.
    static let barArea = 960.0 - 16 - 150 - (16 + 240 + 8)

    /// Each row's first bar: its width and its kind's class.
    static func barWidths(_ svg: String) throws -> [(width: Double, kindClass: String)] {
        let pattern = try NSRegularExpression(
            pattern: "<g class=\"card\">.*?<rect x=\"[^\"]+\" y=\"[^\"]+\" width=\"([0-9.]+)\" height=\"12\" class=\"([a-z-]+)\"")
        let range = NSRange(svg.startIndex..., in: svg)
        return pattern.matches(in: svg, range: range).map { match in
            let text = { (group: Int) in String(svg[Range(match.range(at: group), in: svg)!]) }
            return (Double(text(1)) ?? -1, text(2))
        }
    }
}

/// The CI summary: escaped user text, and GitHub's 1 MiB cap.
@Suite struct RunSummaryTests {
    private func row(path: String, title: String) -> RunSummary.Routine {
        let source = "title: \"\(title)\"\ncards:\n  - interval: Go\n    work: 20s\n    rest: 10s\n    rounds: 3\n"
        return RunSummary.Routine(Compiler().compile(SourceFile(path: path, text: source)))
    }

    @Test func aLargeRunIsCutUnderTheCapWithANote() {
        var summary = RunSummary(command: "lint")
        let long = String(repeating: "|@<x>", count: 40)
        let routine = row(path: "routines/\(long).routine.yaml", title: long)
        for _ in 0..<20_000 { summary.add(routine, diagnostics: []) }
        let text = summary.markdown()
        #expect(text.utf8.count <= RunSummary.byteLimit)
        #expect(text.contains("The summary is cut here to stay under GitHub's 1 MiB limit"))
        #expect(text.contains("### seqc lint: 20000 routines"))
    }

    @Test func aSmallRunIsWhole() {
        var summary = RunSummary(command: "build")
        summary.add(row(path: "a.routine.yaml", title: "A"), diagnostics: [])
        let text = summary.markdown()
        #expect(!text.contains("cut here"))
        #expect(text.contains("| a.routine.yaml | A | 1 → 6 | 1:30 | none |"), "\(text)")
    }

    @Test(arguments: Array(UInt64(1)...30))
    func userTextMakesNoMarkdown(seed: UInt64) {
        var generator = SchemaAnswer.Generator(state: seed)
        let pieces = [
            "|", "<b>", "@team", "[x](http://e.com)", "![i](x.png)", "`code`", "*em*", "_u_", "$x$", "www.example.com", "https://e.com",
            "# h", "\n- item", "~~s~~", "&amp;", "\\", "\u{202E}", "ok", " ",
        ]
        let text = (0..<8).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
        var summary = RunSummary(command: "lint")
        summary.add(
            row(path: text, title: text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "'")),
            diagnostics: [])
        let body = summary.markdown().replacingOccurrences(of: "&#[0-9]+;", with: "", options: .regularExpression)
        // Everything the summary itself writes is known; what is left of user text holds no mark.
        let row = body.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| routine") && !$0.hasPrefix("| rule") }
        for line in row {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            // The path, and in the routines' table the title; a timeline's bar is seqc's own code span.
            for cell in cells.prefix(cells.count == 5 ? 2 : 1) {
                #expect(cell.rangeOfCharacter(from: CharacterSet(charactersIn: "<>@[]()`*_$~#\\&")) == nil, "\(cell)")
                #expect(cell.range(of: "www.", options: .caseInsensitive) == nil && !cell.contains("://"))
                #expect(!cell.unicodeScalars.contains("\u{202E}"))
            }
        }
        #expect(!body.contains("\n- item"))
    }
}
