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

    /// The last directory asked about and its configuration: a walk gives a directory's
    /// files one after another, and they need no lookup by hash.
    private var latest: (directory: RawPath, loaded: ConfigurationLoader.Loaded)?

    /// The configuration for files in `directory` (absolute and clean).
    func configuration(forDirectory directory: RawPath) -> ConfigurationLoader.Loaded {
        if let explicit { return explicit }
        if let latest, latest.directory == directory { return latest.loaded }
        let found = configuration(searching: directory)
        latest = (directory, found)
        return found
    }

    /// The configuration for the file at `path` (absolute and clean): that of its directory.
    func configuration(forFileAt path: RawPath) -> ConfigurationLoader.Loaded {
        if let explicit { return explicit }
        if let latest, path.isDirectlyInside(latest.directory) { return latest.loaded }
        return configuration(forDirectory: path.parent)
    }

    private func configuration(searching directory: RawPath) -> ConfigurationLoader.Loaded {
        let location: ConfigurationLoader.Location
        if let known = locations[directory] {
            location = known
        } else {
            location = ConfigurationLoader.locate(in: directory)
            locations[directory] = location
        }
        if let known = loaded[location] { return known }
        let fresh = ConfigurationLoader.load(located: location, workingDirectory: workingDirectory, rules: rules)
        loaded[location] = fresh
        used.append(fresh)
        return fresh
    }
}
