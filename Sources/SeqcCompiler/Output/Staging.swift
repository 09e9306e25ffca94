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
/// Every temporary file, backup and created directory is registered with
/// ``InterruptCleanup`` before it exists, so a signal at any moment removes it.
struct Staging {
    /// A temporary file waiting to be renamed over `target`.
    private struct Replacement {
        let target: String
        let shown: String
        let temporary: String
        let temporarySlot: Int
        let existed: Bool
        /// A hard link to the old target, restored if the commit fails part-way.
        var backup: (path: String, slot: Int)?
    }

    /// An output written through rather than replaced.
    enum WriteThrough {
        case standardOutput(Data)
        case descriptor(Int32, Data, shown: String)
    }

    private var replacements: [Replacement] = []
    var writes: [WriteThrough] = []
    private var createdDirectories: [(path: String, slot: Int)] = []
    var lock: DirectoryLock?

    /// Creates `directory` and its missing parents, as `mkdir -p` does.
    mutating func createDirectory(_ directory: String, for shown: String) throws(OutputFailure) {
        var missing: [String] = []
        var current = directory
        while true {
            var info = stat()
            if stat(current, &info) == 0 {
                guard (info.st_mode & S_IFMT) == S_IFDIR else { throw .cannotWrite(shown, because: "\(current) is not a directory") }
                break
            }
            let code = errno
            guard code == ENOENT else { throw .cannotWrite(shown, errno: code) }
            missing.append(current)
            let parent = OutputPath.directory(of: current)
            if parent == current { break }
            current = parent
        }
        for path in missing.reversed() {
            let slot = InterruptCleanup.register(path, directory: true)
            if mkdir(path, 0o777) != 0 {
                let code = errno
                InterruptCleanup.forget(slot)
                if code == EEXIST { continue }
                throw .cannotWrite(shown, errno: code)
            }
            createdDirectories.append((path, slot))
        }
    }

    /// Writes `data` to a new temporary file beside `target`.
    mutating func stage(_ data: Data, to target: String, shownAs shown: String) throws(OutputFailure) {
        try stage(to: target, shownAs: shown) { FileDescriptorIO.writeAll(data, to: $0) }
    }

    /// Makes a new temporary file beside `target` and has `write` fill it (returning 0 or
    /// the `errno` that stopped it).
    mutating func stage(to target: String, shownAs shown: String, writing write: (Int32) -> Int32) throws(OutputFailure) {
        let directory = OutputPath.directory(of: target)
        var temporary = ""
        var slot = -1
        var descriptor: Int32 = -1
        // A short name of its own, so a target name near the file system's limit still
        // leaves room; O_EXCL, so a file that happens to have the name is never touched.
        for _ in 0..<100 where descriptor < 0 {
            temporary = OutputPath.join(directory, ".seqc-\(OutputPath.randomName()).tmp")
            slot = InterruptCleanup.register(temporary)
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if descriptor < 0 {
                let code = errno
                InterruptCleanup.forget(slot)
                if code != EEXIST { throw .cannotWrite(shown, errno: code) }
            }
        }
        guard descriptor >= 0 else { throw .cannotWrite(shown, errno: EEXIST) }
        // A replaced file keeps its permissions (a routine fixed by `lint --fix` stays 0600
        // or group-writable); a new one gets 0666 less the umask.
        var existing = stat()
        let existed = stat(target, &existing) == 0
        if existed { _ = fchmod(descriptor, existing.st_mode & 0o777) }
        var code = write(descriptor)
        if code == 0 { code = FaultInjection.at(.stage, replacements.count + 1) }
        if closeDescriptor(descriptor) != 0, code == 0 { code = errno }
        guard code == 0 else {
            unlink(temporary)
            InterruptCleanup.forget(slot)
            throw .cannotWrite(shown, errno: code)
        }
        var replacement = Replacement(target: target, shown: shown, temporary: temporary, temporarySlot: slot, existed: existed)
        if replacement.existed {
            let backup = OutputPath.join(directory, ".seqc-\(OutputPath.randomName()).old")
            let backupSlot = InterruptCleanup.register(backup)
            if link(target, backup) == 0 {
                replacement.backup = (backup, backupSlot)
            } else {
                // No hard links here: this output cannot be restored if a later rename fails.
                InterruptCleanup.forget(backupSlot)
            }
        }
        replacements.append(replacement)
    }

    /// Opens a device or FIFO to write through at commit; a FIFO nobody reads is refused
    /// rather than waited on for ever.
    mutating func openToWriteThrough(_ path: String, fifo: Bool, data: Data, shownAs shown: String) throws(OutputFailure) {
        let descriptor = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC | (fifo ? O_NONBLOCK : 0))
        guard descriptor >= 0 else {
            let code = errno
            if fifo, code == ENXIO { throw .noReader(shown) }
            throw .cannotWrite(shown, errno: code)
        }
        if fifo { _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK) }
        writes.append(.descriptor(descriptor, data, shown: shown))
    }

    /// Writes through to streams and devices, then renames every staged file into place
    /// with signals held. A failed rename, or a signal meanwhile, puts back every target
    /// already replaced.
    mutating func commit() throws(OutputFailure) {
        while !writes.isEmpty {
            let write = writes.removeFirst()
            switch write {
            case .standardOutput(let data):
                let code = FileDescriptorIO.writeAll(data, to: STDOUT_FILENO)
                if code != 0 { throw .standardOutputLost(errno: code) }
            case .descriptor(let descriptor, let data, let shown):
                var code = FileDescriptorIO.writeAll(data, to: descriptor)
                if closeDescriptor(descriptor) != 0, code == 0 { code = errno }
                if code != 0 { throw .cannotWrite(shown, errno: code) }
            }
        }
        // Renames, and the rollback if one is needed, run with signals held: a handler
        // that removed the backups half-way through a rollback would lose old outputs.
        InterruptCleanup.hold()
        var committed = 0
        var failure: (shown: String, code: Int32)?
        for replacement in replacements {
            var code = FaultInjection.at(.commit, committed + 1)
            if code == 0, rename(replacement.temporary, replacement.target) != 0 { code = errno }
            if code != 0 {
                failure = (replacement.shown, code)
                break
            }
            committed += 1
        }
        let signal = InterruptCleanup.heldSignal
        let notRestored = failure != nil || signal != 0 ? rollBack(committed) : []
        let lateSignal = InterruptCleanup.release()
        if let failure { throw .commitFailed(failure.shown, errno: failure.code, notRestored: notRestored) }
        if signal != 0 { throw .interrupted(by: signal, notRestored: notRestored) }
        if lateSignal != 0 {
            finish()
            throw .interruptedAfterCommit(by: lateSignal)
        }
    }

    /// Puts back the first `count` targets; returns those it could not.
    private mutating func rollBack(_ count: Int) -> [String] {
        var notRestored: [String] = []
        for index in replacements.indices.prefix(count).reversed() {
            let replacement = replacements[index]
            if let backup = replacement.backup {
                // Either way the backup is no longer removed: restored, or the only copy left.
                InterruptCleanup.forget(backup.slot)
                replacements[index].backup = nil
                if rename(backup.path, replacement.target) != 0 {
                    notRestored.append("\(replacement.shown) (its old content is in \(backup.path))")
                }
            } else if replacement.existed || unlink(replacement.target) != 0 {
                notRestored.append(replacement.shown)
            }
        }
        return notRestored
    }

    /// Removes everything staged and every directory created; targets stay as they are.
    mutating func discard() {
        for write in writes {
            if case .descriptor(let descriptor, _, _) = write { _ = closeDescriptor(descriptor) }
        }
        writes = []
        for replacement in replacements {
            unlink(replacement.temporary)
            InterruptCleanup.forget(replacement.temporarySlot)
            if let backup = replacement.backup {
                unlink(backup.path)
                InterruptCleanup.forget(backup.slot)
            }
        }
        replacements = []
        for directory in createdDirectories.reversed() {
            rmdir(directory.path)
            InterruptCleanup.forget(directory.slot)
        }
        createdDirectories = []
        lock?.release()
    }

    /// After a commit: removes the backups and stops tracking what is now in place.
    mutating func finish() {
        for replacement in replacements {
            InterruptCleanup.forget(replacement.temporarySlot)
            if let backup = replacement.backup {
                unlink(backup.path)
                InterruptCleanup.forget(backup.slot)
            }
        }
        replacements = []
        createdDirectories.forEach { InterruptCleanup.forget($0.slot) }
        createdDirectories = []
        lock?.release()
    }
}
