#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `stat` says about a path: its kind and its identity on disk.
package struct FileStatus: Sendable {
    package enum Kind: Sendable {
        case regular, directory, symbolicLink, fifo, socket, characterDevice, blockDevice, unknown

        /// The kind as a noun phrase: `a named pipe (FIFO)`.
        package var description: String {
            switch self {
            case .regular: "a regular file"
            case .directory: "a directory"
            case .symbolicLink: "a symbolic link"
            case .fifo: "a named pipe (FIFO)"
            case .socket: "a socket"
            case .characterDevice: "a character device"
            case .blockDevice: "a block device"
            case .unknown: "not a regular file"
            }
        }
    }

    /// Device and inode: one file however many names lead to it.
    package struct Identity: Hashable, Comparable, Sendable {
        let device: UInt64
        let inode: UInt64

        package init(device: UInt64, inode: UInt64) {
            self.device = device
            self.inode = inode
        }

        package static func < (left: Identity, right: Identity) -> Bool {
            (left.device, left.inode) < (right.device, right.inode)
        }
    }

    package let kind: Kind
    package let identity: Identity
    /// The size in bytes (`st_size`): a regular file's length when it was looked at.
    package let size: Int

    /// The status of `path`, following symbolic links unless `followingLinks` is false;
    /// nil with `errno` set when there is none.
    package static func of(_ path: RawPath, followingLinks: Bool = true) -> FileStatus? {
        var info = stat()
        let result = path.withCString { followingLinks ? stat($0, &info) : lstat($0, &info) }
        return result == 0 ? FileStatus(info) : nil
    }

    /// The status of an open file.
    package static func of(descriptor: Int32) -> FileStatus? {
        var info = stat()
        return fstat(descriptor, &info) == 0 ? FileStatus(info) : nil
    }

    private init(_ info: stat) {
        identity = Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
        size = Int(info.st_size)
        kind =
            switch info.st_mode & S_IFMT {
            case S_IFREG: .regular
            case S_IFDIR: .directory
            case S_IFLNK: .symbolicLink
            case S_IFIFO: .fifo
            case S_IFSOCK: .socket
            case S_IFCHR: .characterDevice
            case S_IFBLK: .blockDevice
            default: .unknown
            }
    }
}

/// The C library's message for `code` (`Permission denied`).
package func systemErrorMessage(_ code: Int32) -> String {
    String(cString: strerror(code))
}
