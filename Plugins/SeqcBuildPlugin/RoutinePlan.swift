/// What the plugin does with a target's routines, decided before any command runs:
/// which routines are built (and to which resource name), which the configuration
/// excludes, and which cannot be built because an earlier routine takes their resource
/// name. Plain values and strings, so that a test can make plans without SwiftPM.
struct RoutinePlan: Equatable {
    struct Build: Equatable {
        /// The routine's absolute path.
        let routine: String
        /// `NAME.json` for `NAME.routine.yaml`: the resource it becomes.
        let output: String
    }

    struct Exclusion: Equatable {
        let routine: String
        /// The first pattern that matches it, as written.
        let pattern: String
        /// The configuration file the pattern is in.
        let configuration: String
    }

    struct Collision: Equatable {
        /// The later routine (in path order), which is not built.
        let routine: String
        /// The earlier one, which is built to the resource name they share.
        let first: String
    }

    /// One command each.
    var builds: [Build] = []
    /// Routines the configuration excludes: no command, no resource.
    var excluded: [Exclusion] = []
    /// Routines whose resource name an earlier routine has, on a case-insensitive disk:
    /// no command (two commands cannot write one file); `seqc build
    /// --check-across-files` reports each at its first line.
    var collisions: [Collision] = []

    /// The suffixes `seqc lint` and `seqc build` search directories for.
    static let routineSuffixes = [".routine.yaml", ".routine.yml"]

    /// The plan for `files` (absolute paths; files that are not routines are left out).
    /// `configurations` gives the configuration files that govern a routine, as seqc
    /// finds them, and `read` a configuration's bytes (nil when it cannot be read).
    init(files: [String], configurations: (String) -> [String], read: (String) -> [UInt8]?) {
        let routines = files.filter { Self.stem(of: $0) != nil }.sorted()
        var taken: [String: String] = [:]
        var readings: [String: ExcludeList.Reading] = [:]
        for routine in routines {
            if let exclusion = Self.exclusion(of: routine, configurations: configurations(routine), readings: &readings, read: read) {
                excluded.append(exclusion)
                continue
            }
            let output = Self.stem(of: routine)! + ".json"
            let folded = Self.folded(output)
            if let first = taken[folded] {
                collisions.append(Collision(routine: routine, first: first))
                continue
            }
            taken[folded] = routine
            builds.append(Build(routine: routine, output: output))
        }
    }

    /// `morning` for `…/morning.routine.yaml`; nil for a file that is not a routine.
    static func stem(of path: String) -> String? {
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        guard let suffix = routineSuffixes.first(where: { name.hasSuffix($0) && name.count > $0.count }) else { return nil }
        return String(name.dropLast(suffix.count))
    }

    /// A resource name as a case-insensitive disk compares it, as seqc's
    /// `duplicate-output-name` compares it: full case mapping both ways (`ß` meets `SS`),
    /// and String equality makes composed and decomposed accents one.
    static func folded(_ name: String) -> String { name.uppercased().lowercased() }

    /// The exclusion of `routine` by its configuration, matched as seqc matches it (the
    /// same ``GlobPattern``, on the path relative to the configuration's folder); nil when
    /// it is not excluded, or when the configuration is not one this plugin reads with
    /// certainty (none or two files, unreadable, or ``ExcludeList/Reading/uncertain``):
    /// then the routine is built and seqc decides.
    static func exclusion(
        of routine: String, configurations: [String], readings: inout [String: ExcludeList.Reading], read: (String) -> [UInt8]?
    ) -> Exclusion? {
        guard configurations.count == 1, let configuration = configurations.first else { return nil }
        let reading: ExcludeList.Reading
        if let known = readings[configuration] {
            reading = known
        } else {
            reading = read(configuration).map(ExcludeList.read) ?? .uncertain
            readings[configuration] = reading
        }
        guard case .patterns(let patterns) = reading, !patterns.isEmpty else { return nil }
        let folder = configuration.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        let prefix = folder.isEmpty ? "/" : folder + "/"
        guard routine.hasPrefix(prefix) else { return nil }
        let relative = String(routine.dropFirst(prefix.count))
        guard let pattern = patterns.first(where: { GlobPattern($0).matches(relative) }) else { return nil }
        return Exclusion(routine: routine, pattern: pattern, configuration: configuration)
    }
}
