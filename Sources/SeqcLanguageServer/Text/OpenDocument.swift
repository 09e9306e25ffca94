import SeqcCompiler

/// A document the client has open: its text as the client last sent it, and what
/// checking that text found (made again whenever the text changes).
struct OpenDocument {
    /// The longest text held: a routine file's limit (``YAMLLimits/maxFileBytes``). A
    /// longer one is not held, so what one document costs the server is bounded, and it
    /// gets the `resource-limit` error the command line gives such a file.
    static let maxBytes = YAMLLimits().maxFileBytes

    let uri: String
    var version: Int?
    var converter: PositionConverter
    /// Why the client's text is not held (then ``bytes`` is empty); nil when it is.
    var unheld: Unheld?
    /// The last check of this text; nil until checked.
    var analysis: Analysis?
    /// What "fix all safe problems" makes of this text, kept with ``analysis``: made at
    /// most once per text and configuration, however many code actions are asked for.
    var fixAll: FixAll?

    /// The outcome of the fix engine on one text.
    enum FixAll {
        /// No safe fix changes the text.
        case unchanged
        /// The text `seqc lint --fix` writes.
        case fixed([UInt8])
    }

    /// A text the server does not hold, and its size in bytes.
    enum Unheld: Equatable {
        /// Past ``OpenDocument/maxBytes``.
        case tooLarge(Int)
        /// Within it, but past what the open documents may hold together.
        case noRoom(Int)
        /// A change of this many edits that would re-read more than
        /// ``OpenDocument/maxChangeBytes`` of text, each edit being placed in the text the
        /// ones before it left.
        case tooManyEdits(Int)
    }

    /// The most text one change may make the server re-read: each edit by range costs the
    /// whole text (its lines are found again for the next edit's positions), so without a
    /// bound a change of many small edits to a large text would take without end.
    static let maxChangeBytes = 64 * maxBytes

    var bytes: [UInt8] { converter.bytes }

    /// A document holding `text` when it is at most ``maxBytes`` and `room` bytes long.
    init(uri: String, version: Int?, text: String, encoding: PositionEncoding, room: Int) {
        self.uri = uri
        self.version = version
        converter = PositionConverter(bytes: [], encoding: encoding)
        hold(Array(text.utf8), room: room)
    }

    /// Applies one change: the whole text, or a range's replacement. A range cannot be
    /// placed in a text not held: such a change is dropped, and the document waits for a
    /// whole text (or to be opened again).
    mutating func apply(_ change: ContentChange, room: Int) {
        guard let range = change.range else {
            hold(Array(change.text.utf8), room: room)
            return
        }
        guard unheld == nil else { return }
        var bytes = converter.bytes
        let start = converter.offset(of: range.start)
        let end = Swift.max(start, converter.offset(of: range.end))
        bytes.replaceSubrange(start..<end, with: Array(change.text.utf8))
        hold(bytes, room: room)
    }

    /// Holds no text, for `reason`.
    mutating func drop(_ reason: Unheld) {
        forgetChecks()
        unheld = reason
        converter = PositionConverter(bytes: [], encoding: converter.encoding)
    }

    private mutating func hold(_ bytes: [UInt8], room: Int) {
        forgetChecks()
        if bytes.count > Self.maxBytes {
            unheld = .tooLarge(bytes.count)
        } else if bytes.count > room {
            unheld = .noRoom(bytes.count)
        } else {
            unheld = nil
            converter = PositionConverter(bytes: bytes, encoding: converter.encoding)
            return
        }
        converter = PositionConverter(bytes: [], encoding: converter.encoding)
    }

    /// Drops what was found in the text, for a new text or a new configuration.
    mutating func forgetChecks() {
        analysis = nil
        fixAll = nil
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
