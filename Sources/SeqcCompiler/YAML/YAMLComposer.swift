import CLibYAML
import SeqcModel

/// Pulls libyaml events for one file and composes them into ``YAMLNode``s, enforcing
/// ``YAMLLimits`` as the events arrive so hostile input stops early.
struct YAMLComposer {
    /// The composed document, or nil when the file has no usable document.
    struct Result {
        var root: YAMLNode?
        var diagnostics: [Diagnostic]
        /// Every document of a file read with `severalDocuments`, in order, when it has
        /// more than one; ``root`` is then nil and the reader chooses.
        var documents: [Document] = []
    }

    /// One document of several: where it starts (its `---`, or its first node) and its root.
    struct Document {
        let marker: SourceRange
        let root: YAMLNode
    }

    private struct Frame {
        let isMapping: Bool
        let start: SourcePosition
        let tag: StandardTag?
        let anchor: String?
        /// Where this collection's children start in ``YAMLComposer/children``.
        let firstChild: Int
    }

    private let file: SourceFile
    private let limits: YAMLLimits
    private var collector: DiagnosticCollector
    private var stack: [Frame] = []
    /// The children of every open collection, innermost last: one array for all of them,
    /// so no collection grows an array of its own while it is read.
    private var children: [Int] = []
    /// Where each alias among ``children`` is written, by its position there.
    private var childAliases: [Int: SourceRange] = [:]
    private var tree: YAMLTree.Builder
    /// The record index of each anchor.
    private var anchors: [String: Int] = [:]
    private var expandedNodes = 0
    private var expandedTextBytes = 0
    /// Whether an alias has been used, so a budget's message blames aliases only then.
    private var usedAlias = false
    private var documents = 0
    private var root: Int?
    /// Whether documents after the first are composed too (a routine's reader chooses
    /// among them) rather than refused.
    private let severalDocuments: Bool
    private var documentMarkers: [SourceRange] = []
    private var documentRoots: [Int] = []
    private var comments: TrailingCommentFinder
    /// The bytes libyaml reads: the file's, with any Markdown wrapping blanked.
    private var bytes: [UInt8]

    /// Composes `file`; with `severalDocuments`, a file of several documents gives them all
    /// (see ``Result/documents``), else its second document is `multiple-documents`.
    static func compose(_ file: SourceFile, limits: YAMLLimits = YAMLLimits(), severalDocuments: Bool = false) -> Result {
        var composer = YAMLComposer(file: file, limits: limits, severalDocuments: severalDocuments)
        return composer.run()
    }

    private init(file: SourceFile, limits: YAMLLimits, severalDocuments: Bool) {
        self.file = file
        self.limits = limits
        self.severalDocuments = severalDocuments
        self.collector = DiagnosticCollector(file: file.path)
        self.comments = TrailingCommentFinder(file.bytes)
        self.bytes = file.bytes
        self.tree = YAMLTree.Builder(forBytes: file.bytes.count)
        // Enough for a routine's open collections, whose children all wait here.
        children.reserveCapacity(64)
    }

    private mutating func run() -> Result {
        guard file.bytes.count <= limits.maxFileBytes else {
            collector.error(
                .resourceLimit, at: SourceRange(at: .start),
                "file is \(file.bytes.count) bytes; seqc reads routines of at most \(limits.maxFileBytes) bytes")
            return Result(root: nil, diagnostics: collector.diagnostics)
        }
        if let encoding = TextEncodingGuess.ofStart(bytes) {
            collector.error(.yamlSyntax, at: SourceRange(at: .start), encoding.message, help: "routine files must be UTF-8 text")
            return Result(root: nil, diagnostics: collector.diagnostics)
        }
        unwrapMarkdown()
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            collector.error(.resourceLimit, at: SourceRange(at: .start), "libyaml could not allocate a parser")
            return Result(root: nil, diagnostics: collector.diagnostics)
        }
        defer { yaml_parser_delete(&parser) }
        // A routine is UTF-8 (docs/language.md). libyaml reads a file that starts with a
        // UTF-16 byte order mark as UTF-16, its positions then matching nothing seqc shows
        // of the bytes: such a file was named above and never reaches it. The encoding is
        // left for libyaml to find, so it takes a UTF-8 mark off the first line.
        // libyaml requires a non-null input pointer even for an empty file.
        let input = bytes.isEmpty ? [0] : bytes
        let completed = input.withUnsafeBufferPointer { buffer in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, bytes.count)
            return pullEvents(&parser)
        }
        guard completed, let root else { return Result(root: nil, diagnostics: collector.diagnostics) }
        let built = YAMLTree(tree)
        guard documentRoots.count > 1 else { return Result(root: YAMLNode(tree: built, index: root), diagnostics: collector.diagnostics) }
        let documents = zip(documentMarkers, documentRoots).map { Document(marker: $0, root: YAMLNode(tree: built, index: $1)) }
        return Result(root: nil, diagnostics: collector.diagnostics, documents: documents)
    }

    /// Reports a Markdown fence or prose around the document, and JSONC comments in it,
    /// and blanks them, so the routine inside is read and its own mistakes reported in the same pass. The lines
    /// found on the way also let the comment finder skip every line without a `#`.
    private mutating func unwrapMarkdown() {
        let lines = SourceLines(file.bytes)
        // Line breaks libyaml counts and the line index does not would shift every position.
        guard !lines.hasUnicodeLineBreaks else { return }
        // The same lines, for the file's snippets and excerpts later.
        file.lineIndex.adopt(lineStarts: lines.starts, in: file.bytes)
        let wrapping = MarkdownWrapping(lines)
        if !wrapping.blocks.isEmpty {
            wrapping.report(to: &collector, lines: lines)
            // Blanking keeps every line where it was.
            bytes = wrapping.masked(file.bytes, lines: lines)
        }
        let jsonComments = JSONComments(bytes)
        if !jsonComments.comments.isEmpty {
            jsonComments.report(to: &collector, bytes: bytes, lines: lines)
            bytes = jsonComments.masked(bytes)
        }
        comments = TrailingCommentFinder(bytes, lineStarts: lines.starts)
    }

    /// Returns whether the stream was read to its end without a fatal problem.
    private mutating func pullEvents(_ parser: inout yaml_parser_t) -> Bool {
        var event = yaml_event_t()
        while true {
            guard yaml_parser_parse(&parser, &event) == 1 else {
                reportParserError(parser)
                return false
            }
            defer { yaml_event_delete(&event) }
            switch handle(event) {
            case .proceed: continue
            case .finished: return true
            case .abort: return false
            }
        }
    }

    private enum Step { case proceed, finished, abort }

    private mutating func handle(_ event: yaml_event_t) -> Step {
        let range = SourceRange(start: position(event.start_mark), end: position(event.end_mark))
        switch event.type {
        case YAML_STREAM_END_EVENT:
            return .finished
        case YAML_DOCUMENT_START_EVENT:
            documents += 1
            documentMarkers.append(range)
            // An anchor names a node of its own document only.
            anchors = [:]
            guard documents == 1 || severalDocuments else {
                collector.error(
                    .multipleDocuments, at: range, "a routine file holds one YAML document; found a second",
                    help: "put each routine in a file of its own")
                return .abort
            }
            return .proceed
        case YAML_SCALAR_EVENT:
            let data = event.data.scalar
            let text = string(data.value, length: data.length)
            let firstByte = data.length > 0 ? data.value?.pointee ?? 0 : 0
            let tag = checkedTag(data.tag, at: range)
            let scalarStyle = style(data.style)
            // Two calls, not one with an optional made either way: destroying that optional
            // took a generic path for every scalar of every file, almost all of them nil.
            let node: Int
            if scalarStyle == .plain, let comment = comments.comment(after: range.end) {
                node = tree.addScalar(text, firstByte: firstByte, style: scalarStyle, tag: tag, range: range, comment: comment)
            } else {
                node = tree.addScalar(text, firstByte: firstByte, style: scalarStyle, tag: tag, range: range, comment: nil)
            }
            return add(node, anchor: optionalString(data.anchor), at: range, cost: 1, textCost: tree.textBytes(of: node))
        case YAML_ALIAS_EVENT:
            let name = optionalString(event.data.alias.anchor) ?? ""
            guard let target = anchors[name] else {
                collector.error(
                    .yamlSyntax, at: range, "alias '*\(name)' refers to no anchor defined before it",
                    help: "write the value itself instead of '*\(name)', or mark the value it repeats with '&\(name)' before this line")
                return .abort
            }
            // An alias costs its anchor's whole expanded weight and text each time it is used.
            usedAlias = true
            let step = add(target, anchor: nil, at: range, cost: tree.weight(of: target), textCost: tree.textBytes(of: target))
            if !stack.isEmpty { childAliases[children.count - 1] = range }
            return step
        case YAML_SEQUENCE_START_EVENT:
            let data = event.data.sequence_start
            return push(isMapping: false, tag: checkedTag(data.tag, at: range), anchor: optionalString(data.anchor), at: range)
        case YAML_MAPPING_START_EVENT:
            let data = event.data.mapping_start
            return push(isMapping: true, tag: checkedTag(data.tag, at: range), anchor: optionalString(data.anchor), at: range)
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            return pop(endingAt: range.end)
        default:
            return .proceed
        }
    }

    private mutating func push(isMapping: Bool, tag: StandardTag?, anchor: String?, at range: SourceRange) -> Step {
        guard stack.count < limits.maxDepth else {
            collector.error(
                .resourceLimit, at: range, "collections nest more than \(limits.maxDepth) levels deep",
                help: "a routine needs only a few levels: top-level keys, cards, card fields")
            return .abort
        }
        stack.append(Frame(isMapping: isMapping, start: range.start, tag: tag, anchor: anchor, firstChild: children.count))
        return .proceed
    }

    private mutating func pop(endingAt end: SourcePosition) -> Step {
        guard let frame = stack.popLast() else { return .proceed }
        let range = SourceRange(start: frame.start, end: end)
        // The children are read in place and dropped from the end: slicing and removing a
        // subrange took generic paths for every collection of every file.
        var aliases: [Int: SourceRange] = [:]
        if !childAliases.isEmpty {
            for position in frame.firstChild..<children.count {
                if let alias = childAliases.removeValue(forKey: position) { aliases[position - frame.firstChild] = alias }
            }
        }
        let node = children.withUnsafeBufferPointer { all in
            tree.addCollection(
                isMapping: frame.isMapping, children: UnsafeBufferPointer(rebasing: all[frame.firstChild...]), tag: frame.tag,
                range: range, aliases: aliases)
        }
        children.removeLast(children.count - frame.firstChild)
        // Its children were counted one by one as they arrived; only the collection itself remains.
        return add(node, anchor: frame.anchor, at: range, cost: 1, textCost: 0)
    }

    /// Adds `node` where it belongs. `cost` and `textCost` are the nodes and text bytes it
    /// adds to the expanded document: a scalar's own, a collection's 1 and 0 (its children
    /// were counted as they arrived), an alias's anchor in full.
    private mutating func add(_ node: Int, anchor: String?, at range: SourceRange, cost: Int, textCost: Int) -> Step {
        expandedNodes = expandedNodes.saturatingAdd(cost)
        expandedTextBytes = expandedTextBytes.saturatingAdd(textCost)
        guard expandedNodes <= limits.maxExpandedNodes else {
            if usedAlias {
                collector.error(
                    .resourceLimit, at: range,
                    "aliases expand this document to more than \(limits.maxExpandedNodes) nodes",
                    help: "an alias re-uses its anchor's whole value each time; re-use smaller pieces")
            } else {
                collector.error(
                    .resourceLimit, at: range, "this document has more than \(limits.maxExpandedNodes) nodes",
                    help: "a routine has at most \(RoutineLimits.maxRuntimeCards) cards of a few fields each; split the file")
            }
            return .abort
        }
        guard expandedTextBytes <= limits.maxExpandedTextBytes else {
            collector.error(
                .resourceLimit, at: range,
                "aliases expand this document's text to more than \(limits.maxExpandedTextBytes) bytes",
                help: "an alias re-uses its anchor's whole text each time; re-use shorter text")
            return .abort
        }
        if let anchor { anchors[anchor] = node }
        if stack.isEmpty {
            root = node
            documentRoots.append(node)
        } else {
            children.append(node)
        }
        return .proceed
    }

    /// The node's standard tag; nil, reported, for another. Asked of every node, nearly
    /// none of which has a tag: that test is made where the event is read.
    @inline(__always)
    private mutating func checkedTag(_ pointer: UnsafeMutablePointer<yaml_char_t>?, at range: SourceRange) -> StandardTag? {
        guard let pointer else { return nil }
        return checkedTag(named: pointer, at: range)
    }

    private mutating func checkedTag(named pointer: UnsafeMutablePointer<yaml_char_t>, at range: SourceRange) -> StandardTag? {
        let name = String(cString: pointer)
        if let tag = StandardTag(fullName: name) { return tag }
        let shown = name.hasPrefix("tag:yaml.org,2002:") ? "!!" + name.dropFirst(18) : name
        collector.error(
            .unsupportedTag, at: range, "tag '\(shown)' is not supported",
            help: "routines use plain YAML; only !!str, !!int, !!bool, !!null, !!seq and !!map are allowed")
        return nil
    }

    private mutating func reportParserError(_ parser: yaml_parser_t) {
        let problem = parser.problem.map { String(cString: $0) } ?? "malformed YAML"
        switch parser.error {
        case YAML_MEMORY_ERROR:
            collector.error(.resourceLimit, at: SourceRange(at: .start), "libyaml ran out of memory reading this file")
        case YAML_READER_ERROR:
            let (message, offset) = readerProblem(problem, offset: parser.problem_offset, value: parser.problem_value)
            collector.error(
                .yamlSyntax, at: SourceRange(at: file.position(ofByteOffset: offset)), message, help: "routine files must be UTF-8 text")
        default:
            reportSyntaxErrors(
                startingWith: LibYAMLProblem(
                    problem: problem, position: position(parser.problem_mark),
                    context: parser.context.map { String(cString: $0) },
                    contextPosition: parser.context.map { _ in position(parser.context_mark) }))
        }
    }

    /// libyaml's reader problem in the routine's terms, and where it is: a byte that is not
    /// UTF-8 is named with the character it is in the code page it was most likely saved
    /// in, at the byte that starts the first broken sequence (libyaml points at the byte
    /// after a leading byte when that one cannot follow it: `caf\u{E9}!`).
    private func readerProblem(_ problem: String, offset: Int, value: Int32) -> (String, at: Int) {
        guard let start = LegacyCodePage.firstInvalidUTF8(in: bytes), let character = LegacyCodePage.character(for: bytes[start]) else {
            return (value >= 0 ? "\(problem) (byte \(hexByte(value)))" : problem, offset)
        }
        let byte = hexByte(Int32(bytes[start]))
        return ("byte \(byte) is not UTF-8 (in the Windows-1252 code page it is '\(character)'); save the file as UTF-8", start)
    }

    /// Reports `first` and the file's further syntax errors, each explained in a
    /// routine's terms where ``SyntaxDiagnosis`` recognises the mistake.
    private mutating func reportSyntaxErrors(startingWith first: LibYAMLProblem) {
        let lines = SourceLines(bytes)
        var reported: Set<SourcePosition> = []
        let firstLine = reportSyntaxError(first, lines: lines, reported: &reported)
        guard !lines.hasUnicodeLineBreaks else { return }
        let recovery = SyntaxRecovery(lines: lines, maxDepth: limits.maxDepth)
        let further = recovery.problems(after: Swift.max(firstLine, first.position.line)) { problem in
            SyntaxDiagnosis.diagnose(problem, in: lines)?.range.start.line ?? problem.position.line
        }
        for problem in further {
            _ = reportSyntaxError(problem, lines: lines, reported: &reported)
        }
    }

    /// Reports one syntax error unless one was reported at the same place; returns the
    /// line it was reported on.
    private mutating func reportSyntaxError(
        _ problem: LibYAMLProblem, lines: SourceLines,
        reported: inout Set<SourcePosition>
    ) -> Int {
        guard let diagnosis = SyntaxDiagnosis.diagnose(problem, in: lines) else {
            if reported.insert(problem.position).inserted {
                var notes: [(SourceRange, String)] = []
                if let context = problem.context, let at = problem.contextPosition { notes.append((SourceRange(at: at), context)) }
                collector.error(
                    .yamlSyntax, at: SourceRange(at: problem.position), problem.problem, help: SyntaxHelp.help(for: problem.problem),
                    notes: notes)
            }
            return problem.position.line
        }
        if reported.insert(diagnosis.range.start).inserted {
            // libyaml often notices a mistake lines later; its words stay as a note there.
            let notes =
                problem.position.line == diagnosis.range.start.line
                ? [] : [(SourceRange(at: problem.position), "the YAML parser stopped here: \(problem.problem)")]
            collector.error(
                .yamlSyntax, at: diagnosis.range, diagnosis.message, help: diagnosis.help, notes: notes,
                fixIts: diagnosis.fixIts)
        }
        return diagnosis.range.start.line
    }

    private func hexByte(_ value: Int32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return "0x" + (digits.count < 2 ? "0" + digits : digits)
    }

    private func position(_ mark: yaml_mark_t) -> SourcePosition {
        SourcePosition(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }

    private func style(_ style: yaml_scalar_style_t) -> YAMLNode.ScalarStyle {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: .literal
        case YAML_FOLDED_SCALAR_STYLE: .folded
        default: .plain
        }
    }

    private func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?, length: Int) -> String {
        guard let pointer else { return "" }
        return String(decoding: UnsafeBufferPointer(start: pointer, count: length), as: UTF8.self)
    }

    private func optionalString(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: $0) }
    }
}
