/// Two routines with the same id in one run would write the same output file and
/// collide in the app. The first one keeps its id; each later one is an error.
///
/// The check sees the routines one at a time, in the run's order, and keeps only what a
/// later report needs from each: its id, where the id is set, and as much of that line
/// as a note's snippet shows. A run of any size never holds every routine for it.
public struct DuplicateRoutineIDs: Sendable {
    /// Where a routine's id is set, and whether a note's snippet can show its line.
    private struct Origin: Sendable {
        let range: SourceRange?
        let showsLine: Bool
    }

    /// The first routine with each id: the id, the routine's path and the text of the line
    /// the id is on (line 1 when it comes from the file name) as far as a snippet shows it,
    /// found by id (and by path once a note needs it). About a hundred bytes a routine.
    private var firsts = ByteRecordTable<Origin>()
    private static let idField = 0
    private static let pathField = 1
    private static let lineField = 2

    public init() {}

    /// Every duplicate among `results`, in their order.
    public static func check(_ results: [CompileResult]) -> [Diagnostic] {
        var check = DuplicateRoutineIDs()
        return results.flatMap { check.check($0) }
    }

    /// The error for `result` when a routine seen before has its id; otherwise `result`'s
    /// id is remembered. A routine that did not compile has no id to collide.
    public mutating func check(_ result: CompileResult) -> [Diagnostic] {
        guard result.succeeded, let slug = result.slug else { return [] }
        guard let original = firsts.first(withField: Self.idField, equalTo: slug.utf8) else {
            let line = Self.shownBytes(of: result)
            firsts.append(
                slug.utf8, result.file.path.utf8, line ?? [],
                value: Origin(range: result.slugRange, showsLine: line != nil))
            return []
        }
        let originalPath = String(decoding: firsts.field(Self.pathField, of: original), as: UTF8.self)
        let originalRange = firsts.value(of: original).range
        let origin = originalRange.map { _ in "its id is set here" } ?? "its id comes from its file name"
        return [
            Diagnostic(
                file: result.file.path, range: result.slugRange ?? SourceRange(at: .start), severity: .error,
                rule: .duplicateRoutineID,
                message: "routine id '\(slug)' is already used by \(originalPath)",
                help: "give one of them a different 'id:'",
                notes: [
                    DiagnosticNote(
                        file: originalPath, range: originalRange ?? SourceRange(at: .start),
                        message: "'\(slug)' is first used here; \(origin)")
                ]
            )
        ]
    }

    /// What a note points into in `path`, a routine seen before: the line of its id, at
    /// its line number.
    public mutating func source(of path: String) -> SourceFile? {
        guard let record = firsts.first(withField: Self.pathField, equalTo: path.utf8) else { return nil }
        let origin = firsts.value(of: record)
        guard origin.showsLine else { return nil }
        let line = Self.shownPart(of: firsts.field(Self.lineField, of: record), column: origin.range?.start.column ?? 1)
        return SourceFile(path: path, text: "").keepingOnly(line: origin.range?.start.line ?? 1, text: line)
    }

    /// How far into its line an id may start and still be shown in a note's snippet.
    static let farthestShownColumn = 1024

    /// How many scalars of the id's line a note's snippet can show: one past the widest
    /// excerpt around the id (a longer line shows the same excerpt, and the same mark that
    /// it goes on), so what is kept per routine stays small whatever its lines.
    private static func shownScalars(column: Int) -> Int { column + SnippetLine.maxWidth + 2 }

    /// The bytes of the id's line that hold the scalars a note's snippet shows of it, as
    /// the file has them: every routine's are kept, and decoded only for a note
    /// (``shownPart(of:column:)``). The line is cut before the lead byte of a scalar past
    /// ``shownScalars(column:)``: UTF-8 decodes each side of a byte that is no
    /// continuation byte on its own, so the cut bytes decode to the line's first scalars.
    /// Nil for an id past ``farthestShownColumn``: its note shows no snippet.
    private static func shownBytes(of result: CompileResult) -> ArraySlice<UInt8>? {
        let column = result.slugRange?.start.column ?? 1
        guard column <= farthestShownColumn else { return nil }
        guard let line = result.file.lineBytesWithoutIndexing(result.slugRange?.start.line ?? 1) else { return [] }
        var starts = 0
        let kept = shownScalars(column: column)
        for index in line.indices where line[index] & 0xC0 != 0x80 {
            starts += 1
            if starts > kept { return line[line.startIndex..<index] }
        }
        return line
    }

    /// The part of the id's line a note's snippet shows, from the bytes
    /// ``shownBytes(of:)`` kept of it: the line's first ``shownScalars(column:)`` scalars
    /// (invalid UTF-8 as U+FFFD).
    private static func shownPart(of bytes: ArraySlice<UInt8>, column: Int) -> String {
        let line = String(decoding: bytes, as: UTF8.self)
        return String(String.UnicodeScalarView(line.unicodeScalars.prefix(shownScalars(column: column))))
    }
}
