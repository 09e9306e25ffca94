import SeqcCompiler
import SeqcModel

/// Where a picture's timeline comes from: a routine file, compiled as `build` compiles
/// it, or runtime JSON, read as strictly as `decompile` reads it. A file named `.json`
/// is runtime JSON; every other name is a routine.
public enum TimelineSource {
    /// What reading one input gave: its timeline, or the diagnostics that refused it.
    public struct Result: Sendable {
        /// The timeline; nil when the input has errors.
        public let timeline: Timeline?
        /// Every problem found (warnings too, for a routine that compiled).
        public let diagnostics: [Diagnostic]

        public init(timeline: Timeline?, diagnostics: [Diagnostic]) {
            self.timeline = timeline
            self.diagnostics = diagnostics
        }
    }

    /// The timeline of `file`.
    public static func timeline(of file: SourceFile) -> Result {
        file.path.lowercased().hasSuffix(".json") ? runtimeJSON(file) : routine(file)
    }

    /// The timeline of a compiled routine, with its `repeat` rounds.
    public static func timeline(of result: CompileResult) -> Timeline? {
        result.sequence.map { Timeline(sequence: $0, cardSyntax: result.syntax?.cards) }
    }

    private static func routine(_ file: SourceFile) -> Result {
        let result = Compiler().compile(file)
        return Result(timeline: timeline(of: result), diagnostics: result.diagnostics)
    }

    private static func runtimeJSON(_ file: SourceFile) -> Result {
        switch RuntimeJSONReading.read(file) {
        case .success(let document): Result(timeline: Timeline(sequence: document.sequence), diagnostics: [])
        case .failure(let problem): Result(timeline: nil, diagnostics: [problem])
        }
    }
}
