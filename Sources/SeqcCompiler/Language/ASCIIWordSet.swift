/// A set of lower-case ASCII words, and a scan that asks whether a text holds one of them
/// as a word (a run of ASCII letters of two or more, compared in lower case) without
/// making a string of every word: rules read every title of every routine this way.
package struct ASCIIWordSet: Sendable {
    private let words: Set<String>
    private let longest: Int
    /// The letters the words start with, one bit each (bit `letter & 63` of a lower-case
    /// letter, 0x61...0x7A, is unique among them).
    private let initials: UInt64

    /// The words of `words` that are ASCII letters only, in lower case; others can never
    /// equal a run of ASCII letters, so a non-ASCII text is left to its caller.
    package init(_ words: some Sequence<String>) {
        let kept = Set(
            words.filter { word in word.utf8.count > 1 && word.utf8.allSatisfy { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) } })
        self.words = kept
        longest = kept.map(\.utf8.count).max() ?? 0
        initials = kept.reduce(0) { mask, word in mask | (1 << UInt64(word.utf8.first! & 63)) }
    }

    /// Whether `text` holds one of the words; nil when `text` is not ASCII (found in the
    /// same pass), for a reading that folds accents to answer.
    package func occurs(in text: String) -> Bool? {
        var text = text
        return text.withUTF8 { bytes -> Bool? in
            var found = false
            var start = 0
            while start < bytes.count {
                guard bytes[start] < 0x80 else { return nil }
                guard Self.isLetter(bytes[start]) else {
                    start += 1
                    continue
                }
                var end = start
                while end < bytes.count, Self.isLetter(bytes[end]) { end += 1 }
                let length = end - start
                if !found, length > 1, length <= longest, initials & (1 << UInt64((bytes[start] | 0x20) & 63)) != 0 {
                    found = words.contains(String(decoding: bytes[start..<end].map { $0 | 0x20 }, as: UTF8.self))
                }
                start = end
            }
            return found
        }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
    }
}
