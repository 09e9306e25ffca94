import SeqcCompiler

/// What a routine's comments and the prose around it say of the unit of its bare numbers
/// (``UnitStatement``). libyaml drops comments, so they are found in the source: a `#` at a
/// line's start or after a space or tab. Prose is what the Markdown fix would delete
/// around the routine (``MarkdownWrapping``): before, after or between fences, or with none.
/// A comment or a paragraph that names a unit of a minute or more only after a number
/// states a length, and one naming two units speaks of a mix: neither says anything.
enum UnitComments {
    /// Comments longer than this are prose, not a statement of a unit: the words of a long
    /// comment are never looked up.
    private static let maxCommentBytes = 400

    /// The unit the comments and prose of the routine's file state for its bare numbers, when they
    /// agree on one.
    static func statedUnit(in context: RoutineContext) -> Statement? {
        var found: Statement?
        let file = context.file
        // Prose around a routine is always reported as `yaml-syntax` by the compiler (it
        // cannot stay in a routine file): with no such report there is none to read.
        let prose = context.compileDiagnostics.contains { $0.rule == .yamlSyntax } ? MarkdownWrapping.prose(in: file.bytes) : []
        let texts = commentTexts(in: file).map { ($0, false) } + prose.map { ($0, true) }
        for (text, isProse) in texts {
            guard let unit = UnitStatement.unit(in: text, isProse: isProse) else { continue }
            if let found, found.unit != unit { return nil }
            found = found ?? Statement(unit: unit, inProse: isProse)
        }
        return found
    }

    /// A unit the routine's words state, and whether prose around it states it (else a comment).
    struct Statement {
        let unit: UnitStatement
        let inProse: Bool
    }

    /// The text of each comment of `file` that may name a unit.
    private static func commentTexts(in file: SourceFile) -> [String] {
        file.bytes.withUnsafeBufferPointer { buffer in
            var texts: [String] = []
            var from = 0
            while case let hash = ByteScan.firstIndex(of: UInt8(ascii: "#"), in: buffer, from: from), hash < buffer.count {
                from = hash + 1
                guard hash == 0 || [0x20, 0x09, 0x0A, 0x0D].contains(buffer[hash - 1]) else { continue }
                var end = from
                while end < buffer.count, buffer[end] != 0x0A, buffer[end] != 0x0D, end - from <= maxCommentBytes { end += 1 }
                guard end - from <= maxCommentBytes, mayNameUnit(buffer[from..<end]) else { continue }
                texts.append(String(decoding: UnsafeBufferPointer(rebasing: buffer[from..<end]), as: UTF8.self))
            }
            return texts
        }
    }

    /// Whether `bytes` hold `min`, `mn`, `sec`, `sek` or `seg` in any case, as every
    /// minute and second word of the vocabulary longer than `m` or `s` does: a cheap test
    /// on bytes, so a comment without one is never decoded.
    private static func mayNameUnit(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        var previous: UInt8 = 0
        var beforePrevious: UInt8 = 0
        for byte in bytes {
            let lower = byte | 0x20
            if previous == UInt8(ascii: "m"), lower == UInt8(ascii: "n") { return true }
            if beforePrevious == UInt8(ascii: "m"), previous == UInt8(ascii: "i"), lower == UInt8(ascii: "n") { return true }
            if beforePrevious == UInt8(ascii: "s"), previous == UInt8(ascii: "e"), "ckg".utf8.contains(lower) { return true }
            beforePrevious = previous
            previous = lower
        }
        return false
    }
}
