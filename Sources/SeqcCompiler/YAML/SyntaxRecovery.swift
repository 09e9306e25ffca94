import CLibYAML

/// Finds a file's further syntax errors after the first. libyaml cannot continue past
/// an error, so parsing starts again at the next line that begins a card of the
/// `cards:` list (under a stand-in `cards:` line) or a top-level key, and each resumed
/// parse reports its first error. Only syntax errors are collected: the file has
/// failed already, and a fragment's other problems would not be the file's.
struct SyntaxRecovery {
    /// Resumed parses per file; each reads at most the rest of the file, so the work
    /// stays within this many times one parse.
    static let maxResumptions = 20

    private let lines: SourceLines
    private let source: SyntaxSource
    private let maxDepth: Int
    /// Lines where a parse may start, in order.
    private var starts: [Int] = []
    /// The starts that begin a card, which need a `cards:` line above them.
    private var cardStarts: Set<Int> = []
    /// The file's `cards:` line, which the stand-in line maps to.
    private var cardsLine: Int?

    init(lines: SourceLines, maxDepth: Int) {
        self.lines = lines
        self.source = SyntaxSource(lines: lines)
        self.maxDepth = maxDepth
        findStarts()
    }

    private mutating func findStarts() {
        var inCards = false
        var itemIndentation: Int?
        for line in 1...lines.count {
            let shape = source.shape(line)
            guard !shape.isBlank else { continue }
            if shape.indentation == 0, !shape.isListItem {
                guard let key = shape.key else { continue }
                starts.append(line)
                inCards = key.lowercased() == "cards"
                if inCards, cardsLine == nil { cardsLine = line }
                itemIndentation = nil
                continue
            }
            guard inCards, shape.isListItem, !shape.indentedWithTab else { continue }
            if itemIndentation == nil { itemIndentation = shape.indentation }
            if shape.indentation == itemIndentation {
                starts.append(line)
                cardStarts.insert(line)
            }
        }
    }

    /// The problems libyaml reports when parsing resumes after `line`, each after the
    /// previous one, up to ``maxResumptions``.
    func problems(after line: Int, lineOfDiagnosis: (LibYAMLProblem) -> Int) -> [LibYAMLProblem] {
        var found: [LibYAMLProblem] = []
        var after = line
        for _ in 0..<Self.maxResumptions {
            guard let start = starts.first(where: { $0 > after }) else { break }
            guard let problem = firstProblem(from: start) else { break }
            found.append(problem)
            after = Swift.max(start, problem.position.line, lineOfDiagnosis(problem))
        }
        return found
    }

    /// The first problem of a parse starting at `line`, in the file's positions; nil
    /// when the rest parses, or stops for a reason other than syntax.
    private func firstProblem(from line: Int) -> LibYAMLProblem? {
        let prefix: [UInt8] = cardStarts.contains(line) ? Array("cards:\n".utf8) : []
        let bytes = prefix + lines.bytes[lines.offset(ofLine: line)...]
        let shift = line - (prefix.isEmpty ? 1 : 2)
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return nil }
        defer { yaml_parser_delete(&parser) }
        return bytes.withUnsafeBufferPointer { buffer -> LibYAMLProblem? in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, bytes.count)
            var event = yaml_event_t()
            var depth = 0
            while true {
                guard yaml_parser_parse(&parser, &event) == 1 else {
                    guard parser.error == YAML_SCANNER_ERROR || parser.error == YAML_PARSER_ERROR else { return nil }
                    return problem(parser, shift: shift, hasPrefix: !prefix.isEmpty)
                }
                defer { yaml_event_delete(&event) }
                switch event.type {
                case YAML_STREAM_END_EVENT, YAML_DOCUMENT_END_EVENT: return nil
                case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                    depth += 1
                    if depth > maxDepth { return nil }
                case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT: depth -= 1
                default: break
                }
            }
        }
    }

    private func problem(_ parser: yaml_parser_t, shift: Int, hasPrefix: Bool) -> LibYAMLProblem {
        func position(_ mark: yaml_mark_t) -> SourcePosition {
            if hasPrefix, mark.line == 0 { return SourcePosition(line: cardsLine ?? 1, column: Int(mark.column) + 1) }
            return SourcePosition(line: Int(mark.line) + 1 + shift, column: Int(mark.column) + 1)
        }
        return LibYAMLProblem(
            problem: parser.problem.map { String(cString: $0) } ?? "malformed YAML",
            position: position(parser.problem_mark),
            context: parser.context.map { String(cString: $0) },
            contextPosition: parser.context.map { _ in position(parser.context_mark) })
    }
}
