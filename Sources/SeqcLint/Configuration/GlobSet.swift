/// A configuration's `exclude` patterns, compiled once, answering which pattern (the
/// first in the file) excludes a path.
///
/// Trying every pattern on every path would cost the whole configuration per routine. So
/// each pattern is filed under one key that any path it matches must show: a literal
/// segment (a name on the path), or the text a wildcard segment starts or ends with (the
/// start or end of a name on the path); a pattern with several keys goes under the one
/// the fewest patterns are under. A path then looks up its own names and tries only the patterns found, plus the
/// few with no key at all (`*`, `**/?`): a configuration of 240,000 patterns costs a path
/// a few dozen hash look-ups. A pattern written twice (after the ignored `./` and trailing
/// `/`) is tried once.
package struct GlobSet: Sendable {
    /// The patterns, in the order written.
    package let patterns: [GlobPattern]
    /// The patterns filed under each key, as a chain through `next`.
    private var byName: [String: Bucket] = [:]
    private var byPrefix: [String: Bucket] = [:]
    private var bySuffix: [String: Bucket] = [:]
    /// For each pattern filed, the next one under the same key; -1 ends a chain.
    private var next: [Int]
    /// The lengths, in characters, of the keys in `byPrefix` and `bySuffix`, so a name
    /// is cut only where a key may be.
    private var prefixLengths: [Int] = []
    private var suffixLengths: [Int] = []
    /// Patterns with no key, in order.
    private var unkeyed: [Int] = []

    private struct Bucket {
        var first: Int
        var count: Int
    }

    private enum Key {
        case name(Substring)
        case prefix(Substring)
        case suffix(Substring)
    }

    package init(_ patterns: [GlobPattern]) {
        self.patterns = patterns
        next = Array(repeating: -1, count: patterns.count)
        var seen = Set<ByteKey>(minimumCapacity: patterns.count)
        // A pattern with one key is filed under it at once; one with several waits, and is
        // then filed under the key fewest patterns are filed under.
        var choosing: [Int] = []
        for (index, pattern) in patterns.enumerated() where seen.insert(ByteKey(pattern.body)).inserted {
            var keys = 0
            var only: Key?
            Self.forEachKey(of: pattern) { key in
                keys += 1
                only = key
            }
            switch (keys, only) {
            case (0, _), (_, nil): unkeyed.append(index)
            case (1, let key?): file(index, under: key)
            default: choosing.append(index)
            }
        }
        for index in choosing {
            var best: (key: Key, count: Int)?
            Self.forEachKey(of: patterns[index]) { key in
                let count = bucket(key)?.count ?? 0
                if best.map({ count < $0.count }) ?? true { best = (key, count) }
            }
            if let best { file(index, under: best.key) }
        }
        prefixLengths = Set(byPrefix.keys.map(\.count)).sorted()
        suffixLengths = Set(bySuffix.keys.map(\.count)).sorted()
    }

    private func bucket(_ key: Key) -> Bucket? {
        switch key {
        case .name(let text): byName[String(text)]
        case .prefix(let text): byPrefix[String(text)]
        case .suffix(let text): bySuffix[String(text)]
        }
    }

    private mutating func file(_ index: Int, under key: Key) {
        func push(_ bucket: inout Bucket?) {
            next[index] = bucket?.first ?? -1
            bucket = Bucket(first: index, count: (bucket?.count ?? 0) + 1)
        }
        switch key {
        case .name(let text): push(&byName[String(text)])
        case .prefix(let text): push(&byPrefix[String(text)])
        case .suffix(let text): push(&bySuffix[String(text)])
        }
    }

    /// The first pattern that excludes `relativePath` (or one of its parent directories); nil when none does.
    package func firstMatch(_ relativePath: String) -> GlobPattern? {
        var steps = 0
        return firstMatch(relativePath, steps: &steps)
    }

    /// ``firstMatch(_:)``, adding to `steps` one for each look-up and each pattern found
    /// and tried, and the steps of each match.
    package func firstMatch(_ relativePath: String, steps: inout Int) -> GlobPattern? {
        guard !patterns.isEmpty else { return nil }
        let path = GlobPath(relativePath)
        var candidates = Set(unkeyed)
        func add(_ found: Bucket?) {
            steps += 1
            var index = found?.first ?? -1
            while index >= 0 {
                steps += 1
                candidates.insert(index)
                index = next[index]
            }
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

/// Text compared and hashed as its UTF-8 bytes, for telling repeated patterns apart while
/// compiling: cheaper than a string's hash, which goes by canonical equivalence. Two
/// spellings of one pattern are then both kept, which costs a second try, nothing more.
private struct ByteKey: Hashable {
    let text: Substring

    init(_ text: Substring) { self.text = text }

    static func == (lhs: ByteKey, rhs: ByteKey) -> Bool { lhs.text.utf8.elementsEqual(rhs.text.utf8) }

    func hash(into hasher: inout Hasher) {
        let hashed: Void? = text.utf8.withContiguousStorageIfAvailable { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        if hashed == nil {
            for byte in text.utf8 { hasher.combine(byte) }
        }
        hasher.combine(text.utf8.count)
    }
}
