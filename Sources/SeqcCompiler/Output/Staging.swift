import CSeqcInterrupt

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The files one ``OutputTransaction`` has made so far, and how to commit or undo them.
/// Every directory written in is held open (``HeldDirectory``) and every temporary
/// file, backup, rename and removal is relative to its descriptor. Every temporary file,
/// backup and created directory is registered with ``InterruptCleanup`` (by its directory's
/// descriptor and its name) before it exists, so a signal at any moment removes it.
struct Staging {
    /// A temporary file waiting to be renamed over `target`, as strings: for messages.
    struct Replacement {
        let target: String
        let shown: String
        let temporarySlot: Int
        let existed: Bool
        /// A hard link to the old target, restored if the commit fails part-way.
        let backup: (path: String, slot: Int)?
    }

    /// What a replacement keeps besides its names: its slots in ``InterruptCleanup``
    /// (the backup's -1 when there is none) and whether its target existed.
    struct ReplacementSlots: Sendable {
        var temporary: Int
        var backup: Int
        let existed: Bool
        /// The held directory its target is in (an index of ``directories``); -1 while
        /// its file is in a fresh directory.
        var directory: Int32
        /// Where the file was written: ``besideTarget``, ``moved`` (its file was moved beside its
        /// target as another replacement), ``leftAsItWas`` (a fixed file that changed meanwhile),
        /// or the index of the ``FreshDirectory`` it was written into under its own name.
        var written: Int32 = besideTarget
        /// A fixed file's ``expectations`` index: replaced only while it is as it was read.
        var expectation: Int32 = -1
    }

    static let besideTarget: Int32 = -1
    static let moved: Int32 = -2
    static let leftAsItWas: Int32 = -3

    /// An output written through rather than replaced.
    enum WriteThrough {
        case standardOutput(OutputBytes)
        case descriptor(Int32, OutputBytes, shown: String)
    }

    /// Every replacement staged, in order: its target, how it is shown when that differs,
    /// and the random part of its temporary file's name then of its backup's. A build of
    /// 50,000 routines stages 50,000 of them before the commit, so they are kept as bytes
    /// (about a hundred a replacement), not as strings.
    var replacements = ByteRecordTable<ReplacementSlots>()
    static let randomLength = 12
    var writes: [WriteThrough] = []
    /// The directories held open, each once (by identity), and each spelling of one.
    var directories: [HeldDirectory] = []
    var heldSpellings: [String: Int] = [:]
    /// The directories made for outputs (`mkdir -p`), parents first.
    var createdDirectories: [HeldDirectory.Made] = []
    /// The missing directories made under a temporary name, renamed into place by the
    /// commit; `freshSpellings` has each spelling of one with its index.
    var freshDirectories: [FreshDirectory] = []
    var freshSpellings: [String: Int] = [:]
    /// The locks on fresh directories another run made before the commit.
    var adoptionLocks: [DirectoryLock] = []
    var lock: DirectoryLock?
    /// The lock a commit adds for planned outputs outside those ``lock`` covers.
    var laterLock: DirectoryLock?
    /// Run after everything is staged, before the first rename (``CommitHooks``).
    var beforeRenames: () -> Void = {}
    /// What each fixed file was read as: its bytes, and its identity when staged.
    var expectations: [(bytes: [UInt8], key: FileKey)] = []
    /// The fixed files left as they are because they changed since they were read, as shown.
    var changedMeanwhile: [String] = []

    /// Makes a new temporary file beside `target` and writes `bytes` to it. `knownAbsent`:
    /// the target was found missing under the directory's lock a moment ago, so it is not
    /// looked at again. `expecting`: a fixed file's bytes as it was read; one that no
    /// longer holds them, or is no longer one file of one name, is left as it is.
    mutating func stage(
        _ bytes: OutputBytes, to target: String, shownAs shown: String, knownAbsent: Bool = false, expecting: [UInt8]? = nil
    ) throws(OutputFailure) {
        if let fresh = freshSpellings[OutputPath.directory(of: target)] {
            try stage(bytes, to: target, shownAs: shown, inFresh: fresh)
            return
        }
        let directory = try heldIndex(of: OutputPath.directory(of: target), for: shown)
        let parent = directories[directory].descriptor
        let name = OutputPath.name(of: target)
        var expectation: Int32 = -1
        if let expecting {
            switch Self.state(of: name, in: parent, holding: expecting) {
            case .asRead(let key): expectations.append((expecting, key))
            case .changed:
                changedMeanwhile.append(shown)
                return
            case .failed(let code): throw .cannotWrite(shown, errno: code)
            }
            expectation = Int32(expectations.count - 1)
        }
        let (descriptor, random, slot) = try Self.createTemporary(in: parent, for: shown)
        // A replaced file keeps its permissions (a routine fixed by `lint --fix` stays 0600
        // or group-writable); a new one gets 0666 less the umask.
        // A replaced file keeps its owner and group too where the system lets it (root may
        // give the file back to its owner; anyone else keeps what they may).
        var existing = stat()
        let existed = !knownAbsent && fstatat(parent, name, &existing, AT_SYMLINK_NOFOLLOW) == 0
        if existed && existing.st_mode & S_IFMT == S_IFREG {
            _ = fchmod(descriptor, existing.st_mode & 0o7777 & ~mode_t(S_ISUID | S_ISGID))
            if existing.st_uid != geteuid() || existing.st_gid != getegid() { _ = fchown(descriptor, existing.st_uid, existing.st_gid) }
        }
        try write(bytes, to: descriptor, at: (parent, Self.siblingName(random: random.utf8, .temporary)), slot: slot, shownAs: shown)
        try keep(target: target, shownAs: shown, in: directory, temporary: (random, slot), existed: existed, expectation: expectation)
    }

    /// A new temporary file in the open directory `parent`, with its random name and its
    /// slot in ``InterruptCleanup``. A short name of its own, so a target name near the
    /// file system's limit still leaves room; O_EXCL and O_NOFOLLOW, so a file or link
    /// that happens to have the name is never touched.
    static func createTemporary(in parent: Int32, for shown: String) throws(OutputFailure) -> (Int32, String, Int) {
        for _ in 0..<100 {
            let random = OutputPath.randomName()
            let name = String(decoding: siblingName(random: random.utf8, .temporary), as: UTF8.self)
            let slot = InterruptCleanup.register(at: parent, name)
            let descriptor = openat(parent, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
            if descriptor >= 0 { return (descriptor, random, slot) }
            let code = errno
            InterruptCleanup.forget(slot)
            if code != EEXIST { throw .cannotWrite(shown, errno: code) }
        }
        throw .cannotWrite(shown, errno: EEXIST)
    }

    /// Writes `bytes` to the staged file `descriptor` (`name` in the open directory
    /// `parent`, registered in `slot`) and closes it; on failure removes the file and
    /// forgets the slot.
    private func write(
        _ bytes: OutputBytes, to descriptor: Int32, at file: (parent: Int32, name: [UInt8]), slot: Int, shownAs shown: String
    ) throws(OutputFailure) {
        var code: Int32
        do throws(OutputFailure) {
            // A spool that cannot be read back is the report lost, not this file unwritten.
            code = try bytes.write(to: descriptor)
        } catch {
            _ = closeDescriptor(descriptor)
            Self.unlink(file.name, in: file.parent)
            InterruptCleanup.forget(slot)
            throw error
        }
        if code == 0 { code = FaultInjection.at(.stage, replacements.count + 1) }
        if closeDescriptor(descriptor) != 0, code == 0 { code = errno }
        guard code == 0 else {
            Self.unlink(file.name, in: file.parent)
            InterruptCleanup.forget(slot)
            throw .cannotWrite(shown, errno: code)
        }
    }

    /// Writes `bytes` under the target's own name into fresh directory `fresh`: nothing is
    /// there to replace, and the commit renames the whole directory.
    private mutating func stage(_ bytes: OutputBytes, to target: String, shownAs shown: String, inFresh fresh: Int) throws(OutputFailure) {
        let parent = freshDirectories[fresh].descriptor
        let name = OutputPath.name(of: target)
        let slot = InterruptCleanup.register(at: parent, name)
        let descriptor = openat(parent, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else {
            let code = errno
            InterruptCleanup.forget(slot)
            throw .cannotWrite(shown, errno: code)
        }
        try write(bytes, to: descriptor, at: (parent, Array(name.utf8)), slot: slot, shownAs: shown)
        let kept = replacements.append(
            target.utf8, (shown == target ? "" : shown).utf8, "".utf8,
            value: ReplacementSlots(temporary: slot, backup: -1, existed: false, directory: -1, written: Int32(fresh)))
        if kept == nil {
            Self.unlink(Array(name.utf8), in: parent)
            InterruptCleanup.forget(slot)
            throw .cannotWrite(shown, errno: ENAMETOOLONG)
        }
    }

    /// Records the temporary file written for `target` in held directory `directory` (its
    /// random name and slot): links a backup of the target when it `existed`, then keeps
    /// the replacement for the commit. On failure the temporary file and the backup are
    /// removed.
    mutating func keep(
        target: String, shownAs shown: String, in directory: Int, temporary: (random: String, slot: Int), existed: Bool,
        expectation: Int32 = -1
    ) throws(OutputFailure) {
        let (temporaryRandom, slot) = temporary
        let parent = directories[directory].descriptor
        var backupRandom = ""
        var backupSlot = -1
        if existed {
            let random = OutputPath.randomName()
            let backup = String(decoding: Self.siblingName(random: random.utf8, .backup), as: UTF8.self)
            let slot = InterruptCleanup.register(at: parent, backup)
            // linkat without AT_SYMLINK_FOLLOW: a link being replaced is backed up as the
            // link itself, never as the file it points to (macOS's link() would follow it).
            if linkat(parent, OutputPath.name(of: target), parent, backup, 0) == 0 {
                (backupRandom, backupSlot) = (random, slot)
            } else {
                // No hard links here: this output cannot be restored if a later rename fails.
                InterruptCleanup.forget(slot)
            }
        }
        let kept = replacements.append(
            target.utf8, (shown == target ? "" : shown).utf8, (temporaryRandom + backupRandom).utf8,
            value: ReplacementSlots(
                temporary: slot, backup: backupSlot, existed: existed, directory: Int32(directory), expectation: expectation))
        if kept == nil {
            // Paths of 2 GiB: no file system takes them, but nothing staged goes untracked.
            Self.unlink(Self.siblingName(random: temporaryRandom.utf8, .temporary), in: parent)
            InterruptCleanup.forget(slot)
            if backupSlot >= 0 {
                Self.unlink(Self.siblingName(random: backupRandom.utf8, .backup), in: parent)
                InterruptCleanup.forget(backupSlot)
            }
            throw .cannotWrite(shown, errno: ENAMETOOLONG)
        }
    }

    /// Opens a device or FIFO to write through at commit; a FIFO nobody reads is refused
    /// rather than waited on for ever. By the path the command line named (a device is
    /// not replaced, so there is no directory to hold).
    mutating func openToWriteThrough(_ path: String, fifo: Bool, bytes: OutputBytes, shownAs shown: String) throws(OutputFailure) {
        let descriptor = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC | (fifo ? O_NONBLOCK : 0))
        guard descriptor >= 0 else {
            let code = errno
            if fifo, code == ENXIO { throw .noReader(shown) }
            throw .cannotWrite(shown, errno: code)
        }
        if fifo { _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK) }
        writes.append(.descriptor(descriptor, bytes, shown: shown))
    }
}
