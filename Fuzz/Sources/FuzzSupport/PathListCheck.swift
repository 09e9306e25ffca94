@_spi(Fuzzing) import SeqcLint

extension FuzzChecks {
    /// Splits `bytes` as a `--files-from` list. No entry is empty or holds the separator
    /// (NUL when the list has one, else a line feed); none is `-` (a file of that name is
    /// `./-`, never standard input); and the entries, in order, are the list's own bytes,
    /// with only separators and line-ending carriage returns between them. One walk over
    /// the list: the check is linear, as the split is.
    public static func pathList(_ bytes: [UInt8]) {
        let entries = FuzzEntryPoints.pathList(bytes)
        let separator: UInt8 = bytes.contains(0) ? 0 : UInt8(ascii: "\n")
        let lineFeedList = separator != 0
        var cursor = 0
        /// Skips separators and, in a line-feed list, a carriage return that ends a line.
        func skipBetween() {
            while cursor < bytes.count {
                if bytes[cursor] == separator {
                    cursor += 1
                } else if lineFeedList, bytes[cursor] == UInt8(ascii: "\r"), cursor + 1 == bytes.count || bytes[cursor + 1] == separator {
                    cursor += 1
                } else {
                    return
                }
            }
        }
        func startsHere(_ text: [UInt8]) -> Bool {
            cursor + text.count <= bytes.count && bytes[cursor..<(cursor + text.count)].elementsEqual(text)
        }
        for entry in entries {
            if entry.isEmpty { fuzzFailure("an empty entry") }
            if entry.contains(separator) { fuzzFailure("an entry holds its separator") }
            if entry == Array("-".utf8) { fuzzFailure("an entry is '-', which would read standard input") }
            skipBetween()
            let written = startsHere(entry) ? entry : (entry == Array("./-".utf8) && startsHere(Array("-".utf8)) ? Array("-".utf8) : nil)
            guard let written else { fuzzFailure("an entry is not the list's next run of bytes") }
            cursor += written.count
            // The entry runs to the end of its line: a separator, a final carriage return, or the end.
            guard
                cursor == bytes.count || bytes[cursor] == separator
                    || (lineFeedList && bytes[cursor] == UInt8(ascii: "\r")
                        && (cursor + 1 == bytes.count || bytes[cursor + 1] == separator))
            else {
                fuzzFailure("an entry stops before its line ends")
            }
        }
        skipBetween()
        if cursor != bytes.count { fuzzFailure("bytes after the last entry were dropped") }
    }
}
