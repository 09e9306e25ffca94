import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Routines, file-type checks and residue checks for the output-writing tests.
enum OutputFixture {
    /// A valid routine whose id is `id`; `rounds` grows its runtime JSON.
    static func routine(_ id: String, rounds: Int = 1) -> String {
        "id: \(id)\ntitle: \(id)\ncards:\n  - interval: Sprints\n    work: 30s\n    rest: 15s\n    rounds: \(rounds)\n"
    }

    /// Files whose names say seqc staged them (`.seqc-*`), anywhere under `directory`.
    static func leftovers(under directory: URL) -> [String] {
        let walker = FileManager.default.enumerator(atPath: directory.path)
        var found: [String] = []
        while let path = walker?.nextObject() as? String {
            if (path as NSString).lastPathComponent.hasPrefix(".seqc-") { found.append(path) }
        }
        return found
    }

    /// The file type bits of `path` (not following a last symbolic link).
    static func type(of path: String) -> mode_t? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return info.st_mode & S_IFMT
    }

    static func text(_ url: URL) -> String? {
        try? String(contentsOf: url, encoding: .utf8)
    }

    /// A listening Unix socket at `path`; the descriptor stays open for the test's life.
    static func makeSocket(at path: String) -> Int32 {
        #if canImport(Glibc)
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(AF_UNIX, SOCK_STREAM, 0)
        #endif
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in path.utf8.prefix(buffer.count - 1).enumerated() { buffer[index] = byte }
        }
        _ = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        return descriptor
    }
}
