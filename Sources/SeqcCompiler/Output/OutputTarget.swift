#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What an output path turns out to be once symbolic links are followed.
enum OutputTarget: Equatable {
    /// A regular file, or nothing yet: replaced atomically at `path`, the end of any
    /// chain of links, so the links stay links.
    case file(path: String, exists: Bool)
    /// A character device (`/dev/null`, a terminal): written through, never replaced.
    case characterDevice(path: String)
    /// A FIFO (`/dev/stdout` on a pipe): written through when a process reads it.
    case fifo(path: String)

    /// Follows `path` through at most 40 links (the kernel's own limit) and says what
    /// is at the end. Directories, sockets and block devices are refused.
    static func resolve(_ path: String) throws(OutputFailure) -> OutputTarget {
        var current = path
        for _ in 0..<40 {
            if OutputPath.name(of: current).isEmpty { throw .notAFile(path, is: "a directory") }
            var info = stat()
            guard lstat(current, &info) == 0 else {
                let code = errno
                if code == ENOENT { return .file(path: current, exists: false) }
                throw .cannotWrite(path, errno: code)
            }
            var followed = stat()
            if (info.st_mode & S_IFMT) == S_IFLNK, stat(current, &followed) == 0, (followed.st_mode & S_IFMT) != S_IFREG {
                // A link to a device, FIFO or socket is judged by what it points at and
                // opened through the link: /dev/stdout's /proc/self/fd/1 names a pipe
                // that readlink cannot spell as a path.
                info = followed
            }
            switch info.st_mode & S_IFMT {
            case S_IFREG: return .file(path: current, exists: true)
            case S_IFCHR: return .characterDevice(path: current)
            case S_IFIFO: return .fifo(path: current)
            case S_IFDIR: throw .notAFile(path, is: "a directory")
            case S_IFSOCK: throw .notAFile(path, is: "a socket")
            case S_IFBLK: throw .notAFile(path, is: "a block device")
            case S_IFLNK: current = try linkTarget(of: current, for: path)
            default: throw .notAFile(path, is: "a special file")
            }
        }
        throw .cannotWrite(path, errno: ELOOP)
    }

    /// What is at `path` itself, links not followed: for an output whose name comes from
    /// the routines rather than the command line (`ID.json` in `--out-dir`). A symbolic
    /// link there is replaced by the output, never written through, so a link planted in
    /// the output folder cannot send the output elsewhere. Anything but a regular file, a
    /// link or nothing is refused.
    static func resolveReplacingLinks(_ path: String) throws(OutputFailure) -> OutputTarget {
        if OutputPath.name(of: path).isEmpty { throw .notAFile(path, is: "a directory") }
        var info = stat()
        guard lstat(path, &info) == 0 else {
            let code = errno
            if code == ENOENT { return .file(path: path, exists: false) }
            throw .cannotWrite(path, errno: code)
        }
        return try replacingLinks(info, at: path)
    }

    /// What is at `path`'s name in the open directory `parent` (the directory `path`
    /// names, held since it was opened), as ``resolveReplacingLinks(_:)`` judges it.
    static func resolveReplacingLinks(_ path: String, in parent: Int32) throws(OutputFailure) -> OutputTarget {
        let name = OutputPath.name(of: path)
        if name.isEmpty { throw .notAFile(path, is: "a directory") }
        var info = stat()
        guard fstatat(parent, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else {
            let code = errno
            if code == ENOENT { return .file(path: path, exists: false) }
            throw .cannotWrite(path, errno: code)
        }
        return try replacingLinks(info, at: path)
    }

    private static func replacingLinks(_ info: stat, at path: String) throws(OutputFailure) -> OutputTarget {
        switch info.st_mode & S_IFMT {
        case S_IFREG, S_IFLNK: return .file(path: path, exists: true)
        case S_IFDIR: throw .notAFile(path, is: "a directory")
        case S_IFSOCK: throw .notAFile(path, is: "a socket")
        case S_IFBLK: throw .notAFile(path, is: "a block device")
        case S_IFCHR: throw .notAFile(path, is: "a character device")
        case S_IFIFO: throw .notAFile(path, is: "a named pipe (FIFO)")
        default: throw .notAFile(path, is: "a special file")
        }
    }

    private static func linkTarget(of link: String, for path: String) throws(OutputFailure) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(link, &buffer, buffer.count - 1)
        guard count > 0 else { throw .cannotWrite(path, errno: count == 0 ? ENOENT : errno) }
        let target = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return target.hasPrefix("/") ? target : OutputPath.join(OutputPath.directory(of: link), target)
    }
}
