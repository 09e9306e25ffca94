import Foundation
import PackagePlugin

/// `swift package seqc-lint [--target NAME]... [PATH...] [-- LINT-OPTION...]`: runs the
/// package's own `seqc lint` over the package's routines, the routines of the named
/// targets, or the paths given (relative to the package's folder), under the package's
/// `.seqc.yml`. Everything after `--` is passed to `seqc lint` as is.
///
/// It asks for no permission: linting reads only. Fixing is `swift package seqc-fix`,
/// which asks to write to the package folder.
@main
struct SeqcLintPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) throws {
        let lint = try LintArguments(arguments, package: context.package)
        let status = try SeqcProcess.run(
            context.tool(named: "seqc").url, arguments: ["lint"] + lint.paths + lint.options, in: context.package.directoryURL)
        guard status == 0 else { throw SeqcLintPluginError.failed(status) }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// The same command from an Xcode project's File > Packages menu (or the project's
/// context menu): the selected targets' routines, under the project's `.seqc.yml`.
extension SeqcLintPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        let lint = try LintArguments(arguments, xcodeProject: context.xcodeProject)
        let status = try SeqcProcess.run(
            context.tool(named: "seqc").url, arguments: ["lint"] + lint.paths + lint.options, in: context.xcodeProject.directoryURL)
        guard status == 0 else { throw SeqcLintPluginError.failed(status) }
    }
}
#endif
