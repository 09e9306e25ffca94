/// A configuration's `exclude` patterns, compiled once, answering which pattern (the
/// first in the file) excludes a path.
///
/// Trying every pattern on every path would cost the whole configuration per routine. So
/// each pattern is filed under one key that any path it matches must show: a literal
/// segment (a name on the path), or the text a wildcard segment starts or ends with (the
/// start or end of a name on the path); of its keys, the one fewest patterns share. A
/// path then looks up its own names and tries only the patterns found, plus the
/// few with no key at all (`*`, `**/?`): a configuration of 240,000 patterns costs a path
/// a few dozen hash look-ups. A pattern written twice (after the ignored `./` and trailing
/// `/`) is tried once.
package struct GlobSet: Sendable {
    /// The patterns, in the order written.
    package let patterns: [GlobPattern]
    private var byName: [String: [Int]] = [:]
    private var byPrefix: [String: [Int]] = [:]
    private var bySuffix: [String: [Int]] = [:]
    /// The lengths, in characters, of the keys in `byPrefix` and `bySuffix`, so a name
    /// is cut only where a key may be.
    private var prefixLengths: [Int] = []
    private var suffixLengths: [Int] = []
    /// Patterns with no key, in order.
    private var unkeyed: [Int] = []

    private enum Key {
        case name(Substring)
        case prefix(Substring)
        case suffix(Substring)
    }

    package init(_ patterns: [GlobPattern]) {
        self.patterns = patterns
        var seen = Set<Substring>(minimumCapacity: patterns.count)
        var kept: [Int] = []
        kept.reserveCapacity(patterns.count)
        // How many patterns could be filed under each key, to file each under its rarest.
        var names: [Substring: Int] = [:]
        var prefixes: [Substring: Int] = [:]
        var suffixes: [Substring: Int] = [:]
        for (index, pattern) in patterns.enumerated() where seen.insert(pattern.body).inserted {
            kept.append(index)
            Self.forEachKey(of: pattern) { key in
                switch key {
                case .name(let text): names[text, default: 0] += 1
                case .prefix(let text): prefixes[text, default: 0] += 1
                case .suffix(let text): suffixes[text, default: 0] += 1
                }
            }
        }
        var prefixLengths = Set<Int>()
        var suffixLengths = Set<Int>()
        for index in kept {
            var best: (key: Key, count: Int)?
            Self.forEachKey(of: patterns[index]) { key in
                let count: Int
                switch key {
                case .name(let text): count = names[text, default: 0]
                case .prefix(let text): count = prefixes[text, default: 0]
                case .suffix(let text): count = suffixes[text, default: 0]
                }
                if best.map({ count < $0.count }) ?? true { best = (key, count) }
            }
            switch best?.key {
            case nil: unkeyed.append(index)
            case .name(let text): byName[String(text), default: []].append(index)
            case .prefix(let text):
                byPrefix[String(text), default: []].append(index)
                prefixLengths.insert(text.count)
            case .suffix(let text):
                bySuffix[String(text), default: []].append(index)
                suffixLengths.insert(text.count)
            }
        }
        self.prefixLengths = prefixLengths.sorted()
        self.suffixLengths = suffixLengths.sorted()
    }

    /// The first pattern that excludes `relativePath` (or one of its parent directories); nil when none does.
    package func firstMatch(_ relativePath: String) -> GlobPattern? {
        var steps = 0
        return firstMatch(relativePath, steps: &steps)
    }

    /// ``firstMatch(_:)``, adding to `steps` one for each look-up and each pattern tried,
    /// and the steps of each match.
    package func firstMatch(_ relativePath: String, steps: inout Int) -> GlobPattern? {
        guard !patterns.isEmpty else { return nil }
        let path = GlobPath(relativePath)
        var candidates = Set(unkeyed)
        func add(_ found: [Int]?) {
            steps += 1
            if let found { candidates.formUnion(found) }
        }
        for name in path.names {
            add(byName[name.text])
            let characters = name.characters
            for length in prefixLengths {
                guard length <= characters.count else { break }
                add(byPrefix[String(characters[..<length])])
            }
            for length in suffixLengths {
                guard length <= characters.count else { break }
                add(bySuffix[String(characters[(characters.count - length)...])])
            }
        }
        steps += candidates.count
        for index in candidates.sorted() where patterns[index].matches(path, steps: &steps) {
            return patterns[index]
        }
        return nil
    }

    /// Calls `body` with each key `pattern` could be filed under: each literal segment's
    /// name, each wildcard segment's start and end when not empty. None when no segment
    /// has literal text at either end.
    private static func forEachKey(of pattern: GlobPattern, _ body: (Key) -> Void) {
        for segment in pattern.segments {
            guard case .name(let name) = segment else { continue }
            if name.isLiteral {
                body(.name(name.text))
                continue
            }
            if !name.prefix.isEmpty { body(.prefix(name.prefix)) }
            if !name.suffix.isEmpty { body(.suffix(name.suffix)) }
        }
    }
}
