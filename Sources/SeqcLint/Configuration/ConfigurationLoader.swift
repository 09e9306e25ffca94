import Foundation
import SeqcCompiler

/// Finds and reads the configuration for a run: `--config FILE`, else the nearest
/// `.seqc.yml` from the working directory upward, else the defaults.
public enum ConfigurationLoader {
    /// The configuration file's name.
    public static let fileName = ".seqc.yml"

    /// A configuration with the problems found reading it.
    public struct Loaded: Sendable {
        public let configuration: LintConfiguration
        /// Problems in the configuration file; any error makes the run a misuse (exit 2).
        public let diagnostics: [Diagnostic]
        /// The file read, for rendering snippets; nil for the defaults.
        public let source: SourceFile?
    }

    /// The configuration for a run in `workingDirectory`: `explicitPath` (`--config`) if
    /// given, else the nearest `.seqc.yml` upward, else the defaults. Never throws: a missing
    /// or bad file comes back as diagnostics.
    public static func load(explicitPath: String?, workingDirectory: String, rules: RuleRegistry = .standard) -> Loaded {
        let located: (shown: String, absolute: String)
        if let explicitPath {
            located = (explicitPath, explicitPath.hasPrefix("/") ? explicitPath : workingDirectory + "/" + explicitPath)
        } else if let found = nearest(from: workingDirectory) {
            located = found
        } else {
            return Loaded(configuration: LintConfiguration(baseDirectory: workingDirectory), diagnostics: [], source: nil)
        }
        let baseDirectory = FilePath.normalized(FilePath.directory(of: located.absolute))
        switch SourceLoader.load(located.absolute, displayName: located.shown) {
        case .failure(let problem):
            return Loaded(configuration: LintConfiguration(baseDirectory: baseDirectory), diagnostics: [problem], source: nil)
        case .success(let file):
            var reader = ConfigurationReader(file: file, baseDirectory: baseDirectory, rules: rules)
            let (configuration, diagnostics) = reader.read()
            return Loaded(configuration: configuration, diagnostics: diagnostics.sortedForPresentation(), source: file)
        }
    }

    /// The nearest `.seqc.yml` at or above `directory`, shown relative to it (`../.seqc.yml`).
    private static func nearest(from directory: String) -> (shown: String, absolute: String)? {
        var current = FilePath.normalized(directory)
        var shown = fileName
        while true {
            let candidate = (current == "/" ? "" : current) + "/" + fileName
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue {
                return (shown, candidate)
            }
            guard current != "/" else { return nil }
            current = FilePath.directory(of: current)
            shown = "../" + shown
        }
    }
}
