import SeqcModel

/// What AI models put around a routine when they answer in Markdown: a code fence
/// (```` ```yaml ````, ```` ``` ````, `~~~`) before and after the document, a line or a
/// few of prose before it ("Here is your routine:"), and prose after the closing fence.
///
/// Found by looking at the first lines of the file and, only once an opening fence is
/// found, for its closing fence and any later fenced block holding keys (more of the
/// routine); without a fence, the last paragraphs are prose when no YAML line could be
/// (``findTrailingProse(after:in:)``), and so is a paragraph between blank lines above a
/// top-level key (``findProseBetween(after:in:)``). Each block gets one `yaml-syntax`
/// diagnostic whose fix deletes its lines; the composer then reads the file with those
/// lines blanked, so the routine's own mistakes are reported in the same pass, at their
/// own positions. A valid routine never matches: a fence cannot start a YAML document,
/// and prose is recognised only before a routine key, where a YAML key with spaces or
/// a line without a key is a mistake already.
package struct MarkdownWrapping {
    enum Kind {
        case proseBefore, openingFence, closingFence, proseAfter
    }

    /// Consecutive lines of one kind, 1-based and inclusive.
    struct Block {
        let kind: Kind
        let lines: ClosedRange<Int>

        var isProse: Bool { kind == .proseBefore || kind == .proseAfter }

        /// The block's lines, joined with spaces.
        func text(in lines: SourceLines) -> String {
            self.lines.map { String(String.UnicodeScalarView(lines.text($0))) }.joined(separator: " ")
        }

        /// The block as comments, when it is prose stating the unit of the routine's bare
        /// numbers: deleted, it would leave them read in another unit; a comment keeps saying it.
        func asComments(in lines: SourceLines) -> String? {
            guard isProse, UnitStatement.unit(in: text(in: lines), isProse: true) != nil else { return nil }
            return self.lines.map { "# " + String(String.UnicodeScalarView(lines.text($0))) }.joined(separator: "\n") + "\n"
        }
    }

    private(set) var blocks: [Block] = []

    init(_ lines: SourceLines) {
        var prose: [Int] = []
        // Set when a line counted as prose only because a fence may follow (`**Routine**`).
        var onlyBeforeFence = false
        var line = 1
        while line <= lines.count {
            // A key of one word at the left edge (`title: Morning`) is YAML, as `isProse`
            // finds it: read from the bytes, it spares decoding the first line of nearly
            // every routine.
            if Self.startsWithWordKey(line, in: lines) { break }
            // A blank line or a comment (or a Markdown heading, which reads as one) is YAML
            // and stays: found from the bytes, since many routines start with a comment.
            if lines.isBlank(line) || lines.firstByte(ofLine: line) == UInt8(ascii: "#") {
                line += 1
                continue
            }
            let scalars = lines.text(line)
            if let fence = Fence(opening: scalars) {
                if let first = prose.first, let last = prose.last { blocks.append(Block(kind: .proseBefore, lines: first...last)) }
                blocks.append(Block(kind: .openingFence, lines: line...line))
                findClosing(fence, after: line, in: lines)
                return
            }
            if let first = scalars.first, first == "*" || first == ">" || first == "_" {
                onlyBeforeFence = true
            } else if !Self.isProse(LineShape(scalars)) {
                break
            }
            prose.append(line)
            line += 1
        }
        // Prose with no fence counts only when a routine key follows it.
        if !onlyBeforeFence, let first = prose.first, let last = prose.last, line <= lines.count,
            let key = LineShape(lines.text(line)).key, LineShape(lines.text(line)).indentation == 0, !key.contains(" ")
        {
            blocks.append(Block(kind: .proseBefore, lines: first...last))
        }
        findProseBetween(after: line, in: lines)
        let blocksBefore = blocks.count
        findStrayClosing(after: line, in: lines)
        if blocks.count == blocksBefore { findTrailingProse(after: line, in: lines) }
    }

    /// The file's last paragraph when it is prose at the left edge after a blank line
    /// (`Let me know if you want it longer!`), with no fence around the routine: no YAML
    /// line can be one, since a plain scalar's continuation lines are indented under its
    /// key and a line at the left edge is a key.
    private mutating func findTrailingProse(after start: Int, in lines: SourceLines) {
        var last = lines.count
        while last > start, lines.isBlank(last) { last -= 1 }
        // Paragraphs of prose one above another are one block: "Run it with:", then its command.
        var top: Int?
        var end = last
        while let first = Self.proseParagraph(endingAt: end, after: start, in: lines) {
            top = first
            end = first - 1
            while end > start, lines.isBlank(end) { end -= 1 }
        }
        guard let top else { return }
        blocks.append(Block(kind: .proseAfter, lines: top...last))
    }

    /// The first line of the paragraph of prose ending at line `last`, when it follows a
    /// blank line below the routine; nil otherwise.
    private static func proseParagraph(endingAt last: Int, after start: Int, in lines: SourceLines) -> Int? {
        var first = last
        // Inside a fenced block of the paragraph (a command to run), every line is its text.
        var insideFence = false
        var holdsItems = false
        while first > start, insideFence || !lines.isBlank(first) {
            let byte = lines.firstByte(ofLine: first)
            if byte == UInt8(ascii: "`") || byte == UInt8(ascii: "~"), Fence(opening: lines.text(first)) != nil {
                insideFence.toggle()
            } else if !insideFence {
                // An indented line is neither prose at the left edge nor Markdown: decided
                // from its first byte, as every routine's last line is asked.
                guard byte != UInt8(ascii: " "), byte != UInt8(ascii: "\t"), byte != UInt8(ascii: "#"),
                    !startsWithWordKey(first, in: lines)
                else { return nil }
                let shape = LineShape(lines.text(first))
                if shape.isListItem {
                    holdsItems = true
                } else if !isProse(shape) && !isMarkdownProse(lines.text(first)) {
                    return nil
                }
            }
            first -= 1
        }
        // The paragraph must follow a blank line below the routine. Its list items are
        // prose only under a line of Markdown or a lead-in (`**Notes:**`, `Tips:`), which
        // no YAML line at the left edge after a routine can be.
        guard !insideFence, first > start, first < last, lines.isBlank(first) else { return nil }
        guard !holdsItems || introducesItems(lines.text(first + 1)) else { return nil }
        return first + 1
    }

    /// A paragraph of prose between blank lines, with a key of one word at the left edge
    /// after it (`And the cards:` between a routine's `title:` and its `cards:`): no YAML
    /// line can be one, since a line at the left edge is a top-level key and the language's
    /// keys are words.
    private mutating func findProseBetween(after start: Int, in lines: SourceLines) {
        var line = start + 1
        while line < lines.count {
            // The first byte first: most lines of a routine are indented, and it is one read.
            guard lines.firstByte(ofLine: line) != UInt8(ascii: " "), lines.isBlank(line - 1), !lines.isBlank(line),
                !Self.startsWithWordKey(line, in: lines), lines.firstByte(ofLine: line) != UInt8(ascii: "#")
            else {
                line += 1
                continue
            }
            var last = line
            while last <= lines.count, !lines.isBlank(last), Self.isProse(LineShape(lines.text(last))) { last += 1 }
            var next = last
            while next <= lines.count, lines.isBlank(next) { next += 1 }
            if last > line, last < next, next <= lines.count, Self.startsWithWordKey(next, in: lines) {
                blocks.append(Block(kind: .proseBefore, lines: line...(last - 1)))
            }
            line = Swift.max(last, line + 1)
        }
    }

    /// A closing fence whose opening one is gone (deleted by an earlier fix, or never
    /// written): the file's last non-blank line, a bare fence. No YAML line can be one.
    private mutating func findStrayClosing(after start: Int, in lines: SourceLines) {
        var line = lines.count
        while line > start, lines.isBlank(line) { line -= 1 }
        guard line > start else { return }
        // Only a line starting with a fence's character can be one: most are not decoded.
        guard let first = lines.firstByte(ofLine: line), first == UInt8(ascii: "`") || first == UInt8(ascii: "~") else { return }
        let scalars = lines.text(line)
        guard let fence = Fence(opening: scalars), fence.isClosed(by: scalars) else { return }
        // A fence before it opens the block it closes (```` ```sh ```` after the routine): prose, not a stray.
        let fences = (start + 1..<line).filter { number in
            guard let byte = lines.firstByte(ofLine: number), byte == UInt8(ascii: "`") || byte == UInt8(ascii: "~") else { return false }
            return Fence(opening: lines.text(number)) != nil
        }
        guard fences.isEmpty else { return }
        blocks.append(Block(kind: .closingFence, lines: line...line))
    }

    private mutating func findClosing(_ fence: Fence, after opening: Int, in lines: SourceLines) {
        var line = opening + 1
        while line <= lines.count {
            // Only a line starting with the fence's character can close it: others are skipped unread.
            if lines.firstByte(ofLine: line) == fence.byte, fence.isClosed(by: lines.text(line)) { break }
            line += 1
        }
        guard line <= lines.count else { return }
        blocks.append(Block(kind: .closingFence, lines: line...line))
        if let next = Self.nextYAMLBlock(after: line, in: lines) {
            // A later fenced block holding keys is more of the routine (a routine split over
            // blocks): the prose between is deleted, and that block's fences too.
            let between = (line + 1..<next.line).filter { !lines.isBlank($0) }
            if let first = between.first, let last = between.last { blocks.append(Block(kind: .proseBefore, lines: first...last)) }
            blocks.append(Block(kind: .openingFence, lines: next.line...next.line))
            findClosing(next.fence, after: next.line, in: lines)
            return
        }
        let after = (line + 1...Swift.max(line + 1, lines.count)).filter { $0 <= lines.count && !lines.isBlank($0) }
        if let first = after.first, let last = after.last { blocks.append(Block(kind: .proseAfter, lines: first...last)) }
    }

    /// The next opening fence after line `start` whose block has a key of one word at the
    /// left edge (`cards:`), as YAML of the routine has; nil when there is none.
    private static func nextYAMLBlock(after start: Int, in lines: SourceLines) -> (line: Int, fence: Fence)? {
        var line = start + 1
        while line <= lines.count {
            if let byte = lines.firstByte(ofLine: line), byte == UInt8(ascii: "`") || byte == UInt8(ascii: "~"),
                let fence = Fence(opening: lines.text(line))
            {
                var inner = line + 1
                while inner <= lines.count, !(lines.firstByte(ofLine: inner) == fence.byte && fence.isClosed(by: lines.text(inner))) {
                    if startsWithWordKey(inner, in: lines) { return (line, fence) }
                    inner += 1
                }
                line = inner + 1
                continue
            }
            line += 1
        }
        return nil
    }

    /// The text of each block of prose around the routine in `bytes`, its lines joined
    /// with spaces: what the routine's words around it say (``UnitStatement``).
    package static func prose(in bytes: [UInt8]) -> [String] {
        let lines = SourceLines(bytes)
        guard !lines.hasUnicodeLineBreaks else { return [] }
        return MarkdownWrapping(lines).blocks.filter(\.isProse).map { $0.text(in: lines) }
    }

    /// `bytes` with every block's lines turned to spaces (line breaks kept), so byte
    /// offsets, line numbers and the other lines' columns stay the file's own.
    func masked(_ bytes: [UInt8], lines: SourceLines) -> [UInt8] {
        var masked = bytes
        for block in blocks {
            for line in block.lines {
                var index = lines.offset(ofLine: line)
                while index < masked.count, masked[index] != 0x0A, masked[index] != 0x0D {
                    masked[index] = UInt8(ascii: " ")
                    index += 1
                }
            }
        }
        return masked
    }

    /// The help of prose stating a count, which gets no fix.
    static let countHelp =
        "it may say how often the routine's cards play: write the count in the cards (a '- repeat:' block with 'rounds:') and delete the prose"

    /// One diagnostic per block, each with a fix deleting the block's whole lines, but for
    /// prose stating a count (``CountWords``), which keeps its lines.
    func report(to collector: inout DiagnosticCollector, lines: SourceLines) {
        for block in blocks {
            let first = block.lines.lowerBound
            let last = block.lines.upperBound
            let lastLength = lines.text(last).count
            let range = SourceRange(
                start: SourcePosition(line: first, column: 1), end: SourcePosition(line: last, column: lastLength + 1))
            let deletion: SourceRange
            if last < lines.count {
                deletion = SourceRange(start: range.start, end: SourcePosition(line: last + 1, column: 1))
            } else if first > 1 {
                // The file's last line has no line break: take the one before the block instead.
                deletion = SourceRange(start: SourcePosition(line: first - 1, column: lines.text(first - 1).count + 1), end: range.end)
            } else {
                deletion = range
            }
            if let comments = block.asComments(in: lines) {
                let replacement = last < lines.count ? comments : first > 1 ? "\n" + comments.dropLast() : String(comments.dropLast())
                collector.error(
                    .yamlSyntax, at: range, "this prose around the routine says the unit of its numbers",
                    help: "a routine file holds only the routine: make the prose a comment with '#', so the unit it states stays",
                    fixIts: [FixIt(range: deletion, replacement: replacement, safety: .unsafe)])
                continue
            }
            let count = block.lines.count
            let (message, help, safety): (String, String, FixSafety) =
                switch block.kind {
                case .openingFence:
                    (
                        "the routine is wrapped in a Markdown code fence", "a routine file holds only YAML: delete the fence line",
                        .safe
                    )
                case .closingFence:
                    ("this Markdown code fence closes the routine", "a routine file holds only YAML: delete the fence line", .safe)
                case .proseBefore:
                    (
                        count == 1
                            ? "this line is prose, not part of the routine" : "these \(count) lines are prose, not part of the routine",
                        "a routine file holds only the routine: delete the prose, or make it a comment with '#'", .unsafe
                    )
                case .proseAfter:
                    (
                        count == 1
                            ? "this line after the routine is prose" : "these \(count) lines after the routine are prose",
                        "a routine file holds only the routine: delete the prose, or make it a comment with '#'", .unsafe
                    )
                }
            // Prose stating a count (`Repeat the circuit 3 times.`) may say how the routine
            // plays: deleted, the build would play once what was meant N times.
            if block.kind == .proseBefore || block.kind == .proseAfter,
                block.lines.contains(where: { CountWords.statesACount(String(String.UnicodeScalarView(lines.text($0)))) })
            {
                collector.error(.yamlSyntax, at: range, message, help: Self.countHelp)
                continue
            }
            collector.error(.yamlSyntax, at: range, message, help: help, fixIts: [FixIt(range: deletion, replacement: "", safety: safety)])
        }
    }

    /// A line that reads as a sentence rather than YAML: at the left edge, not a list
    /// item, comment, directive or flow collection, not starting with a word of the
    /// language (`title Legs` is a key missing its colon), and either a key of several
    /// words (`Here is your routine:`) or, with no key, three words or more or a
    /// sentence's last mark.
    /// Whether line `number` starts with an ASCII letter, then letters, digits, `_` or
    /// `-`, then a key's colon (followed by a space, a tab or the line's end): a key
    /// of one word, which ``isProse(_:)`` never counts as prose.
    static func startsWithWordKey(_ number: Int, in lines: SourceLines) -> Bool {
        let bytes = lines.bytes
        var index = lines.offset(ofLine: number)
        guard index < bytes.count, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[index] | 0x20) else { return false }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ":") {
                let next = index + 1
                return next == bytes.count || [0x20, 0x09, 0x0A, 0x0D].contains(bytes[next])
            }
            let isWordByte =
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
            guard isWordByte else { return false }
            index += 1
        }
        return false
    }

    private static func isProse(_ shape: LineShape) -> Bool {
        guard shape.indentation == 0, !shape.isListItem, let first = shape.scalars.first else { return false }
        // A key of one word is YAML whatever the word; checked first, so a routine's own
        // first line (`title: ...`) never builds the set of the language's words.
        if let key = shape.key, !key.contains(" ") { return false }
        if "#%-{[\"'&*!|>@".unicodeScalars.contains(first) { return false }
        let words = shape.trimmed(0..<shape.scalars.count).split(separator: " ")
        guard let firstWord = words.first else { return false }
        let leading = String(firstWord).lowercased().filter { $0.isLetter }
        if languageWords.contains(leading) { return false }
        if let key = shape.key { return key.contains(" ") && !Self.holdsQuantity(shape) }
        guard let last = shape.scalars.last(where: { $0 != " " && $0 != "\t" }) else { return false }
        return words.count >= 3 || ".!?:".unicodeScalars.contains(last)
    }

    /// Whether the line's value is only a quantity (`Wall sit: 45s`, `Push ups: 20`): a
    /// card keyed by its title, which another repair reads, not a sentence.
    private static func holdsQuantity(_ shape: LineShape) -> Bool {
        guard let colon = shape.keyColon, let value = shape.value(after: colon) else { return false }
        let words = shape.trimmed(value).split(separator: " ").map(String.init)
        return TextCardShape.quantity(words, allowsBareCount: true) != nil
    }

    /// The language's keys and kind names, lower-cased: a line starting with one is YAML
    /// gone wrong, not prose.
    private static let languageWords: Set<String> = Set(
        (Language.topLevelFields.map { $0.name } + Language.allCardFieldNames + CardKind.allCases.map(\.rawValue)).map { $0.lowercased() })

    /// A line of Markdown emphasis or quotation at the left edge (`**Tip:** do this daily.`,
    /// `> Note`, `_Enjoy!_`) of two words or more, or a fence: after a routine, YAML reads no such line
    /// (an alias, a folded scalar or a plain scalar cannot start a line at the left edge there).
    private static func isMarkdownProse(_ scalars: [Unicode.Scalar]) -> Bool {
        if Fence(opening: scalars) != nil { return true }
        guard let first = scalars.first, first == "*" || first == "_" || first == ">" else { return false }
        // One emphasised word (`**Notes:**`) opens and closes with the same mark.
        return scalars.split(separator: " ").count >= 2 || scalars.count >= 3 && first != ">" && scalars.last == first
    }

    /// Whether a paragraph's first line introduces the list items under it: Markdown
    /// (`**Notes:**`) or prose ending with a colon (`Tips for the walk:`).
    private static func introducesItems(_ scalars: [Unicode.Scalar]) -> Bool {
        let shape = LineShape(scalars)
        guard !shape.isListItem else { return false }
        if isMarkdownProse(scalars) { return true }
        return isProse(shape) && scalars.last(where: { $0 != " " && $0 != "\t" }) == ":"
    }

    /// An opening Markdown fence: three or more backticks or tildes at the left edge,
    /// then an optional info string (`yaml`, `yml`).
    private struct Fence {
        let byte: UInt8
        let length: Int

        init?(opening scalars: [Unicode.Scalar]) {
            guard let first = scalars.first, first == "`" || first == "~" else { return nil }
            let run = scalars.prefix(while: { $0 == first }).count
            guard run >= 3 else { return nil }
            // A backtick fence's info string holds no backtick (CommonMark).
            if first == "`", scalars[run...].contains("`") { return nil }
            byte = UInt8(first.value)
            length = run
        }

        /// Whether `scalars` is a closing fence: the same character, at least as many,
        /// and nothing else but spaces.
        func isClosed(by scalars: [Unicode.Scalar]) -> Bool {
            let run = scalars.prefix(while: { $0.value == UInt32(byte) }).count
            return run >= length && scalars[run...].allSatisfy { $0 == " " || $0 == "\t" }
        }
    }
}
