#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An output directory opened once, by the path the command line gave (links in it
/// followed: the command line is trusted), and from then on used only through its
/// descriptor: every file staged, backed up, renamed or removed in it is named relative
/// to ``descriptor``, so swapping a component of its path for a link mid-run cannot send
/// a write elsewhere.
struct HeldDirectory {
    /// Open with O_DIRECTORY; owned by the ``Staging`` that holds it.
    let descriptor: Int32
    /// The path it was opened by: for messages only.
    let path: String
    /// Its identity, from `fstat` on ``descriptor``.
    let key: FileKey

    /// A descriptor's directory, or nil (errno set) when `fstat` fails.
    init?(descriptor: Int32, path: String) {
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return nil }
        self.descriptor = descriptor
        self.path = path
        self.key = FileKey(info)
    }

    /// A run that writes into thousands of folders (`lint --fix` over a repository)
    /// holds one descriptor for each until its commit, as it holds their locks: so once a
    /// staging holds its first directory, the soft limit on open files (1,024 on many
    /// systems) is raised to the hard one, as Go's runtime does at start. Past the hard
    /// limit the commit fails (exit 3, "Too many open files") and changes nothing.
    /// Raises the soft limit on open files to the hard one, once a process; whether it did.
    static let openFilesRaised: Bool = {
        var limit = rlimit()
        #if os(Linux)
        let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
        #else
        let resource = RLIMIT_NOFILE
        #endif
        guard getrlimit(resource, &limit) == 0, limit.rlim_cur < limit.rlim_max else { return false }
        var raised = limit
        raised.rlim_cur = limit.rlim_max
        if setrlimit(resource, &raised) == 0 { return true }
        // macOS refuses more than OPEN_MAX (10,240) however high the hard limit.
        raised.rlim_cur = min(limit.rlim_max, 10240)
        return raised.rlim_cur > limit.rlim_cur && setrlimit(resource, &raised) == 0
    }()

    /// The flags every held directory is opened with.
    static let flags = O_RDONLY | O_DIRECTORY | O_CLOEXEC

    /// A directory made by ``openMakingParents(_:for:made:)``: `name` in the open
    /// directory `parent` (a descriptor of its own), spelt `path`, and its slot in
    /// ``InterruptCleanup``.
    struct Made {
        let parent: Int32
        let name: String
        let path: String
        let slot: Int
    }

    /// Opens `directory`, making it and its missing parents first as `mkdir -p` does:
    /// from the nearest ancestor that exists (opened by its path, and checked to be the
    /// directory found there), each missing one is made with `mkdirat` and opened with
    /// `O_NOFOLLOW` relative to the one before, so a link put in its place meanwhile is
    /// refused, never followed. `made` is told each directory made (registered for removal
    /// on interruption before it exists). Returns the open descriptor.
    static func openMakingParents(_ directory: String, for shown: String, made: (Made) -> Void) throws(OutputFailure) -> Int32 {
        var missing: [(name: String, path: String)] = []
        var current = directory
        var found = stat()
        while stat(current, &found) != 0 {
            let code = errno
            let parent = OutputPath.directory(of: current)
            guard code == ENOENT, parent != current else { throw .cannotWrite(shown, errno: code) }
            missing.append((OutputPath.name(of: current), current))
            current = parent
        }
        guard found.st_mode & S_IFMT == S_IFDIR else { throw .cannotWrite(shown, because: "\(current) is not a directory") }
        var descriptor = open(current, flags)
        var opened = stat()
        guard descriptor >= 0, fstat(descriptor, &opened) == 0 else { throw .cannotWrite(shown, errno: errno) }
        guard FileKey(opened) == FileKey(found) else {
            _ = closeDescriptor(descriptor)
            throw .cannotWrite(shown, because: "\(current) changed while seqc ran")
        }
        for (name, path) in missing.reversed() where !name.isEmpty && name != "." {
            do throws(OutputFailure) {
                let next = try makeAndOpen(name, in: descriptor, path: path, for: shown, made: made)
                _ = closeDescriptor(descriptor)
                descriptor = next
            } catch {
                _ = closeDescriptor(descriptor)
                throw error
            }
        }
        return descriptor
    }

    /// Makes `name` in the open directory `parent` unless it is there, and opens it without
    /// following a link.
    private static func makeAndOpen(
        _ name: String, in parent: Int32, path: String, for shown: String, made: (Made) -> Void
    ) throws(OutputFailure) -> Int32 {
        // Its own copy of the parent: the slot names `name` relative to it until forgotten.
        let copy = fcntl(parent, F_DUPFD_CLOEXEC, 0)
        guard copy >= 0 else { throw .cannotWrite(shown, errno: errno) }
        let slot = InterruptCleanup.register(at: copy, name, directory: true)
        if mkdirat(parent, name, 0o777) == 0 {
            made(Made(parent: copy, name: name, path: path, slot: slot))
        } else {
            let code = errno
            InterruptCleanup.forget(slot)
            _ = closeDescriptor(copy)
            if code != EEXIST { throw .cannotWrite(shown, errno: code) }
        }
        let descriptor = openat(parent, name, flags | O_NOFOLLOW)
        guard descriptor >= 0 else {
            let code = errno
            if code == ELOOP || code == ENOTDIR { throw .cannotWrite(shown, because: "\(path) is not a directory") }
            throw .cannotWrite(shown, errno: code)
        }
        return descriptor
    }
}
