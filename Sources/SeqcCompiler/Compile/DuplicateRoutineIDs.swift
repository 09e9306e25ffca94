/// Two routines with the same id in one run would write the same output file and
/// collide in the app. The first one keeps its id; each later one is an error.
public enum DuplicateRoutineIDs {
    public static func check(_ results: [CompileResult]) -> [Diagnostic] {
        var first: [String: CompileResult] = [:]
        var diagnostics: [Diagnostic] = []
        for result in results {
            guard let slug = result.slug else { continue }
            guard let original = first[slug] else {
                first[slug] = result
                continue
            }
            let origin = original.slugRange.map { _ in "its id is set here" } ?? "its id comes from its file name"
            diagnostics.append(
                Diagnostic(
                    file: result.file.path, range: result.slugRange ?? SourceRange(at: .start), severity: .error,
                    rule: .duplicateRoutineID,
                    message: "routine id '\(slug)' is already used by \(original.file.path)",
                    help: "give one of them a different 'id:'",
                    notes: [
                        DiagnosticNote(
                            file: original.file.path, range: original.slugRange ?? SourceRange(at: .start),
                            message: "'\(slug)' is first used here; \(origin)")
                    ]
                ))
        }
        return diagnostics
    }
}
