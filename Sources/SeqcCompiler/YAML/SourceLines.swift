/// A file's lines, indexed once, for looking at the source around a syntax error.
/// Lines end at `\n`, `\r\n` or `\r`; columns count Unicode scalars, as libyaml's marks do.
struct SourceLines {
    let bytes: [UInt8]
    /// The byte offset each line starts at; `starts[0]` is line 1, after any byte order mark.
    private(set) var starts: [Int] = [0]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        // Every file is indexed (for Markdown around it), so the walk is over raw bytes.
        var starts = [LineIndex.textStart(in: bytes)]
        // Room for the lines of a routine (about one per 20 bytes), so the list does not
        // grow line by line; capped, so a huge file grows it as it is walked.
        starts.reserveCapacity(Swift.min(bytes.count / 16 + 1, 4096))
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            while true {
                index = ByteScan.firstIndex(in: buffer, from: index, below: 0x0E, orNonASCII: false)
                guard index < buffer.count else { break }
                let byte = buffer[index]
                index += 1
                if byte == 0x0D, index < buffer.count, buffer[index] == 0x0A { index += 1 }
                if byte == 0x0A || byte == 0x0D { starts.append(index) }
            }
        }
        self.starts = starts
    }

    var count: Int { starts.count }

    /// Whether the file has line breaks libyaml counts and this index does not (NEL, LS,
    /// PS); positions computed here would then drift from libyaml's.
    var hasUnicodeLineBreaks: Bool {
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            while true {
                // Both breaks start with a lead byte of 0xC2 or more: ASCII is passed over.
                index = ByteScan.firstIndex(in: buffer, from: index, below: 0, orNonASCII: true)
                guard index + 1 < buffer.count else { return false }
                let byte = buffer[index]
                index += 1
                guard byte >= 0xC2 else { continue }
                if byte == 0xC2, buffer[index] == 0x85 { return true }
                if byte == 0xE2, index + 1 < buffer.count, buffer[index] == 0x80,
                    buffer[index + 1] == 0xA8 || buffer[index + 1] == 0xA9
                {
                    return true
                }
            }
        }
    }

    /// The scalars of 1-based line `number`, without its line break; empty past the end.
    func text(_ number: Int) -> [Unicode.Scalar] {
        guard number >= 1, number <= starts.count else { return [] }
        var end = number < starts.count ? starts[number] : bytes.count
        while end > starts[number - 1], bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        return Array(String(decoding: bytes[starts[number - 1]..<end], as: UTF8.self).unicodeScalars)
    }

    /// The byte offset line `number` starts at.
    func offset(ofLine number: Int) -> Int { starts[number - 1] }

    /// The first byte of line `number`, its line break's when it is empty; nil past the
    /// end of the file. Enough to rule most lines out without decoding them.
    func firstByte(ofLine number: Int) -> UInt8? {
        let offset = starts[number - 1]
        return offset < bytes.count ? bytes[offset] : nil
    }

    /// Whether line `number` holds nothing but spaces and tabs: what its ``text(_:)`` would
    /// show, read from the bytes without decoding the line.
    func isBlank(_ number: Int) -> Bool {
        guard number >= 1, number <= starts.count else { return true }
        let end = number < starts.count ? starts[number] : bytes.count
        return bytes[starts[number - 1]..<end].allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
    }
}

/// The shape of one source line, as far as block YAML is concerned: its indentation,
/// whether it is a list item, and its first key.
struct LineShape {
    let scalars: [Unicode.Scalar]
    /// Leading spaces and tabs.
    let indentation: Int
    /// Whether the leading whitespace holds a tab.
    let indentedWithTab: Bool
    /// Whether the line starts (after indentation) with `- ` or is a lone `-`.
    let isListItem: Bool
    /// The 0-based index where the line's content starts, after any `- ` markers.
    let contentStart: Int

    init(_ scalars: [Unicode.Scalar]) {
        self.scalars = scalars
        var index = 0
        var sawTab = false
        while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" {
            if scalars[index] == "\t" { sawTab = true }
            index += 1
        }
        indentation = index
        indentedWithTab = sawTab
        var content = index
        var item = false
        while content < scalars.count, scalars[content] == "-",
            content + 1 == scalars.count || scalars[content + 1] == " "
        {
            item = true
            content += 1
            while content < scalars.count, scalars[content] == " " { content += 1 }
        }
        isListItem = item
        contentStart = content
    }

    /// Whether the line holds nothing but whitespace or a comment.
    var isBlank: Bool {
        indentation == scalars.count || scalars[indentation] == "#"
    }

    /// The index of the first `:` that ends a plain key (followed by a space, a tab or
    /// the line's end), from the content start; nil when there is none.
    var keyColon: Int? { colon(from: contentStart) }

    /// The index of the first `key:` colon at or after `start`, outside quotes.
    func colon(from start: Int) -> Int? {
        guard start < scalars.count, scalars[start] != "\"", scalars[start] != "'" else { return nil }
        var index = start
        while index < scalars.count {
            if scalars[index] == "#", index > 0, scalars[index - 1] == " " || scalars[index - 1] == "\t" { return nil }
            if scalars[index] == ":", index + 1 == scalars.count || scalars[index + 1] == " " || scalars[index + 1] == "\t" {
                return index
            }
            index += 1
        }
        return nil
    }

    /// The key before `keyColon`, trimmed.
    var key: String? {
        keyColon.map { trimmed(contentStart..<$0) }
    }

    /// The first word of the content: what a missing `:` most likely follows.
    var firstWord: Range<Int>? {
        var end = contentStart
        while end < scalars.count, scalars[end] != " ", scalars[end] != "\t", scalars[end] != ":" { end += 1 }
        return end > contentStart ? contentStart..<end : nil
    }

    /// Where the value after `colon` starts and ends (before a trailing comment and
    /// trailing whitespace); nil when nothing follows the colon.
    func value(after colon: Int) -> Range<Int>? {
        var start = colon + 1
        while start < scalars.count, scalars[start] == " " || scalars[start] == "\t" { start += 1 }
        var end = start
        while end < scalars.count {
            if scalars[end] == "#", scalars[end - 1] == " " || scalars[end - 1] == "\t" { break }
            end += 1
        }
        while end > start, scalars[end - 1] == " " || scalars[end - 1] == "\t" { end -= 1 }
        return end > start ? start..<end : nil
    }

    func trimmed(_ range: Range<Int>) -> String {
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars[range])
        return String(text).trimmingWhitespace
    }
}

extension String {
    var trimmingWhitespace: String {
        var scalars = Substring(self).unicodeScalars
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(scalars)
    }
}
