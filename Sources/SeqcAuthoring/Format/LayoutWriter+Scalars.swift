extension LayoutWriter {
    /// Writes a token's own text; a scalar over several lines has its continuation lines
    /// re-indented, never its content changed.
    mutating func writeText(of token: LayoutToken) {
        let pieces = Self.lines(of: source, token.start..<token.end)
        endsInKeptLines = false
        guard pieces.count > 1 else {
            out.append(contentsOf: source[token.start..<token.end])
            return
        }
        switch token.kind {
        case .blockScalar: writeBlockScalar(pieces)
        // In double quotes a blank before a line break can be escaped (`\ `): kept as is.
        case .doubleQuotedScalar: writeFolded(pieces, trimmingTrailingBlanks: false)
        default: writeFolded(pieces, trimmingTrailingBlanks: true)
        }
    }

    /// A plain or quoted scalar: its continuation lines' leading blanks are not content
    /// (YAML folds them away), so each gets the continuation indentation.
    private mutating func writeFolded(_ pieces: [Range<Int>], trimmingTrailingBlanks: Bool) {
        let indent = continuationIndent
        for (number, piece) in pieces.enumerated() {
            var text = piece
            if number > 0 {
                out.append(UInt8(ascii: "\n"))
                while !text.isEmpty, GapLines.isBlank(source[text.lowerBound]) { text = text.dropFirst() }
                if text.isEmpty { continue }
                out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent))
            }
            if trimmingTrailingBlanks {
                while !text.isEmpty, GapLines.isBlank(source[text.upperBound - 1]) { text = text.dropLast() }
            }
            out.append(contentsOf: source[text])
        }
    }

    /// A literal or folded scalar: its content lines move with the block around it, so
    /// their indentation relative to that block (which gives the content) stays.
    private mutating func writeBlockScalar(_ pieces: [Range<Int>]) {
        let header = pieces[0]
        let keeps = Self.keepsTrailingLines(header: source[header])
        var body = Array(pieces.dropFirst())
        if !keeps {
            // Trailing empty lines are not content without `+`: at most one stays, as a blank line.
            while body.count > 2, body[body.count - 1].isEmpty, body[body.count - 2].isEmpty, body[body.count - 3].isEmpty {
                body.removeLast()
            }
        }
        var headerText = header
        while !headerText.isEmpty, GapLines.isBlank(source[headerText.upperBound - 1]) { headerText = headerText.dropLast() }
        out.append(contentsOf: source[headerText])
        let shift = blocks.last.map { $0.newIndent - $0.oldIndent } ?? 0
        for piece in body {
            out.append(UInt8(ascii: "\n"))
            guard !piece.isEmpty else { continue }
            if shift >= 0 {
                out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: shift))
                out.append(contentsOf: source[piece])
            } else {
                var text = piece
                var removed = 0
                while removed < 0 - shift, !text.isEmpty, source[text.lowerBound] == 0x20 {
                    text = text.dropFirst()
                    removed += 1
                }
                out.append(contentsOf: source[text])
            }
        }
        endsInKeptLines = keeps
    }

    /// Whether a block scalar's header (`|+`, `>2+ # note`) asks to keep trailing lines.
    private static func keepsTrailingLines(header: ArraySlice<UInt8>) -> Bool {
        for byte in header {
            if byte == UInt8(ascii: "#") { return false }
            if byte == UInt8(ascii: "+") { return true }
        }
        return false
    }

    /// The pieces of `range` between line breaks (`\n`, `\r\n`, `\r`).
    static func lines(of bytes: [UInt8], _ range: Range<Int>) -> [Range<Int>] {
        var pieces: [Range<Int>] = []
        var start = range.lowerBound
        var index = start
        while index < range.upperBound {
            let byte = bytes[index]
            guard byte == 0x0A || byte == 0x0D else {
                index += 1
                continue
            }
            pieces.append(start..<index)
            index += byte == 0x0D && index + 1 < range.upperBound && bytes[index + 1] == 0x0A ? 2 : 1
            start = index
        }
        pieces.append(start..<range.upperBound)
        return pieces
    }
}
