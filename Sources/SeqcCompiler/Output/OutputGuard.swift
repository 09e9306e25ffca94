/// Checks on an output path made before any work is done, so a mistyped command line
/// fails at once as bad usage (exit 2).
public enum OutputGuard {
    /// Refuses an output that names one of `inputs` (by identity, whatever the spelling)
    /// or, unless `routineSource` is allowed, a `*.routine.yaml` or `*.routine.yml` file,
    /// by its name or by where its symbolic links lead: a link named `out.json` that
    /// points at a routine would otherwise have the routine replaced.
    public static func check(_ path: String, inputs: [String], routineSource: Bool = false) throws(OutputFailure) {
        guard path != "-" else { return }
        if !routineSource {
            if OutputPath.isRoutineSource(path) { throw .wouldReplaceRoutineSource(path) }
            if case .file(let resolved, _)? = try? OutputTarget.resolve(path), OutputPath.isRoutineSource(resolved) {
                throw .wouldReplaceRoutineSource(path)
            }
        }
        guard let key = FileKey(path: path) else { return }
        if let input = inputs.first(where: { $0 != "-" && FileKey(path: $0) == key }) { throw .wouldReplaceInput(input) }
    }
}
