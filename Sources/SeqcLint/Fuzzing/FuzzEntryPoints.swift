import SeqcCompiler

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The parsers of seqc's side files, from bytes, for the libFuzzer targets in `Fuzz/`.
/// That package is a package of its own, so `package` declarations do not reach it; these
/// are public only to importers that ask for `@_spi(Fuzzing)`, and call the parsers the
/// command line uses, unchanged.
@_spi(Fuzzing) public enum FuzzEntryPoints {
    /// A `.seqc.yml` read from `bytes` as `seqc lint` reads one: its patterns, and the
    /// problems with their positions.
    public static func configuration(_ bytes: [UInt8], path: String) -> (exclude: [GlobPattern], diagnostics: [Diagnostic]) {
        var reader = ConfigurationReader(file: SourceFile(path: path, bytes: bytes), baseDirectory: "/", rules: .standard)
        let (configuration, diagnostics) = reader.read()
        return (configuration.exclude, diagnostics)
    }

    /// A baseline read from `bytes`: the file `--write-baseline` would write for it, or the
    /// problem with its line and column when known.
    public static func baseline(_ bytes: [UInt8]) -> Result<[UInt8], BaselineProblem> {
        do {
            let baseline = try Baseline.read(Data(bytes))
            do {
                return .success(Array(try baseline.jsonData()))
            } catch {
                return .failure(BaselineProblem(message: "could not be written: \(error)", line: nil, column: nil, unwritable: true))
            }
        } catch {
            return .failure(BaselineProblem(message: error.message, line: error.line, column: error.column, unwritable: false))
        }
    }

    /// Why a baseline was refused, as `seqc lint --baseline` would say it.
    public struct BaselineProblem: Error, Sendable {
        public let message: String
        public let line: Int?
        public let column: Int?
        /// The baseline was read but could not be written back: a fault, never a bad input.
        public let unwritable: Bool
    }

    /// The entries of a `--files-from` list held in `bytes`.
    public static func pathList(_ bytes: [UInt8]) -> [[UInt8]] {
        PathList.split(bytes).map(\.bytes)
    }

    /// Whether `pattern` excludes `path`, with the steps the match took and the two
    /// lengths the step bound is stated in.
    public static func glob(_ pattern: String, _ path: String) -> (matched: Bool, steps: Int, patternLength: Int, pathLength: Int) {
        let compiled = GlobPattern(pattern)
        let globPath = GlobPath(path)
        var steps = 0
        let matched = compiled.matches(globPath, steps: &steps)
        return (matched, steps, compiled.length, globPath.length)
    }

    /// The first of `patterns` that excludes `path`, as a configuration finds it.
    public static func firstExclusion(_ patterns: [GlobPattern], _ path: String) -> GlobPattern? {
        GlobSet(patterns).firstMatch(path)
    }
}
