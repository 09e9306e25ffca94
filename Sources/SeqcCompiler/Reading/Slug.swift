/// Routine and card ids: `[a-z0-9][a-z0-9-]*`, at most 64 characters.
public enum Slug {
    public static let maxLength = 64

    /// Whether `text` is a valid slug.
    public static func isValid(_ text: String) -> Bool {
        guard let first = text.utf8.first, text.utf8.count <= maxLength, isLowerAlphanumeric(first) else { return false }
        return text.utf8.allSatisfy { isLowerAlphanumeric($0) || $0 == UInt8(ascii: "-") }
    }

    /// The default routine id for a file: its name without `.routine.yaml`, `.routine.yml`,
    /// `.yaml` or `.yml`, lower-cased, every other character turned into `-`. Leading
    /// dashes are dropped and the result is cut to 64 characters, so it is always valid;
    /// a name with nothing usable gives `routine`.
    public static func defaultID(forPath path: String) -> String {
        path.utf8.allSatisfy { $0 < 0x80 } ? asciiDefaultID(forPath: path) : characterDefaultID(forPath: path)
    }

    /// ``defaultID(forPath:)`` for any path, walking it by Character.
    static func characterDefaultID(forPath path: String) -> String {
        var name = Substring(path.split(separator: "/", omittingEmptySubsequences: false).last ?? "")
        for suffix in [".routine.yaml", ".routine.yml", ".yaml", ".yml"] where name.lowercased().hasSuffix(suffix) {
            name = name.dropLast(suffix.count)
            break
        }
        var slug = String(
            name.lowercased().unicodeScalars.map { scalar -> Character in
                scalar.isASCII && isLowerAlphanumeric(UInt8(scalar.value)) ? Character(scalar) : "-"
            })
        while slug.hasPrefix("-") { slug.removeFirst() }
        slug = String(slug.prefix(maxLength))
        while slug.hasSuffix("-") { slug.removeLast() }
        return slug.isEmpty ? "routine" : slug
    }

    /// ``defaultID(forPath:)`` for a path that is all ASCII, byte by byte: every file of a
    /// repository pays for its default id, and walking the name by Character cost more
    /// than reading the file's keys. In ASCII every Character that survives is one byte,
    /// so the two walks agree (`SlugTests` holds them equal).
    static func asciiDefaultID(forPath path: String) -> String {
        let bytes = Array(path.utf8)
        let nameStart = bytes.lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? 0
        var name = bytes[nameStart...].map { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) ? $0 + 32 : $0 }
        for suffix in [".routine.yaml", ".routine.yml", ".yaml", ".yml"] where name.count >= suffix.utf8.count {
            if name.suffix(suffix.utf8.count).elementsEqual(suffix.utf8) {
                name.removeLast(suffix.utf8.count)
                break
            }
        }
        var slug = name.map { isLowerAlphanumeric($0) ? $0 : UInt8(ascii: "-") }
        slug = Array(slug.drop { $0 == UInt8(ascii: "-") }.prefix(maxLength))
        while slug.last == UInt8(ascii: "-") { slug.removeLast() }
        return slug.isEmpty ? "routine" : String(decoding: slug, as: UTF8.self)
    }

    /// A valid slug close to `text`, offered as a fix.
    public static func suggestion(for text: String) -> String {
        defaultID(forPath: text)
    }

    private static func isLowerAlphanumeric(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
