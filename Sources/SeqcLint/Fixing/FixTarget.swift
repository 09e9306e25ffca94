import SeqcCompiler

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether `lint --fix` may replace a routine file: the fixed text goes to a new file
/// renamed over the old one, so the file must stay the one file it was, with its owner's
/// leave to change it.
package enum FixTarget {
    /// Why the file at `path` is not replaced by its fixed text; nil when it may be.
    ///
    /// - More than one hard link: the rename would give this name the fix and leave every
    ///   other name with the old text, which would then look fixed and is not.
    /// - No write bit for its owner: a file made read-only stays as it is, even for root,
    ///   who could otherwise replace anything.
    /// - Another user's (unless seqc runs as root): the new file would be seqc's user's.
    package static func refusal(_ path: RawPath) -> String? {
        var info = stat()
        guard path.withCString({ stat($0, &info) }) == 0 else { return nil }
        if info.st_nlink > 1 {
            return "it has \(info.st_nlink) hard links, and the others would keep the old text"
        }
        if info.st_mode & S_IWUSR == 0 { return "it is read-only (its owner may not write it)" }
        if geteuid() != 0, info.st_uid != geteuid() { return "it belongs to another user" }
        return nil
    }

    /// Whether the file at `path` still holds `bytes`, as read before it was fixed: an edit
    /// made meanwhile, or a file removed meanwhile, is not overwritten (or made again).
    package static func stillHolds(_ bytes: [UInt8], at path: RawPath, root: FileRoot?) -> Bool {
        let root = root ?? FileRoot.of(path, isDirectory: false)
        guard case .success(let current) = SourceLoader.load(path, displayName: path.display, root: root) else { return false }
        return current.bytes == bytes
    }
}
