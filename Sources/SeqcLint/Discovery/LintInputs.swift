import SeqcCompiler

/// Everything `seqc lint PATH...` will check, settled before any routine is read: each
/// file with the configuration that applies to it, and what was left out and why.
package struct LintInputs: Sendable {
    /// A file to check and its configuration.
    package struct File: Sendable {
        package let path: RawPath
        package let isStandardInput: Bool
        package let configuration: LintConfiguration
        /// Device and inode of the regular file discovery found, so that no later step
        /// asks the disk again (nil for standard input and anything else).
        package let identity: FileStatus.Identity?
    }

    package var files = Files()
    /// Every configuration that applies, each once; any error in one stops the run.
    package var configurations: [ConfigurationLoader.Loaded] = []
    /// Entries left alone: non-regular files, and files named explicitly but excluded.
    package var skipped: [SkippedInput] = []
    /// Directories that could not be listed.
    package var problems: [Diagnostic] = []
    /// Directory arguments that held no routine file.
    package var emptyDirectories: [String] = []
    /// YAML files the walks passed over that look like routines (``LookAlikeRoutines``).
    package var lookAlikes = LookAlikeRoutines()
    /// No routine file at all, not even an excluded one.
    package var foundNothing = false
    /// Whether the files' identities are learnt as each is opened, a file reached by a
    /// second name then dropped (``InputDiscovery/discover(_:jobs:deferringIdentities:)``).
    package var identitiesDeferred = false

    /// The inputs for `paths`, with `--config` (`configurationPath`) or the nearest
    /// configuration of each file. `stdinName` places standard input for the lookup.
    /// `jobs` threads look at the files (``InputDiscovery/discover(_:jobs:deferringIdentities:)``,
    /// which says when `deferringIdentities` may be asked).
    package static func gather(
        paths: [RawPath], configurationPath: String?, stdinName: String?, workingDirectory: RawPath, rules: RuleRegistry = .standard,
        jobs: Int = 1, deferringIdentities: Bool = false
    ) -> LintInputs {
        let here = workingDirectory.absolute(in: RawPath("/"))
        let lookup = ConfigurationLookup(explicitPath: configurationPath, workingDirectory: here, rules: rules)
        let discovery = InputDiscovery.discover(paths, jobs: jobs, deferringIdentities: deferringIdentities)
        var inputs = LintInputs(
            skipped: discovery.skipped, problems: discovery.problems, foundNothing: discovery.files.isEmpty,
            identitiesDeferred: discovery.identitiesDeferred)
        inputs.files.reserveCapacity(discovery.files.count)
        // A directory's configuration is checked even when the directory holds no routine.
        for path in discovery.directories {
            _ = lookup.position(forDirectory: path.absolute(in: here), root: FileRoot.of(path, isDirectory: true))
        }
        // A file's configuration is its directory's: the files of one directory, which
        // come together, share the first one's, and their own paths are made absolute
        // only to be matched against patterns.
        var previousDirectory: (written: ArraySlice<UInt8>, root: FileRoot?, position: Int)?
        for file in discovery.files {
            if file.isStandardInput {
                let placed = stdinName.map { RawPath($0).absolute(in: here).parent } ?? here
                let position = lookup.position(forDirectory: placed, root: FileRoot.of(placed, isDirectory: true))
                inputs.files.append(path: file.path, isStandardInput: true, configuration: position, identity: nil, root: nil)
                continue
            }
            var absolute: RawPath?
            let position: Int
            let directory = file.path.writtenDirectory
            if let directory, let previousDirectory, directory == previousDirectory.written, previousDirectory.root === file.root {
                position = previousDirectory.position
            } else {
                let made = file.path.absolute(in: here)
                absolute = made
                position = lookup.position(forFileAt: made, root: file.root)
                previousDirectory = directory.map { ($0, file.root, position) }
            }
            // The path is shown for matching only when there are patterns to match, and the
            // configuration is read in place: a large value to copy for every file.
            if !lookup.used[position].configuration.exclude.isEmpty,
                case let absolute = absolute ?? file.path.absolute(in: here),
                let pattern = lookup.used[position].configuration.exclusion(of: absolute.display, workingDirectory: "/")
            {
                if file.isExplicit {
                    let origin = lookup.used[position].source.map { " in \($0.path)" } ?? ""
                    inputs.skipped.append(
                        SkippedInput(display: file.path.display, reason: "excluded by '\(pattern.text)'\(origin)", isExcluded: true))
                }
                continue
            }
            inputs.files.append(
                path: file.path, isStandardInput: false, configuration: position, identity: file.identity, root: file.root)
        }
        inputs.lookAlikes = includedLookAlikes(discovery.lookAlikes, lookup: lookup, workingDirectory: here)
        if !inputs.foundNothing { inputs.emptyDirectories = discovery.emptyDirectories.map(\.display) }
        inputs.configurations = lookup.used
        inputs.files.adopt(configurations: lookup.used.map(\.configuration))
        return inputs
    }

    /// `lookAlikes` less those in folders their configuration excludes: those are not
    /// the project's routines.
    private static func includedLookAlikes(
        _ lookAlikes: LookAlikeRoutines, lookup: ConfigurationLookup, workingDirectory here: RawPath
    ) -> LookAlikeRoutines {
        var included = lookAlikes
        included.removeAll { path in
            let absolute = path.absolute(in: here)
            let loaded = lookup.used[lookup.position(forFileAt: absolute, root: FileRoot.of(path, isDirectory: false))]
            return loaded.configuration.exclusion(of: absolute.display, workingDirectory: "/") != nil
        }
        return included
    }

    /// Configurations with errors, each with how many routines it governs that were
    /// left out for it (``leaveOutFilesUnderBrokenConfigurations()``).
    package var brokenConfigurations: [(configuration: ConfigurationLoader.Loaded, routines: Int)] = []

    /// Leaves out the routines whose configuration has errors, so that one bad nested
    /// `.seqc.yml` stops only its own folder: the other routines are still checked, and
    /// the run ends with exit code 2 (the configuration's errors are reported with them).
    package mutating func leaveOutFilesUnderBrokenConfigurations() {
        let broken = configurations.map { $0.diagnostics.hasErrors }
        guard broken.contains(true) else { return }
        let (kept, leftOut) = files.removing { broken[$0] }
        files = kept
        brokenConfigurations = leftOut.keys.sorted().map { (configurations[$0], leftOut[$0] ?? 0) }
    }

    /// Every configuration's problems.
    package var configurationDiagnostics: [Diagnostic] { configurations.flatMap(\.diagnostics).sortedForPresentation() }
}

extension RawPath {
    /// The path up to and with its last `/` (empty without one), when its last component
    /// names an entry (not `.` or `..`): two such paths written with the same directory
    /// are in the same directory.
    fileprivate var writtenDirectory: ArraySlice<UInt8>? {
        let slash = bytes.lastIndex(of: UInt8(ascii: "/"))
        let nameStart = slash.map { $0 + 1 } ?? 0
        let nameCount = bytes.count - nameStart
        let dot = UInt8(ascii: ".")
        if nameCount == 0 || (nameCount <= 2 && bytes[nameStart...].allSatisfy { $0 == dot }) { return nil }
        return slash.map { bytes[...$0] } ?? bytes[..<0]
    }
}

extension OutputTransaction {
    /// Protects every file of `inputs` from being written over, by the identity discovery
    /// found (each is looked at once; one whose identity is deferred, by its name), named
    /// as the user gave it.
    package mutating func protect(_ inputs: LintInputs) {
        // Files whose identities were deferred have none here, and are looked at by name.
        let files = inputs.files
        protect(inputs: files.count, identity: { files.identity(at: $0) }) {
            String(decoding: files.path(at: $0).bytes, as: UTF8.self)
        }
    }
}
