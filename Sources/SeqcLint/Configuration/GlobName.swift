/// One segment of a glob: text, `*` (any run of characters) and `?` (one character),
/// matched against one name of a path. Characters are Swift's (grapheme clusters, compared
/// by canonical equivalence), so `?` matches `é` however it is encoded.
struct GlobName: Sendable {
    /// The segment, with each run of `*` made one `*` (the same set of names).
    let pattern: [Character]
    /// The segment as text when it has no `*` or `?`: it then matches only that name.
    let literal: String?
    /// The text before the first wildcard, and after the last one (both empty for `*`):
    /// a name the segment matches starts and ends with them, which ``GlobSet`` uses to
    /// index patterns.
    let prefix: String
    let suffix: String

    init(_ characters: [Character]) {
        var pattern: [Character] = []
        pattern.reserveCapacity(characters.count)
        for character in characters where !(character == "*" && pattern.last == "*") { pattern.append(character) }
        self.pattern = pattern
        let isWildcard: (Character) -> Bool = { $0 == "*" || $0 == "?" }
        if let first = pattern.firstIndex(where: isWildcard), let last = pattern.lastIndex(where: isWildcard) {
            literal = nil
            prefix = String(pattern[..<first])
            suffix = String(pattern[(last + 1)...])
        } else {
            literal = String(pattern)
            prefix = literal ?? ""
            suffix = literal ?? ""
        }
    }

    /// Whether `name` matches, adding the work to `steps`: at most about
    /// (pattern length + 1) × (name length + 1). Greedy, with backtracking only to the
    /// last `*` seen: an earlier `*` never needs to take more, since whatever the later
    /// `*` skips it could skip as well.
    func matches(_ name: [Character], steps: inout Int) -> Bool {
        if literal != nil {
            steps += 1
            guard name.count == pattern.count else { return false }
            steps += name.count
            return name == pattern
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
    /// Each non-empty segment of the path, as characters.
    let names: [[Character]]
    /// The path's length in characters, the unit of the step bound.
    package let length: Int

    /// `relativePath`, segments joined by `/`; empty segments are skipped.
    package init(_ relativePath: String) {
        names = relativePath.split(separator: "/", omittingEmptySubsequences: true).map { Array($0) }
        length = relativePath.count
    }
}
