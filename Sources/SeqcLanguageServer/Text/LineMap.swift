import SeqcCompiler

/// Where the lines of a document's bytes start, by one of two counts: the protocol's,
/// whose line breaks are LF, CR LF and CR; and seqc's, which are libyaml's (those and
/// NEL, LS, PS), with line 1's text after a byte order mark. A seqc position goes to a
/// byte offset by seqc's lines and from there to the protocol's line and character, so
/// every diagnostic lands where the command line puts it.
public struct LineMap: Sendable {
    /// The byte offset of each line's first byte.
    public let starts: [Int]
    /// The byte offset just past each line's text, before its line break.
    public let ends: [Int]

    /// The protocol's lines of `bytes`.
    public static func protocolLines(_ bytes: [UInt8]) -> LineMap {
        LineMap(bytes, breakLength: protocolBreak)
    }

    /// seqc's (libyaml's) lines of `bytes`.
    public static func seqcLines(_ bytes: [UInt8]) -> LineMap {
        let map = LineMap(bytes, breakLength: seqcBreak)
        guard bytes.starts(with: [0xEF, 0xBB, 0xBF]) else { return map }
        var starts = map.starts
        starts[0] = 3
        return LineMap(starts: starts, ends: map.ends)
    }

    private init(starts: [Int], ends: [Int]) {
        self.starts = starts
        self.ends = ends
    }

    private init(_ bytes: [UInt8], breakLength: ([UInt8], Int) -> Int) {
        var starts = [0]
        var ends: [Int] = []
        var index = 0
        while index < bytes.count {
            let length = breakLength(bytes, index)
            if length > 0 {
                ends.append(index)
                index += length
                starts.append(index)
            } else {
                index += 1
            }
        }
        ends.append(bytes.count)
        self.starts = starts
        self.ends = ends
    }

    static func protocolBreak(_ bytes: [UInt8], _ index: Int) -> Int {
        switch bytes[index] {
        case 0x0A: 1
        case 0x0D: index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
        default: 0
        }
    }

    static func seqcBreak(_ bytes: [UInt8], _ index: Int) -> Int {
        switch bytes[index] {
        case 0x0A, 0x0D: return protocolBreak(bytes, index)
        case 0xC2: return index + 1 < bytes.count && bytes[index + 1] == 0x85 ? 2 : 0
        case 0xE2:
            guard index + 2 < bytes.count, bytes[index + 1] == 0x80 else { return 0 }
            return bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 ? 3 : 0
        default: return 0
        }
    }

    /// The line (0-based) holding byte `offset`.
    public func line(containing offset: Int) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }
}

/// Converting between byte offsets, seqc's positions and the protocol's.
public struct PositionConverter: Sendable {
    public let bytes: [UInt8]
    public let encoding: PositionEncoding
    public let protocolLines: LineMap
    private var seqcMap: LineMap?

    public init(bytes: [UInt8], encoding: PositionEncoding) {
        self.bytes = bytes
        self.encoding = encoding
        protocolLines = .protocolLines(bytes)
    }

    /// seqc's lines, made when first needed: most requests never ask.
    public var seqcLines: LineMap {
        mutating get {
            if let seqcMap { return seqcMap }
            let made = LineMap.seqcLines(bytes)
            seqcMap = made
            return made
        }
    }

    /// The byte offset of seqc's 1-based line and scalar column; past a line's end, its end.
    public mutating func offset(seqcLine line: Int, column: Int) -> Int {
        let lines = seqcLines
        guard line >= 1 else { return 0 }
        guard line <= lines.starts.count else { return bytes.count }
        var offset = lines.starts[line - 1]
        let end = lines.ends[line - 1]
        var remaining = column - 1
        while remaining > 0, offset < end {
            offset = Swift.min(end, offset + PositionEncoding.utf8Length(bytes[offset]))
            remaining -= 1
        }
        return offset
    }

    /// The protocol position of byte `offset`.
    public func position(ofOffset offset: Int) -> LSPPosition {
        let offset = Swift.max(0, Swift.min(offset, bytes.count))
        let line = protocolLines.line(containing: offset)
        var index = protocolLines.starts[line]
        let stop = Swift.min(offset, protocolLines.ends[line])
        var character = 0
        while index < stop {
            character += encoding.units(ofScalarStartingWith: bytes[index])
            index += PositionEncoding.utf8Length(bytes[index])
        }
        return LSPPosition(line: line, character: character)
    }

    /// The byte offset of a protocol position: a line past the last is the end of the
    /// document, a character past a line's end is its end, and one inside a scalar (half
    /// of a surrogate pair) is the scalar's start.
    public func offset(of position: LSPPosition) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < protocolLines.starts.count else { return bytes.count }
        var index = protocolLines.starts[position.line]
        let end = protocolLines.ends[position.line]
        var character = 0
        while index < end {
            let units = encoding.units(ofScalarStartingWith: bytes[index])
            guard character + units <= position.character else { break }
            character += units
            index = Swift.min(end, index + PositionEncoding.utf8Length(bytes[index]))
        }
        return index
    }

    /// The protocol range of seqc's `range`.
    public mutating func range(of range: SourceRange) -> LSPRange {
        let start = offset(seqcLine: range.start.line, column: range.start.column)
        let end = offset(seqcLine: range.end.line, column: range.end.column)
        return LSPRange(start: position(ofOffset: start), end: position(ofOffset: Swift.max(start, end)))
    }

    /// seqc's position of byte `offset`, for finding what a protocol position points at.
    public mutating func seqcPosition(ofOffset offset: Int) -> SourcePosition {
        let lines = seqcLines
        let line = lines.line(containing: offset)
        var index = lines.starts[line]
        var column = 1
        while index < Swift.min(offset, lines.ends[line]) {
            index += PositionEncoding.utf8Length(bytes[index])
            column += 1
        }
        return SourcePosition(line: line + 1, column: column)
    }
}
