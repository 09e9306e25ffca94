/// A range written where one value belongs: `8-12` reps, `30–45 s`, `2 to 3 min`,
/// `10 bis 12`, `between 1 and 2 minutes`, `zwischen 1 und 2 Min.`, `entre 1 et 2 min`. A range is a choice between readings, so no fix of it is safe: the reader
/// offers its top as an unsafe fix, and names the kind that takes a range where there is
/// one (`randomDuration`'s `min` and `max`).
enum WrittenRange {
    /// Texts longer than this are no range anyone writes.
    static let maxLength = 48
    /// What stands between a range's ends, folded: dashes, and `to` in the vocabulary's languages.
    private static let separators = ["-", "–", "—", "~", "…", "..", " to ", " bis ", " a ", " à ", " au ", " hasta "]
    /// Words that open a range (`between`, `zwischen`, `entre`, `from`, `von`, `de`), folded,
    /// each with the connectors it pairs with (`and`, `und`, `et`, `y`) beside the separators.
    private static let openers: [(word: String, connectors: [String])] = [
        ("between ", [" and "]), ("zwischen ", [" und "]), ("entre ", [" et ", " y "]), ("from ", []), ("von ", []),
        ("de ", []), ("du ", []), ("desde ", []), ("tra ", [" e "]), ("fra ", [" e "]), ("tussen ", [" en "]),
    ]

    /// Keys, normalised, under which a random duration's range is written: a duration's word
    /// (`time: 1-2 min`), `range` and its kin, or a word that opens a range (`between:`).
    /// Returns what the value is read after: the opener (`between `), else nothing.
    static func rangeKey(_ key: String) -> String? {
        if let opener = openers.first(where: { $0.word.dropLast() == key }) { return opener.word }
        return ShapeWords.duration.contains(key) || rangeWords.contains(key) ? "" : nil
    }

    /// Keys that name a range itself, in the vocabulary's languages.
    private static let rangeWords: Set<String> = [
        "range", "span", "spread", "bereich", "spanne", "plage", "intervalle", "rango", "intervalo", "gamma", "faixa", "bereik",
    ]

    /// The two ends of `text` as written, the unit after the second end also after the
    /// first (`2-3 min` is `2 min` and `3 min`); nil when `text` is no range of two ends.
    static func ends(_ text: String) -> (low: String, high: String)? {
        guard text.utf8.count <= maxLength else { return nil }
        var folded = Substring(NameMatching.folded(text).trimmingWhitespace)
        var connectors: [String] = []
        // A connector word alone (`1 and 2 minutes`) is a range only after its opener.
        if let opener = openers.first(where: { folded.hasPrefix($0.word) }) {
            folded = folded.dropFirst(opener.word.count)
            connectors = opener.connectors
        }
        for separator in separators + connectors {
            let parts = folded.split(separator: separator, omittingEmptySubsequences: false)
            guard parts.count == 2 else { continue }
            let low = String(parts[0]).trimmingWhitespace
            let high = String(parts[1]).trimmingWhitespace
            guard let first = low.first, first.isASCII, first.isNumber, let start = high.first, start.isASCII, start.isNumber else {
                continue
            }
            // The unit the high end is written with, when the low end is bare digits.
            let unit = String(high.drop { $0.isASCII && ($0.isNumber || $0 == ".") })
            let lowIsBare = low.allSatisfy { $0.isASCII && $0.isNumber }
            return (lowIsBare && !unit.isEmpty ? low + unit : low, high)
        }
        return nil
    }

    /// The two counts of a range of whole numbers, low first; nil otherwise.
    static func counts(_ text: String) -> (low: Int, high: Int)? {
        guard let ends = ends(text), let low = count(ends.low), let high = count(ends.high) else { return nil }
        return (min(low, high), max(low, high))
    }

    /// The two durations of a range, in seconds, low first; nil otherwise.
    static func durations(_ text: String) -> (low: Int, high: Int)? {
        guard let ends = ends(text), let low = seconds(ends.low), let high = seconds(ends.high) else { return nil }
        return (min(low, high), max(low, high))
    }

    /// A count, bare or decorated (`12 reps`).
    private static func count(_ text: String) -> Int? {
        guard let digits = Int(text) ?? DecoratedCount.digits(text).flatMap({ Int($0) }), digits >= 0 else { return nil }
        return digits
    }

    private static func seconds(_ text: String) -> Int? {
        DurationSyntax.seconds(text, isPlainInteger: true) ?? LooseDuration.seconds(text)
    }
}
