/// An `exclude` pattern, matched like a `.gitignore` line: `*` and `?` stay within one
/// path segment, `**` spans any number of segments, a pattern without `/` matches a
/// name at any depth, and matching a directory excludes everything under it.
public struct GlobPattern: Hashable, Sendable {
    /// The pattern as written.
    public let text: String
    private let segments: [Substring]
    private let anchored: Bool

    /// A pattern from `.seqc.yml`; a leading `./` and a trailing `/` are ignored.
    public init(_ text: String) {
        self.text = text
        var body = Substring(text)
        while body.hasPrefix("./") { body = body.dropFirst(2) }
        while body.hasSuffix("/") { body = body.dropLast() }
        anchored = body.contains("/")
        segments = body.split(separator: "/", omittingEmptySubsequences: true)
    }

    /// Whether `relativePath` (segments joined by `/`) or one of its parent directories matches.
    public func matches(_ relativePath: String) -> Bool {
        let path = relativePath.split(separator: "/", omittingEmptySubsequences: true)
        guard !segments.isEmpty, !path.isEmpty else { return false }
        if !anchored { return path.contains { Self.matchSegment(Array(segments[0]), Array($0)) } }
        return (1...path.count).contains { Self.match(segments[...], path[..<$0]) }
    }

    private static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        guard let head = pattern.first else { return path.isEmpty }
        if head == "**" {
            return (path.startIndex...path.endIndex).contains { match(pattern.dropFirst(), path[$0...]) }
        }
        guard let segment = path.first, matchSegment(Array(head), Array(segment)) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    /// `*` and `?` within one segment, by backtracking over the last `*`.
    private static func matchSegment(_ pattern: [Character], _ name: [Character]) -> Bool {
        var p = 0, n = 0
        var star: Int?, resume = 0
        while n < name.count {
            if p < pattern.count, pattern[p] == "?" || pattern[p] == name[n] {
                p += 1
                n += 1
            } else if p < pattern.count, pattern[p] == "*" {
                star = p
                resume = n
                p += 1
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
