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
        var bytes: OutputBytes
        var replacing: Replacing
        /// A fixed file: the bytes it was read as, and the root its folder is beneath.
        var fixing: (original: [UInt8], root: FileRoot)? = nil
    }

    private var planned: [Planned] = []
    /// The inputs by identity, each with its number among them, sorted by identity (the
    /// first number of each): a run of 50,000 inputs keeps 24 bytes an input, and no
    /// second copy of their paths.
    private var inputs: [(key: FileKey, number: Int)] = []
    /// Each ``protect(inputs:identity:named:)``'s first number and how it names its inputs.
    private var inputNames: [(first: Int, count: Int, name: (Int) -> String)] = []

    /// Outputs staged before the commit (``beginStaging(forOutputs:)``), or nil.
    private var early: StagingSession?

    /// A folder whose outputs' names come from the routines (`--out-dir`): an output
    /// directly in it replaces a symbolic link at its name instead of following it
    /// (``OutputTarget/resolveReplacingLinks(_:)``). Outputs the command line names follow links.
    package var linksReplacedIn: String?

    /// How the output at `path` is resolved: see ``linksReplacedIn``.
    private func target(of path: String) throws(OutputFailure) -> OutputTarget {
        if let linksReplacedIn, OutputPath.directory(of: path) == linksReplacedIn {
            return try OutputTarget.resolveReplacingLinks(path)
        }
        return try OutputTarget.resolve(path)
    }

    /// How the output at `path` is resolved once staging has begun: a name from the
    /// routines in a folder already held is looked at through its descriptor, not its path.
    private func target(of path: String, in session: StagingSession) throws(OutputFailure) -> OutputTarget {
        let directory = OutputPath.directory(of: path)
        if let linksReplacedIn, directory == linksReplacedIn, let index = session.staging.heldSpellings[directory] {
            return try OutputTarget.resolveReplacingLinks(path, in: session.staging.directories[index].descriptor)
        }
        return try target(of: path)
    }

    /// Told the directory when another seqc run is writing into it and this one waits.
    public var onWait: (String) -> Void = { _ in }

    /// Points of a commit where a test changes the file system (see ``CommitHooks``).
    package var hooks = CommitHooks()

    /// Told each file added with ``add(fixed:to:expecting:root:)`` that was left as it is
    /// because it changed, vanished or gained a hard link since it was read.
    package var onChangedMeanwhile: (String) -> Void = { _ in }

    public init() {}

    /// Plans writing `data` to `path`; `-` is standard output.
    public mutating func add(_ data: Data, to path: String, replacing: Replacing = .always) {
        planned.append(Planned(path: path == "-" ? nil : path, bytes: .data(data), replacing: replacing))
    }

    /// Plans writing the bytes of `spool` to `path` (`-` is standard output): a report
    /// kept on disk as it was made, not in memory.
    package mutating func add(_ spool: SpoolFile, to path: String, replacing: Replacing = .always) {
        planned.append(Planned(path: path == "-" ? nil : path, bytes: .spool(spool), replacing: replacing))
    }

    /// Plans replacing the file at `path` by `data`, its fixed text, only while it still
    /// holds `original` (the bytes it was read as) and is one file with one name.
    /// Its folder is held open beneath `root` (nil: the root ``FileRoot/of(_:isDirectory:workingDirectory:)``
    /// finds for it), so a folder swapped for a link out of the root is not followed;
    /// the file is compared through that descriptor when staged and again just before the
    /// rename. A file that no longer matches is left as it is and told to ``onChangedMeanwhile``.
    package mutating func add(fixed data: Data, to path: String, expecting original: [UInt8], root: FileRoot?) {
        let root = root ?? FileRoot.of(RawPath(path), isDirectory: false)
        planned.append(Planned(path: path, bytes: .data(data), replacing: .always, fixing: (original, root)))
    }

    /// Plans writing `data` to standard output, in the commit's order.
    public mutating func addStandardOutput(_ data: Data) {
        planned.append(Planned(path: nil, bytes: .data(data), replacing: .always))
    }

    /// Files no output may replace, whatever path names them (exit 2).
    public mutating func protect(inputs paths: [String]) {
        protect(inputs: paths.count, identity: { _ in nil }) { paths[$0] }
    }

    /// Files no output may replace (exit 2): `count` of them, the one numbered `index`
    /// at the path `name(index)` gives, as the user gave it, and `identity(index)` its
    /// identity when already known (an input found and looked at once; nil has the file
    /// looked at by name). `name` is called again only to say which input an output
    /// would have replaced.
    package mutating func protect(
        inputs count: Int, identity: (Int) -> FileStatus.Identity?, named name: @escaping (Int) -> String
    ) {
        let first = inputNames.last.map { $0.first + $0.count } ?? 0
        inputs.reserveCapacity(inputs.count + count)
        for index in 0..<count {
            if let known = identity(index) {
                inputs.append((FileKey(known), first + index))
                continue
            }
            let path = name(index)
            if path != "-", let key = FileKey(path: path) { inputs.append((key, first + index)) }
        }
        inputNames.append((first, count, name))
        // Sorted by identity, then number: the first of several names for one file leads.
        inputs.sort { $0.key != $1.key ? $0.key < $1.key : $0.number < $1.number }
    }

    /// The number of the input that is the file `key` names, if one is.
    private func input(_ key: FileKey) -> Int? {
        var low = 0
        var high = inputs.count
        while low < high {
            let middle = low + (high - low) / 2
            if inputs[middle].key < key { low = middle + 1 } else { high = middle }
        }
        return low < inputs.count && inputs[low].key == key ? inputs[low].number : nil
    }

    /// The path input `number` (a value of `inputs`) was given as.
    private func inputPath(_ number: Int) -> String {
        guard let group = inputNames.last(where: { $0.first <= number }) else { return "" }
        return group.name(number - group.first)
    }

    /// Whether nothing is planned.
    public var isEmpty: Bool { planned.isEmpty }

    /// Writes every planned output, or none. Outputs whose bytes are already in place
    /// are left alone (their modification time stays).
    public func commit() throws(OutputFailure) {
        let session = early ?? StagingSession()
        do throws(OutputFailure) {
            try stage(into: session)
            session.staging.beforeRenames = hooks.beforeRenames
            try session.staging.commit(onWait: onWait) { key in inputs.isEmpty ? nil : input(key).map(inputPath) }
        } catch {
            session.staging.discard()
            throw error
        }
        session.staging.finish()
        session.staging.changedMeanwhile.forEach(onChangedMeanwhile)
    }

    /// Starts staging outputs as they come rather than at the commit: locks the
    /// directories `outputs` go into for ``stageNow(_:to:)``. For a build of thousands of
    /// routines, whose outputs would not all fit in memory until the commit. `outputs`
    /// name one file in each directory to lock, all at once and in order, so that two runs
    /// never wait for each other. A missing directory is made under a temporary name
    /// instead, its outputs written into it under their own names, and the commit renames
    /// it into place whole (or, if another run made it meanwhile, moves them in one by one
    /// under its lock).
    public mutating func beginStaging(forOutputs outputs: [String]) throws(OutputFailure) {
        let directories = outputs.filter { $0 != "-" }.map(OutputPath.directory(of:))
        let session = StagingSession()
        var existing: [Int] = []
        do throws(OutputFailure) {
            for directory in directories {
                // A missing directory is made under a temporary name that no other run
                // knows: nothing to lock until the commit renames it into place.
                if let key = try session.staging.createFreshDirectory(directory, for: directory) {
                    session.directoryKeys[directory] = key
                    session.locked.insert(key)
                    continue
                }
                let index = try session.staging.holdDirectory(directory, for: directory)
                session.directoryKeys[directory] = session.staging.directories[index].key
                existing.append(index)
            }
            session.staging.lock = try session.staging.lockDirectories(existing, onWait: onWait)
        } catch {
            session.staging.discard()
            throw error
        }
        session.locked.formUnion(existing.map { session.staging.directories[$0].key })
        early = session
    }

    /// Stages `data` for `path` now, with the checks and the promise of ``commit()``: its
    /// temporary file is written at once and renamed into place by the commit, or removed
    /// by ``discardStaged()``, a failed commit or a signal. An output that is not a plain
    /// file in a directory ``beginStaging(forOutputs:)`` locked (a device, a FIFO, a link out of
    /// it) is planned as ``add(_:to:replacing:)`` plans it instead.
    public mutating func stageNow(_ data: Data, to path: String) throws(OutputFailure) {
        try stageNow(.data(data), to: path)
    }

    /// Stages the bytes of `spool` for `path` now, as ``stageNow(_:to:)`` stages a value,
    /// without holding them in memory: for a report of many thousands of routines. An
    /// output that is not a plain file in a locked directory is planned as
    /// ``stageNow(_:to:)`` plans it, and written from the spool at the commit.
    package mutating func stageNow(_ spool: SpoolFile, to path: String) throws(OutputFailure) {
        try stageNow(.spool(spool), to: path)
    }

    private mutating func stageNow(_ bytes: OutputBytes, to path: String) throws(OutputFailure) {
        guard let (session, resolved, exists) = try stagedEarly(path) else {
            // Standard output, a device or a FIFO: written at the commit (a spool piece by
            // piece, as it is read back).
            planned.append(Planned(path: path == "-" ? nil : path, bytes: bytes, replacing: .always))
            return
        }
        // A target that was not there a moment ago is not opened to be compared.
        if exists, session.staging.holds(bytes, at: resolved) { return }
        try session.staging.stage(bytes, to: resolved, shownAs: path, knownAbsent: !exists)
    }

    /// The session and resolved path to stage `path` into now, its checks passed, and
    /// whether the target exists; nil when it is not a plain file in a directory
    /// ``beginStaging(forOutputs:)`` locked.
    private func stagedEarly(_ path: String) throws(OutputFailure) -> (StagingSession, String, exists: Bool)? {
        guard path != "-", let session = early else { return nil }
        // In a directory this run made, under its lock, nothing was there to resolve: a
        // build into a new folder looked up each of its thousands of targets to find none.
        let made = session.staging.made(OutputPath.directory(of: path)) && !OutputPath.name(of: path).isEmpty
        let target = made ? OutputTarget.file(path: path, exists: false) : try target(of: path, in: session)
        guard case .file(let resolved, let found) = target else { return nil }
        let directory = OutputPath.directory(of: resolved)
        guard let key = session.directoryKeys[directory] ?? FileKey(path: directory), session.locked.contains(key) else {
            return nil
        }
        session.directoryKeys[directory] = key
        // What is at the name in the directory held since it was locked, wherever its path
        // leads meanwhile (a name from the routines was looked at there already).
        let lookedAtHeld =
            resolved == path && directory == linksReplacedIn && session.staging.heldSpellings[directory] != nil
        let exists = made ? false : lookedAtHeld ? found : try session.staging.exists(resolved)
        if exists, !inputs.isEmpty, let file = FileKey(path: resolved), let input = input(file) {
            throw .wouldReplaceInput(inputPath(input))
        }
        guard session.seen[key, default: []].insert(OutputPath.name(of: resolved)).inserted else { throw .twoOutputs(path) }
        return (session, resolved, exists)
    }

    /// Removes what ``stageNow(_:to:)`` staged and lets go of its locks; targets stay as they were.
    public mutating func discardStaged() {
        early?.staging.discard()
        early = nil
    }

    /// A planned output once resolved: what its path leads to, and the held directory
    /// (an index in the staging) a file is replaced in.
    private typealias Resolved = (planned: Planned, target: OutputTarget?, directory: Int?)

    private func stage(into session: StagingSession) throws(OutputFailure) {
        let targets = try resolve(into: session)
        let directories = targets.compactMap(\.directory)
        if session.staging.lock == nil {
            session.staging.lock = try session.staging.lockDirectories(directories, onWait: onWait)
        } else {
            // Staging began under its own locks; only directories they do not cover are added.
            let more = directories.filter { !session.locked.contains(session.staging.directories[$0].key) }
            if !more.isEmpty { session.staging.laterLock = try session.staging.lockDirectories(more, onWait: onWait) }
        }
        hooks.afterLocking()
        session.staging.beforeRenames = hooks.beforeRenames
        for entry in targets {
            let shown = entry.planned.path ?? ""
            switch entry.target {
            case nil:
                session.staging.writes.append(.standardOutput(entry.planned.bytes))
            case .file(let path, _)?:
                // Checked again under the lock: another run may have written it meanwhile.
                if entry.planned.replacing == .never, try session.staging.exists(path) { throw .exists(shown) }
                if session.staging.holds(entry.planned.bytes, at: path) { continue }
                try session.staging.stage(entry.planned.bytes, to: path, shownAs: shown, expecting: entry.planned.fixing?.original)
            case .characterDevice(let path)?:
                try session.staging.openToWriteThrough(path, fifo: false, bytes: entry.planned.bytes, shownAs: shown)
            case .fifo(let path)?:
                try session.staging.openToWriteThrough(path, fifo: true, bytes: entry.planned.bytes, shownAs: shown)
            }
        }
    }

    /// Resolves every planned output and holds the directory of each file (made first
    /// when missing), checking that none replaces an input, a file that needs `--force`,
    /// or another output. A fixed file that is gone, or whose folder now leads out of its
    /// root, is left as it is.
    private func resolve(into session: StagingSession) throws(OutputFailure) -> [Resolved] {
        var targets: [Resolved] = []
        // Per directory, not per output: a build of thousands of routines has one.
        var held: [String: Int] = [:]
        for output in planned {
            guard let path = output.path else {
                targets.append((output, nil, nil))
                continue
            }
            let target = try target(of: path)
            guard case .file(let resolved, let exists) = target else {
                targets.append((output, target, nil))
                continue
            }
            if exists, !inputs.isEmpty, let key = FileKey(path: resolved), let input = input(key) {
                throw .wouldReplaceInput(inputPath(input))
            }
            if exists, output.replacing == .never { throw .exists(path) }
            let directory = OutputPath.directory(of: resolved)
            var index = held[directory]
            if index == nil, output.fixing == nil || exists { index = try hold(directory, for: output, in: session) }
            guard let index, output.fixing == nil || exists else {
                session.staging.changedMeanwhile.append(path)
                continue
            }
            held[directory] = index
            // The directory's identity and the file's name: two spellings of one target match.
            let key = session.staging.directories[index].key
            guard session.seen[key, default: []].insert(OutputPath.name(of: resolved)).inserted else { throw .twoOutputs(path) }
            targets.append((output, target, index))
        }
        return targets
    }

    /// Holds `directory` for `output`: a fixed file's beneath its root (nil when it leads
    /// outside), any other's made first when missing.
    private func hold(_ directory: String, for output: Planned, in session: StagingSession) throws(OutputFailure) -> Int? {
        let shown = output.path ?? directory
        if let fixing = output.fixing { return try session.staging.holdDirectory(directory, beneath: fixing.root, for: shown) }
        return try session.staging.holdDirectory(directory, for: shown)
    }
}

/// One commit's staging, and what it has locked and staged so far. A class: a transaction
/// that stages early hands the same session to its commit.
private final class StagingSession {
    var staging = Staging()
    /// The directories ``OutputTransaction/beginStaging(forOutputs:)`` locked.
    var locked: Set<FileKey> = []
    /// Each target once, by its directory's identity and its name (names apart: most are
    /// short enough to be held without an allocation of their own).
    var seen: [FileKey: Set<String>] = [:]
    var directoryKeys: [String: FileKey] = [:]
}

/// Points of a commit where a test changes the file system, to show that a directory
/// once held is written through its descriptor whatever happens to its path.
package struct CommitHooks {
    /// After the directories are locked, before any file is staged in them.
    package var afterLocking: () -> Void = {}
    /// After everything is staged, before the first rename.
    package var beforeRenames: () -> Void = {}

    package init() {}
}
