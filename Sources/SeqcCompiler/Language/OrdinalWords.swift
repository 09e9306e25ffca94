/// Ordinal numbers as labels write them (`1st`, `2nd`, `1e`, `2ème`, `1º`, `3ª`, `2.` with
/// its dot already split off, `first`, `zweite`, `tercer`), in the vocabulary's languages.
/// Read from a folded word (``NameMatching/folded(_:)``): accents are off, so `2ème` is
/// `2eme`.
enum OrdinalWords {
    /// The number `word` orders by: digits with an ordinal ending or none, or an ordinal
    /// word from one to six; nil for any other word.
    static func value(_ word: String) -> Int? {
        let digits = word.prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty {
            guard digits.count <= 3, endings.contains(String(word.dropFirst(digits.count))), let number = Int(digits) else {
                return nil
            }
            return number
        }
        return words[word]
    }

    /// What follows the digits of an ordinal: English `st`, `nd`, `rd`, `th`; Dutch and
    /// French `e`, `ste`, `de`, `er`, `re`, `ere`, `nde`, `eme`; German `te`, `ten`; Spanish,
    /// Portuguese and Italian `º`, `ª`, `o`, `a`, `ro`, `ra`, `do`, `da`, `to`, `ta`; and nothing.
    private static let endings: Set<String> = [
        "", "st", "nd", "rd", "th", "e", "ste", "de", "er", "re", "ere", "nde", "eme", "te", "ten",
        "º", "ª", "o", "a", "ro", "ra", "do", "da", "to", "ta",
    ]

    /// Ordinal words from one to six, folded.
    private static let words: [String: Int] = {
        let rows: [(Int, [String])] = [
            (
                1,
                [
                    "first", "erste", "ersten", "erster", "premier", "premiere", "primer", "primero", "primera", "primo", "prima",
                    "primeiro", "primeira", "eerste",
                ]
            ),
            (2, ["second", "zweite", "zweiten", "zweiter", "deuxieme", "seconde", "segundo", "segunda", "secondo", "seconda", "tweede"]),
            (
                3,
                [
                    "third", "dritte", "dritten", "dritter", "troisieme", "tercer", "tercero", "tercera", "terzo", "terza", "terceiro",
                    "terceira", "derde",
                ]
            ),
            (4, ["fourth", "vierte", "vierten", "vierter", "quatrieme", "cuarto", "cuarta", "quarto", "quarta", "vierde"]),
            (5, ["fifth", "funfte", "funften", "funfter", "cinquieme", "quinto", "quinta", "vijfde"]),
            (6, ["sixth", "sechste", "sechsten", "sechster", "sixieme", "sexto", "sexta", "sesto", "sesta", "zesde"]),
        ]
        var table: [String: Int] = [:]
        for (number, words) in rows { for word in words { table[word] = number } }
        return table
    }()
}
