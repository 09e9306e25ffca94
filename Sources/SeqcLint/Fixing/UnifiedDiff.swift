/// A unified diff of two texts, as `diff -u` and `ruff --diff` print it: `--- a/PATH`,
/// `+++ b/PATH`, then `@@` hunks with three lines of context. Lines end at LF; a CR stays
/// part of its line, and a last line without a line break is marked
/// `\ No newline at end of file`. Works on bytes, so text that is not UTF-8 is kept.
public enum UnifiedDiff {
    /// The diff from `old` to `new`, headed with `path`; empty when they are equal.
    public static func render(path: String, old: [UInt8], new: [UInt8], context: Int = 3) -> [UInt8] {
        guard old != new else { return [] }
        let before = lines(old), after = lines(new)
        let script = editScript(before, after)
        var output: [UInt8] = Array("--- a/\(path)\n+++ b/\(path)\n".utf8)
        for hunk in hunks(script, context: context) {
            let oldLines = hunk.filter { $0.kind != .insert }
            let newLines = hunk.filter { $0.kind != .delete }
            let oldStart = oldLines.first.map { $0.old + 1 } ?? (hunk.first.map { $0.old } ?? 0)
            let newStart = newLines.first.map { $0.new + 1 } ?? (hunk.first.map { $0.new } ?? 0)
            output += Array("@@ -\(span(oldStart, oldLines.count)) +\(span(newStart, newLines.count)) @@\n".utf8)
            for step in hunk {
                let line: [UInt8]
                switch step.kind {
                case .equal:
                    output.append(UInt8(ascii: " "))
                    line = before[step.old]
                case .delete:
                    output.append(UInt8(ascii: "-"))
                    line = before[step.old]
                case .insert:
                    output.append(UInt8(ascii: "+"))
                    line = after[step.new]
                }
                output += line
                if line.last != 0x0A { output += Array("\n\\ No newline at end of file\n".utf8) }
            }
        }
        return output
    }

    /// `start,count` as GNU diff writes it: `,1` left out.
    private static func span(_ start: Int, _ count: Int) -> String {
        count == 1 ? "\(start)" : "\(start),\(count)"
    }

    /// The lines of `bytes`, each with its LF.
    static func lines(_ bytes: [UInt8]) -> [[UInt8]] {
        var result: [[UInt8]] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == 0x0A {
            result.append(Array(bytes[start...index]))
            start = index + 1
        }
        if start < bytes.count { result.append(Array(bytes[start...])) }
        return result
    }

    struct Step {
        enum Kind { case equal, delete, insert }
        let kind: Kind
        /// The 0-based line of the old text this step is at (for an insertion: the line before which it goes).
        let old: Int
        let new: Int
    }

    /// Groups the steps into hunks: each change with `context` equal lines around it,
    /// changes closer than twice that joined.
    static func hunks(_ script: [Step], context: Int) -> [[Step]] {
        let changed = script.indices.filter { script[$0].kind != .equal }
        guard let first = changed.first else { return [] }
        var ranges: [ClosedRange<Int>] = []
        var low = first, high = first
        for index in changed.dropFirst() {
            if index - high > 2 * context {
                ranges.append(low...high)
                low = index
            }
            high = index
        }
        ranges.append(low...high)
        return ranges.map { range in
            Array(script[Swift.max(0, range.lowerBound - context)...Swift.min(script.count - 1, range.upperBound + context)])
        }
    }

    /// A shortest edit script (Myers' O(ND) algorithm) from `a` to `b`, after the common
    /// head and tail are set aside. Past `maxCost` differences the middle is shown as
    /// deleted and inserted whole: still a correct diff, never a slow one.
    static func editScript(_ a: [[UInt8]], _ b: [[UInt8]], maxCost: Int = 500) -> [Step] {
        var head = 0
        while head < a.count, head < b.count, a[head] == b[head] { head += 1 }
        var tail = 0
        while tail < a.count - head, tail < b.count - head, a[a.count - 1 - tail] == b[b.count - 1 - tail] { tail += 1 }
        let middleA = Array(a[head..<(a.count - tail)]), middleB = Array(b[head..<(b.count - tail)])
        var steps = (0..<head).map { Step(kind: .equal, old: $0, new: $0) }
        let middle =
            myers(middleA, middleB, maxCost: maxCost)
            ?? (0..<middleA.count).map { Step(kind: .delete, old: $0, new: 0) }
            + (0..<middleB.count).map {
                Step(kind: .insert, old: middleA.count, new: $0)
            }
        steps += middle.map { Step(kind: $0.kind, old: $0.old + head, new: $0.new + head) }
        steps += (0..<tail).map { Step(kind: .equal, old: a.count - tail + $0, new: b.count - tail + $0) }
        return steps
    }

    private static func myers(_ a: [[UInt8]], _ b: [[UInt8]], maxCost: Int) -> [Step]? {
        let n = a.count, m = b.count
        let limit = Swift.min(n + m, maxCost)
        let offset = limit + 1
        var v = [Int](repeating: 0, count: 2 * limit + 3)
        var trace: [[Int]] = []
        var found = false
        for d in 0...limit {
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var x = (k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])) ? v[offset + k + 1] : v[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                v[offset + k] = x
                if x >= n && y >= m {
                    found = true
                    break
                }
            }
            if found { break }
        }
        guard found else { return nil }
        // Walk back through the saved frontiers.
        var steps: [Step] = []
        var x = n, y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let v = trace[d]
            let k = x - y
            let previousK = (k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])) ? k + 1 : k - 1
            let previousX = d == 0 ? 0 : v[offset + previousK]
            let previousY = previousX - previousK
            while x > previousX && y > previousY {
                x -= 1
                y -= 1
                steps.append(Step(kind: .equal, old: x, new: y))
            }
            if d > 0 {
                if x == previousX {
                    y -= 1
                    steps.append(Step(kind: .insert, old: x, new: y))
                } else {
                    x -= 1
                    steps.append(Step(kind: .delete, old: x, new: y))
                }
            }
        }
        return steps.reversed()
    }
}
