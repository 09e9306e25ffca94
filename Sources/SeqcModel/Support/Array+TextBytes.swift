extension Array where Element == UInt8 {
    // Text for people, made as bytes: appending a string's `utf8` view to an array goes
    // through the generic sequence path, about half of a build report's cost per routine.

    /// Appends `text`'s UTF-8 bytes, copied as a buffer.
    package mutating func append(text: StaticString) {
        text.withUTF8Buffer { append(contentsOf: $0) }
    }

    /// Appends `text`'s UTF-8 bytes, read in place.
    package mutating func append(text: String) {
        text.withUTF8InPlace { append(contentsOf: $0) }
    }

    /// Appends `value` in decimal, as `String(value)` writes it, without making the string.
    package mutating func append(decimal value: Int) {
        JSONText.writeInt(value, into: &self)
    }
}
