/// An `exclude` pattern, matched like a `.gitignore` line: `*` and `?` stay within one
/// path segment, `**` spans any number of segments, a pattern without `/` matches a
/// name at any depth, and matching a directory excludes everything under it.
///
/// The pattern is compiled once, when it is made; matching one path takes steps linear in
/// the pattern's length times the path's (``matches(_:steps:)`` counts them), whatever
/// mix of `**`, `*` and `?` the pattern holds.
public struct GlobPattern: Hashable, Sendable {
    /// The pattern as written.
    public let text: String
    /// Whether the pattern holds a `/` (after the ignored leading `./` and trailing `/`):
    /// then it is matched from the base directory, else against each name on the path.
    let anchored: Bool
    /// The compiled segments; for a pattern without `/`, exactly one name. Runs of `**`
    /// are one segment, since `**/**` spans what `**` does.
    let segments: [GlobSegment]
    /// The pattern without the ignored leading `./` and trailing `/`: two patterns with the
    /// same body match the same paths.
    let body: Substring
    /// The pattern's length in characters, the unit of the step bound.
    public var length: Int { text.count }

    /// A pattern from `.seqc.yml`; a leading `./` and a trailing `/` are ignored.
    public init(_ text: String) {
        self.text = text
        var body = Substring(text)
        while body.hasPrefix("./") { body = body.dropFirst(2) }
        while body.hasSuffix("/") { body = body.dropLast() }
        self.body = body
        anchored = body.contains("/")
        let parts = body.split(separator: "/", omittingEmptySubsequences: true)
        guard anchored else {
            segments = parts.map { .name(GlobName($0)) }
            return
        }
        var compiled: [GlobSegment] = []
        for part in parts {
            if part == "**" {
                if case .anyPath = compiled.last { continue }
                compiled.append(.anyPath)
            } else {
                compiled.append(.name(GlobName(part)))
            }
        }
        segments = compiled
    }

    public static func == (lhs: GlobPattern, rhs: GlobPattern) -> Bool { lhs.text == rhs.text }
    public func hash(into hasher: inout Hasher) { hasher.combine(text) }

    /// Whether `relativePath` (segments joined by `/`) or one of its parent directories matches.
    public func matches(_ relativePath: String) -> Bool {
        var steps = 0
        return matches(GlobPath(relativePath), steps: &steps)
    }

    /// Whether `path` or one of its parent directories matches, adding the work done to
    /// `steps`: at most a small constant times (``length`` + 1) × (`path.length` + 1).
    ///
    /// A pattern with `/` runs as a set of states over its segments (an NFA), one path
    /// segment at a time: each (pattern segment, path segment) pair is tried at most once,
    /// so `**` never backtracks.
    public func matches(_ path: GlobPath, steps: inout Int) -> Bool {
        guard !segments.isEmpty, !path.names.isEmpty else { return false }
        guard anchored else {
            guard case .name(let name) = segments[0] else { return false }
            return path.names.contains { name.matches($0, steps: &steps) }
        }
        let count = segments.count
        // active[i]: the path so far matches the first i segments. Index `count` accepts.
        var active = [Bool](repeating: false, count: count + 1)
        var next = active
        active[0] = true
        close(&active, steps: &steps)
        for name in path.names {
            for index in next.indices { next[index] = false }
            var any = false
            for index in 0..<count where active[index] {
                steps += 1
                switch segments[index] {
                case .anyPath:
                    next[index] = true
                    any = true
                case .name(let segment):
                    if segment.matches(name, steps: &steps) {
                        next[index + 1] = true
                        any = true
                    }
                }
            }
            guard any else { return false }
            close(&next, steps: &steps)
            // Matching a directory excludes everything under it: any matched prefix will do.
            if next[count] { return true }
            swap(&active, &next)
        }
        return false
    }

    /// Adds the states reached by letting each active `**` span no segment.
    private func close(_ states: inout [Bool], steps: inout Int) {
        for index in segments.indices where states[index] {
            steps += 1
            if case .anyPath = segments[index] { states[index + 1] = true }
        }
    }
}

/// One compiled segment of a ``GlobPattern``.
enum GlobSegment: Sendable {
    /// `**`: any number of path segments, none included.
    case anyPath
    /// A name pattern: text, `*` and `?`, matched against one path segment.
    case name(GlobName)
}
