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
            let name = Self.name(of: entry)
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
    /// The bytes of an entry's name. Read in place, up to its NUL: the kernel's record is
    /// only as long as its name, so copying `d_name`'s full 256 bytes out of the last
    /// record of `readdir`'s buffer would read past the buffer.
    static func name(of entry: UnsafeMutablePointer<dirent>) -> [UInt8] {
        let start = UnsafeRawPointer(entry) + MemoryLayout<dirent>.offset(of: \dirent.d_name)!
        return Array(UnsafeRawBufferPointer(start: start, count: strlen(start.assumingMemoryBound(to: CChar.self))))
    }
}
