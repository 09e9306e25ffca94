#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a set of outputs all or nothing. `add` plans each output; `commit` then
/// stages every file as a temporary file beside its target, and only when all of them
/// are written renames them into place. A failure or an interruption (SIGINT, SIGTERM,
/// SIGHUP, with ``InterruptCleanup`` installed) removes what was staged and leaves every
/// target as it was. See docs/decisions.md, "Writing outputs", for the exact promise.
///
/// The command line and the builder share it: `build` (runtime JSON and `--report`),
/// `decompile -o`, `schema -o` and `new`.
public struct OutputTransaction {
    /// Whether an existing file may be replaced.
    public enum Replacing: Sendable {
        /// Yes: the output is a build product.
        case always
        /// No: the user's file needs `--force` (``OutputFailure/Cause/exists``).
        case never
    }

    private struct Planned {
        /// nil: standard output.
        var path: String?
        var data: Data
        var replacing: Replacing
    }

    private var planned: [Planned] = []
    /// The inputs by identity, each with the path it was given as.
    private var inputs: [FileKey: String] = [:]

    /// Told the directory when another seqc run is writing into it and this one waits.
    public var onWait: (String) -> Void = { _ in }

    public init() {}

    /// Plans writing `data` to `path`; `-` is standard output.
    public mutating func add(_ data: Data, to path: String, replacing: Replacing = .always) {
        planned.append(Planned(path: path == "-" ? nil : path, data: data, replacing: replacing))
    }

    /// Plans writing `data` to standard output, in the commit's order.
    public mutating func addStandardOutput(_ data: Data) {
        planned.append(Planned(path: nil, data: data, replacing: .always))
    }

    /// Files no output may replace, whatever path names them (exit 2).
    public mutating func protect(inputs paths: [String]) {
        for path in paths where path != "-" {
            if let key = FileKey(path: path), inputs[key] == nil { inputs[key] = path }
        }
    }

    /// Whether nothing is planned.
    public var isEmpty: Bool { planned.isEmpty }

    /// Writes every planned output, or none. Outputs whose bytes are already in place
    /// are left alone (their modification time stays).
    public func commit() throws(OutputFailure) {
        var staging = Staging()
        do throws(OutputFailure) {
            try stage(into: &staging)
            try staging.commit()
        } catch {
            staging.discard()
            throw error
        }
        staging.finish()
    }

    private func stage(into staging: inout Staging) throws(OutputFailure) {
        var targets: [(planned: Planned, target: OutputTarget?)] = []
        var seen: Set<String> = []
        // Per directory, not per output: a build of thousands of routines has one.
        var directoryKeys: [String: FileKey] = [:]
        for output in planned {
            guard let path = output.path else {
                targets.append((output, nil))
                continue
            }
            let target = try OutputTarget.resolve(path)
            if case .file(let resolved, let exists) = target {
                if exists, !inputs.isEmpty, let key = FileKey(path: resolved), let input = inputs[key] {
                    throw .wouldReplaceInput(input)
                }
                if exists, output.replacing == .never { throw .exists(path) }
                let directory = OutputPath.directory(of: resolved)
                if directoryKeys[directory] == nil {
                    try staging.createDirectory(directory, for: path)
                    directoryKeys[directory] = FileKey(path: directory)
                }
                guard let key = directoryKeys[directory] else { throw .cannotWrite(path, errno: ENOENT) }
                // The directory's identity and the file's name: two spellings of one target match.
                guard seen.insert("\(key.device):\(key.inode)/\(OutputPath.name(of: resolved))").inserted else { throw .twoOutputs(path) }
            }
            targets.append((output, target))
        }
        let directories = targets.compactMap { entry -> String? in
            guard case .file(let path, _) = entry.target else { return nil }
            return OutputPath.directory(of: path)
        }
        staging.lock = try DirectoryLock(Array(Set(directories)).sorted(), onWait: onWait)
        for entry in targets {
            switch entry.target {
            case nil:
                staging.writes.append(.standardOutput(entry.planned.data))
            case .file(let path, _)?:
                // Checked again under the lock: another run may have written it meanwhile.
                if entry.planned.replacing == .never, FileKey(path: path) != nil { throw .exists(entry.planned.path ?? path) }
                if FileDescriptorIO.fileHolds(entry.planned.data, at: path) { continue }
                try staging.stage(entry.planned.data, to: path, shownAs: entry.planned.path ?? path)
            case .characterDevice(let path)?:
                try staging.openToWriteThrough(path, fifo: false, data: entry.planned.data, shownAs: entry.planned.path ?? path)
            case .fifo(let path)?:
                try staging.openToWriteThrough(path, fifo: true, data: entry.planned.data, shownAs: entry.planned.path ?? path)
            }
        }
    }
}
