/// Writes a file's tokens in the canonical layout (docs/format.md): each line's
/// indentation comes from the block it belongs to, one space separates tokens on a line,
/// every comment is kept, and runs of blank lines become one. Scalars keep their text;
/// only the indentation of their continuation lines moves.
struct LayoutWriter {
    /// An open block collection: where libyaml saw it and where the layout puts it.
    struct Block {
        var isSequence: Bool
        /// A sequence written at its key's own indentation (`key:` then `- item`), which
        /// libyaml gives no block of its own: its old indentation is its parent's.
        var isIndentless: Bool
        var oldIndent: Int
        var newIndent: Int
    }

    /// What a token that starts a line is: a member of the innermost block (a key, an
    /// entry) or the value nested under one.
    private enum Role { case member, nested }

    /// Deeper nesting is refused: the compiler's own cap (``YAMLLimits/maxDepth``) bounds
    /// real files, and the output's indentation grows with the depth.
    static let maxDepth = 64

    let source: [UInt8]
    var out: [UInt8] = []
    var blocks: [Block] = []
    private var role = Role.member
    var flowDepth = 0
    private var previousEnd = 0
    private var previous = LayoutToken.Kind.streamStart
    /// Whether the last text written is a block scalar that keeps its trailing lines (`|+`).
    var endsInKeptLines = false
    private var tooDeep = false

    /// The laid-out bytes, or nil when the nesting is deeper than ``maxDepth``.
    static func write(_ tokens: [LayoutToken], source: [UInt8]) -> [UInt8]? {
        var writer = LayoutWriter(source: source)
        writer.out.reserveCapacity(source.count + source.count / 8)
        for token in tokens {
            writer.arrange(before: token)
            if writer.tooDeep { return nil }
            guard token.isText else { continue }
            writer.writeGap(before: token)
            writer.writeText(of: token)
            writer.arrange(after: token)
        }
        writer.finish()
        return writer.out
    }

    private init(source: [UInt8]) { self.source = source }

    private mutating func arrange(before token: LayoutToken) {
        switch token.kind {
        case .blockSequenceStart, .blockMappingStart:
            let indent = blocks.last.map { $0.newIndent + 2 } ?? 0
            blocks.append(
                Block(isSequence: token.kind == .blockSequenceStart, isIndentless: false, oldIndent: token.column, newIndent: indent))
            tooDeep = blocks.count > Self.maxDepth
            role = .member
        case .blockEnd:
            if blocks.last?.isIndentless == true { blocks.removeLast() }
            if !blocks.isEmpty { blocks.removeLast() }
        case .key:
            if blocks.last?.isIndentless == true { blocks.removeLast() }
            role = .member
        case .blockEntry:
            if let parent = blocks.last, !parent.isSequence {
                blocks.append(Block(isSequence: true, isIndentless: true, oldIndent: parent.oldIndent, newIndent: parent.newIndent + 2))
                tooDeep = blocks.count > Self.maxDepth
            }
        default:
            break
        }
    }

    private mutating func arrange(after token: LayoutToken) {
        previousEnd = token.end
        previous = token.kind
        switch token.kind {
        case .blockEntry, .key, .value: role = .nested
        case .documentStart: role = .member
        case .flowSequenceStart, .flowMappingStart:
            flowDepth += 1
            tooDeep = flowDepth > Self.maxDepth
        case .flowSequenceEnd, .flowMappingEnd: flowDepth = max(0, flowDepth - 1)
        default: break
        }
    }

    // MARK: Indentation

    /// The indentation of `token` when it starts a line.
    private func indent(of token: LayoutToken) -> Int {
        switch token.kind {
        case .directive, .documentStart, .documentEnd: return 0
        default: break
        }
        if flowDepth > 0 { return continuationIndent }
        guard let block = blocks.last else { return startsLikeADocumentMarker(token) ? 2 : 0 }
        switch token.kind {
        case .blockEntry, .key, .value: return block.newIndent
        default: return role == .member ? block.newIndent : block.newIndent + 2
        }
    }

    /// The indentation of a line that continues a scalar or a flow collection: past the
    /// innermost block's, as YAML requires; outside any block, off the first column, where
    /// a line of `---` or `...` would end the document.
    var continuationIndent: Int { (blocks.last?.newIndent ?? 0) + 2 }

    /// Whether a scalar outside any block starts with `---` or `...`, which in the first
    /// column would be a document marker.
    private func startsLikeADocumentMarker(_ token: LayoutToken) -> Bool {
        guard token.isScalar, token.end - token.start >= 3 else { return false }
        let head = source[token.start..<(token.start + 3)]
        return head.elementsEqual("---".utf8) || head.elementsEqual("...".utf8)
    }

    // MARK: Between tokens

    private mutating func writeGap(before token: LayoutToken) {
        let gap = GapLines(source, from: previousEnd, to: token.start)
        let atLineStart = out.isEmpty || out.last == UInt8(ascii: "\n")
        if !atLineStart && !gap.hasBreak {
            writeSeparator(gap, before: token)
            return
        }
        writeLines(of: gap, atLineStart: atLineStart, indent: indent(of: token))
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent(of: token)))
    }

    private mutating func writeSeparator(_ gap: GapLines, before token: LayoutToken) {
        if flowDepth > 0 {
            out.append(contentsOf: source[gap.range])
        } else if token.kind == .value && (isScalarOrFlowEnd(previous)) {
            return
        } else {
            out.append(UInt8(ascii: " "))
        }
    }

    private func isScalarOrFlowEnd(_ kind: LayoutToken.Kind) -> Bool {
        switch kind {
        case .plainScalar, .singleQuotedScalar, .doubleQuotedScalar, .flowSequenceEnd, .flowMappingEnd: return true
        default: return false
        }
    }

    /// Writes a gap's comments and blank lines, ending at the start of the next line.
    private mutating func writeLines(of gap: GapLines, atLineStart: Bool, indent: Int) {
        var lines = gap.lines
        if !atLineStart {
            let trailing = lines.removeFirst()
            if let comment = trailing.comment {
                // The blanks before it are kept, so comments aligned in a column stay so.
                out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: max(1, comment.lowerBound - gap.range.lowerBound)))
                out.append(contentsOf: source[comment])
            }
            out.append(UInt8(ascii: "\n"))
        }
        // The last piece holds only the next token's own indentation.
        if !lines.isEmpty { lines.removeLast() }
        var blankPending = false
        for line in lines {
            guard let comment = line.comment else {
                blankPending = true
                continue
            }
            writeBlank(if: blankPending)
            blankPending = false
            out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent))
            out.append(contentsOf: source[comment])
            out.append(UInt8(ascii: "\n"))
        }
        writeBlank(if: blankPending)
    }

    /// One blank line, never at the start of the file nor after another.
    private mutating func writeBlank(if pending: Bool) {
        guard pending, !out.isEmpty, !out.ends(with: [0x0A, 0x0A]) else { return }
        out.append(UInt8(ascii: "\n"))
    }

    private mutating func finish() {
        // A block scalar that ends the file without a line break has no final break to
        // keep: adding one would add it to the scalar's value.
        if previous == .blockScalar, previousEnd == source.count, out.last != UInt8(ascii: "\n") { return }
        var gap = GapLines(source, from: previousEnd, to: source.count)
        let atLineStart = out.isEmpty || out.last == UInt8(ascii: "\n")
        // A last comment with no line break after it is a line of its own; blanks there are nothing.
        if gap.lines.last?.comment != nil { gap.lines.append(GapLines.Line(comment: nil)) }
        writeLines(of: gap, atLineStart: atLineStart, indent: 0)
        guard !endsInKeptLines else { return }
        while out.ends(with: [0x0A, 0x0A]) { out.removeLast() }
        if out == [0x0A] { out = [] }
    }
}

extension Array where Element == UInt8 {
    fileprivate func ends(with suffix: [UInt8]) -> Bool {
        count >= suffix.count && self[(count - suffix.count)...].elementsEqual(suffix)
    }
}
