@_spi(Fuzzing) import SeqcLint

extension FuzzChecks {
    /// Splits `bytes` as a `--files-from` list. No entry is empty or holds the separator
    /// (NUL when the list has one, else a line feed); none is `-` (a file of that name is
    /// `./-`, never standard input); and the entries, in order, are the list's own bytes,
    /// with only separators and line-ending carriage returns between them.
    public static func pathList(_ bytes: [UInt8]) {
        let entries = FuzzEntryPoints.pathList(bytes)
        let separator: UInt8 = bytes.contains(0) ? 0 : UInt8(ascii: "\n")
        let isBetween: (UInt8) -> Bool = { $0 == separator || (separator != 0 && $0 == UInt8(ascii: "\r")) }
        var rest = bytes[...]
        /// Where `text` next starts in `rest`, when only separators come before it.
        func next(_ text: [UInt8]) -> Range<Int>? {
            guard let range = rest.firstRange(of: text), rest[..<range.lowerBound].allSatisfy(isBetween) else { return nil }
            return range
        }
        for entry in entries {
            if entry.isEmpty { fuzzFailure("an empty entry") }
            if entry.contains(separator) { fuzzFailure("an entry holds its separator") }
            if entry == Array("-".utf8) { fuzzFailure("an entry is '-', which would read standard input") }
            let found = next(entry) ?? (entry == Array("./-".utf8) ? next(Array("-".utf8)) : nil)
            guard let found else { fuzzFailure("an entry is not the list's next run of bytes") }
            rest = rest[found.upperBound...]
        }
        if !rest.allSatisfy(isBetween) { fuzzFailure("bytes after the last entry were dropped") }
    }
}
