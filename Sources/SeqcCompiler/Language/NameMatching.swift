import SeqcModel

/// Names compared the way authors vary them: `random_duration`, `randomDuration`,
/// `Random Duration` and `RANDOM-DURATION` are one name, and so are `Durée` and `duree`,
/// `Übung` and `ubung`. Only case, accents and the separators `_`, `-` and space are
/// dropped, so two names that match mean the same word.
package enum NameMatching {
    package static func normalised(_ name: String) -> String {
        if let ascii = asciiNormalised(name) { return ascii }
        var result = String.UnicodeScalarView()
        for scalar in folded(name).unicodeScalars where scalar != "_" && scalar != "-" && scalar != " " { result.append(scalar) }
        return String(result)
    }

    /// ``normalised(_:)`` of an ASCII name, in one pass over its bytes (lower-casing is all
    /// folding does to ASCII); nil when the name is not ASCII.
    private static func asciiNormalised(_ name: String) -> String? {
        var name = name
        return name.withUTF8 { bytes -> String? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            return String(unsafeUninitializedCapacity: bytes.count) { buffer in
                var count = 0
                for byte in bytes where byte != UInt8(ascii: "_") && byte != UInt8(ascii: "-") && byte != UInt8(ascii: " ") {
                    buffer[count] = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
                    count += 1
                }
                return count
            }
        }
    }

    /// `text` in lower case with its Latin accents taken off (`é` is `e`, `ß` is `ss`),
    /// spaces kept: the form the duration reader and the vocabulary compare.
    package static func folded(_ text: String) -> String {
        let lowered = text.lowercased()
        guard !lowered.utf8.allSatisfy({ $0 < 0x80 }) else { return lowered }
        var result = String.UnicodeScalarView()
        for scalar in lowered.unicodeScalars {
            // An ASCII letter has no accent to take off: only the others are looked up.
            if scalar.isASCII {
                result.append(scalar)
                continue
            }
            // Combining marks (a decomposed `é` is `e` and U+0301) carry only the accent.
            if (0x300...0x36F).contains(scalar.value) { continue }
            if let base = accentFree[scalar] {
                result.append(contentsOf: base.unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// The Latin-1 and Latin Extended-A letters of the vocabulary's Latin-script languages
    /// (German, French, Spanish, Polish, Czech, Turkish: the dotless `ı` is `i`), each with
    /// the letters it is written as without its accent.
    private static let accentFree: [Unicode.Scalar: String] = {
        let groups: [(String, String)] = [
            ("ąàáâãäåāă", "a"), ("çćč", "c"), ("èéêëēęě", "e"), ("ìíîïīı", "i"), ("ñńň", "n"), ("òóôõöøō", "o"),
            ("ùúûüūů", "u"), ("ýÿ", "y"), ("ß", "ss"), ("œ", "oe"), ("æ", "ae"), ("šśş", "s"), ("žźż", "z"), ("ł", "l"),
            ("ğ", "g"), ("ď", "d"), ("ť", "t"), ("ř", "r"),
        ]
        var table: [Unicode.Scalar: String] = [:]
        for (letters, base) in groups { for scalar in letters.unicodeScalars { table[scalar] = base } }
        return table
    }()

    /// The kind whose name `written` is in another case or style, if any.
    package static func kind(_ written: String) -> CardKind? {
        let key = normalised(written)
        return CardKind.allCases.first { normalised($0.rawValue) == key }
    }
}

/// What an unknown key means at its place, judged from the place's field descriptors.
package enum KeyMeaning {
    /// The field's own name in another case or style (`auto_complete`).
    case style(FieldSpec)
    /// The runtime JSON's name for the field (`durationSeconds`): its value is in seconds.
    case runtimeName(FieldSpec)
    /// A synonym (`sets`): one field when it is clear, several when it is ambiguous.
    case synonym([FieldSpec])

    /// Every field it may mean.
    package var candidates: [FieldSpec] {
        switch self {
        case .style(let spec), .runtimeName(let spec): [spec]
        case .synonym(let specs): specs
        }
    }

    /// The one field meant, when there is one.
    package var field: FieldSpec? {
        switch self {
        case .style(let spec), .runtimeName(let spec): spec
        case .synonym(let specs): specs.count == 1 ? specs[0] : nil
        }
    }
}

extension Language {
    /// What `key` means among the fields `specs` of one place, or nil when it names none
    /// of them by style, runtime name or synonym.
    package static func meaning(of key: String, among specs: [FieldSpec]) -> KeyMeaning? {
        // A key written as a field's own name needs no normalising: most keys are.
        if let spec = specs.first(where: { $0.name == key }) { return .style(spec) }
        let written = NameMatching.normalised(key)
        if let spec = specs.first(where: { $0.matchable.name == written }) { return .style(spec) }
        if let spec = specs.first(where: { $0.matchable.runtimeName == written }) { return .runtimeName(spec) }
        let meant = specs.filter { $0.matchable.hasSynonym(written) }
        // An abbreviation's dot (`Wdh.`, `Sek.`) is no part of the word; asked only once the
        // key matched nothing.
        if meant.isEmpty, written.utf8.count > 1, written.utf8.last == UInt8(ascii: ".") {
            return meaning(of: String(written.dropLast()), among: specs)
        }
        if meant.isEmpty, let spec = CompoundKey.field(key, among: specs) { return .synonym([spec]) }
        return meant.isEmpty ? nil : .synonym(meant)
    }
}
