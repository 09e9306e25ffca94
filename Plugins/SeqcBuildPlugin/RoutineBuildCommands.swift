import Foundation
import PackagePlugin

/// The build commands for a list of files: one `seqc build ROUTINE -o NAME.json` per
/// routine among them, with the routine and the configuration that governs it as inputs
/// and the JSON as output, so a routine whose inputs did not change is not rebuilt.
struct RoutineBuildCommands {
    /// The package's own `seqc` executable.
    let tool: URL
    /// Where the runtime JSON is written (the plugin's work directory).
    let outputDirectory: URL

    /// The suffixes `seqc lint` and `seqc build` search directories for.
    static let routineSuffixes = [".routine.yaml", ".routine.yml"]

    func commands(for files: [URL]) throws -> [Command] {
        let routines = files.filter { Self.stem(of: $0) != nil }.sorted { $0.path < $1.path }
        try Self.checkDistinctOutputs(routines)
        return routines.map { routine in
            let output = outputDirectory.appendingPathComponent(Self.stem(of: routine)! + ".json")
            return .buildCommand(
                displayName: "Compiling routine \(routine.lastPathComponent)",
                executable: tool,
                // Plain text, whatever the environment says: Xcode and `swift build` read
                // the `path:line:col: severity:` lines, and colour would break them.
                arguments: ["build", routine.path, "-o", output.path, "--color", "never"],
                inputFiles: [routine] + ConfigurationFiles.governing(routine),
                outputFiles: [output])
        }
    }

    /// `morning` for `morning.routine.yaml`; nil for a file that is not a routine.
    static func stem(of file: URL) -> String? {
        let name = file.lastPathComponent
        guard let suffix = routineSuffixes.first(where: { name.hasSuffix($0) && name.count > $0.count }) else { return nil }
        return String(name.dropLast(suffix.count))
    }

    /// Resources are flattened into one bundle, so two routines with one name (in two
    /// folders, or as `.yaml` and `.yml`) would overwrite each other's JSON.
    static func checkDistinctOutputs(_ routines: [URL]) throws {
        var seen: [String: URL] = [:]
        for routine in routines {
            let name = stem(of: routine)! + ".json"
            if let first = seen[name] {
                throw SeqcBuildPluginError.sameOutput(name, first, routine)
            }
            seen[name] = routine
        }
    }
}

/// Why the plugin could not plan the build.
enum SeqcBuildPluginError: Error, CustomStringConvertible {
    case sameOutput(String, URL, URL)

    var description: String {
        switch self {
        case .sameOutput(let name, let first, let second):
            "\(first.path) and \(second.path) would both compile to \(name) in the target's resources; rename one of them"
        }
    }
}
