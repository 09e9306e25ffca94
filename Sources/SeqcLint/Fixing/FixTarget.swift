import SeqcCompiler

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether `lint --fix` may replace a routine file: the fixed text goes to a new file
/// renamed over the old one, so the file must stay the one file it was, with its owner's
/// leave to change it. That it is still the file that was read is checked by the commit
/// itself, through the folder's held descriptor just before the rename
/// (``OutputTransaction/add(fixed:to:expecting:root:)``).
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
}
