/// One segment of a glob: text, `*` (any run of characters) and `?` (one character),
/// matched against one name of a path. Characters are Swift's (grapheme clusters, compared
/// by canonical equivalence), so `?` matches `é` however it is encoded.
///
/// Compiling keeps only the text and what the index needs: a configuration may hold
/// hundreds of thousands of patterns, of which a path tries a few. A segment is matched on
/// its bytes where it and the name are plain ASCII, else as characters made when tried.
struct GlobName: Sendable {
    /// The segment as written.
    let text: Substring
    /// Whether the segment has no `*` or `?`: it then matches only the name equal to it.
    let isLiteral: Bool
    /// The text before the first wildcard, and after the last one (the whole text for a
    /// literal; both empty for `*`): a name the segment matches starts and ends with
    /// them, which ``GlobSet`` uses to index patterns.
    let prefix: Substring
    let suffix: Substring

    /// Whether every byte of the text is ASCII and none is a carriage return: then, against
    /// a name of the same kind, bytes are characters (CR LF is one character) and the
    /// match runs on bytes.
    let isPlain: Bool

    init(_ text: Substring) {
        self.text = text
        isPlain = text.utf8.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "\r") }
        // In plain text every byte is a character, so the wildcards are found by byte.
        let isWildcardByte: (UInt8) -> Bool = { $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "?") }
        let isWildcard: (Character) -> Bool = { $0 == "*" || $0 == "?" }
        let first = isPlain ? text.utf8.firstIndex(where: isWildcardByte) : text.firstIndex(where: isWildcard)
        let last = isPlain ? text.utf8.lastIndex(where: isWildcardByte) : text.lastIndex(where: isWildcard)
        if let first, let last {
            isLiteral = false
            prefix = text[..<first]
            suffix = text[text.index(after: last)...]
        } else {
            isLiteral = true
            prefix = text
            suffix = text
        }
    }

    /// Whether `name` matches, adding the work to `steps`: at most about
    /// (pattern length + 1) × (name length + 1).
    func matches(_ name: GlobPath.Name, steps: inout Int) -> Bool {
        if isPlain, name.isPlain {
            let matched = text.utf8.withContiguousStorageIfAvailable { pattern in
                isLiteral
                    ? Self.equal(pattern, name.bytes, steps: &steps)
                    : Self.greedy(pattern, name.bytes, star: UInt8(ascii: "*"), any: UInt8(ascii: "?"), steps: &steps)
            }
            if let matched { return matched }
        }
        steps += text.utf8.count
        let pattern = Array(text)
        return isLiteral
            ? Self.equal(pattern, name.characters, steps: &steps)
            : Self.greedy(pattern, name.characters, star: "*", any: "?", steps: &steps)
    }

    private static func equal<P: Collection, N: Collection>(_ pattern: P, _ name: N, steps: inout Int) -> Bool
    where P.Element == N.Element, P.Element: Equatable {
        steps += 1 + name.count
        return pattern.elementsEqual(name)
    }

    /// `*` and `?` within one name, greedily, backtracking only to the last `*` seen: an
    /// earlier `*` never needs to take more, since whatever the later `*` skips it could
    /// skip as well. A `*` in the pattern is always a wildcard, also where the name holds a
    /// `*`.
    private static func greedy<P: RandomAccessCollection, N: RandomAccessCollection>(
        _ pattern: P, _ name: N, star wildcard: P.Element, any: P.Element, steps: inout Int
    ) -> Bool where P.Element == N.Element, P.Element: Equatable, P.Index == Int, N.Index == Int {
        var p = pattern.startIndex
        var n = name.startIndex
        var star: Int?
        var resume = n
        while n < name.endIndex {
            steps += 1
            if p < pattern.endIndex, pattern[p] == wildcard {
                star = p
                resume = n
                p += 1
            } else if p < pattern.endIndex, pattern[p] == any || pattern[p] == name[n] {
                p += 1
                n += 1
            } else if let star {
                p = star + 1
                resume += 1
                n = resume
            } else {
                return false
            }
        }
        while p < pattern.endIndex, pattern[p] == wildcard {
            steps += 1
            p += 1
        }
        return p == pattern.endIndex
    }
}

/// A path split once into the names ``GlobPattern`` and ``GlobSet`` match against.
public struct GlobPath: Sendable {
    /// One non-empty segment of the path.
    struct Name: Sendable {
        let characters: [Character]
        let text: String
        let bytes: [UInt8]
        /// ASCII without a carriage return: its bytes are its characters.
        let isPlain: Bool
    }

    /// Each non-empty segment of the path.
    let names: [Name]
    /// The path's length in characters, the unit of the step bound.
    public let length: Int

    /// `relativePath`, segments joined by `/`; empty segments are skipped.
    public init(_ relativePath: String) {
        names = relativePath.split(separator: "/", omittingEmptySubsequences: true).map {
            let bytes = Array($0.utf8)
            return Name(
                characters: Array($0), text: String($0), bytes: bytes,
                isPlain: bytes.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "\r") })
        }
        length = relativePath.count
    }
}
