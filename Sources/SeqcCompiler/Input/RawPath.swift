#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A path as the file system holds it: bytes, which need not be UTF-8. Files are opened
/// by these bytes; ``display`` is only for showing.
package struct RawPath: Hashable, Sendable, Comparable {
    package var bytes: [UInt8]

    package init(bytes: [UInt8]) { self.bytes = bytes }
    package init(_ text: String) { bytes = Array(text.utf8) }

    /// Hashes the bytes as one buffer, as equality compares them: an array of bytes
    /// hashes byte by byte, and every argument's directory is looked up in several tables.
    package func hash(into hasher: inout Hasher) {
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
    }

    /// The path as shown to people (see ``PathDisplay``).
    package var display: String { PathDisplay.string(bytes) }

    package var isAbsolute: Bool { bytes.first == UInt8(ascii: "/") }

    /// The last component (`c` for `a/b/c`).
    package var lastComponent: ArraySlice<UInt8> {
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return bytes[...] }
        return bytes[(slash + 1)...]
    }

    /// `name` inside this directory; `.` as the directory adds no prefix, so a walk of the
    /// current directory shows `a/b`, not `./a/b`.
    package func appending(_ name: [UInt8]) -> RawPath {
        let slash = UInt8(ascii: "/")
        if bytes.count == 1, bytes[0] == UInt8(ascii: ".") { return RawPath(bytes: Array(name)) }
        // One allocation: a walk joins every name it meets.
        let separated = bytes.last != slash
        var joined: [UInt8] = []
        joined.reserveCapacity(bytes.count + 1 + name.count)
        joined.append(contentsOf: bytes)
        if separated { joined.append(slash) }
        joined.append(contentsOf: name)
        return RawPath(bytes: joined)
    }

    /// This path made absolute against `directory` and cleaned of `.`, `..` and `//`,
    /// by text alone: the user's spelling decides, not where symbolic links lead.
    package func absolute(in directory: RawPath) -> RawPath {
        // A working directory, as `getcwd` gives it, is made absolute for every argument.
        if isAbsolute, isClean { return self }
        // Each component is copied once into one buffer, after its own `/`; `..` drops the
        // last component there, which starts at the buffer's last `/`. Every path of a run
        // is made absolute, and splitting and joining arrays cost more than reading it.
        // Room: each component gains at most its `/`, and components are separated by at
        // least one byte, so the result is at most both paths and two more bytes.
        // Written in scratch space and copied out at its length: the array initializer
        // that writes in place allocates through a generic path that costs more.
        let cleaned = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: directory.bytes.count + bytes.count + 2) { buffer in
            var count = 0
            if !isAbsolute { directory.bytes.withUnsafeBufferPointer { count = Self.write(componentsOf: $0, to: buffer, after: count) } }
            bytes.withUnsafeBufferPointer { count = Self.write(componentsOf: $0, to: buffer, after: count) }
            return Array(UnsafeBufferPointer(rebasing: buffer[..<count]))
        }
        return RawPath(bytes: cleaned).orRoot
    }

    /// Whether no component is empty, `.` or `..`, and no `/` ends the path but the root's.
    private var isClean: Bool {
        let slash = UInt8(ascii: "/")
        let dot = UInt8(ascii: ".")
        return bytes.withUnsafeBufferPointer { path in
            var start = 0
            while start < path.count {
                var end = start
                while end < path.count, path[end] != slash { end += 1 }
                let length = end - start
                // An absolute path's first component is the empty one before its `/`.
                if length == 0, start != 0 { return false }
                if length == 1, path[start] == dot { return false }
                if length == 2, path[start] == dot, path[start + 1] == dot { return false }
                start = end + 1
            }
            // A last `/` leaves an empty last component, which the loop does not reach.
            return path.count <= 1 || path[path.count - 1] != slash
        }
    }

    /// Writes the components of `path` into `cleaned` after its first `count` bytes, and
    /// returns the new count.
    private static func write(
        componentsOf path: UnsafeBufferPointer<UInt8>, to cleaned: UnsafeMutableBufferPointer<UInt8>, after count: Int
    ) -> Int {
        let slash = UInt8(ascii: "/")
        let dot = UInt8(ascii: ".")
        var count = count
        var start = 0
        while start < path.count {
            guard path[start] != slash else {
                start += 1
                continue
            }
            var end = start + 1
            while end < path.count, path[end] != slash { end += 1 }
            switch end - start {
            case 1 where path[start] == dot: break
            case 2 where path[start] == dot && path[start + 1] == dot:
                var last = count - 1
                while last >= 0, cleaned[last] != slash { last -= 1 }
                if last >= 0 { count = last }
            default:
                cleaned[count] = slash
                UnsafeMutableRawPointer(cleaned.baseAddress! + count + 1).copyMemory(
                    from: path.baseAddress! + start, byteCount: end - start)
                count += 1 + end - start
            }
            start = end
        }
        return count
    }

    /// The directory holding this absolute, cleaned path (`/` for `/` itself).
    package var parent: RawPath {
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")), slash > 0 else { return RawPath("/") }
        return RawPath(bytes: Array(bytes[..<slash]))
    }

    /// Whether this absolute, cleaned path names an entry of `directory` (absolute and
    /// clean), without making its ``parent``.
    package func isDirectlyInside(_ directory: RawPath) -> Bool {
        let slash = UInt8(ascii: "/")
        guard let last = bytes.lastIndex(of: slash) else { return false }
        // The parent of `/a` is `/`, which ends at the slash rather than before it.
        let parentCount = last == 0 ? 1 : last
        guard parentCount == directory.bytes.count else { return false }
        return bytes.withUnsafeBufferPointer { path in
            directory.bytes.withUnsafeBufferPointer { parent in
                memcmp(path.baseAddress!, parent.baseAddress!, parentCount) == 0
            }
        }
    }

    private var orRoot: RawPath { bytes.isEmpty ? RawPath("/") : self }

    /// Calls `body` with the path as a NUL-terminated C string.
    package func withCString<Result>(_ body: (UnsafePointer<CChar>) throws -> Result) rethrows -> Result {
        // On the stack when it fits: every file is opened and stat'ed by its path.
        try withUnsafeTemporaryAllocation(of: CChar.self, capacity: bytes.count + 1) { buffer in
            bytes.withUnsafeBytes { UnsafeMutableRawBufferPointer(buffer).copyMemory(from: $0) }
            buffer[bytes.count] = 0
            return try body(buffer.baseAddress!)
        }
    }

    /// The process's working directory, byte for byte.
    package static var currentDirectory: RawPath {
        var size = 4096
        while size <= 1 << 20 {
            var buffer = [CChar](repeating: 0, count: size)
            if getcwd(&buffer, size) != nil {
                return RawPath(bytes: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) })
            }
            guard errno == ERANGE else { break }
            size *= 2
        }
        return RawPath(".")
    }

    /// Byte order: the same on every platform and in every locale.
    package static func < (lhs: RawPath, rhs: RawPath) -> Bool { compare(lhs.bytes, rhs.bytes) < 0 }

    /// Byte order of `lhs` and `rhs`, as `memcmp` gives it with the shorter one first on a
    /// tie: negative, zero or positive. A walk sorts every path it finds with this.
    package static func compare(_ lhs: [UInt8], _ rhs: [UInt8]) -> Int {
        lhs.withUnsafeBufferPointer { left in rhs.withUnsafeBufferPointer { right in compare(left, right) } }
    }

    /// ``compare(_:_:)`` of bytes already at hand, such as two stretches of one buffer.
    package static func compare(_ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>) -> Int {
        let shared = Swift.min(lhs.count, rhs.count)
        let order = shared == 0 ? 0 : memcmp(lhs.baseAddress!, rhs.baseAddress!, shared)
        return order != 0 ? Int(order) : lhs.count - rhs.count
    }
}
