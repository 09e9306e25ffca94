import SeqcCompiler

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Finds and reads the configuration for a run: `--config FILE`, else the nearest
/// `.seqc.yml` or `.seqc.yaml` upward, else the defaults.
public enum ConfigurationLoader {
    /// The configuration file's name.
    public static let fileName = ".seqc.yml"
    /// Every name a configuration file may have, in the order they are looked for.
    public static let fileNames = [".seqc.yml", ".seqc.yaml"]

    /// A configuration with the problems found reading it.
    public struct Loaded: Sendable {
        public let configuration: LintConfiguration
        /// Problems in the configuration file; any error makes the run a misuse (exit 2).
        public let diagnostics: [Diagnostic]
        /// The file read, for rendering snippets; nil for the defaults.
        public let source: SourceFile?
    }

    /// The configuration for a run in `workingDirectory`: `explicitPath` (`--config`) if
    /// given, else the nearest configuration file upward, else the defaults. Never throws:
    /// a missing or bad file comes back as diagnostics.
    public static func load(explicitPath: String?, workingDirectory: String, rules: RuleRegistry = .standard) -> Loaded {
        let directory = RawPath(workingDirectory)
        if let explicitPath {
            let path = RawPath(explicitPath).absolute(in: directory)
            return read(path, shown: RawPath(explicitPath).display, rules: rules, root: FileRoot.of(path, isDirectory: false))
        }
        let here = directory.absolute(in: RawPath("/"))
        let root = FileRoot.of(here, isDirectory: true)
        return load(located: locate(in: here), workingDirectory: directory, rules: rules, root: root)
    }

    /// Where a directory's configuration files are.
    enum Location: Hashable {
        /// Neither name is here.
        case none
        case file(RawPath)
        /// Both `.seqc.yml` and `.seqc.yaml`: which one applies would be a guess.
        case conflict(RawPath, RawPath)
    }

    /// The configuration files in `directory` (absolute and clean) or the nearest folder
    /// above it that has one, searching no higher than a repository root. A name there
    /// that is a link counts as present, so a link that leads out is refused when read
    /// (``read(_:shown:rules:root:)``), never passed over for a configuration further up.
    static func locate(in directory: RawPath) -> Location {
        locateHere(directory) ?? locate(in: directory.parent)
    }

    /// What `directory` (absolute and clean) decides by itself: its configuration files,
    /// or `.none` at a repository root or `/`; nil when the search goes on to its parent.
    static func locateHere(_ directory: RawPath) -> Location? {
        let present = fileNames.map { directory.appending(Array($0.utf8)) }.filter { path in
            FileStatus.of(path, followingLinks: false).map { $0.kind != .directory } ?? false
        }
        switch present.count {
        case 0: return isRepositoryRoot(directory) || directory == RawPath("/") ? Location.none : nil
        case 1: return .file(present[0])
        default: return .conflict(present[0], present[1])
        }
    }

    /// A directory holding `.git` ends the search: a repository's result must not depend
    /// on where it is checked out.
    static func isRepositoryRoot(_ directory: RawPath) -> Bool {
        FileStatus.of(directory.appending(Array(".git".utf8))) != nil
    }

    /// Reads what `located` names beneath `root`; paths are shown relative to `workingDirectory`.
    static func load(located: Location, workingDirectory: RawPath, rules: RuleRegistry, root: FileRoot?) -> Loaded {
        let base = workingDirectory.absolute(in: RawPath("/"))
        switch located {
        case .none:
            return Loaded(configuration: LintConfiguration(baseDirectory: base.display), diagnostics: [], source: nil)
        case .file(let path):
            return read(path, shown: relative(path, from: base), rules: rules, root: readingRoot(of: path, within: root))
        case .conflict(let first, let second):
            let problem = Diagnostic(
                file: relative(second, from: base), range: SourceRange(at: .start), severity: .error, rule: .invalidConfiguration,
                message:
                    "both \(PathDisplay.string(first.lastComponent)) and \(PathDisplay.string(second.lastComponent)) are in this directory; seqc will not guess which applies",
                help: "merge them into one file and delete the other")
            return Loaded(configuration: LintConfiguration(baseDirectory: second.parent.display), diagnostics: [problem], source: nil)
        }
    }

    /// The root a configuration file found upward is read beneath: the run's, when the
    /// file lies beneath it; else (a configuration above a folder outside any repository)
    /// its own folder's, so a link there is followed no further than beside it.
    static func readingRoot(of path: RawPath, within root: FileRoot?) -> FileRoot {
        if let root, root.relative(path) != nil { return root }
        return FileRoot.of(path.parent, isDirectory: true)
    }

    private static func read(_ path: RawPath, shown: String, rules: RuleRegistry, root: FileRoot) -> Loaded {
        let baseDirectory = path.parent.display
        switch SourceLoader.load(path, displayName: shown, root: root) {
        case .failure(let problem):
            return Loaded(configuration: LintConfiguration(baseDirectory: baseDirectory), diagnostics: [problem], source: nil)
        case .success(let file):
            var reader = ConfigurationReader(file: file, baseDirectory: baseDirectory, rules: rules)
            let (configuration, diagnostics) = reader.read()
            return Loaded(configuration: configuration, diagnostics: diagnostics.sortedForPresentation(), source: file)
        }
    }

    /// `path` as seen from `directory` (both absolute and clean): `../.seqc.yml`, `team/.seqc.yml`.
    static func relative(_ path: RawPath, from directory: RawPath) -> String {
        let target = path.bytes.split(separator: UInt8(ascii: "/"))
        let origin = directory.bytes.split(separator: UInt8(ascii: "/"))
        var common = 0
        while common < target.count - 1, common < origin.count, target[common].elementsEqual(origin[common]) { common += 1 }
        let up = [[UInt8]](repeating: Array("..".utf8), count: origin.count - common)
        let down = target[common...].map(Array.init)
        return PathDisplay.string(Array((up + down).joined(separator: [UInt8(ascii: "/")])))
    }
}
