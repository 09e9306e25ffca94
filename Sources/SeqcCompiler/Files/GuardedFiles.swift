import CSeqcFiles

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The door every file seqc reads passes through: routines, configuration files, the
/// folders a walk lists, and (through ``openNamed(_:flags:)``) the files the command
/// line names for seqc's own use. One policy, written here once (docs/security.md,
/// "Files seqc reads and writes"):
///
/// - beneath a ``FileRoot``, a symbolic link is followed only while it stays beneath it;
/// - only regular files are read as routines or configuration, and never one of a pseudo
///   file system such as /proc or /sys, whatever led there;
/// - every open is non-blocking and close-on-exec, so a FIFO cannot stall the run.
package enum GuardedFiles {
    /// Why a file was not opened for reading.
    package enum Refusal: Error, Equatable {
        /// It, or a link on the way to it, leads outside the root.
        case outsideRoot(FileRoot)
        /// Not a regular file: what it is.
        case notRegular(FileStatus.Kind)
        /// A file of /proc, /sys and the like.
        case pseudoFile
        /// The system said no (`errno`).
        case system(Int32)

        package static func == (left: Refusal, right: Refusal) -> Bool {
            switch (left, right) {
            case (.outsideRoot(let a), .outsideRoot(let b)): a == b
            case (.notRegular(let a), .notRegular(let b)): a == b
            case (.pseudoFile, .pseudoFile): true
            case (.system(let a), .system(let b)): a == b
            default: false
            }
        }

        /// Why, as the end of a sentence that starts with the path: `is a symbolic link
        /// that leads outside /repo, the root of this run`.
        package var reason: String {
            switch self {
            case .outsideRoot(let root):
                "leads outside \(root.path.display) (the folder this run reads beneath), through a symbolic link"
            case .notRegular(let kind): "is \(kind.description), not a regular file"
            case .pseudoFile: "is a file of a system pseudo file system (such as /proc or /sys), not a file of yours"
            case .system(let code): code == ENOENT || code == ENOTDIR ? "no such file" : "cannot be read: \(systemErrorMessage(code))"
            }
        }
    }

    /// A regular file opened for reading beneath `root`, with its status: the caller
    /// reads and closes the descriptor.
    package static func openForReading(_ path: RawPath, root: FileRoot) -> Result<(Int32, FileStatus), Refusal> {
        guard let relative = relative(path, beneath: root) else { return .failure(.outsideRoot(root)) }
        switch GuardedOpen.open(relative, beneath: root, flags: O_RDONLY | O_NONBLOCK | O_NOCTTY) {
        case .outside: return .failure(.outsideRoot(root))
        case .failed(let code): return .failure(.system(code))
        case .opened(let descriptor):
            switch checkedRegular(descriptor) {
            case .success(let status): return .success((descriptor, status))
            case .failure(let refusal):
                close(descriptor)
                return .failure(refusal)
            }
        }
    }

    /// The folder at `path` beneath `root`, opened to list.
    package static func openDirectory(_ path: RawPath, root: FileRoot) -> Result<Int32, Refusal> {
        guard let relative = relative(path, beneath: root) else { return .failure(.outsideRoot(root)) }
        switch GuardedOpen.open(relative, beneath: root, flags: O_RDONLY | O_DIRECTORY | O_NONBLOCK) {
        case .outside: return .failure(.outsideRoot(root))
        case .failed(let code): return .failure(.system(code))
        case .opened(let descriptor): return .success(descriptor)
        }
    }

    /// Whether `path` (beneath `root` by its spelling) leads outside it through a link,
    /// without reading anything: a walk asks it of a linked routine before listing it.
    package static func leadsOutside(_ path: RawPath, root: FileRoot) -> Bool {
        guard let relative = relative(path, beneath: root) else { return true }
        #if os(Linux)
        let flags = Int32(SEQC_O_PATH)
        #else
        let flags = O_RDONLY | O_NONBLOCK
        #endif
        switch GuardedOpen.open(relative, beneath: root, flags: flags) {
        case .outside: return true
        case .failed: return false
        case .opened(let descriptor):
            close(descriptor)
            return false
        }
    }

    /// A file the command line names for seqc's own use (a baseline, a list of paths),
    /// opened as named: the command line is trusted with where it points. It is still
    /// opened without blocking unless `blocking` (a list of paths may be a pipe that
    /// waits for its writer), and never read from a pseudo file system.
    package static func openNamed(_ path: RawPath, blocking: Bool = false) -> Result<(Int32, FileStatus), Refusal> {
        let descriptor = path.withCString { open($0, O_RDONLY | O_NOCTTY | O_CLOEXEC | (blocking ? 0 : O_NONBLOCK)) }
        guard descriptor >= 0 else { return .failure(.system(errno)) }
        guard let status = FileStatus.of(descriptor: descriptor) else {
            let code = errno
            close(descriptor)
            return .failure(.system(code))
        }
        if status.kind == .regular, status.isOnPseudoFileSystem(descriptor) {
            close(descriptor)
            return .failure(.pseudoFile)
        }
        return .success((descriptor, status))
    }

    /// `path` relative to `root`, as the kernel would resolve its spelling from the working
    /// directory; nil when it is not beneath the root.
    private static func relative(_ path: RawPath, beneath root: FileRoot) -> [UInt8]? {
        root.relative(path.absolute(in: path.isAbsolute ? rootDirectory : workingDirectory))
    }

    private static let rootDirectory = RawPath("/")
    /// The working directory, asked once: seqc never changes it, and every path a run
    /// opens would otherwise ask the kernel again.
    private static let workingDirectory = RawPath.currentDirectory.absolute(in: RawPath("/"))

    /// The status of an open file when it is a regular file of stored data.
    private static func checkedRegular(_ descriptor: Int32) -> Result<FileStatus, Refusal> {
        guard let status = FileStatus.of(descriptor: descriptor) else { return .failure(.system(errno)) }
        guard status.kind == .regular else { return .failure(.notRegular(status.kind)) }
        if status.isOnPseudoFileSystem(descriptor) { return .failure(.pseudoFile) }
        return .success(status)
    }
}

extension FileStatus {
    /// Whether the open file `descriptor`, of this status, is a file of a pseudo file
    /// system; the kernel is asked only when the status's device cannot tell.
    fileprivate func isOnPseudoFileSystem(_ descriptor: Int32) -> Bool {
        seqc_is_pseudo_file_system_on(descriptor, identity.device) == 1
    }
}
