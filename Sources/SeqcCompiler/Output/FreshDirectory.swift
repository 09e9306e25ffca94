#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An output directory that was missing, made under a temporary name in its parent
/// (`.seqc-RANDOM.dir`) and renamed into place by the commit. A build into a new folder
/// then renames one directory instead of each of its thousands of files, and the folder
/// appears whole, or not at all.
struct FreshDirectory {
    /// The directory as the outputs spell it.
    let target: String
    /// The temporary name its files are written under until the commit.
    let staged: String
    /// The identity of the directory it goes in: with ``name``, `out` and `./out` are one
    /// fresh directory.
    let parent: FileKey
    /// Its name in ``parent``.
    var name: String { OutputPath.name(of: target) }
    /// Its slot in ``InterruptCleanup``, which removes it (once its files are gone).
    let slot: Int
    /// Renamed into place by the commit.
    var renamed = false
    /// Found made by another run before the commit: its files went in one by one.
    var adopted = false

    /// Makes the temporary directory for `target` in `parent`, registered for cleanup
    /// before it exists; its permissions are those `mkdir` would have given `target`.
    init(_ target: String, in parent: String, parentKey: FileKey, for shown: String) throws(OutputFailure) {
        for _ in 0..<100 {
            let staged = OutputPath.join(parent, ".seqc-\(OutputPath.randomName()).dir")
            let slot = InterruptCleanup.register(staged, directory: true)
            guard mkdir(staged, 0o777) == 0 else {
                let code = errno
                InterruptCleanup.forget(slot)
                if code == EEXIST { continue }
                throw .cannotWrite(shown, errno: code)
            }
            self.target = target
            self.staged = staged
            self.parent = parentKey
            self.slot = slot
            return
        }
        throw .cannotWrite(shown, errno: EEXIST)
    }
}
