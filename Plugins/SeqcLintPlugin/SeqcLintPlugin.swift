import Foundation
import PackagePlugin

/// `swift package seqc-lint [--target NAME]... [PATH...] [-- LINT-OPTION...]`: runs the
/// package's own `seqc lint` over the package's routines, the routines of the named
/// targets, or the paths given (relative to the package's folder), under the package's
/// `.seqc.yml`. Everything after `--` is passed to `seqc lint` as is.
///
/// It asks for no permission: linting reads only. (`seqc lint` has no `--fix` yet; a
/// fixing plugin would be a second command that asks to write to the package folder, as
/// swift-format's format plugin does.)
@main
struct SeqcLintPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) throws {
        let split = arguments.firstIndex(of: "--") ?? arguments.endIndex
        var extractor = ArgumentExtractor(Array(arguments[..<split]))
        let targetNames = extractor.extractOption(named: "target")
        let options = Array(arguments[split...].dropFirst())
        let paths = extractor.remainingArguments
        if let option = paths.first(where: { $0.hasPrefix("-") && $0 != "-" }) {
            throw SeqcLintPluginError.optionBeforeSeparator(option)
        }
        let package = context.package.directoryURL
        let routines = try context.package.targets(named: targetNames).flatMap { target in
            (target.sourceModule?.sourceFiles.map(\.url) ?? []).filter(Self.isRoutine).map { Self.relative($0, to: package) }
        }
        if !targetNames.isEmpty && routines.isEmpty {
            throw SeqcLintPluginError.noRoutines(targetNames)
        }
        let status = try SeqcProcess.run(
            context.tool(named: "seqc").url, arguments: ["lint"] + paths + routines + options, in: package)
        guard status == 0 else { throw SeqcLintPluginError.failed(status) }
    }

    static func isRoutine(_ file: URL) -> Bool {
        file.lastPathComponent.hasSuffix(".routine.yaml") || file.lastPathComponent.hasSuffix(".routine.yml")
    }

    /// `Sources/App/morning.routine.yaml` rather than an absolute path, so diagnostics
    /// read as `seqc lint` run in the package's folder prints them.
    static func relative(_ file: URL, to directory: URL) -> String {
        let base = directory.standardizedFileURL.path + "/"
        let path = file.standardizedFileURL.path
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }
}

/// Why the command failed, as SwiftPM prints it.
enum SeqcLintPluginError: Error, CustomStringConvertible {
    case optionBeforeSeparator(String)
    case noRoutines([String])
    case failed(Int32)

    var description: String {
        switch self {
        case .optionBeforeSeparator(let option):
            "'\(option)' is a seqc lint option: put it after '--' (swift package seqc-lint [PATH...] -- \(option) ...)"
        case .noRoutines(let targets):
            "no *.routine.yaml or *.routine.yml file in target \(targets.joined(separator: ", "))"
        case .failed(let status):
            "seqc lint exited with \(status)"
        }
    }
}
