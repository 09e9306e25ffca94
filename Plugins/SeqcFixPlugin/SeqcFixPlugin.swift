import Foundation
import PackagePlugin

/// `swift package seqc-fix [--target NAME]... [PATH...] [-- LINT-OPTION...]`: runs
/// `seqc lint --fix` over the same routines `swift package seqc-lint` checks, rewriting
/// the files whose safe fixes apply (`-- --unsafe-fixes` for the guesses too, `-- --diff`
/// to see them first). A separate command from seqc-lint because writing to the package
/// needs a permission the user grants, as swift-format's formatting command asks for it.
@main
struct SeqcFixPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) throws {
        let lint = try LintArguments(arguments, package: context.package)
        let status = try SeqcProcess.run(
            context.tool(named: "seqc").url, arguments: ["lint", "--fix"] + lint.paths + lint.options,
            in: context.package.directoryURL)
        guard status == 0 else { throw SeqcLintPluginError.failed(status) }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// The same command from an Xcode project: the selected targets' routines, fixed in place
/// once Xcode has asked for the permission to write.
extension SeqcFixPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        let lint = try LintArguments(arguments, xcodeProject: context.xcodeProject)
        let status = try SeqcProcess.run(
            context.tool(named: "seqc").url, arguments: ["lint", "--fix"] + lint.paths + lint.options,
            in: context.xcodeProject.directoryURL)
        guard status == 0 else { throw SeqcLintPluginError.failed(status) }
    }
}
#endif
