import SeqcCompiler

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Lists a directory with `opendir`/`readdir`, keeping each name's bytes as they are:
/// Foundation's listing drops or mangles names that are not valid UTF-8.
enum DirectoryReader {
    /// A name in a directory, and what the listing says it is.
    struct Entry {
        let name: [UInt8]
        /// What `readdir` says of it: `.directory`, `.regular`, `.other`, or `.unknown`
        /// where the file system does not say (the caller asks `lstat`).
        let type: EntryType
    }

    enum EntryType {
        case directory, regular, other, unknown
    }

    /// The entries of `directory` (without `.` and `..`), opened through ``GuardedFiles``
    /// beneath `root`, or why it could not be listed.
    static func entries(in directory: RawPath, root: FileRoot) -> Result<[Entry], GuardedFiles.Refusal> {
        let descriptor: Int32
        switch GuardedFiles.openDirectory(directory, root: root) {
        case .success(let opened): descriptor = opened
        case .failure(let refusal): return .failure(refusal)
        }
        guard let handle = fdopendir(descriptor) else {
            let code = errno
            close(descriptor)
            return .failure(.system(code))
        }
        defer { closedir(handle) }
        var entries: [Entry] = []
        while true {
            errno = 0
            guard let entry = readdir(handle) else {
                if errno != 0 { return .failure(.system(errno)) }
                return .success(entries)
            }
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                Array(UnsafeRawBufferPointer(rebasing: raw[..<strnlen(raw.baseAddress!.assumingMemoryBound(to: CChar.self), raw.count)]))
            }
            if name == [0x2E] || name == [0x2E, 0x2E] { continue }
            let type: EntryType =
                switch Int(entry.pointee.d_type) {
                case Int(DT_DIR): .directory
                case Int(DT_REG): .regular
                case Int(DT_UNKNOWN): .unknown
                default: .other
                }
            entries.append(Entry(name: name, type: type))
        }
    }
}
