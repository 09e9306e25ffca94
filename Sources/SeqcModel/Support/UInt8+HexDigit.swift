extension UInt8 {
    /// The lower-case hex digit of a nibble (0 to 15), as ASCII: for UUID text, JSON's
    /// `\u00XX` escapes and the `\xHH` of a path byte that is not UTF-8.
    package static func lowercaseHexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
    }
}
