import CSeqcInterrupt

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Committing a staging, or undoing it: renames, rollback and removal, each relative to
/// the descriptor of the directory it was staged in.
extension Staging {
    /// Writes through to streams and devices, then renames every staged file into place
    /// with signals held. A failed rename, or a signal meanwhile, puts back every target
    /// already replaced.
    /// `inputAt` names the input a file is (by identity), if it is one: a fresh directory
    /// made meanwhile may be a link to where inputs are.
    mutating func commit(
        onWait: (String) -> Void = { _ in }, inputAt: (FileKey) -> String? = { _ in nil }
    ) throws(OutputFailure) {
        try writeThrough()
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
            var code = stillAsRead(record)
            if code == Self.leftAsItWas { continue }
            if code == 0 { code = FaultInjection.at(.commit, renames + 1) }
            let parent = descriptor(of: record, nil)
            if code == 0, Self.rename(name(of: record, .temporary), name(of: record, nil), in: parent) != 0 { code = errno }
            if code != 0 {
                failure = (replacement(record).shown, code)
                break
            }
            renames += 1
        }
        if failure == nil { failure = renameFreshDirectories(&renames) }
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

    /// Writes the outputs that go to standard output, devices and FIFOs.
    private mutating func writeThrough() throws(OutputFailure) {
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
    }

    /// Each fresh directory last, whole, relative to its parent's descriptor: never over a
    /// directory made meanwhile. The failure, if one failed.
    private mutating func renameFreshDirectories(_ renames: inout Int) -> (shown: String, code: Int32)? {
        for index in freshDirectories.indices where !freshDirectories[index].adopted {
            let fresh = freshDirectories[index]
            let parent = directories[fresh.parent].descriptor
            var code = FaultInjection.at(.commit, renames + 1)
            if code == 0, seqc_renameat_noreplace(parent, fresh.stagedName, parent, fresh.name) != 0 { code = errno }
            if code != 0 { return (fresh.target, code) }
            freshDirectories[index].renamed = true
            renames += 1
        }
        return nil
    }

    /// Whether replacement `record` may be renamed over its target: 0 unless it is a
    /// fixed file whose target no longer is the file it was read as (the same identity,
    /// one name, the same bytes, looked at through its directory's descriptor just now).
    /// One that is not is left as it is (``leftAsItWas``): its temporary file and backup
    /// are removed. The `errno` when it could not be looked at.
    private mutating func stillAsRead(_ record: Int) -> Int32 {
        let slots = replacements.value(of: record)
        guard slots.expectation >= 0 else { return 0 }
        let expected = expectations[Int(slots.expectation)]
        let parent = descriptor(of: record, nil)
        let name = String(decoding: name(of: record, nil).dropLast(), as: UTF8.self)
        // Its one name, and the backup this staging linked to it.
        switch Self.state(of: name, in: parent, holding: expected.bytes, links: slots.backup >= 0 ? 2 : 1) {
        case .asRead(let key) where key == expected.key: return 0
        case .failed(let code): return code
        case .asRead, .changed: break
        }
        Self.unlink(self.name(of: record, .temporary), in: parent)
        InterruptCleanup.forget(slots.temporary)
        if slots.backup >= 0 {
            Self.unlink(self.name(of: record, .backup), in: parent)
            InterruptCleanup.forget(slots.backup)
        }
        replacements.updateValue(of: record) {
            $0.written = Self.leftAsItWas
            $0.backup = -1
        }
        changedMeanwhile.append(replacement(record).shown)
        return Self.leftAsItWas
    }

    /// Takes back the fresh directories renamed into place, and puts back the targets of
    /// the first `count` replacements; returns those it could not.
    private mutating func rollBack(_ count: Int) -> [String] {
        var notRestored: [String] = []
        for index in freshDirectories.indices.reversed() where freshDirectories[index].renamed {
            let fresh = freshDirectories[index]
            let parent = directories[fresh.parent].descriptor
            if renameat(parent, fresh.name, parent, fresh.stagedName) == 0 {
                freshDirectories[index].renamed = false
            } else {
                notRestored.append(fresh.target)
            }
        }
        for record in (0..<Swift.min(count, replacements.count)).reversed() {
            guard replacements.value(of: record).written == Self.besideTarget else { continue }
            let replacement = replacement(record)
            let parent = descriptor(of: record, nil)
            if let backup = replacement.backup {
                // Either way the backup is no longer removed: restored, or the only copy left.
                InterruptCleanup.forget(backup.slot)
                replacements.updateValue(of: record) { $0.backup = -1 }
                if Self.rename(name(of: record, .backup), name(of: record, nil), in: parent) != 0 {
                    notRestored.append("\(replacement.shown) (its old content is in \(backup.path))")
                }
            } else if replacement.existed || Self.unlink(name(of: record, nil), in: parent) != 0 {
                notRestored.append(replacement.shown)
            }
        }
        return notRestored
    }
}
