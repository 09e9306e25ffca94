/// The two string operations seqc took from Foundation proper, which the release binary
/// does not link (FoundationEssentials has neither): both work on Unicode scalars, so they
/// mean the same on every platform and need no locale or ICU.
extension StringProtocol {
    /// The text without leading and trailing whitespace: the scalars of Foundation's
    /// `CharacterSet.whitespaces` (tab, the space separators and ZERO WIDTH SPACE), never
    /// line breaks. Same result as `trimmingCharacters(in: .whitespaces)`.
    package func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        var start = scalars.startIndex
        var end = scalars.endIndex
        while start < end, scalars[start].isTrimmedWhitespace { start = scalars.index(after: start) }
        while end > start, scalars[scalars.index(before: end)].isTrimmedWhitespace { end = scalars.index(before: end) }
        var trimmed = String.UnicodeScalarView()
        trimmed.append(contentsOf: scalars[start..<end])
        return String(trimmed)
    }

    /// The text with every `scalar` replaced by `replacement`, compared scalar by scalar:
    /// a `:` followed by a combining mark is still a `:` (what an escape must catch,
    /// whereas Foundation's `replacingOccurrences(of:with:)` skips it).
    package func replacingEvery(_ scalar: Unicode.Scalar, with replacement: String) -> String {
        var result = String.UnicodeScalarView()
        for each in unicodeScalars {
            if each == scalar {
                result.append(contentsOf: replacement.unicodeScalars)
            } else {
                result.append(each)
            }
        }
        return String(result)
    }
}

extension Unicode.Scalar {
    /// Foundation's `CharacterSet.whitespaces`, listed: U+0009, U+0020, U+00A0, U+1680,
    /// U+2000…U+200B, U+202F, U+205F, U+3000.
    fileprivate var isTrimmedWhitespace: Bool {
        switch value {
        case 0x09, 0x20, 0xA0, 0x1680, 0x2000...0x200B, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }
}
