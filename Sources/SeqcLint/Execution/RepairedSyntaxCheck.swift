import SeqcCompiler

/// The rest of a file, checked as it reads once its YAML syntax errors are repaired by
/// their fix-its: a syntax error then hides nothing it need not. The repaired text lives
/// only in memory; what it shows is reported at its place in the file as written,
/// marked ``Diagnostic/afterRecovery``, without fix-its (those come once the syntax is
/// repaired, in the next `--fix` pass), each problem once. A problem on a line the
/// syntax repair edits is left to the next pass: it is most often the same mistake
/// seen again (one mistake, one diagnostic).
enum RepairedSyntaxCheck {
    /// What the repaired file shows that `reported` does not, in `result`'s positions;
    /// empty when the file has no syntax error, one without a fix-it, or the repair leaves
    /// one. `check` compiles and lints a file as the run does.
    static func diagnostics(
        of result: CompileResult, reported: [Diagnostic], check: (SourceFile) -> [Diagnostic]
    ) -> [Diagnostic] {
        let original = result.file
        let syntax = result.diagnostics.filter { $0.rule == .yamlSyntax && $0.severity == .error }
        guard let first = syntax.min(by: Diagnostic.presentationOrder), syntax.allSatisfy({ !$0.fixIts.isEmpty }) else {
            return []
        }
        let pass = FixApplier.apply(syntax, to: original, allowing: .unsafe)
        guard !pass.applied.isEmpty else { return [] }
        let repaired = SourceFile(path: original.path, bytes: pass.bytes)
        let found = check(repaired)
        guard !found.contains(where: { $0.rule == .yamlSyntax }) else { return [] }
        let map = RepairMap(pass.applied, original: original, repaired: repaired)
        let note = DiagnosticNote(
            file: original.path, range: first.range,
            message: "found after repairing the syntax error at \(first.range.start.line):\(first.range.start.column)")
        var seen = Set(reported.map { Seen(rule: $0.rule, start: $0.range.start, message: $0.message) })
        return found.compactMap { diagnostic in
            guard diagnostic.file == original.path else { return nil }
            var mapped = diagnostic
            mapped.range = map.original(diagnostic.range)
            mapped.notes =
                diagnostic.notes.map { note in
                    var moved = note
                    if note.file == original.path { moved.range = map.original(note.range) }
                    return moved
                } + [note]
            mapped.fixIts = []
            mapped.afterRecovery = true
            guard !map.editedLines.contains(mapped.range.start.line) else { return nil }
            guard seen.insert(Seen(rule: mapped.rule, start: mapped.range.start, message: mapped.message)).inserted else { return nil }
            return mapped
        }
    }

    /// What makes two reports of one problem the same.
    private struct Seen: Hashable {
        let rule: RuleID
        let start: SourcePosition
        let message: String
    }
}

/// Positions in a repaired file taken back to the file as written: text before, between
/// and after the edits is the same text, shifted; a position inside a replacement is
/// the start of the text it replaced.
struct RepairMap {
    /// Each edit as (start in the original, end in the original, length of its replacement), in order.
    private let edits: [(start: Int, end: Int, length: Int)]
    private let original: SourceFile
    private let repaired: SourceFile
    /// The lines of the original the edits touch.
    let editedLines: Set<Int>

    init(_ applied: [Diagnostic], original: SourceFile, repaired: SourceFile) {
        let crlf = FixApplier.usesCRLF(original.bytes)
        edits = applied.flatMap { FixApplier.resolve($0.fixIts, in: original, crlf: crlf) ?? [] }
            .map { ($0.range.lowerBound, $0.range.upperBound, $0.replacement.count) }
            .sorted { ($0.start, $0.end) < ($1.start, $1.end) }
        self.original = original
        self.repaired = repaired
        editedLines = Set(
            edits.flatMap { edit in
                original.position(ofByteOffset: edit.start).line...original.position(ofByteOffset: Swift.max(edit.start, edit.end - 1)).line
            })
    }

    func original(_ range: SourceRange) -> SourceRange {
        let start = original(range.start)
        return SourceRange(start: start, end: Swift.max(start, original(range.end)))
    }

    func original(_ position: SourcePosition) -> SourcePosition {
        guard let offset = repaired.byteOffset(of: position) else { return position }
        var shift = 0
        for edit in edits {
            let newStart = edit.start + shift
            if offset < newStart { break }
            if offset < newStart + edit.length { return original.position(ofByteOffset: edit.start) }
            shift += edit.length - (edit.end - edit.start)
        }
        return original.position(ofByteOffset: offset - shift)
    }
}
