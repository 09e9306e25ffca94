/// A distance written where a duration goes: `work: 500m` in "Rowing 8 x 500m", a step
/// `4 rectas de 100m`, `- 200m swim`. `m` is minutes in the language, but in sport it is
/// metres, and the number then plays as hours of minutes without a word.
///
/// The rule: a value written as a whole number and `m` alone reads as a distance when
/// its number is 1000 or more (16 hours and more: no card's length), or 100 or more and a
/// multiple of 50 (100, 150, 200, 250, 400, 500, 800, 1500: the distances of a track, a
/// pool and an erg; as minutes 1h40m and more, which nobody writes in minutes), or when
/// the routine's words name the same number with a metre word (`6 x 60 metres`). Other
/// long durations in minutes stay minutes: `90m` for a ride, `120m` for a film, `180m`.
package enum WrittenDistance {
    /// Words that name metres, in the vocabulary's languages (`m` alone is minutes).
    private static let metreWords: Set<String> = [
        "meter", "meters", "metre", "metres", "metro", "metros", "metri", "mtr", "mts", "metern",
    ]

    /// The number of a value written as digits and `m` alone (`500m`, `500 m`), quotes
    /// around it left out; nil for any other value.
    package static func number(_ written: String) -> Int? {
        number(utf8: ArraySlice(written.utf8))
    }

    /// ``number(_:)`` of a value's bytes as written, so a value is judged without making
    /// a string of it. Byte by byte is character by character here: every byte that is
    /// read (quotes, spaces, digits, `m`) is ASCII, and no other byte passes.
    package static func number(utf8 written: ArraySlice<UInt8>) -> Int? {
        let quotes = (UInt8(ascii: "\""), UInt8(ascii: "'"))
        var text = written
        while let first = text.first, first == quotes.0 || first == quotes.1 { text = text.dropFirst() }
        while let last = text.last, last == quotes.0 || last == quotes.1 { text = text.dropLast() }
        guard text.last == UInt8(ascii: "m") else { return nil }
        var digits = text.dropLast()
        while digits.first == UInt8(ascii: " ") { digits = digits.dropFirst() }
        while digits.last == UInt8(ascii: " ") { digits = digits.dropLast() }
        guard (1...6).contains(digits.count), digits.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        return digits.reduce(0) { $0 * 10 + Int($1 - 0x30) }
    }

    /// Whether `number` written with `m` alone is a distance whatever the words around it.
    package static func isDistance(_ number: Int) -> Bool {
        number >= 1000 || number >= 100 && number % 50 == 0
    }

    /// Whether `text` names `number` as a distance: the number, then a metre word
    /// (`60 metres`, `60-Meter`, `60 mètres`).
    package static func names(_ number: Int, in text: String) -> Bool {
        namedNumbers(in: text).contains(number)
    }

    /// Whether `texts`, read as one text, have a digit followed, past anything but ASCII
    /// letters and digits, by an `m` or `M` and then `t`, `et` or a byte that is not ASCII
    /// (`è`, a combining mark), in either case: every metre word begins so once folded
    /// (`metres`, `mtr`, `Mètres`). A check of their bytes that rules out most routines'
    /// titles (`Climb 0 | March`, `5 | Meditate`) before they are folded and split into words.
    private static func mayNameMetres(_ texts: [String]) -> Bool {
        // How far a metre word's start has been read: 0 none, 1 a digit's `m`, 2 then `e`.
        var afterDigit = false
        var read = 0
        for var text in texts {
            // Over the contiguous bytes: a walk of `utf8` asks each byte's storage.
            let found = text.withUTF8 { bytes in
                // A piece with no digit, read with none before it, cannot start a metre word:
                // most titles have none, and this is the cheaper walk.
                if !afterDigit, !bytes.contains(where: { $0 &- 0x30 < 10 }) { return false }
                for byte in bytes {
                    let lower = byte | 0x20
                    if read > 0 {
                        if byte >= 0x80 || lower == UInt8(ascii: "t") { return true }
                        read = read == 1 && lower == UInt8(ascii: "e") ? 2 : 0
                        if read == 2 { continue }
                    }
                    switch byte {
                    case 0x30...0x39: afterDigit = true
                    case UInt8(ascii: "m"), UInt8(ascii: "M"):
                        read = afterDigit ? 1 : 0
                        afterDigit = false
                    case 0x41...0x5A, 0x61...0x7A: afterDigit = false
                    default: continue
                    }
                }
                return false
            }
            if found { return true }
            // The pieces are read with ` | ` between them, and a metre word cannot hold a space.
            read = 0
        }
        return false
    }

    /// Every number `text` names in metres (`500m`, `500 metres`).
    package static func namedNumbers(in text: String) -> Set<Int> {
        namedNumbers(in: [text])
    }

    /// Every number `texts` name in metres, read as one text with ` | ` between them (a
    /// number ending one and a metre word beginning the next are read together): a
    /// routine's titles are read once for all of its values, since each value asking the
    /// routine's words again is quadratic in its cards, and joined only when they may name
    /// metres.
    package static func namedNumbers(in texts: [String]) -> Set<Int> {
        guard mayNameMetres(texts) else { return [] }
        return numbersNamedInMetres(texts.joined(separator: " | "))
    }

    /// Every number `text` names in metres, its every word read: ``namedNumbers(in:)``
    /// without the check of its bytes (`WrittenDistanceTests` holds the two to one answer).
    static func numbersNamedInMetres(_ text: String) -> Set<Int> {
        let words = NameMatching.folded(text).split { !$0.isLetter && !$0.isNumber }
        var found = Set<Int>()
        func add(_ digits: Substring) {
            // As written: `0500` names no 500.
            if let number = Int(digits), String(number) == digits { found.insert(number) }
        }
        for (word, next) in zip(words, words.dropFirst()) where metreWords.contains(String(next)) { add(word) }
        for word in words {
            let digits = word.prefix { $0.isASCII && $0.isNumber }
            if !digits.isEmpty, metreWords.contains(String(word.dropFirst(digits.count))) { add(digits) }
        }
        return found
    }
}
