#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An output directory that was missing, made under a temporary name in its parent
/// (`.seqc-RANDOM.dir`) and renamed into place by the commit. A build into a new folder
/// then renames one directory instead of each of its thousands of files, and the folder
/// appears whole, or not at all. It is made with `mkdirat` in its parent's held
/// descriptor, opened with `O_NOFOLLOW`, filled through its own descriptor and renamed
/// relative to the parent's: never looked up by path again.
struct FreshDirectory {
    /// The directory as the outputs spell it.
    let target: String
    /// The temporary name its files are written under until the commit, in ``parent``.
    let stagedName: String
    /// The held directory (its index in the staging) it goes in.
    let parent: Int
    /// The identity of the directory it goes in: with ``name``, `out` and `./out` are one
    /// fresh directory.
    let parentKey: FileKey
    /// Its own descriptor, its files made relative to it; closed by the staging.
    let descriptor: Int32
    /// Its identity.
    let key: FileKey
    /// Its name in ``parent``.
    var name: String { OutputPath.name(of: target) }
    /// Its slot in ``InterruptCleanup``, which removes it (once its files are gone).
    let slot: Int
    /// Renamed into place by the commit.
    var renamed = false
    /// Found made by another run before the commit: its files went in one by one.
    var adopted = false

    /// Makes the temporary directory for `target` in the held directory `parent`,
    /// registered for cleanup before it exists; its permissions are those `mkdir` would
    /// have given `target`.
    init(_ target: String, in parent: (index: Int, held: HeldDirectory), for shown: String) throws(OutputFailure) {
        for _ in 0..<100 {
            let stagedName = ".seqc-\(OutputPath.randomName()).dir"
            let slot = InterruptCleanup.register(at: parent.held.descriptor, stagedName, directory: true)
            guard mkdirat(parent.held.descriptor, stagedName, 0o777) == 0 else {
                let code = errno
                InterruptCleanup.forget(slot)
                if code == EEXIST { continue }
                throw .cannotWrite(shown, errno: code)
            }
            let descriptor = openat(parent.held.descriptor, stagedName, HeldDirectory.flags | O_NOFOLLOW)
            guard descriptor >= 0, let opened = HeldDirectory(descriptor: descriptor, path: stagedName) else {
                let code = errno
                if descriptor >= 0 { _ = closeDescriptor(descriptor) }
                unlinkat(parent.held.descriptor, stagedName, AT_REMOVEDIR)
                InterruptCleanup.forget(slot)
                throw .cannotWrite(shown, errno: code)
            }
            self.target = target
            self.stagedName = stagedName
            self.parent = parent.index
            self.parentKey = parent.held.key
            self.descriptor = descriptor
            self.key = opened.key
            self.slot = slot
            return
        }
        throw .cannotWrite(shown, errno: EEXIST)
    }
}
