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
    package func appending<Name: Collection>(_ name: Name) -> RawPath where Name.Element == UInt8 {
        if bytes == [UInt8(ascii: ".")] { return RawPath(bytes: Array(name)) }
        let separator: [UInt8] = bytes.last == UInt8(ascii: "/") ? [] : [UInt8(ascii: "/")]
        return RawPath(bytes: bytes + separator + name)
    }

    /// This path made absolute against `directory` and cleaned of `.`, `..` and `//`,
    /// by text alone: the user's spelling decides, not where symbolic links lead.
    package func absolute(in directory: RawPath) -> RawPath {
        // Each component is copied once into one buffer, after its own `/`; `..` drops the
        // last component there, which starts at the buffer's last `/`. Every path of a run
        // is made absolute, and splitting and joining arrays cost more than reading it.
        var cleaned: [UInt8] = []
        cleaned.reserveCapacity((isAbsolute ? 0 : directory.bytes.count + 1) + bytes.count)
        if !isAbsolute { Self.appendComponents(of: directory.bytes, to: &cleaned) }
        Self.appendComponents(of: bytes, to: &cleaned)
        return RawPath(bytes: cleaned).orRoot
    }

    private static func appendComponents(of path: [UInt8], to cleaned: inout [UInt8]) {
        let slash = UInt8(ascii: "/")
        let dot = UInt8(ascii: ".")
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
                if let last = cleaned.lastIndex(of: slash) { cleaned.removeSubrange(last...) }
            default:
                cleaned.append(slash)
                cleaned.append(contentsOf: path[start..<end])
            }
            start = end
        }
    }

    /// The directory holding this absolute, cleaned path (`/` for `/` itself).
    package var parent: RawPath {
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")), slash > 0 else { return RawPath("/") }
        return RawPath(bytes: Array(bytes[..<slash]))
    }

    private var orRoot: RawPath { bytes.isEmpty ? RawPath("/") : self }

    /// Calls `body` with the path as a NUL-terminated C string.
    package func withCString<Result>(_ body: (UnsafePointer<CChar>) throws -> Result) rethrows -> Result {
        try (bytes + [0]).withUnsafeBufferPointer { buffer in
            try buffer.withMemoryRebound(to: CChar.self) { try body($0.baseAddress!) }
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
    package static func < (lhs: RawPath, rhs: RawPath) -> Bool { lhs.bytes.lexicographicallyPrecedes(rhs.bytes) }
}
