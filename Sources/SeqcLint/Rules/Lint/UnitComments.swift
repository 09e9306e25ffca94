import SeqcCompiler

/// What a routine's comments say of the unit of its bare numbers. libyaml drops comments,
/// so they are found in the source: a `#` at a line's start or after a space or tab.
///
/// A comment states the unit when it names minutes as the unit of the values, in a language
/// of the vocabulary: the minute word alone (`# minutes`), after a colon, an equals sign or
/// a parenthesis (`# unit: min`), or after a word that puts values in a unit (`# all durations
/// in minutes`, `# Zeiten in Minuten`, `# durées en minutes`, `# tempos em minutos`). A minute
/// word after a number (`# 5 minutes to settle`) states a length, and after any other word
/// (`# take a few minutes`) it is prose: neither says what a bare number means. A comment
/// that also names seconds or hours speaks of a mix, and says nothing either.
enum UnitComments {
    /// Words that put the values before them in the unit after them: prepositions and
    /// copulas of the vocabulary's languages.
    private static let unitLinks: Set<String> = [
        "in", "im", "en", "em", "are", "is", "sind", "sont", "son", "sono", "sao", "zijn",
    ]
    /// Comments longer than this are prose, not a statement of a unit: no unit statement
    /// needs more, and the words of a long comment are never looked up.
    private static let maxCommentBytes = 120

    /// Whether a comment of `file` states that its bare numbers are minutes.
    static func sayMinutes(in file: SourceFile) -> Bool {
        let bytes = file.bytes
        return bytes.withUnsafeBufferPointer { buffer in
            var from = 0
            while case let hash = ByteScan.firstIndex(of: UInt8(ascii: "#"), in: buffer, from: from), hash < buffer.count {
                from = hash + 1
                guard hash == 0 || [0x20, 0x09, 0x0A, 0x0D].contains(buffer[hash - 1]) else { continue }
                var end = from
                while end < buffer.count, buffer[end] != 0x0A, buffer[end] != 0x0D, end - from <= maxCommentBytes { end += 1 }
                guard end - from <= maxCommentBytes, mayNameMinutes(buffer[from..<end]) else { continue }
                if statesMinutes(String(decoding: UnsafeBufferPointer(rebasing: buffer[from..<end]), as: UTF8.self)) {
                    return true
                }
            }
            return false
        }
    }

    /// Whether `bytes` hold `min` or `mn` in any case, as every minute word of the vocabulary
    /// longer than `m` does: a cheap test on bytes, so a comment without one is never decoded.
    private static func mayNameMinutes(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        var previous: UInt8 = 0
        var beforePrevious: UInt8 = 0
        for byte in bytes {
            let lower = byte | 0x20
            if previous == UInt8(ascii: "m"), lower == UInt8(ascii: "n") { return true }
            if beforePrevious == UInt8(ascii: "m"), previous == UInt8(ascii: "i"), lower == UInt8(ascii: "n") { return true }
            beforePrevious = previous
            previous = lower
        }
        return false
    }

    /// Whether one comment's text names minutes as the unit of the values.
    static func statesMinutes(_ text: String) -> Bool {
        var statesMinutes = false
        var previousWord: String?
        var linkBefore = true
        var word = ""
        for character in NameMatching.folded(text) + " " {
            if character.isLetter {
                word.append(character)
                continue
            }
            if !word.isEmpty {
                if let unit = Vocabulary.unit(word), unit.per == 1 {
                    guard unit.seconds == 60 else { return false }
                    if linkBefore || previousWord.map(unitLinks.contains) == true { statesMinutes = true }
                }
                previousWord = word
                word = ""
                linkBefore = false
            }
            if character.isNumber {
                previousWord = "0"
                linkBefore = false
            }
            if character == ":" || character == "=" || character == "(" { linkBefore = true }
        }
        return statesMinutes
    }
}
