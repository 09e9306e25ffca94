import SeqcCompiler

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Lists a directory with `opendir`/`readdir`, keeping each name's bytes as they are:
/// Foundation's listing drops or mangles names that are not valid UTF-8.
enum DirectoryReader {
    /// The names in `directory` (without `.` and `..`), or the `errno` that stopped the listing.
    static func names(in directory: RawPath) -> Result<[[UInt8]], DirectoryError> {
        guard let handle = directory.withCString({ opendir($0) }) else { return .failure(DirectoryError(code: errno)) }
        defer { closedir(handle) }
        var names: [[UInt8]] = []
        while true {
            errno = 0
            guard let entry = readdir(handle) else {
                if errno != 0 { return .failure(DirectoryError(code: errno)) }
                return .success(names)
            }
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                Array(UnsafeRawBufferPointer(rebasing: raw[..<strnlen(raw.baseAddress!.assumingMemoryBound(to: CChar.self), raw.count)]))
            }
            if name == [0x2E] || name == [0x2E, 0x2E] { continue }
            names.append(name)
        }
    }
}

/// A directory that could not be listed.
struct DirectoryError: Error {
    let code: Int32
}
