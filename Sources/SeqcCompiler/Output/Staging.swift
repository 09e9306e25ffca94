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
        let backup: (path: String, slot: Int)?
    }

    /// What a replacement keeps besides its names: its slots in ``InterruptCleanup``
    /// (the backup's -1 when there is none) and whether its target existed.
    private struct ReplacementSlots: Sendable {
        var temporary: Int
        var backup: Int
        let existed: Bool
        /// Where the file was written: ``besideTarget``, ``moved`` (its file was moved beside its
        /// target as another replacement), or the index of the ``FreshDirectory`` it was
        /// written into under its own name.
        var written: Int32 = besideTarget
    }

    private static let besideTarget: Int32 = -1
    private static let moved: Int32 = -2

    /// An output written through rather than replaced.
    enum WriteThrough {
        case standardOutput(OutputBytes)
        case descriptor(Int32, OutputBytes, shown: String)
    }

    /// Every replacement staged, in order: its target, how it is shown when that differs,
    /// and the random part of its temporary file's name then of its backup's. A build of
    /// 50,000 routines stages 50,000 of them before the commit, so they are kept as bytes
    /// (about a hundred a replacement), not as strings.
    private var replacements = ByteRecordTable<ReplacementSlots>()
    private static let randomLength = 12
    var writes: [WriteThrough] = []
    private var createdDirectories: [(path: String, slot: Int)] = []
    /// The missing directories made under a temporary name, renamed into place by the
    /// commit; `freshSpellings` has each spelling of one with its index.
    private var freshDirectories: [FreshDirectory] = []
    private var freshSpellings: [String: Int] = [:]
    /// The locks on fresh directories another run made before the commit.
    private var adoptionLocks: [DirectoryLock] = []
    var lock: DirectoryLock?
    /// Run after everything is staged, before the first rename (``CommitHooks``).
    var beforeRenames: () -> Void = {}

    /// Whether `directory`, spelt as it was given to ``createDirectory(_:for:)`` or
    /// ``createFreshDirectory(_:for:)``, was made by this staging (and has not been removed).
    func made(_ directory: String) -> Bool {
        freshSpellings[directory] != nil || createdDirectories.contains { $0.path == directory }
    }

    /// Makes the missing `directory` under a temporary name beside where it goes, for the
    /// commit to rename into place, and its missing parents as ``createDirectory(_:for:)``
    /// does; returns the path its outputs are written to until then. nil when `directory`
    /// is there, or is spelt so that it has no name of its own (`out/.`): it is then for
    /// ``createDirectory(_:for:)``.
    mutating func createFreshDirectory(_ directory: String, for shown: String) throws(OutputFailure) -> String? {
        if let index = freshSpellings[directory] { return freshDirectories[index].staged }
        let name = OutputPath.name(of: directory)
        guard !name.isEmpty, name != ".", name != ".." else { return nil }
        var info = stat()
        guard lstat(directory, &info) != 0, errno == ENOENT else { return nil }
        let parent = OutputPath.directory(of: directory)
        try createDirectory(parent, for: shown)
        guard let parentKey = FileKey(path: parent) else { return nil }
        // `out` and `./out` are one directory: the second spelling shares the first's.
        if let index = freshDirectories.firstIndex(where: { $0.parent == parentKey && $0.name == name }) {
            freshSpellings[directory] = index
            return freshDirectories[index].staged
        }
        let fresh = try FreshDirectory(directory, in: parent, parentKey: parentKey, for: shown)
        freshDirectories.append(fresh)
        freshSpellings[directory] = freshDirectories.count - 1
        return fresh.staged
    }

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

    /// Makes a new temporary file beside `target` and writes `bytes` to it. `knownAbsent`:
    /// the target was found missing under the directory's lock a moment ago, so it is not
    /// looked at again.
    mutating func stage(_ bytes: OutputBytes, to target: String, shownAs shown: String, knownAbsent: Bool = false) throws(OutputFailure) {
        if let fresh = freshSpellings[OutputPath.directory(of: target)] {
            try stage(bytes, to: target, shownAs: shown, inFresh: fresh)
            return
        }
        var temporary = ""
        var temporaryRandom = ""
        var slot = -1
        var descriptor: Int32 = -1
        // A short name of its own, so a target name near the file system's limit still
        // leaves room; O_EXCL, so a file that happens to have the name is never touched.
        for _ in 0..<100 where descriptor < 0 {
            temporaryRandom = OutputPath.randomName()
            temporary = String(decoding: Self.sibling(of: target.utf8, random: temporaryRandom.utf8, .temporary), as: UTF8.self)
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
        // A replaced file keeps its owner and group too where the system lets it (root may
        // give the file back to its owner; anyone else keeps what they may).
        var existing = stat()
        let existed = !knownAbsent && lstat(target, &existing) == 0
        if existed && existing.st_mode & S_IFMT == S_IFREG {
            _ = fchmod(descriptor, existing.st_mode & 0o7777 & ~mode_t(S_ISUID | S_ISGID))
            if existing.st_uid != geteuid() || existing.st_gid != getegid() { _ = fchown(descriptor, existing.st_uid, existing.st_gid) }
        }
        try write(bytes, to: descriptor, at: temporary, slot: slot, shownAs: shown)
        try keep(target: target, shownAs: shown, temporary: (temporaryRandom, slot), existed: existed)
    }

    /// Writes `bytes` to the staged file `descriptor` (at `path`, registered in `slot`) and
    /// closes it; on failure removes the file and forgets the slot.
    private func write(
        _ bytes: OutputBytes, to descriptor: Int32, at path: String, slot: Int, shownAs shown: String
    ) throws(OutputFailure) {
        var code: Int32
        do throws(OutputFailure) {
            // A spool that cannot be read back is the report lost, not this file unwritten.
            code = try bytes.write(to: descriptor)
        } catch {
            _ = closeDescriptor(descriptor)
            unlink(path)
            InterruptCleanup.forget(slot)
            throw error
        }
        if code == 0 { code = FaultInjection.at(.stage, replacements.count + 1) }
        if closeDescriptor(descriptor) != 0, code == 0 { code = errno }
        guard code == 0 else {
            unlink(path)
            InterruptCleanup.forget(slot)
            throw .cannotWrite(shown, errno: code)
        }
    }

    /// Writes `bytes` under the target's own name into fresh directory `fresh`: nothing is
    /// there to replace, and the commit renames the whole directory.
    private mutating func stage(_ bytes: OutputBytes, to target: String, shownAs shown: String, inFresh fresh: Int) throws(OutputFailure) {
        let path = OutputPath.join(freshDirectories[fresh].staged, OutputPath.name(of: target))
        let slot = InterruptCleanup.register(path)
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else {
            let code = errno
            InterruptCleanup.forget(slot)
            throw .cannotWrite(shown, errno: code)
        }
        try write(bytes, to: descriptor, at: path, slot: slot, shownAs: shown)
        let kept = replacements.append(
            target.utf8, (shown == target ? "" : shown).utf8, "".utf8,
            value: ReplacementSlots(temporary: slot, backup: -1, existed: false, written: Int32(fresh)))
        if kept == nil {
            unlink(path)
            InterruptCleanup.forget(slot)
            throw .cannotWrite(shown, errno: ENAMETOOLONG)
        }
    }

    /// Records the temporary file written for `target` (its random name and slot): links
    /// a backup of the target when it `existed`, then keeps the replacement for the commit.
    /// On failure the temporary file and the backup are removed.
    private mutating func keep(
        target: String, shownAs shown: String, temporary: (random: String, slot: Int), existed: Bool
    ) throws(OutputFailure) {
        let (temporaryRandom, slot) = temporary
        var backupRandom = ""
        var backupSlot = -1
        if existed {
            let random = OutputPath.randomName()
            let backup = String(decoding: Self.sibling(of: target.utf8, random: random.utf8, .backup), as: UTF8.self)
            let slot = InterruptCleanup.register(backup)
            // linkat without AT_SYMLINK_FOLLOW: a link being replaced is backed up as the
            // link itself, never as the file it points to (macOS's link() would follow it).
            if linkat(AT_FDCWD, target, AT_FDCWD, backup, 0) == 0 {
                (backupRandom, backupSlot) = (random, slot)
            } else {
                // No hard links here: this output cannot be restored if a later rename fails.
                InterruptCleanup.forget(slot)
            }
        }
        let kept = replacements.append(
            target.utf8, (shown == target ? "" : shown).utf8, (temporaryRandom + backupRandom).utf8,
            value: ReplacementSlots(temporary: slot, backup: backupSlot, existed: existed))
        if kept == nil {
            // Paths of 2 GiB: no file system takes them, but nothing staged goes untracked.
            unlink(String(decoding: Self.sibling(of: target.utf8, random: temporaryRandom.utf8, .temporary), as: UTF8.self))
            InterruptCleanup.forget(slot)
            if backupSlot >= 0 {
                unlink(String(decoding: Self.sibling(of: target.utf8, random: backupRandom.utf8, .backup), as: UTF8.self))
                InterruptCleanup.forget(backupSlot)
            }
            throw .cannotWrite(shown, errno: ENAMETOOLONG)
        }
    }

    /// A staged file beside a target.
    private enum Sibling {
        case temporary, backup
    }

    /// The path of the `kind` file named with `random` beside `target`, in `target`'s own
    /// directory as the kernel reads the path: `.seqc-RANDOM.tmp` or `.seqc-RANDOM.old`
    /// after the target's last `/` (the bytes are split, not the characters, so a slash
    /// that a combining mark follows still ends the directory).
    private static func sibling(
        of target: some BidirectionalCollection<UInt8>, random: some Collection<UInt8>, _ kind: Sibling
    ) -> [UInt8] {
        var path: [UInt8] = []
        path.reserveCapacity(target.count + 24)
        if let slash = target.lastIndex(of: UInt8(ascii: "/")) {
            let directory = target[..<slash]
            path += directory
            if directory.last != UInt8(ascii: "/") { path.append(UInt8(ascii: "/")) }
        }
        path += ".seqc-".utf8
        path += random
        path += (kind == .temporary ? ".tmp" : ".old").utf8
        return path
    }

    /// Replacement `record`'s target, or the path of its temporary file or backup, from
    /// the bytes kept of it, with a NUL after it for the system calls.
    private func path(of record: Int, _ sibling: Sibling?) -> [UInt8] {
        let target = replacements.field(0, of: record)
        let written = replacements.value(of: record).written
        var path: [UInt8]
        if sibling == .temporary, written >= 0 {
            // In a fresh directory, under the target's own name.
            path = Array(freshDirectories[Int(written)].staged.utf8)
            path.append(UInt8(ascii: "/"))
            path += target[(target.lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? target.startIndex)...]
        } else if let sibling {
            let randoms = replacements.field(2, of: record)
            let random = sibling == .temporary ? randoms.prefix(Self.randomLength) : randoms.dropFirst(Self.randomLength)
            path = Self.sibling(of: target, random: random, sibling)
        } else {
            path = Array(target)
        }
        path.append(0)
        return path
    }

    /// Replacement `record` as strings, made again from the bytes kept of it: for the
    /// messages of a failed commit.
    private func replacement(_ record: Int) -> Replacement {
        func text(_ path: [UInt8]) -> String { String(decoding: path.dropLast(), as: UTF8.self) }
        let target = text(path(of: record, nil))
        let shown = replacements.field(1, of: record)
        let slots = replacements.value(of: record)
        return Replacement(
            target: target, shown: shown.isEmpty ? target : String(decoding: shown, as: UTF8.self),
            temporary: text(path(of: record, .temporary)), temporarySlot: slots.temporary, existed: slots.existed,
            backup: slots.backup >= 0 ? (text(path(of: record, .backup)), slots.backup) : nil)
    }

    /// Opens a device or FIFO to write through at commit; a FIFO nobody reads is refused
    /// rather than waited on for ever.
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

    /// Writes through to streams and devices, then renames every staged file into place
    /// with signals held. A failed rename, or a signal meanwhile, puts back every target
    /// already replaced.
    /// `inputAt` names the input a file is (by identity), if it is one: a fresh directory
    /// made meanwhile may be a link to where inputs are.
    mutating func commit(
        onWait: (String) -> Void = { _ in }, inputAt: (FileKey) -> String? = { _ in nil }
    ) throws(OutputFailure) {
        while !writes.isEmpty {
            let write = writes.removeFirst()
            switch write {
            case .standardOutput(let bytes):
                let code = try bytes.write(to: STDOUT_FILENO)
                if code != 0 { throw .standardOutputLost(errno: code) }
            case .descriptor(let descriptor, let bytes, let shown):
                var code: Int32
                do throws(OutputFailure) {
                    code = try bytes.write(to: descriptor)
                } catch {
                    _ = closeDescriptor(descriptor)
                    throw error
                }
                if closeDescriptor(descriptor) != 0, code == 0 { code = errno }
                if code != 0 { throw .cannotWrite(shown, errno: code) }
            }
        }
        try adoptDirectoriesMadeMeanwhile(onWait: onWait, inputAt: inputAt)
        beforeRenames()
        // Renames, and the rollback if one is needed, run with signals held: a handler
        // that removed the backups half-way through a rollback would lose old outputs.
        InterruptCleanup.hold()
        var renames = 0
        var recordsDone = 0
        var failure: (shown: String, code: Int32)?
        for record in 0..<replacements.count {
            defer { if failure == nil { recordsDone = record + 1 } }
            guard replacements.value(of: record).written == Self.besideTarget else { continue }
            var code = FaultInjection.at(.commit, renames + 1)
            if code == 0, Self.renamePath(path(of: record, .temporary), path(of: record, nil)) != 0 { code = errno }
            if code != 0 {
                failure = (replacement(record).shown, code)
                break
            }
            renames += 1
        }
        // Each fresh directory last, whole: never over a directory made meanwhile.
        for index in freshDirectories.indices where failure == nil && !freshDirectories[index].adopted {
            var code = FaultInjection.at(.commit, renames + 1)
            if code == 0, seqc_rename_noreplace(freshDirectories[index].staged, freshDirectories[index].target) != 0 { code = errno }
            if code != 0 {
                failure = (freshDirectories[index].target, code)
                break
            }
            freshDirectories[index].renamed = true
            renames += 1
        }
        let signal = InterruptCleanup.heldSignal
        let notRestored = failure != nil || signal != 0 ? rollBack(recordsDone) : []
        let lateSignal = InterruptCleanup.release()
        if let failure { throw .commitFailed(failure.shown, errno: failure.code, notRestored: notRestored) }
        if signal != 0 { throw .interrupted(by: signal, notRestored: notRestored) }
        if lateSignal != 0 {
            finish()
            throw .interruptedAfterCommit(by: lateSignal)
        }
    }

    /// Takes back the fresh directories renamed into place, and puts back the targets of
    /// the first `count` replacements; returns those it could not.
    private mutating func rollBack(_ count: Int) -> [String] {
        var notRestored: [String] = []
        for index in freshDirectories.indices.reversed() where freshDirectories[index].renamed {
            if rename(freshDirectories[index].target, freshDirectories[index].staged) == 0 {
                freshDirectories[index].renamed = false
            } else {
                notRestored.append(freshDirectories[index].target)
            }
        }
        for record in (0..<Swift.min(count, replacements.count)).reversed() {
            guard replacements.value(of: record).written == Self.besideTarget else { continue }
            let replacement = replacement(record)
            if let backup = replacement.backup {
                // Either way the backup is no longer removed: restored, or the only copy left.
                InterruptCleanup.forget(backup.slot)
                replacements.updateValue(of: record) { $0.backup = -1 }
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
        for record in 0..<replacements.count {
            let slots = replacements.value(of: record)
            if slots.written != Self.moved { Self.unlinkPath(path(of: record, .temporary)) }
            InterruptCleanup.forget(slots.temporary)
            if slots.backup >= 0 {
                Self.unlinkPath(path(of: record, .backup))
                InterruptCleanup.forget(slots.backup)
            }
        }
        replacements = ByteRecordTable()
        for fresh in freshDirectories.reversed() {
            // One a rollback could not take back stays where it is, as the failure said.
            if !fresh.renamed && !fresh.adopted { rmdir(fresh.staged) }
            InterruptCleanup.forget(fresh.slot)
        }
        (freshDirectories, freshSpellings) = ([], [:])
        adoptionLocks.forEach { $0.release() }
        adoptionLocks = []
        for directory in createdDirectories.reversed() {
            rmdir(directory.path)
            InterruptCleanup.forget(directory.slot)
        }
        createdDirectories = []
        lock?.release()
    }

    /// After a commit: removes the backups and stops tracking what is now in place.
    mutating func finish() {
        for record in 0..<replacements.count {
            let slots = replacements.value(of: record)
            InterruptCleanup.forget(slots.temporary)
            if slots.backup >= 0 {
                Self.unlinkPath(path(of: record, .backup))
                InterruptCleanup.forget(slots.backup)
            }
        }
        replacements = ByteRecordTable()
        freshDirectories.forEach { InterruptCleanup.forget($0.slot) }
        (freshDirectories, freshSpellings) = ([], [:])
        adoptionLocks.forEach { $0.release() }
        adoptionLocks = []
        createdDirectories.forEach { InterruptCleanup.forget($0.slot) }
        createdDirectories = []
        lock?.release()
    }

    /// A fresh directory that another run (or anyone) made while this one staged cannot
    /// be renamed into place: its files go in one by one instead, under its lock, as into
    /// any directory that was there, each a replacement beside its target.
    private mutating func adoptDirectoriesMadeMeanwhile(
        onWait: (String) -> Void, inputAt: (FileKey) -> String?
    ) throws(OutputFailure) {
        for index in freshDirectories.indices where !freshDirectories[index].adopted {
            var info = stat()
            guard lstat(freshDirectories[index].target, &info) == 0 else { continue }
            adoptionLocks.append(try DirectoryLock([freshDirectories[index].target], onWait: onWait))
            for record in 0..<replacements.count where replacements.value(of: record).written == Int32(index) {
                try moveBesideTarget(record, inputAt: inputAt)
            }
            rmdir(freshDirectories[index].staged)
            InterruptCleanup.forget(freshDirectories[index].slot)
            freshDirectories[index].adopted = true
        }
    }

    /// Moves the file of `record`, written in a fresh directory, beside its target under a
    /// temporary name, and keeps it as a new replacement. A target that is an input is
    /// refused, as it is for any output.
    private mutating func moveBesideTarget(_ record: Int, inputAt: (FileKey) -> String?) throws(OutputFailure) {
        let staged = replacement(record)
        var found = stat()
        if stat(staged.target, &found) == 0, let input = inputAt(FileKey(found)) { throw .wouldReplaceInput(input) }
        for _ in 0..<100 {
            let random = OutputPath.randomName()
            let temporary = String(decoding: Self.sibling(of: staged.target.utf8, random: random.utf8, .temporary), as: UTF8.self)
            let slot = InterruptCleanup.register(temporary)
            guard seqc_rename_noreplace(staged.temporary, temporary) == 0 else {
                let code = errno
                InterruptCleanup.forget(slot)
                if code == EEXIST { continue }
                throw .cannotWrite(staged.shown, errno: code)
            }
            InterruptCleanup.forget(staged.temporarySlot)
            replacements.updateValue(of: record) { $0.written = Self.moved }
            var existing = stat()
            let existed = stat(staged.target, &existing) == 0
            if existed { _ = chmod(temporary, existing.st_mode & 0o777) }
            try keep(target: staged.target, shownAs: staged.shown, temporary: (random, slot), existed: existed)
            return
        }
        throw .cannotWrite(staged.shown, errno: EEXIST)
    }

    /// `rename(2)` on NUL-terminated paths.
    private static func renamePath(_ from: [UInt8], _ to: [UInt8]) -> Int32 {
        from.withUnsafeBytes { from in
            to.withUnsafeBytes { to in
                rename(from.baseAddress!.assumingMemoryBound(to: CChar.self), to.baseAddress!.assumingMemoryBound(to: CChar.self))
            }
        }
    }

    /// `unlink(2)` on a NUL-terminated path.
    @discardableResult
    private static func unlinkPath(_ path: [UInt8]) -> Int32 {
        path.withUnsafeBytes { unlink($0.baseAddress!.assumingMemoryBound(to: CChar.self)) }
    }
}
