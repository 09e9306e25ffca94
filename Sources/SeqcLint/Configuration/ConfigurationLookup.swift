import SeqcCompiler

/// Finds the configuration of each file: `--config` for all, or else the nearest
/// `.seqc.yml` or `.seqc.yaml` at or above the file's own directory, stopping at a
/// repository root (`.git`). The working directory plays no part, so a repository
/// lints the same from anywhere. Each directory is searched once, each file read once.
final class ConfigurationLookup {
    private let workingDirectory: RawPath
    private let rules: RuleRegistry
    private let isExplicit: Bool
    /// Each directory searched and what the search upward from it found. Sibling folders
    /// share their parents, so each directory's names are looked at once per run, however
    /// many folders lie beneath it.
    private var locations: [RawPath: ConfigurationLoader.Location] = [:]
    /// Each configuration file found, by its position in ``used``.
    private var loaded: [ConfigurationLoader.Location: Int] = [:]
    /// Every configuration handed out, in the order first needed.
    private(set) var used: [ConfigurationLoader.Loaded] = []
    /// The last directory asked about and its configuration's position in ``used``: a walk
    /// gives a directory's files one after another, and they need no lookup by hash.
    private var latest: (directory: RawPath, root: FileRoot?, position: Int)?

    init(explicitPath: String?, workingDirectory: RawPath, rules: RuleRegistry) {
        self.workingDirectory = workingDirectory.absolute(in: RawPath("/"))
        self.rules = rules
        isExplicit = explicitPath != nil
        if let explicitPath {
            used = [ConfigurationLoader.load(explicitPath: explicitPath, workingDirectory: workingDirectory.display, rules: rules)]
        }
    }

    /// The configuration for files in `directory` (absolute and clean).
    func configuration(forDirectory directory: RawPath, root: FileRoot?) -> ConfigurationLoader.Loaded {
        used[position(forDirectory: directory, root: root)]
    }

    /// The position in ``used`` of the configuration for files in `directory` (absolute
    /// and clean), searched for no higher than `root` (nil: the repository or `/`).
    func position(forDirectory directory: RawPath, root: FileRoot?) -> Int {
        if isExplicit { return 0 }
        if let latest, latest.directory == directory, latest.root === root { return latest.position }
        let found = position(searching: directory, root: root)
        latest = (directory, root, found)
        return found
    }

    /// The position in ``used`` of the configuration for the file at `path` (absolute and
    /// clean): that of its directory.
    func position(forFileAt path: RawPath, root: FileRoot?) -> Int {
        if isExplicit { return 0 }
        if let latest, latest.root === root, path.isDirectlyInside(latest.directory) { return latest.position }
        return position(forDirectory: path.parent, root: root)
    }

    private func position(searching directory: RawPath, root: FileRoot?) -> Int {
        let location = locate(in: directory)
        if let known = loaded[location] { return known }
        used.append(ConfigurationLoader.load(located: location, workingDirectory: workingDirectory, rules: rules, root: root))
        loaded[location] = used.count - 1
        return used.count - 1
    }

    /// ``ConfigurationLoader/locate(in:)``, remembering the answer of every directory on the
    /// way up: the search from a directory depends on that directory and its parents only.
    func locate(in directory: RawPath) -> ConfigurationLoader.Location {
        if let known = locations[directory] { return known }
        let found = ConfigurationLoader.locateHere(directory) ?? locate(in: directory.parent)
        locations[directory] = found
        return found
    }
}
