#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The directories a staging writes in: each opened once and held (``HeldDirectory``),
/// made first when missing.
extension Staging {
    /// Whether `directory`, spelt as it was given to ``holdDirectory(_:for:)`` or
    /// ``createFreshDirectory(_:for:)``, was made by this staging (and has not been removed).
    func made(_ directory: String) -> Bool {
        freshSpellings[directory] != nil || createdDirectories.contains { $0.path == directory }
    }

    /// Holds `directory` open, making it and its missing parents first as `mkdir -p` does
    /// (``HeldDirectory/openMakingParents(_:for:made:)``); returns its index in
    /// ``directories``. A directory already held under another spelling is that one.
    mutating func holdDirectory(_ directory: String, for shown: String) throws(OutputFailure) -> Int {
        if let index = heldSpellings[directory] { return index }
        let descriptor = try HeldDirectory.openMakingParents(directory, for: shown) { createdDirectories.append($0) }
        return try hold(descriptor, spelt: directory, for: shown)
    }

    /// Holds the folder `directory` of a file being fixed, opened beneath `root` by the
    /// guarded layer (a link out of the root is not followed); nil when it leads outside
    /// the root or cannot be opened.
    mutating func holdDirectory(_ directory: String, beneath root: FileRoot, for shown: String) throws(OutputFailure) -> Int? {
        if let index = heldSpellings[directory] { return index }
        switch GuardedFiles.openDirectory(RawPath(directory), root: root) {
        case .success(let descriptor): return try hold(descriptor, spelt: directory, for: shown)
        // Out of the root, gone, or no longer a folder: the file is left as it is.
        case .failure(.outsideRoot), .failure(.notRegular), .failure(.pseudoFile): return nil
        case .failure(.system(let code)) where [ENOENT, ENOTDIR, ELOOP].contains(code): return nil
        case .failure(.system(let code)): throw .cannotWrite(shown, errno: code)
        }
    }

    /// Keeps the open directory `descriptor` (or the one already held with its identity,
    /// closing `descriptor`) under the spelling `directory`.
    private mutating func hold(_ descriptor: Int32, spelt directory: String, for shown: String) throws(OutputFailure) -> Int {
        guard let held = HeldDirectory(descriptor: descriptor, path: directory) else {
            let code = errno
            _ = closeDescriptor(descriptor)
            throw .cannotWrite(shown, errno: code == 0 ? ENOTDIR : code)
        }
        if let index = directories.firstIndex(where: { $0.key == held.key }) {
            _ = closeDescriptor(descriptor)
            heldSpellings[directory] = index
            return index
        }
        directories.append(held)
        _ = HeldDirectory.openFilesRaised
        heldSpellings[directory] = directories.count - 1
        return directories.count - 1
    }

    /// The held directory spelt `directory`: by its spelling, else by the identity its
    /// path has now, which must be one already held (it only names it; what is written
    /// goes through the descriptor held since).
    mutating func heldIndex(of directory: String, for shown: String) throws(OutputFailure) -> Int {
        if let index = heldSpellings[directory] { return index }
        guard let key = FileKey(path: directory), let index = directories.firstIndex(where: { $0.key == key }) else {
            throw .cannotWrite(shown, because: "\(directory) changed while seqc ran")
        }
        heldSpellings[directory] = index
        return index
    }

    /// Locks the held directories `indices` (see ``DirectoryLock``).
    func lockDirectories(_ indices: [Int], onWait: (String) -> Void) throws(OutputFailure) -> DirectoryLock {
        try DirectoryLock(Set(indices).sorted().map { directories[$0] }, onWait: onWait)
    }

    /// Whether something is at `target` in its held directory, links not followed.
    mutating func exists(_ target: String) throws(OutputFailure) -> Bool {
        let parent = directories[try heldIndex(of: OutputPath.directory(of: target), for: target)].descriptor
        var info = stat()
        return fstatat(parent, OutputPath.name(of: target), &info, AT_SYMLINK_NOFOLLOW) == 0
    }

    /// Whether the regular file at `target`, in its held directory, holds exactly `bytes`.
    mutating func holds(_ bytes: OutputBytes, at target: String) -> Bool {
        guard let index = try? heldIndex(of: OutputPath.directory(of: target), for: target) else { return false }
        return bytes.areHeld(named: OutputPath.name(of: target), in: directories[index].descriptor)
    }

    /// Makes the missing `directory` under a temporary name beside where it goes, for the
    /// commit to rename into place, and its missing parents as ``holdDirectory(_:for:)``
    /// does; returns its identity. nil when `directory` is there, or is spelt so that it
    /// has no name of its own (`out/.`): it is then for ``holdDirectory(_:for:)``.
    mutating func createFreshDirectory(_ directory: String, for shown: String) throws(OutputFailure) -> FileKey? {
        if let index = freshSpellings[directory] { return freshDirectories[index].key }
        let name = OutputPath.name(of: directory)
        guard !name.isEmpty, name != ".", name != ".." else { return nil }
        var info = stat()
        guard lstat(directory, &info) != 0, errno == ENOENT else { return nil }
        let parent = try holdDirectory(OutputPath.directory(of: directory), for: shown)
        guard fstatat(directories[parent].descriptor, name, &info, AT_SYMLINK_NOFOLLOW) != 0, errno == ENOENT else { return nil }
        // `out` and `./out` are one directory: the second spelling shares the first's.
        if let index = freshDirectories.firstIndex(where: { $0.parentKey == directories[parent].key && $0.name == name }) {
            freshSpellings[directory] = index
            return freshDirectories[index].key
        }
        let fresh = try FreshDirectory(directory, in: (parent, directories[parent]), for: shown)
        freshDirectories.append(fresh)
        freshSpellings[directory] = freshDirectories.count - 1
        return fresh.key
    }
}
