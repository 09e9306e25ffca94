import CSeqcInterrupt

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// After a staging: removing what it made, or keeping it; and the fresh directories
/// another run made meanwhile.
extension Staging {
    /// Removes everything staged and every directory created; targets stay as they are.
    mutating func discard() {
        for write in writes {
            if case .descriptor(let descriptor, _, _) = write { _ = closeDescriptor(descriptor) }
        }
        writes = []
        for record in 0..<replacements.count {
            let slots = replacements.value(of: record)
            if slots.written != Self.moved, slots.written != Self.leftAsItWas {
                Self.unlink(name(of: record, .temporary), in: descriptor(of: record, .temporary))
            }
            InterruptCleanup.forget(slots.temporary)
            if slots.backup >= 0 {
                Self.unlink(name(of: record, .backup), in: descriptor(of: record, .backup))
                InterruptCleanup.forget(slots.backup)
            }
        }
        replacements = ByteRecordTable()
        for fresh in freshDirectories.reversed() {
            // One a rollback could not take back stays where it is, as the failure said.
            if !fresh.renamed && !fresh.adopted {
                Self.unlink(Array(fresh.stagedName.utf8), in: directories[fresh.parent].descriptor, flags: AT_REMOVEDIR)
            }
            InterruptCleanup.forget(fresh.slot)
        }
        for directory in createdDirectories.reversed() {
            Self.unlink(Array(directory.name.utf8), in: directory.parent, flags: AT_REMOVEDIR)
            InterruptCleanup.forget(directory.slot)
        }
        closeAll()
    }

    /// After a commit: removes the backups and stops tracking what is now in place.
    mutating func finish() {
        for record in 0..<replacements.count {
            let slots = replacements.value(of: record)
            InterruptCleanup.forget(slots.temporary)
            if slots.backup >= 0 {
                Self.unlink(name(of: record, .backup), in: descriptor(of: record, .backup))
                InterruptCleanup.forget(slots.backup)
            }
        }
        replacements = ByteRecordTable()
        freshDirectories.forEach { InterruptCleanup.forget($0.slot) }
        createdDirectories.forEach { InterruptCleanup.forget($0.slot) }
        closeAll()
    }

    /// Lets go of the locks and closes every held descriptor, once no slot of
    /// ``InterruptCleanup`` names a file relative to one.
    private mutating func closeAll() {
        adoptionLocks.forEach { $0.release() }
        adoptionLocks = []
        lock?.release()
        laterLock?.release()
        (lock, laterLock) = (nil, nil)
        freshDirectories.forEach { _ = closeDescriptor($0.descriptor) }
        (freshDirectories, freshSpellings) = ([], [:])
        createdDirectories.forEach { _ = closeDescriptor($0.parent) }
        createdDirectories = []
        directories.forEach { _ = closeDescriptor($0.descriptor) }
        (directories, heldSpellings) = ([], [:])
    }

    /// A fresh directory that another run (or anyone) made while this one staged cannot
    /// be renamed into place: its files go in one by one instead, under its lock, as into
    /// any directory that was there, each a replacement beside its target. It is opened
    /// relative to its parent's descriptor, following a link there as the command line's
    /// name for it would.
    mutating func adoptDirectoriesMadeMeanwhile(
        onWait: (String) -> Void, inputAt: (FileKey) -> String?
    ) throws(OutputFailure) {
        for index in freshDirectories.indices where !freshDirectories[index].adopted {
            let fresh = freshDirectories[index]
            let parent = directories[fresh.parent].descriptor
            var info = stat()
            guard fstatat(parent, fresh.name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
            let opened = openat(parent, fresh.name, HeldDirectory.flags)
            guard opened >= 0, let held = HeldDirectory(descriptor: opened, path: fresh.target) else {
                let code = errno
                if opened >= 0 { _ = closeDescriptor(opened) }
                throw .cannotWrite(fresh.target, errno: code == 0 ? ENOTDIR : code)
            }
            directories.append(held)
            let adopted = directories.count - 1
            adoptionLocks.append(try DirectoryLock([held], onWait: onWait))
            for record in 0..<replacements.count where replacements.value(of: record).written == Int32(index) {
                try moveBesideTarget(record, into: adopted, inputAt: inputAt)
            }
            Self.unlink(Array(fresh.stagedName.utf8), in: parent, flags: AT_REMOVEDIR)
            InterruptCleanup.forget(fresh.slot)
            freshDirectories[index].adopted = true
        }
    }

    /// Moves the file of `record`, written in a fresh directory, beside its target in the
    /// held directory `adopted` under a temporary name, and keeps it as a new replacement.
    /// A target that is an input is refused, as it is for any output.
    private mutating func moveBesideTarget(_ record: Int, into adopted: Int, inputAt: (FileKey) -> String?) throws(OutputFailure) {
        let staged = replacement(record)
        let parent = directories[adopted].descriptor
        let from = freshDirectories[Int(replacements.value(of: record).written)].descriptor
        let name = OutputPath.name(of: staged.target)
        var found = stat()
        if fstatat(parent, name, &found, 0) == 0, let input = inputAt(FileKey(found)) { throw .wouldReplaceInput(input) }
        for _ in 0..<100 {
            let random = OutputPath.randomName()
            let temporary = String(decoding: Self.siblingName(random: random.utf8, .temporary), as: UTF8.self)
            let slot = InterruptCleanup.register(at: parent, temporary)
            guard seqc_renameat_noreplace(from, name, parent, temporary) == 0 else {
                let code = errno
                InterruptCleanup.forget(slot)
                if code == EEXIST { continue }
                throw .cannotWrite(staged.shown, errno: code)
            }
            InterruptCleanup.forget(staged.temporarySlot)
            replacements.updateValue(of: record) { $0.written = Self.moved }
            var existing = stat()
            let existed = fstatat(parent, name, &existing, 0) == 0
            if existed { _ = fchmodat(parent, temporary, existing.st_mode & 0o777, 0) }
            try keep(target: staged.target, shownAs: staged.shown, in: adopted, temporary: (random, slot), existed: existed)
            return
        }
        throw .cannotWrite(staged.shown, errno: EEXIST)
    }
}
