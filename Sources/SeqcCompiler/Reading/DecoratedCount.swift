/// A count written with a decoration AI models and people add: `8x`, `x8`, `8 times`,
/// `8 rounds`, `8 reps`. Each means the number alone, so the digits are a safe fix.
enum DecoratedCount {
    /// Words after the number that only say it counts something.
    private static let suffixes = ["x", "×", "times", "time", "rounds", "round", "reps", "rep", "sets", "set", "cycles", "cycle"]

    /// The digits of a whole number written with a decimal point and zeros (`8.0`,
    /// `30.00`): the same number, not a fraction. Nil for anything else.
    static func wholeNumber(_ text: String) -> String? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard text.utf8.count <= 32, parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty,
            parts[0].unicodeScalars.allSatisfy(isDigit), parts[1].allSatisfy({ $0 == "0" })
        else { return nil }
        return String(parts[0])
    }

    /// The digits of `text` when it is a decorated positive count, or a whole number
    /// written with a decimal point (`8.0`); nil otherwise.
    static func digits(_ text: String) -> String? {
        if let whole = wholeNumber(text) { return whole }
        guard text.utf8.count <= 32 else { return nil }
        let lowered = text.lowercased().trimmingWhitespace
        let scalars = Array(lowered.unicodeScalars)
        let leading = scalars.prefix(while: isDigit)
        if !leading.isEmpty {
            let rest = String(String.UnicodeScalarView(scalars[leading.count...])).trimmingWhitespace
            return suffixes.contains(rest) ? String(String.UnicodeScalarView(leading)) : nil
        }
        guard let first = scalars.first, first == "x" || first == "×" else { return nil }
        let rest = Array(String(String.UnicodeScalarView(scalars.dropFirst())).trimmingWhitespace.unicodeScalars)
        guard !rest.isEmpty, rest.allSatisfy(isDigit) else { return nil }
        return String(String.UnicodeScalarView(rest))
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
}
