import SeqcCompiler

/// A document the client has open: its text as the client last sent it, and what
/// checking that text found (made again whenever the text changes).
struct OpenDocument {
    let uri: String
    var version: Int?
    var converter: PositionConverter
    /// The last check of this text; nil until checked.
    var analysis: Analysis?

    var bytes: [UInt8] { converter.bytes }

    init(uri: String, version: Int?, text: String, encoding: PositionEncoding) {
        self.uri = uri
        self.version = version
        converter = PositionConverter(bytes: Array(text.utf8), encoding: encoding)
    }

    /// Applies one change: the whole text, or a range's replacement.
    mutating func apply(_ change: ContentChange) {
        var bytes = converter.bytes
        if let range = change.range {
            let start = converter.offset(of: range.start)
            let end = Swift.max(start, converter.offset(of: range.end))
            bytes.replaceSubrange(start..<end, with: Array(change.text.utf8))
        } else {
            bytes = Array(change.text.utf8)
        }
        converter = PositionConverter(bytes: bytes, encoding: converter.encoding)
        analysis = nil
    }

    /// The protocol range of seqc's `range` in this text.
    mutating func range(of range: SourceRange) -> LSPRange {
        converter.range(of: range)
    }

    /// seqc's position of a protocol position in this text.
    mutating func seqcPosition(of position: LSPPosition) -> SourcePosition {
        converter.seqcPosition(ofOffset: converter.offset(of: position))
    }

    /// The text of 0-based protocol line `line` up to `character`, and the whole line.
    func linePrefix(at position: LSPPosition) -> (before: String, line: String) {
        let lines = converter.protocolLines
        guard position.line >= 0, position.line < lines.starts.count else { return ("", "") }
        let start = lines.starts[position.line]
        let cut = converter.offset(of: position)
        let line = bytes[start..<lines.ends[position.line]]
        return (String(decoding: bytes[start..<Swift.max(start, cut)], as: UTF8.self), String(decoding: line, as: UTF8.self))
    }
}
