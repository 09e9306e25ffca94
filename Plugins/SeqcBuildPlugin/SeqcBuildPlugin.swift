import Foundation
import PackagePlugin

/// Compiles the `*.routine.yaml` and `*.routine.yml` files of a target into runtime JSON
/// at build time, one build command per routine, with the package's own `seqc`, and
/// checks them across files with one more.
///
/// Each output is `NAME.json` for `NAME.routine.yaml`, in the plugin's work directory;
/// SwiftPM bundles it as a resource of the target (`Bundle.module`). Diagnostics are
/// seqc's text format (`path:line:col: error: ...`), which `swift build` prints and Xcode
/// places at the routine's line; an error fails the build. A routine the configuration's
/// `exclude:` leaves out gets no command (``RoutinePlan``).
@main
struct SeqcBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        return try RoutineBuildCommands(
            tool: context.tool(named: "seqc").url, outputDirectory: context.pluginWorkDirectoryURL,
            runsCommandsWithoutOutputs: context.package.toolsVersion.major >= 6, root: context.package.directoryURL
        ).commands(for: module.sourceFiles.map(\.url))
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension SeqcBuildPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        try RoutineBuildCommands(
            tool: context.tool(named: "seqc").url, outputDirectory: context.pluginWorkDirectoryURL, runsCommandsWithoutOutputs: true,
            root: context.xcodeProject.directoryURL
        ).commands(for: target.inputFiles.map(\.url))
    }
}
#endif
