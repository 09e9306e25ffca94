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
        asciiDefaultID(forPath: path) ?? characterDefaultID(forPath: path)
    }

    /// ``defaultID(forPath:)`` for any path, walking it by Character.
    static func characterDefaultID(forPath path: String) -> String {
        var name = Substring(path.split(separator: "/", omittingEmptySubsequences: false).last ?? "")
        for suffix in nameSuffixes where name.lowercased().hasSuffix(suffix) {
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

    /// ``defaultID(forPath:)`` for a path that is all ASCII, byte by byte in one pass;
    /// nil for any other path. Every file of a repository pays for its default id, so it
    /// must cost less than reading the file's keys: no Character walk and no array made
    /// per step. In ASCII every Character that survives is one byte, so the two walks
    /// agree (`SlugTests` holds them equal).
    static func asciiDefaultID(forPath path: String) -> String? {
        var path = path
        return path.withUTF8 { bytes -> String? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            let nameStart = bytes.lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? 0
            var nameEnd = bytes.count
            for suffix in pathSuffixes where nameEnd - nameStart >= suffix.count {
                if zip(bytes[(nameEnd - suffix.count)..<nameEnd], suffix).allSatisfy({ lowercased($0) == $1 }) {
                    nameEnd -= suffix.count
                    break
                }
            }
            let limit = Swift.min(nameEnd - nameStart, maxLength)
            let slug = String(unsafeUninitializedCapacity: limit) { slug in
                var count = 0
                for byte in bytes[nameStart..<nameEnd] where count < limit {
                    let lower = lowercased(byte)
                    let kept = isLowerAlphanumeric(lower) ? lower : UInt8(ascii: "-")
                    // Leading dashes are dropped before the length is counted.
                    if kept == UInt8(ascii: "-"), count == 0 { continue }
                    slug[count] = kept
                    count += 1
                }
                while count > 0, slug[count - 1] == UInt8(ascii: "-") { count -= 1 }
                return count
            }
            return slug.isEmpty ? "routine" : slug
        }
    }

    /// The suffixes a default id leaves out, lower-case, longest first so that
    /// `.routine.yaml` goes whole; as bytes for the byte walk.
    private static let nameSuffixes = [".routine.yaml", ".routine.yml", ".yaml", ".yml"]
    private static let pathSuffixes: [[UInt8]] = nameSuffixes.map { Array($0.utf8) }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }

    /// A valid slug close to `text`, offered as a fix.
    public static func suggestion(for text: String) -> String {
        defaultID(forPath: text)
    }

    private static func isLowerAlphanumeric(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}

extension ReadingContext {
    /// `text` when it is a valid slug. Otherwise reports `invalid-id` at `node`, naming
    /// the id as `what` (`routine id`, `card id`) with the rule a slug follows and a fix
    /// to ``Slug/suggestion(for:)``, and returns nil. Every id is checked here, so the
    /// routine's and the cards' diagnostics read alike.
    func validSlug(_ text: String, at node: YAMLNode, what: String) -> String? {
        guard !Slug.isValid(text) else { return text }
        let fixed = Slug.suggestion(for: text)
        collector.error(
            .invalidID, at: node.range,
            "\(what) '\(text)' is not a slug: lower-case letters, digits and '-', starting with a letter or digit, at most \(Slug.maxLength) characters",
            help: "did you mean '\(fixed)'?", fixIts: [FixIt(range: node.range, replacement: fixed, safety: .unsafe)])
        return nil
    }
}
