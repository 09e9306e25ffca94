import CSeqcFiles

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The folder beneath which a run reads what it finds: routines, configuration files and
/// the folders a walk enters. A symbolic link met below the root is followed only while
/// it stays beneath it (docs/security.md, "Files seqc reads and writes").
///
/// The root of a path is the nearest folder at or above it that holds `.git` (a
/// repository's files are judged by the repository, wherever it is checked out). Outside
/// a repository it is the directory argument itself, or for a file the working directory
/// when the file lies beneath it, else the file's own folder.
package final class FileRoot: Sendable, Hashable, CustomStringConvertible {
    /// The root as an absolute path, cleaned of `.` and `..` by its spelling.
    package let path: RawPath
    /// Where the root's own symbolic links lead, for absolute links into it.
    private let resolvedPath: RawPath?
    /// The root, kept open: every file beneath it is opened relative to this. -1 when it
    /// is not kept open (see ``keptOpen``), and each use opens it for itself.
    private let descriptor: Int32

    private init(_ path: RawPath) {
        self.path = path
        let slot = Self.keepOpenSlot()
        descriptor = slot ? path.withCString { open($0, Self.directoryFlags) } : -1
        if slot && descriptor < 0 { Self.releaseOpenSlot() }
        resolvedPath = path.withCString { name -> RawPath? in
            guard let resolved = realpath(name, nil) else { return nil }
            defer { free(resolved) }
            return RawPath(bytes: Array(UnsafeRawBufferPointer(start: resolved, count: strlen(resolved))))
        }
    }

    deinit {
        if descriptor >= 0 {
            close(descriptor)
            Self.releaseOpenSlot()
        }
    }

    /// Calls `body` with the root open (a descriptor, or -1 and the `errno` that stopped
    /// the open). A run's first roots stay open; past ``keptOpen`` of them (a list of files
    /// from many folders outside any repository) each use opens its root and closes it,
    /// so the roots never use up the process's descriptors.
    func withDescriptor<Result>(_ body: (_ descriptor: Int32, _ error: Int32) -> Result) -> Result {
        if descriptor >= 0 { return body(descriptor, 0) }
        let opened = path.withCString { open($0, Self.directoryFlags) }
        guard opened >= 0 else { return body(-1, errno) }
        defer { close(opened) }
        return body(opened, 0)
    }

    /// How many roots stay open at once: a few folders' worth, far below any limit on
    /// open files, since each routine being read holds one more.
    static let keptOpen = 8
    /// Guarded by ``slotLock`` (not ``cacheLock``, which is held while a root is made).
    nonisolated(unsafe) private static var openRoots = 0
    private static let slotLock = Lock()

    private static func keepOpenSlot() -> Bool {
        slotLock.withLock {
            guard openRoots < keptOpen else { return false }
            openRoots += 1
            return true
        }
    }

    private static func releaseOpenSlot() {
        slotLock.withLock { openRoots -= 1 }
    }

    /// How folders on the way to a file are opened: to search, not to read.
    #if os(Linux)
    static let directoryFlags = Int32(SEQC_O_PATH) | O_DIRECTORY | O_CLOEXEC
    #else
    static let directoryFlags = O_RDONLY | O_DIRECTORY | O_CLOEXEC
    #endif

    package var description: String { path.display }

    package static func == (left: FileRoot, right: FileRoot) -> Bool { left.path == right.path }
    package func hash(into hasher: inout Hasher) { hasher.combine(path) }

    /// `absolute` (absolute and clean) relative to the root, or nil when its spelling
    /// is not beneath it. An empty path is the root itself.
    package func relative(_ absolute: RawPath) -> [UInt8]? {
        Self.relative(absolute, to: path)
    }

    /// An absolute link target's place beneath the root: by the root's spelling, or by
    /// where the root's own links lead.
    func relativeLinkTarget(_ absolute: RawPath) -> [UInt8]? {
        Self.relative(absolute, to: path) ?? resolvedPath.flatMap { Self.relative(absolute, to: $0) }
    }

    private static func relative(_ absolute: RawPath, to base: RawPath) -> [UInt8]? {
        guard isSpelled(absolute, beneath: base) else { return nil }
        let slash = UInt8(ascii: "/")
        if base.bytes == [slash] { return Array(absolute.bytes.drop { $0 == slash }) }
        return Array(absolute.bytes.dropFirst(base.bytes.count + 1))
    }

    /// Whether `absolute` is `base` or spelled beneath it (both absolute and clean), without
    /// making the relative path: a root is found for every argument.
    private static func isSpelled(_ absolute: RawPath, beneath base: RawPath) -> Bool {
        let slash = UInt8(ascii: "/")
        if base.bytes == [slash] { return true }
        guard absolute.bytes.starts(with: base.bytes) else { return false }
        return absolute.bytes.count == base.bytes.count || absolute.bytes[base.bytes.count] == slash
    }

    // MARK: Finding a path's root

    /// The root for `path` as given on the command line or in a list of paths.
    /// `isDirectory`: the path names a folder (a directory argument), not a file.
    ///
    /// `SEQC_ROOT=DIR` in the environment makes `DIR` the root of every path beneath it:
    /// the build plugin sets it to the package, which may sit inside a larger repository.
    package static func of(_ path: RawPath, isDirectory: Bool, workingDirectory: RawPath = .currentDirectory) -> FileRoot {
        let working = workingDirectory.absolute(in: RawPath("/"))
        let absolute = path.absolute(in: working)
        if let configured = configuredRoot.map({ $0.absolute(in: working) }), isSpelled(absolute, beneath: configured) {
            return shared(configured)
        }
        let start = isDirectory ? absolute : absolute.parent
        if let repository = repositoryRoot(at: start) { return shared(repository) }
        if isDirectory { return shared(absolute) }
        return shared(isSpelled(absolute, beneath: working) ? working : start)
    }

    /// `SEQC_ROOT`, when set and not empty.
    private static let configuredRoot: RawPath? = getenv("SEQC_ROOT").flatMap { value in
        let text = String(cString: value)
        return text.isEmpty ? nil : RawPath(text)
    }

    /// The nearest folder at or above `directory` (absolute, clean) holding `.git`.
    package static func repositoryRoot(at directory: RawPath) -> RawPath? {
        if let known = cacheLock.withLock({ cache.repositories[directory] }) { return known.path }
        var found: RawPath?
        var current = directory
        while true {
            var info = stat()
            if current.appending(Array(".git".utf8)).withCString({ lstat($0, &info) }) == 0 {
                found = current
                break
            }
            if current.bytes == [UInt8(ascii: "/")] { break }
            current = current.parent
        }
        cacheLock.withLock { cache.repositories[directory] = RepositoryAnswer(path: found) }
        return found
    }

    /// One root object for each root path: a walk's files and a list's share it, and
    /// its folder is opened once.
    private static func shared(_ path: RawPath) -> FileRoot {
        cacheLock.withLock {
            if let known = cache.roots[path] { return known }
            let root = FileRoot(path)
            cache.roots[path] = root
            return root
        }
    }

    private struct RepositoryAnswer { let path: RawPath? }
    private struct Cache {
        var roots: [RawPath: FileRoot] = [:]
        var repositories: [RawPath: RepositoryAnswer] = [:]
    }
    private static let cacheLock = Lock()
    /// Guarded by ``cacheLock``.
    nonisolated(unsafe) private static var cache = Cache()
}
