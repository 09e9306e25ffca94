/// The glob matcher seqc had before patterns were compiled, the oracle of the `glob` fuzz
/// target and of the tests (Tests/SeqcLintTests/ReferenceGlob.swift links here): plain
/// recursion over segments,
/// trying every split for `**`. Exponential in the number of `**`, so only small inputs are
/// compared with it; its answers define the semantics the compiled matcher keeps. One fault
/// is mended here as there: a `*` in the pattern was taken as a literal where the name has
/// a `*`, so `*` did not match a name `**` (found by the `glob` fuzz target).
enum ReferenceGlob {
    static func matches(_ text: String, _ relativePath: String) -> Bool {
        var body = Substring(text)
        while body.hasPrefix("./") { body = body.dropFirst(2) }
        while body.hasSuffix("/") { body = body.dropLast() }
        let anchored = body.contains("/")
        let segments = body.split(separator: "/", omittingEmptySubsequences: true)
        let path = relativePath.split(separator: "/", omittingEmptySubsequences: true)
        guard !segments.isEmpty, !path.isEmpty else { return false }
        if !anchored { return path.contains { matchSegment(Array(segments[0]), Array($0)) } }
        return (1...path.count).contains { match(segments[...], path[..<$0]) }
    }

    /// How many `**` segments `text` has: the reference's cost grows as the path's
    /// segments to that power.
    static func anyPathCount(_ text: String) -> Int {
        text.split(separator: "/").filter { $0 == "**" }.count
    }

    private static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        guard let head = pattern.first else { return path.isEmpty }
        if head == "**" {
            return (path.startIndex...path.endIndex).contains { match(pattern.dropFirst(), path[$0...]) }
        }
        guard let segment = path.first, matchSegment(Array(head), Array(segment)) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    private static func matchSegment(_ pattern: [Character], _ name: [Character]) -> Bool {
        var p = 0
        var n = 0
        var star: Int?
        var resume = 0
        while n < name.count {
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
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
