import Foundation
import PackagePlugin

/// What `swift package seqc-lint` and `seqc-fix` (or the same commands in an Xcode
/// project) were asked to check: the routines of the named targets and the paths given
/// (relative to the package's or project's folder), and the `seqc lint` options after `--`. Shared by both plugins (a symbolic link in
/// SeqcFixPlugin), since plugins cannot depend on a library.
struct LintArguments {
    /// Paths and target routines, relative to the package's folder.
    let paths: [String]
    /// Everything after `--`, passed to `seqc lint` as is.
    let options: [String]

    init(_ arguments: [String], package: Package) throws {
        try self.init(arguments, directory: package.directoryURL) { names in
            try package.targets(named: names).flatMap { $0.sourceModule?.sourceFiles.map(\.url) ?? [] }
        }
    }

    /// The arguments read against a folder, with `files` giving the files of the targets
    /// named by `--target` (a package's or an Xcode project's).
    init(_ arguments: [String], directory: URL, files: ([String]) throws -> [URL]) throws {
        let split = arguments.firstIndex(of: "--") ?? arguments.endIndex
        var extractor = ArgumentExtractor(Array(arguments[..<split]))
        let targetNames = extractor.extractOption(named: "target")
        options = Array(arguments[split...].dropFirst())
        let given = extractor.remainingArguments
        if let option = given.first(where: { $0.hasPrefix("-") && $0 != "-" }) {
            throw SeqcLintPluginError.optionBeforeSeparator(option)
        }
        let routines = targetNames.isEmpty ? [] : try files(targetNames).filter(Self.isRoutine).map { Self.relative($0, to: directory) }
        if !targetNames.isEmpty && routines.isEmpty {
            throw SeqcLintPluginError.noRoutines(targetNames)
        }
        paths = given + routines
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
