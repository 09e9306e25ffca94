#if canImport(XcodeProjectPlugin)
import Foundation
import PackagePlugin
import XcodeProjectPlugin

extension LintArguments {
    /// The arguments of a command run from an Xcode project: `--target NAME` names the
    /// project's targets (Xcode passes the ones selected), whose input files are searched
    /// for routines; paths are relative to the project's folder.
    init(_ arguments: [String], xcodeProject: XcodeProject) throws {
        try self.init(arguments, directory: xcodeProject.directoryURL) { names in
            xcodeProject.targets.filter { names.contains($0.displayName) }.flatMap { $0.inputFiles.map(\.url) }
        }
    }
}
#endif
