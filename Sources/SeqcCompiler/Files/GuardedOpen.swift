import CSeqcFiles

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Opens a path beneath a ``FileRoot``, following symbolic links only while they stay
/// beneath it: the one place where seqc turns a path it found into a descriptor.
///
/// On Linux the kernel decides in one call (`openat2` with `RESOLVE_BENEATH`). Where it
/// cannot (an older kernel, macOS, a seccomp filter, or `SEQC_NO_OPENAT2=1` in the
/// environment, which tests set to cover this path) and where it refuses an absolute
/// link (which may lead back into the root), the path is walked one component at a time:
/// each folder opened with `O_NOFOLLOW` relative to the one before, each link read with
/// `readlinkat` and its target walked in turn, `..` never above the root. A name that
/// turns into a link between the look and the open fails the open (`O_NOFOLLOW`) and is
/// looked at again, so a swap cannot carry the walk outside.
package enum GuardedOpen {
    /// What opening a path beneath a root came to.
    package enum Outcome {
        case opened(Int32)
        /// The path, or a link on it, leads outside the root.
        case outside
        /// The open failed with this `errno`.
        case failed(Int32)
    }

    /// The most links one path may pass through: the kernel's own limit (`ELOOP`).
    static let maximumLinks = 40

    /// Opens `relative` (a path beneath `root`, as ``FileRoot/relative(_:)`` gives it)
    /// with `flags`; an empty path opens the root itself.
    package static func open(_ relative: [UInt8], beneath root: FileRoot, flags: Int32) -> Outcome {
        root.withDescriptor { descriptor, error in
            guard descriptor >= 0 else { return .failed(error) }
            return open(relative, beneath: descriptor, root: root, flags: flags)
        }
    }

    private static func open(_ relative: [UInt8], beneath rootDescriptor: Int32, root: FileRoot, flags: Int32) -> Outcome {
        if usesOpenat2 {
            let descriptor = withCString(relative.isEmpty ? [UInt8(ascii: ".")] : relative) {
                seqc_open_beneath(rootDescriptor, $0, flags | O_CLOEXEC)
            }
            if descriptor >= 0 { return .opened(descriptor) }
            switch errno {
            // Outside, or an absolute link that may lead back in: the walk decides.
            case EXDEV, ELOOP: break
            case ENOSYS, EPERM, EINVAL, E2BIG: openat2Unavailable.withLock { openat2Works = false }
            case let code: return .failed(code)
            }
        }
        return walk(relative, beneath: rootDescriptor, root: root, flags: flags | O_CLOEXEC)
    }

    /// Whether `openat2` is used: not when the environment says `SEQC_NO_OPENAT2=1`, nor
    /// once the kernel has said it has none.
    private static var usesOpenat2: Bool {
        forcedFallback ? false : openat2Unavailable.withLock { openat2Works }
    }

    private static let forcedFallback: Bool = getenv("SEQC_NO_OPENAT2").map { String(cString: $0) == "1" } ?? false
    private static let openat2Unavailable = Lock()
    /// Guarded by ``openat2Unavailable``.
    nonisolated(unsafe) private static var openat2Works = true

    /// The component-by-component walk (see the type's comment).
    static func walk(_ relative: [UInt8], beneath root: FileRoot, flags: Int32) -> Outcome {
        root.withDescriptor { descriptor, error in
            descriptor >= 0 ? walk(relative, beneath: descriptor, root: root, flags: flags) : .failed(error)
        }
    }

    private static func walk(_ relative: [UInt8], beneath rootDescriptor: Int32, root: FileRoot, flags: Int32) -> Outcome {
        var folders: [Int32] = []
        defer { folders.forEach { close($0) } }
        // Components still to walk, the next one last.
        var pending = components(relative).reversed() as [[UInt8]]
        var links = 0
        if pending.isEmpty {
            let descriptor = openat(rootDescriptor, ".", flags)
            return descriptor >= 0 ? .opened(descriptor) : .failed(errno)
        }
        while let name = pending.popLast() {
            if name == dotDot {
                guard let folder = folders.popLast() else { return .outside }
                close(folder)
                if pending.isEmpty { return reopen(folders.last ?? rootDescriptor, flags: flags) }
                continue
            }
            let current = folders.last ?? rootDescriptor
            let isLast = pending.isEmpty
            var info = stat()
            guard withCString(name, { fstatat(current, $0, &info, AT_SYMLINK_NOFOLLOW) }) == 0 else { return .failed(errno) }
            if info.st_mode & S_IFMT == S_IFLNK {
                links += 1
                guard links <= maximumLinks else { return .failed(ELOOP) }
                guard let target = readLink(name, in: current) else { return .failed(errno) }
                if target.first == UInt8(ascii: "/") {
                    guard let inside = root.relativeLinkTarget(RawPath(bytes: target).absolute(in: RawPath("/"))) else {
                        return .outside
                    }
                    folders.forEach { close($0) }
                    folders.removeAll()
                    pending += components(inside).reversed()
                    if pending.isEmpty { return reopen(rootDescriptor, flags: flags) }
                } else {
                    pending += components(target).reversed()
                    if pending.isEmpty { return reopen(current, flags: flags) }
                }
                continue
            }
            if !isLast && info.st_mode & S_IFMT != S_IFDIR { return .failed(ENOTDIR) }
            let descriptor = withCString(name) {
                openat(current, $0, isLast ? flags | O_NOFOLLOW : FileRoot.directoryFlags | O_NOFOLLOW)
            }
            guard descriptor >= 0 else {
                let code = errno
                // Made a link since it was looked at: look again (the count of links bounds it).
                if code == ELOOP || code == EMLINK || (!isLast && code == ENOTDIR) {
                    links += 1
                    guard links <= maximumLinks else { return .failed(ELOOP) }
                    pending.append(name)
                    continue
                }
                return .failed(code)
            }
            if isLast { return .opened(descriptor) }
            folders.append(descriptor)
        }
        return .failed(ENOENT)
    }

    /// The folder `descriptor` opened again with `flags` (a path that ends in `..` or at
    /// a link to a folder).
    private static func reopen(_ descriptor: Int32, flags: Int32) -> Outcome {
        let opened = openat(descriptor, ".", flags)
        return opened >= 0 ? .opened(opened) : .failed(errno)
    }

    private static let dotDot: [UInt8] = [UInt8(ascii: "."), UInt8(ascii: ".")]

    /// The components of a path, without empty ones and `.`.
    private static func components(_ path: [UInt8]) -> [[UInt8]] {
        // One pass over the bytes: every file opened comes here, and splitting, filtering
        // and copying made a list at each step.
        var parts: [[UInt8]] = []
        var start = 0
        for end in 0...path.count where end == path.count || path[end] == UInt8(ascii: "/") {
            let part = path[start..<end]
            if !part.isEmpty, !(part.count == 1 && part.first == UInt8(ascii: ".")) { parts.append(Array(part)) }
            start = end + 1
        }
        return parts
    }

    /// What the link `name` in the folder `folder` holds; nil with errno set.
    private static func readLink(_ name: [UInt8], in folder: Int32) -> [UInt8]? {
        var size = 256
        while size <= 1 << 16 {
            var buffer = [UInt8](repeating: 0, count: size)
            let count = withCString(name) { path in
                buffer.withUnsafeMutableBytes { readlinkat(folder, path, $0.baseAddress!.assumingMemoryBound(to: CChar.self), size) }
            }
            if count < 0 { return nil }
            if count < size { return Array(buffer[..<count]) }
            size *= 2
        }
        errno = ENAMETOOLONG
        return nil
    }

    private static func withCString<Result>(_ bytes: [UInt8], _ body: (UnsafePointer<CChar>) -> Result) -> Result {
        RawPath(bytes: bytes).withCString(body)
    }
}
