#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Exclusive `flock`s on the directories outputs go to, so two seqc runs writing into
/// one directory take turns instead of interleaving. The lock is on the directory
/// itself, taken on the descriptor ``Staging`` holds it by (so the directory locked is
/// the one written in, and a run writing into thousands of folders opens each once): no
/// lock file is left behind. Released by `release()` or when the value goes, always
/// before the staging closes the descriptors.
final class DirectoryLock {
    private var descriptors: [Int32] = []

    /// Locks every directory in `directories` (each held open, each once), in the order
    /// of their device and inode numbers so two runs never wait for each other in a cycle.
    /// `onWait` is told when another run holds a lock and this one waits for it.
    init(_ directories: [HeldDirectory], onWait: (String) -> Void) throws(OutputFailure) {
        for directory in directories.sorted(by: { $0.key < $1.key }) {
            if flock(directory.descriptor, LOCK_EX | LOCK_NB) == 0 {
                descriptors.append(directory.descriptor)
                continue
            }
            onWait(directory.path)
            var result: Int32
            repeat { result = flock(directory.descriptor, LOCK_EX) } while result != 0 && errno == EINTR
            guard result == 0 else {
                let code = errno
                release()
                throw .cannotWrite(directory.path, errno: code)
            }
            descriptors.append(directory.descriptor)
        }
    }

    /// Unlocks every directory; the descriptors stay open, the staging's to close.
    func release() {
        for descriptor in descriptors { _ = flock(descriptor, LOCK_UN) }
        descriptors = []
    }

    deinit { release() }
}

/// A file's identity: its device and inode numbers.
struct FileKey: Hashable, Comparable {
    let device: UInt64
    let inode: UInt64

    init(_ info: stat) {
        device = UInt64(truncatingIfNeeded: info.st_dev)
        inode = UInt64(truncatingIfNeeded: info.st_ino)
    }

    /// The identity a file's status gave.
    init(_ identity: FileStatus.Identity) {
        device = identity.device
        inode = identity.inode
    }

    /// The identity of the file at `path`, following links; nil when there is none.
    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        self.init(info)
    }

    static func < (left: FileKey, right: FileKey) -> Bool {
        (left.device, left.inode) < (right.device, right.inode)
    }
}

/// The C library's `close`, which `DirectoryLock.close` would otherwise shadow.
func closeDescriptor(_ descriptor: Int32) -> Int32 {
    #if canImport(Glibc)
    Glibc.close(descriptor)
    #else
    Darwin.close(descriptor)
    #endif
}
