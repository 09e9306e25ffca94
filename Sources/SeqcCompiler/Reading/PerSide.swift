/// A duration or count written for each side of the body (`45s each side`, `8 per leg`,
/// `30s pro Seite`), read only where the value has no other reading: two cards, the first
/// for the left side and the second for the right (docs/decisions.md, "Per-side values").
///
/// The cards are titled as the routine already titles a side (`Pigeon pose (left)`,
/// `Dehnung – links`), else with the side words of the phrase's language
/// (docs/vocabulary.md, "Per-side values"). The fix invents a card, so it is unsafe.
struct PerSide {
    /// A per-side phrase and the side suffixes of its language.
    private struct Phrase {
        let words: String
        let sides: Sides
    }

    /// What a title ends with for the left and for the right side.
    struct Sides: Equatable {
        let left: String
        let right: String
    }

    private static let english = Sides(left: " (left)", right: " (right)")
    private static let german = Sides(left: " (links)", right: " (rechts)")
    private static let french = Sides(left: " (gauche)", right: " (droite)")
    private static let spanish = Sides(left: " (izquierda)", right: " (derecha)")
    private static let italian = Sides(left: " (sinistra)", right: " (destra)")
    private static let dutch = Sides(left: " (links)", right: " (rechts)")
    private static let portuguese = Sides(left: " (esquerda)", right: " (direita)")

    /// Longer phrases first, so that `on each side` is not read as `each side`.
    private static let phrases: [Phrase] = [
        ("on each side", english), ("each side", english), ("per side", english), ("a side", english), ("per leg", english),
        ("each leg", english), ("per arm", english), ("each arm", english), ("/side", english), ("/leg", english), ("/arm", english),
        ("jede seite", german), ("pro seite", german), ("je seite", german), ("pro bein", german), ("je bein", german),
        ("jedes bein", german), ("pro arm", german), ("je arm", german),
        ("de chaque côté", french), ("chaque côté", french), ("par côté", french), ("par jambe", french), ("par bras", french),
        ("de cada lado", portuguese), ("por perna", portuguese), ("cada perna", portuguese),
        ("por lado", spanish), ("cada lado", spanish), ("por pierna", spanish), ("cada pierna", spanish), ("por brazo", spanish),
        ("per lato", italian), ("ogni lato", italian), ("per gamba", italian), ("per braccio", italian),
        ("per kant", dutch), ("elke kant", dutch), ("per been", dutch), ("elk been", dutch),
    ].map { Phrase(words: $0.0, sides: $0.1) }

    /// The conventions a routine may already title its sides with, each recognised only
    /// when the routine writes both of its sides.
    private static let conventions: [Sides] = [
        english, german, french, spanish, italian, portuguese, Sides(left: " (L)", right: " (R)"),
        Sides(left: " – links", right: " – rechts"), Sides(left: " - links", right: " - rechts"),
        Sides(left: " – left", right: " – right"), Sides(left: " - left", right: " - right"),
        Sides(left: " (Left)", right: " (Right)"), Sides(left: " left", right: " right"),
    ]

    /// Words that already name one side in a title: such a card has no second copy to make.
    private static let sideWords = ["left", "right", "links", "rechts", "gauche", "droite", "izquierd", "derech", "sinistr", "destr"]

    /// The value written before the phrase, and the phrase's language's sides; nil when
    /// `text` ends with no per-side phrase.
    static func split(_ text: String) -> (value: String, sides: Sides)? {
        var lowered = text.lowercased()
        while let last = lowered.last, last == " " || last == ")" || last == "." { lowered.removeLast() }
        for phrase in phrases where lowered.hasSuffix(phrase.words) {
            var value = String(lowered.dropLast(phrase.words.count))
            guard phrase.words.hasPrefix("/") || value.last.map({ " (,".contains($0) }) == true else { continue }
            while let last = value.last, " (,".contains(last) { value.removeLast() }
            return value.isEmpty ? nil : (value, phrase.sides)
        }
        return nil
    }

    /// The side conventions the routine in `source` titles cards with, each written with
    /// both its sides.
    static func conventions(in source: String) -> [Sides] {
        let written = conventions.filter { endsATitle($0.left, in: source) && endsATitle($0.right, in: source) }
        // `X left` also ends `X - left`: it counts only alone.
        return written.count > 1 ? written.filter { $0.left != " left" } : written
    }

    /// The one convention of `written`, `fallback` when there is none, nil when several.
    static func sides(_ written: [Sides], fallback: Sides) -> Sides? {
        if written.isEmpty { return fallback }
        return written.count == 1 ? written[0] : nil
    }

    /// Whether `suffix` ends a scalar somewhere in `source`: before a line break, a closing
    /// quote, or the comma or brace that ends a flow value.
    private static func endsATitle(_ suffix: String, in source: String) -> Bool {
        ["\n", "\r", "\"", "'", ",", "}"].contains { source.contains(suffix + $0) }
    }

    /// Whether `title` already names a side.
    static func namesASide(_ title: String) -> Bool {
        let lowered = title.lowercased()
        return sideWords.contains { lowered.contains($0) }
    }
}
