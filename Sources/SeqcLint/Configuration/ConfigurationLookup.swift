import SeqcCompiler

/// Finds the configuration of each file: `--config` for all, or else the nearest
/// `.seqc.yml` or `.seqc.yaml` at or above the file's own directory, stopping at a
/// repository root (`.git`). The working directory plays no part, so a repository
/// lints the same from anywhere. Each directory is searched once, each file read once.
final class ConfigurationLookup {
    private let workingDirectory: RawPath
    private let rules: RuleRegistry
    private let explicit: ConfigurationLoader.Loaded?
    private var locations: [RawPath: ConfigurationLoader.Location] = [:]
    private var loaded: [ConfigurationLoader.Location: ConfigurationLoader.Loaded] = [:]
    /// Every configuration handed out, in the order first needed.
    private(set) var used: [ConfigurationLoader.Loaded] = []

    init(explicitPath: String?, workingDirectory: RawPath, rules: RuleRegistry) {
        self.workingDirectory = workingDirectory.absolute(in: RawPath("/"))
        self.rules = rules
        explicit = explicitPath.map {
            ConfigurationLoader.load(explicitPath: $0, workingDirectory: workingDirectory.display, rules: rules)
        }
        if let explicit { used = [explicit] }
    }

    /// The configuration for files in `directory` (absolute and clean).
    func configuration(forDirectory directory: RawPath) -> ConfigurationLoader.Loaded {
        if let explicit { return explicit }
        let location = locations[directory] ?? ConfigurationLoader.locate(in: directory)
        locations[directory] = location
        if let known = loaded[location] { return known }
        let fresh = ConfigurationLoader.load(located: location, workingDirectory: workingDirectory, rules: rules)
        loaded[location] = fresh
        used.append(fresh)
        return fresh
    }
}
