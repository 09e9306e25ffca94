/// How many terminal columns text takes: East Asian wide and fullwidth characters and
/// emoji take two, combining marks and other zero-width characters none, the rest one.
/// Measured per character (grapheme cluster), as terminals draw them. Control characters
/// count zero here; renderers escape them before measuring.
public enum DisplayWidth {
    /// The columns `text` takes.
    public static func of(_ text: String) -> Int {
        // ASCII takes one column a printable byte: no grapheme breaking, which is most of
        // the cost, for the titles nearly every routine has. (CR LF is one character of
        // width 0, as its two bytes are.)
        var printable = 0
        for byte in text.utf8 {
            guard byte < 0x80 else { return text.reduce(0) { $0 + of($1) } }
            if byte >= 0x20 && byte != 0x7F { printable += 1 }
        }
        return printable
    }

    /// The columns one character takes: 0, 1 or 2.
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if first.isASCII, scalars.count == 1 { return first.value >= 0x20 && first.value != 0x7F ? 1 : 0 }
        if first.properties.isEmojiPresentation { return 2 }
        // An emoji presentation selector (U+FE0F) makes a text-style emoji (☺️, #️⃣) wide.
        if first.properties.isEmoji, scalars.contains("\u{FE0F}") { return 2 }
        return of(first)
    }

    /// The columns one scalar takes on its own.
    static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        // Hangul vowel and final jamo join the syllable's initial.
        if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) { return 0 }
        return wideRanges.contains { $0.contains(value) } ? 2 : 1
    }

    /// East Asian Wide and Fullwidth blocks (Unicode's EastAsianWidth.txt, by block);
    /// wide emoji are found by their Emoji_Presentation property instead.
    static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
        0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF,
        0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4,
        0x17000...0x18CFF, 0x1AFF0...0x1B2FF, 0x1F200...0x1F2FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]
}
