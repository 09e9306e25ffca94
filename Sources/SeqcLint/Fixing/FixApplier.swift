import SeqcCompiler

/// Applies diagnostics' fix-its to a file's bytes, one whole fix per diagnostic, without
/// ever overlapping two fixes. What is not applied is left for the next pass.
public enum FixApplier {
    /// One fix-it as bytes: replace `range` of the file with `replacement`.
    struct Edit {
        let range: Range<Int>
        let replacement: [UInt8]
    }

    /// What one pass did: the new bytes and the diagnostics whose fixes it applied.
    public struct Pass: Sendable {
        public let bytes: [UInt8]
        public let applied: [Diagnostic]
    }

    /// Applies, in presentation order, the fix of every diagnostic of `source` whose
    /// safety is at most `allowing`: all of a diagnostic's edits or none. A fix that
    /// overlaps or touches one already taken, or names a place the file does not have,
    /// is skipped (the next pass lints again and may offer it anew). Every byte outside
    /// the edited ranges is kept; a replacement's line breaks follow the file's (CR LF
    /// when its first line break is CR LF).
    public static func apply(_ diagnostics: [Diagnostic], to source: SourceFile, allowing: FixSafety) -> Pass {
        let crlf = usesCRLF(source.bytes)
        var taken: [Edit] = []
        var applied: [Diagnostic] = []
        for diagnostic in diagnostics.sortedForPresentation() {
            guard diagnostic.file == source.path, let safety = diagnostic.fixSafety, safety <= allowing,
                let edits = resolve(diagnostic.fixIts, in: source, crlf: crlf),
                !edits.contains(where: { edit in taken.contains { conflict(edit, $0) } })
            else { continue }
            taken += edits
            applied.append(diagnostic)
        }
        return Pass(bytes: splice(taken, into: source.bytes), applied: applied)
    }

    /// The edits of one fix as byte ranges; nil when one names no place in the file or
    /// two of them conflict (a fix-it the reader got wrong is dropped, never applied).
    static func resolve(_ fixIts: [FixIt], in source: SourceFile, crlf: Bool) -> [Edit]? {
        var edits: [Edit] = []
        for fixIt in fixIts {
            guard let start = source.byteOffset(of: fixIt.range.start), let end = source.byteOffset(of: fixIt.range.end),
                start <= end
            else { return nil }
            let edit = Edit(range: start..<end, replacement: lineBreaks(Array(fixIt.replacement.utf8), crlf: crlf))
            if edits.contains(where: { strictlyOverlap(edit, $0) }) { return nil }
            edits.append(edit)
        }
        return edits
    }

    /// Edits from different fixes conflict when they overlap or touch: the order of two
    /// insertions at one place, or of an insertion at the edge of a replacement, is not
    /// defined, so the later fix waits for the next pass.
    static func conflict(_ lhs: Edit, _ rhs: Edit) -> Bool {
        lhs.range.lowerBound <= rhs.range.upperBound && rhs.range.lowerBound <= lhs.range.upperBound
    }

    /// Edits of one fix may touch (insert at both ends of a value) but not overlap.
    private static func strictlyOverlap(_ lhs: Edit, _ rhs: Edit) -> Bool {
        if lhs.range.isEmpty && rhs.range.isEmpty { return lhs.range.lowerBound == rhs.range.lowerBound }
        return lhs.range.lowerBound < rhs.range.upperBound && rhs.range.lowerBound < lhs.range.upperBound
    }

    /// `bytes` with every edit made; the edits do not overlap.
    static func splice(_ edits: [Edit], into bytes: [UInt8]) -> [UInt8] {
        guard !edits.isEmpty else { return bytes }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var cursor = 0
        for edit in edits.sorted(by: { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }) {
            result += bytes[cursor..<edit.range.lowerBound]
            result += edit.replacement
            cursor = edit.range.upperBound
        }
        result += bytes[cursor...]
        return result
    }

    /// Whether the file's first line break is CR LF.
    static func usesCRLF(_ bytes: [UInt8]) -> Bool {
        guard let index = bytes.firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) else { return false }
        return bytes[index] == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A
    }

    /// A replacement's bare LFs as CR LF in a CR LF file.
    private static func lineBreaks(_ text: [UInt8], crlf: Bool) -> [UInt8] {
        guard crlf, text.contains(0x0A) else { return text }
        var result: [UInt8] = []
        for (index, byte) in text.enumerated() {
            if byte == 0x0A, index == 0 || text[index - 1] != 0x0D { result.append(0x0D) }
            result.append(byte)
        }
        return result
    }
}
