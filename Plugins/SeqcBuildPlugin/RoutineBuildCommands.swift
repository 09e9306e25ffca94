import Foundation
import PackagePlugin

/// The build commands for a list of files: one `seqc build ROUTINE -o NAME.json` per
/// routine among them that is built (``RoutinePlan``), with the routine and the
/// configuration that governs it as inputs and the JSON as output, so a routine whose
/// inputs did not change is not rebuilt; and one `seqc build --check-across-files` over
/// all of them, for what no routine's own command can see: two routines with one id, and
/// two resource names that are one file on a case-insensitive disk.
struct RoutineBuildCommands {
    /// The package's own `seqc` executable.
    let tool: URL
    /// Where the runtime JSON is written (the plugin's work directory).
    let outputDirectory: URL
    /// Whether SwiftPM runs a build command that declares no output: from tools version
    /// 6.0 it does, whenever the command's inputs change (before, it drops it with a
    /// warning). True in Xcode.
    let runsCommandsWithoutOutputs: Bool
    /// The package (or Xcode project) folder: seqc reads nothing beneath it through a link
    /// that leads out of it (`SEQC_ROOT`, docs/security.md).
    let root: URL
    /// Whether each routine's command prints seqc's text report of what the routine
    /// became. Off unless the build's environment sets `SEQC_PLUGIN_REPORT=1`
    /// (``reportsRequested``): a build log shows what needs attention, and a rebuilt routine
    /// that compiles cleanly needs none.
    var printsReports = Self.reportsRequested

    /// `SEQC_PLUGIN_REPORT=1` in the environment `swift build` (or Xcode) runs the plugin in.
    static var reportsRequested: Bool { ProcessInfo.processInfo.environment["SEQC_PLUGIN_REPORT"] == "1" }

    /// The environment of every command: the root, and nothing else added.
    private var environment: [String: String] { ["SEQC_ROOT": root.path] }

    func commands(for files: [URL]) -> [Command] {
        let plan = RoutinePlan(
            files: files.map(\.path), configurations: { ConfigurationFiles.governing(URL(fileURLWithPath: $0)).map(\.path) },
            read: ConfigurationFiles.contents)
        let builds = plan.builds.map { build in
            let routine = URL(fileURLWithPath: build.routine)
            let output = outputDirectory.appendingPathComponent(build.output)
            return Command.buildCommand(
                displayName: "Compiling routine \(routine.lastPathComponent)",
                executable: tool,
                // Plain text, whatever the environment says: Xcode and `swift build` read
                // the `path:line:col: severity:` lines, and colour would break them.
                arguments: ["build", routine.path, "-o", output.path, "--color", "never"] + (printsReports ? [] : ["--no-text-report"]),
                environment: environment,
                inputFiles: [routine] + ConfigurationFiles.governing(routine),
                outputFiles: [output])
        }
        let routines = (plan.builds.map(\.routine) + plan.excluded.map(\.routine) + plan.collisions.map(\.routine)).sorted()
        guard !routines.isEmpty else { return builds }
        guard runsCommandsWithoutOutputs else {
            reportWithoutCheck(plan)
            return builds
        }
        let urls = routines.map { URL(fileURLWithPath: $0) }
        var configurations: [URL] = []
        for url in urls.flatMap(ConfigurationFiles.governing) where !configurations.contains(url) { configurations.append(url) }
        // No output: an output would be bundled as a resource (SwiftPM treats a generated
        // file that is not Swift source as one). SwiftPM runs it before compiling the
        // target whenever a routine or configuration changed, and its failure fails the
        // build. seqc notes each excluded routine as it skips it.
        let check = Command.buildCommand(
            displayName: "Checking routine ids and names across files",
            executable: tool,
            arguments: ["build", "--check-across-files", "--color", "never"] + routines,
            environment: environment,
            inputFiles: urls + configurations,
            outputFiles: [])
        return builds + [check]
    }

    /// Without the check across files (a package before tools version 6.0): what the plan
    /// knows, as the plugin's own diagnostics, which SwiftPM shows without a column.
    private func reportWithoutCheck(_ plan: RoutinePlan) {
        for collision in plan.collisions {
            Diagnostics.error(
                "this routine's JSON would be one file with that of \(collision.first) on a case-insensitive disk; rename one of them",
                file: collision.routine, line: 1)
        }
        for exclusion in plan.excluded {
            Diagnostics.remark(
                "excluded by '\(exclusion.pattern)' in \(exclusion.configuration): not built", file: exclusion.routine, line: 1)
        }
        Diagnostics.warning(
            "routine ids are not checked across the target's routines: that needs swift-tools-version 6.0 or later in Package.swift")
    }
}
