/// User text made safe for the markup seqc writes: XML (SVG, HTML) and GitHub Markdown.
/// A title can hold anything, so every piece of user text passes through here.
enum MarkupText {
    /// `text` escaped for XML character data and attribute values. Characters XML 1.0
    /// cannot hold (controls other than tab and line breaks, U+FFFE, U+FFFF) become
    /// U+FFFD, so the document always parses. `#` and `:` are references too, so a
    /// picture printed into a CI log holds no workflow command (`::error::`,
    /// `##[error]`, `##vso[`) from a title.
    static func xml(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "#": out += "&#35;"
            case ":": out += "&#58;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            default:
                let value = scalar.value
                let forbidden = value < 0x20 || value == 0xFFFE || value == 0xFFFF || (0x7F...0x9F).contains(value)
                out.unicodeScalars.append(forbidden ? "\u{FFFD}" : scalar)
            }
        }
        return out
    }

    /// `text` for a Markdown table cell or list item on GitHub: every ASCII mark that
    /// Markdown, GitHub's extensions or HTML give a meaning becomes a numeric character
    /// reference, so a title makes no HTML, link, autolink (a `.` after `www` too), image,
    /// mention, emphasis, code, math or column; line breaks become spaces and controls and
    /// bidirectional overrides U+FFFD. Marks with no meaning inside a line (`-`, `/`, `.`,
    /// `,`) stay as they are, so paths read.
    static func markdown(_ text: String) -> String {
        var out = ""
        var previous: [Unicode.Scalar] = []
        for scalar in text.unicodeScalars {
            let value = scalar.value
            let afterWWW = scalar == "." && String(String.UnicodeScalarView(previous.suffix(3))).lowercased() == "www"
            if scalar.isASCII, scalar.properties.generalCategory.isPunctuationOrSymbol, !plainMarks.contains(scalar) || afterWWW {
                out += "&#\(value);"
            } else if scalar == "\n" || scalar == "\r" || scalar == "\t" {
                out += " "
            } else if value < 0x20 || (0x7F...0x9F).contains(value) || (0x202A...0x202E).contains(value)
                || (0x2066...0x2069).contains(value)
            {
                out += "\u{FFFD}"
            } else {
                out.unicodeScalars.append(scalar)
            }
            previous.append(scalar)
            if previous.count > 3 { previous.removeFirst() }
        }
        return out
    }

    /// Marks that mean nothing in the middle of a Markdown line.
    private static let plainMarks: Set<Unicode.Scalar> = ["-", "/", ".", ",", "=", "+", "%", ";", "?", "'", "\"", "^"]

    /// `text` cut to at most `limit` characters, ending in `…` when cut.
    static func elided(_ text: String, to limit: Int) -> String {
        guard text.count > limit, limit > 1 else { return text }
        return String(text.prefix(limit - 1)) + "…"
    }
}

/// Numbers as the pictures write them: deterministic, at most two decimals, no exponent.
enum Coordinate {
    static func text(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let (whole, fraction) = hundredths.magnitude.quotientAndRemainder(dividingBy: 100)
        let sign = hundredths < 0 ? "-" : ""
        guard fraction != 0 else { return "\(sign)\(whole)" }
        let digits = fraction % 10 == 0 ? "\(fraction / 10)" : (fraction < 10 ? "0\(fraction)" : "\(fraction)")
        return "\(sign)\(whole).\(digits)"
    }
}

extension Unicode.GeneralCategory {
    /// Whether the category is punctuation or a symbol (`@`, `|`, `<`, `$`, `` ` ``).
    fileprivate var isPunctuationOrSymbol: Bool {
        switch self {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
            .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            true
        default: false
        }
    }
}
