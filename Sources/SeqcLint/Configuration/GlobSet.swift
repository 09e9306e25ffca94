/// A configuration's `exclude` patterns, compiled once, answering which pattern (the
/// first in the file) excludes a path.
///
/// Trying every pattern on every path would cost the whole configuration per routine. So
/// each pattern is filed under one key that any path it matches must show: a literal
/// segment (a name on the path), or the text a wildcard segment starts or ends with (the
/// start or end of a name on the path). A path then looks up its own names and tries
/// only the patterns found, plus the few with no key at all (`*`, `**/?`): a configuration
/// of 240,000 patterns costs a path a few dozen hash look-ups. Patterns written twice
/// (after the ignored `./` and trailing `/`) are tried once.
package struct GlobSet: Sendable {
    /// The patterns, in the order written.
    package let patterns: [GlobPattern]
    private var byName: [String: [Int]] = [:]
    private var byPrefix: [String: [Int]] = [:]
    private var bySuffix: [String: [Int]] = [:]
    /// The lengths of the keys in `byPrefix` and `bySuffix`, so a name is cut only where a key may be.
    private var prefixLengths: [Int] = []
    private var suffixLengths: [Int] = []
    /// Patterns with no key, in order.
    private var unkeyed: [Int] = []

    private enum Key: Hashable {
        case name(String)
        case prefix(String)
        case suffix(String)
    }

    package init(_ patterns: [GlobPattern]) {
        self.patterns = patterns
        var seen = Set<String>()
        var choices: [(index: Int, keys: [Key])] = []
        var frequency: [Key: Int] = [:]
        for (index, pattern) in patterns.enumerated() {
            guard seen.insert(Self.canonicalForm(pattern)).inserted else { continue }
            let keys = Self.keys(pattern)
            for key in Set(keys) { frequency[key, default: 0] += 1 }
            choices.append((index, keys))
        }
        var prefixLengths = Set<Int>()
        var suffixLengths = Set<Int>()
        for (index, keys) in choices {
            // The rarest key, so that a path common to many patterns' keys brings few of them.
            guard let key = keys.min(by: { frequency[$0, default: 0] < frequency[$1, default: 0] }) else {
                unkeyed.append(index)
                continue
            }
            switch key {
            case .name(let text): byName[text, default: []].append(index)
            case .prefix(let text):
                byPrefix[text, default: []].append(index)
                prefixLengths.insert(text.count)
            case .suffix(let text):
                bySuffix[text, default: []].append(index)
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
            add(byName[String(name)])
            for length in prefixLengths {
                guard length <= name.count else { break }
                add(byPrefix[String(name[..<length])])
            }
            for length in suffixLengths {
                guard length <= name.count else { break }
                add(bySuffix[String(name[(name.count - length)...])])
            }
        }
        steps += candidates.count
        for index in candidates.sorted() where patterns[index].matches(path, steps: &steps) {
            return patterns[index]
        }
        return nil
    }

    /// What tells two patterns apart once `./` and a trailing `/` are dropped.
    private static func canonicalForm(_ pattern: GlobPattern) -> String {
        let names = pattern.segments.map { segment -> String in
            switch segment {
            case .anyPath: return "**"
            case .name(let name): return String(name.pattern)
            }
        }
        return (pattern.anchored ? "/" : "") + names.joined(separator: "/")
    }

    /// The keys `pattern` could be filed under; none when no segment has literal text.
    private static func keys(_ pattern: GlobPattern) -> [Key] {
        pattern.segments.flatMap { segment -> [Key] in
            guard case .name(let name) = segment else { return [] }
            if let literal = name.literal { return [.name(literal)] }
            var keys: [Key] = []
            if !name.prefix.isEmpty { keys.append(.prefix(name.prefix)) }
            if !name.suffix.isEmpty { keys.append(.suffix(name.suffix)) }
            return keys
        }
    }
}
