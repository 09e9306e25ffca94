import SeqcCompiler

/// Turns the paths given to `seqc lint` into routine files: files as given, directories
/// searched for `*.routine.yaml` and `*.routine.yml` (skipping hidden folders,
/// `node_modules` and `.build`), `-` for standard input.
///
/// A walk never hangs or repeats: symbolic links to directories are not followed (a
/// directory named on the command line is), each directory is entered once, nothing but
/// regular files is ever opened, and a file reached by several names is checked once.
package enum InputDiscovery {
    /// What discovery found, in a stable order: arguments in the order given, each
    /// directory's files sorted by their bytes.
    package struct Result: Sendable {
        package var files: [DiscoveredFile] = []
        /// Routine-named entries that are not regular files, never opened.
        package var skipped: [SkippedInput] = []
        /// Directories that could not be listed.
        package var problems: [Diagnostic] = []
        /// Directory arguments with no routine file in them.
        package var emptyDirectories: [RawPath] = []
        /// YAML files the walks passed over that look like routines by their content.
        package var lookAlikes = LookAlikeRoutines()
        /// Every argument that is a directory, in the order given.
        package var directories: [RawPath] = []
        /// Whether the files' identities were left to be learnt as each is opened
        /// (``discover(_:jobs:deferringIdentities:)``): every file has none here.
        package var identitiesDeferred = false
    }

    static let standardInput = RawPath("-")

    /// `jobs` threads look at the arguments and at the files found in directories (one
    /// thread when it is 1).
    ///
    /// With `deferringIdentities`, a lone directory whose routine names the listing
    /// calls regular files, all of them, is not asked about each (`lstat`): the files
    /// come without identities (``Result/identitiesDeferred``), each learnt from its
    /// descriptor when it is opened, and a file reached by a second name (a hard link)
    /// is dropped then, where it would have been dropped here. Only a run that writes no
    /// file may ask it: the identities protect inputs from being written over.
    package static func discover(_ paths: [RawPath], jobs: Int = 1, deferringIdentities: Bool = false) -> Result {
        var result = Result()
        var chosen: [FileStatus.Identity: Int] = [:]
        var seenPaths = Set<RawPath>()
        // Asked once: each argument's root is found from it, and seqc never changes it.
        let working = RawPath.currentDirectory
        // Each argument is looked at once: every later step asks this walk, not the disk.
        let statuses = chunked(paths.count, jobs: jobs) { paths[$0] == standardInput ? nil : FileStatus.of(paths[$0]) }
        for (path, status) in zip(paths, statuses) {
            let found: [DiscoveredFile]
            if let status, status.kind == .directory {
                result.directories.append(path)
                let root = FileRoot.of(path, isDirectory: true, workingDirectory: working)
                found = walk(
                    path, root: root, jobs: jobs, deferringIdentities: deferringIdentities && paths.count == 1, into: &result)
                if found.isEmpty { result.emptyDirectories.append(path) }
            } else {
                let identity = status.flatMap { $0.kind == .regular ? $0.identity : nil }
                let root = path == standardInput ? nil : FileRoot.of(path, isDirectory: false, workingDirectory: working)
                found = [DiscoveredFile(path: path, identity: identity, isExplicit: true, isLink: false, root: root)]
            }
            // A lone argument whose files are all different files (no two names for one,
            // as nearly always), or whose identities are left to the reading: nothing to
            // merge, and no table of identities is built.
            if paths.count == 1, result.identitiesDeferred || Self.areDistinctFiles(found) {
                result.files = found
                break
            }
            if found.count > 1 { chosen.reserveCapacity(chosen.count + found.count) }
            for file in found {
                guard let identity = file.identity else {
                    // Standard input, or a name that is not a regular file: once per spelling.
                    if seenPaths.insert(file.path).inserted { result.files.append(file) }
                    continue
                }
                if let index = chosen[identity] {
                    // The file's own name wins over a link to it, wherever each was found;
                    // named on the command line, it is reported if configuration excludes it.
                    let explicit = result.files[index].isExplicit || file.isExplicit
                    if result.files[index].isLink && !file.isLink { result.files[index] = file }
                    result.files[index].isExplicit = explicit
                    continue
                }
                chosen[identity] = result.files.count
                result.files.append(file)
            }
        }
        return result
    }

    /// Whether every one of `files` is a regular file of its own: each has an identity and
    /// no two share one. Sorting the identities costs a tenth of hashing them.
    private static func areDistinctFiles(_ files: [DiscoveredFile]) -> Bool {
        var identities: [FileStatus.Identity] = []
        identities.reserveCapacity(files.count)
        for file in files {
            guard let identity = file.identity else { return false }
            identities.append(identity)
        }
        identities.sort()
        return !zip(identities, identities.dropFirst()).contains { $0 == $1 }
    }

    /// Whether `name` is a routine file name.
    public static func isRoutineFileName(_ name: String) -> Bool {
        isRoutineFileName(Array(name.utf8)[...])
    }

    static func isRoutineFileName(_ name: ArraySlice<UInt8>) -> Bool {
        name.ends(with: yamlSuffix) || name.ends(with: ymlSuffix)
    }

    private static let yamlSuffix = Array(".routine.yaml".utf8)
    private static let ymlSuffix = Array(".routine.yml".utf8)

    /// The routine files under `root`, sorted by path.
    ///
    /// Of the entries a directory lists, only directories and routine names are looked at
    /// (`lstat`): directories as the walk meets them, routine names all at once at its end,
    /// on `jobs` threads. That was 10,000 system calls one after the other, most of the
    /// 40 ms before the first file of a 10,000-file directory was read.
    ///
    /// `deferringIdentities`: when every routine name was listed as a regular file, none
    /// is asked about, and the files come without identities (`result` says so).
    ///
    /// Every folder is listed through ``GuardedFiles`` beneath `fileRoot`, and a linked
    /// routine that leads outside it is skipped with a note.
    private static func walk(
        _ root: RawPath, root fileRoot: FileRoot, jobs: Int, deferringIdentities: Bool, into result: inout Result
    ) -> [DiscoveredFile] {
        let (candidates, allListedRegular) = routineNames(under: root, root: fileRoot, into: &result)
        if deferringIdentities && allListedRegular {
            result.identitiesDeferred = true
            return sortedByPath(
                candidates.map { DiscoveredFile(path: $0, identity: nil, isExplicit: false, isLink: false, root: fileRoot) })
        }
        return files(at: candidates, root: fileRoot, jobs: jobs, into: &result)
    }

    /// The paths of the routine names in `root`'s tree, and whether every one was listed
    /// as a regular file. Folders that cannot be read are problems in `result`.
    private static func routineNames(
        under root: RawPath, root fileRoot: FileRoot, into result: inout Result
    ) -> (candidates: [RawPath], allListedRegular: Bool) {
        var candidates: [RawPath] = []
        var yamlNames: [RawPath] = []
        var allListedRegular = true
        var visited = Set<FileStatus.Identity>()
        if let status = FileStatus.of(root) { visited.insert(status.identity) }
        var pending = [root]
        while let directory = pending.popLast() {
            let entries: [DirectoryReader.Entry]
            switch DirectoryReader.entries(in: directory, root: fileRoot) {
            case .success(let listed): entries = listed
            case .failure(.outsideRoot) where directory != root:
                result.skipped.append(SkippedInput(display: directory.display, reason: "a folder outside \(fileRoot.path.display)"))
                continue
            case .failure(let refusal):
                let message = if case .system(let code) = refusal { systemErrorMessage(code) } else { refusal.reason }
                result.problems.append(
                    Diagnostic(
                        file: directory.display, range: SourceRange(at: .start), severity: .error, rule: .ioError,
                        message: "directory cannot be read: \(message)"))
                continue
            }
            for entry in entries {
                // Not a directory, as the listing says: only a routine name matters, and
                // what it is (a file, a link, a pipe) is asked below.
                if entry.type == .regular || entry.type == .other {
                    if isRoutineFileName(entry.name[...]) {
                        candidates.append(directory.appending(entry.name))
                        if entry.type == .other { allListedRegular = false }
                    } else if LookAlikeRoutines.isCandidateName(entry.name[...]) {
                        yamlNames.append(directory.appending(entry.name))
                    }
                    continue
                }
                let path = directory.appending(entry.name)
                guard let status = FileStatus.of(path, followingLinks: false) else { continue }
                if status.kind == .directory {
                    if isSkippedDirectory(entry.name) { continue }
                    if visited.insert(status.identity).inserted { pending.append(path) }
                } else if isRoutineFileName(entry.name[...]) {
                    candidates.append(path)
                    allListedRegular = false
                }
            }
        }
        result.lookAlikes.add(yamlNames, root: fileRoot)
        return (candidates, allListedRegular)
    }

    /// The files at `candidates` (asked about on `jobs` threads), sorted by path: regular
    /// files and links to them; anything else is skipped with a note in `result`.
    private static func files(at candidates: [RawPath], root fileRoot: FileRoot, jobs: Int, into result: inout Result) -> [DiscoveredFile] {
        let listed = candidates
        let statuses = chunked(listed.count, jobs: jobs) { FileStatus.of(listed[$0], followingLinks: false) }
        var files: [DiscoveredFile] = []
        files.reserveCapacity(listed.count)
        for (path, status) in zip(listed, statuses) {
            guard let status else { continue }
            switch status.kind {
            // Listed as something else, a directory now: the walk has passed it.
            case .directory: continue
            case .regular:
                files.append(DiscoveredFile(path: path, identity: status.identity, isExplicit: false, isLink: false, root: fileRoot))
            case .symbolicLink:
                // Judged by the door before anything is read: where it leads is not said.
                if GuardedFiles.leadsOutside(path, root: fileRoot) {
                    result.skipped.append(
                        SkippedInput(display: path.display, reason: "a symbolic link that leads outside \(fileRoot.path.display)"))
                    continue
                }
                guard let target = FileStatus.of(path) else {
                    result.skipped.append(SkippedInput(display: path.display, reason: "a broken symbolic link"))
                    continue
                }
                switch target.kind {
                case .regular:
                    files.append(DiscoveredFile(path: path, identity: target.identity, isExplicit: false, isLink: true, root: fileRoot))
                case .directory: continue
                default:
                    result.skipped.append(SkippedInput(display: path.display, reason: "\(target.kind.description), not a regular file"))
                }
            default:
                result.skipped.append(SkippedInput(display: path.display, reason: "\(status.kind.description), not a regular file"))
            }
        }
        return sortedByPath(files)
    }

    /// `body(0)`, … `body(count - 1)` in order, on `jobs` threads a few hundred at a time
    /// (a run of a few files starts no thread).
    private static func chunked<T: Sendable>(_ count: Int, jobs: Int, _ body: @Sendable (Int) -> T) -> [T] {
        let size = 256
        let chunks = (count + size - 1) / size
        return ParallelWork.map(chunks, jobs: jobs) { chunk in
            (chunk * size..<Swift.min(count, (chunk + 1) * size)).map(body)
        }.flatMap { $0 }
    }

    /// `files` in the byte order of their paths. The paths are copied end to end into one
    /// buffer and positions are sorted by it: sorting the files themselves retained and
    /// released two paths at each comparison (280,000 of each for 10,000 files).
    private static func sortedByPath(_ files: [DiscoveredFile]) -> [DiscoveredFile] {
        var joined: [UInt8] = []
        var spans: [(start: Int, count: Int)] = []
        spans.reserveCapacity(files.count)
        for file in files {
            spans.append((joined.count, file.path.bytes.count))
            joined.append(contentsOf: file.path.bytes)
        }
        let order = joined.withUnsafeBufferPointer { bytes in
            spans.withUnsafeBufferPointer { spans in
                Array(spans.indices).sorted { left, right in
                    let (a, b) = (spans[left], spans[right])
                    return RawPath.compare(
                        UnsafeBufferPointer(rebasing: bytes[a.start..<(a.start + a.count)]),
                        UnsafeBufferPointer(rebasing: bytes[b.start..<(b.start + b.count)])) < 0
                }
            }
        }
        return order.map { files[$0] }
    }

    /// Hidden folders (`.git`, `.build`) and `node_modules` hold no routines of the project's own.
    private static func isSkippedDirectory(_ name: [UInt8]) -> Bool {
        name.first == UInt8(ascii: ".") || name == Array("node_modules".utf8)
    }
}

/// A routine file to check.
package struct DiscoveredFile: Sendable {
    /// The path to open; `-` (named on the command line) is standard input.
    package let path: RawPath
    /// Device and inode of the regular file, when it is one.
    package let identity: FileStatus.Identity?
    /// Named on the command line rather than found in a directory.
    package internal(set) var isExplicit: Bool
    /// Reached through a symbolic link.
    let isLink: Bool
    /// The folder it is read beneath (``FileRoot``); nil for standard input.
    package let root: FileRoot?

    package var isStandardInput: Bool { isExplicit && path == InputDiscovery.standardInput }
}

/// Something discovery left alone, with why: `a named pipe (FIFO), not a regular file`.
package struct SkippedInput: Sendable, Hashable {
    package let display: String
    package let reason: String
    /// Whether the configuration's `exclude` left it out (rather than what it is on disk).
    package var isExcluded = false
}

private extension ArraySlice<UInt8> {
    func ends(with tail: [UInt8]) -> Bool {
        count >= tail.count && self.suffix(tail.count).elementsEqual(tail)
    }
}
