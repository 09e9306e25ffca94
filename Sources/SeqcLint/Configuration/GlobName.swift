/// One segment of a glob: text, `*` (any run of characters) and `?` (one character),
/// matched against one name of a path. Characters are Swift's (grapheme clusters, compared
/// by canonical equivalence), so `?` matches `é` however it is encoded.
///
/// Compiling keeps only the text and what the index needs: a configuration may hold
/// hundreds of thousands of patterns, of which a path tries a few, so a segment becomes
/// characters only when it is tried.
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

    init(_ text: Substring) {
        self.text = text
        let isWildcard: (Character) -> Bool = { $0 == "*" || $0 == "?" }
        if let first = text.firstIndex(where: isWildcard), let last = text.lastIndex(where: isWildcard) {
            isLiteral = false
            prefix = text[..<first]
            suffix = text[text.index(after: last)...]
        } else {
            isLiteral = true
            prefix = text
            suffix = text
        }
    }

    /// The segment as characters for matching, each run of `*` made one `*` (the same
    /// set of names); empty for a literal, which is compared as text.
    var characters: [Character] {
        guard !isLiteral else { return [] }
        var pattern: [Character] = []
        pattern.reserveCapacity(text.utf8.count)
        for character in text where !(character == "*" && pattern.last == "*") { pattern.append(character) }
        return pattern
    }

    /// Whether `name` matches, given ``characters`` as `pattern`, adding the work to
    /// `steps`: at most about (pattern length + 1) × (name length + 1). Greedy, with
    /// backtracking only to the last `*` seen: an earlier `*` never needs to take more,
    /// since whatever the later `*` skips it could skip as well. A `*` in the pattern is
    /// always a wildcard, also where the name holds a `*`.
    func matches(_ name: GlobPath.Name, pattern: [Character], steps: inout Int) -> Bool {
        let name = name.characters
        if isLiteral {
            steps += 1 + name.count
            return name.elementsEqual(text)
        }
        var p = 0
        var n = 0
        var star: Int?
        var resume = 0
        while n < name.count {
            steps += 1
            if p < pattern.count, pattern[p] == "*" {
                star = p
                resume = n
                p += 1
            } else if p < pattern.count, pattern[p] == "?" || pattern[p] == name[n] {
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
        while p < pattern.count, pattern[p] == "*" {
            steps += 1
            p += 1
        }
        return p == pattern.count
    }
}

/// A path split once into the names ``GlobPattern`` and ``GlobSet`` match against.
package struct GlobPath: Sendable {
    /// One non-empty segment of the path.
    struct Name: Sendable {
        let characters: [Character]
        let text: String
    }

    /// Each non-empty segment of the path.
    let names: [Name]
    /// The path's length in characters, the unit of the step bound.
    package let length: Int

    /// `relativePath`, segments joined by `/`; empty segments are skipped.
    package init(_ relativePath: String) {
        names = relativePath.split(separator: "/", omittingEmptySubsequences: true).map {
            Name(characters: Array($0), text: String($0))
        }
        length = relativePath.count
    }
}
