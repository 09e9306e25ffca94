import SeqcCompiler

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `lstat` says of a regular file that changes whenever its bytes change (git's
/// index keeps the same): device, inode, size, and modification and status-change times
/// in nanoseconds. Writing a file sets both times to the clock, and no call sets the
/// status-change time to anything else, so a file written since it was stamped has
/// another stamp, except when the write fell within the file system's timestamp
/// granularity of the stamping (``isRacy(recordedAt:)``).
package struct LintFileStamp: Hashable, Sendable {
    package var device: UInt64
    package var inode: UInt64
    package var size: UInt64
    package var modified: Int64
    package var changed: Int64

    package init(device: UInt64, inode: UInt64, size: UInt64, modified: Int64, changed: Int64) {
        self.device = device
        self.inode = inode
        self.size = size
        self.modified = modified
        self.changed = changed
    }

    /// The stamp of the regular file at `path`, its last component not followed; nil for
    /// anything else (a link, a FIFO, a missing file), which is then read as without a cache.
    package static func of(_ path: RawPath) -> LintFileStamp? {
        var info = stat()
        guard path.withCString({ lstat($0, &info) }) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        #if os(Linux)
        let modified = info.st_mtim, changed = info.st_ctim
        #else
        let modified = info.st_mtimespec, changed = info.st_ctimespec
        #endif
        return LintFileStamp(
            device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: UInt64(info.st_size),
            modified: Int64(modified.tv_sec) * 1_000_000_000 + Int64(modified.tv_nsec),
            changed: Int64(changed.tv_sec) * 1_000_000_000 + Int64(changed.tv_nsec))
    }

    /// The file's identity, as opening it would learn it.
    package var identity: FileStatus.Identity { FileStatus.Identity(device: device, inode: inode) }

    /// How far a file's times may trail the clock: file systems keep times as coarse as
    /// two seconds (FAT), and the kernel stamps writes from a clock a tick behind the
    /// one read here. A stamp within this of its recording proves nothing.
    package static let granularity: Int64 = 2_000_000_000

    /// Whether the stamp, taken no earlier than `recordedAt` (nanoseconds since 1970), could
    /// also be the stamp of a write after it: either time at or after `recordedAt` less
    /// ``granularity``. Such an entry is git's "racy" one, and the file is read again.
    package func isRacy(recordedAt: Int64) -> Bool {
        let settled = recordedAt &- Self.granularity
        return modified >= settled || changed >= settled
    }

    /// Now, in nanoseconds since 1970, by the clock file times are set from.
    package static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }
}
