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

/// The names a staging's files have in their held directories, and the system calls on
/// them: every one relative to a directory descriptor.
extension Staging {
    /// A staged file beside a target.
    enum Sibling {
        case temporary, backup
    }

    /// The name of the `kind` file named with `random` beside a target, in the target's
    /// own directory: `.seqc-RANDOM.tmp` or `.seqc-RANDOM.old`.
    static func siblingName(random: some Collection<UInt8>, _ kind: Sibling) -> [UInt8] {
        var name: [UInt8] = []
        name.reserveCapacity(24)
        name += ".seqc-".utf8
        name += random
        name += (kind == .temporary ? ".tmp" : ".old").utf8
        return name
    }

    /// Replacement `record`'s target's name, or its temporary file's or backup's, from the
    /// bytes kept of it, with a NUL after it for the system calls: relative to
    /// ``descriptor(of:_:)``. The target's name is the bytes after its path's last `/`, as
    /// the kernel reads the path (a slash that a combining mark follows still ends it).
    func name(of record: Int, _ sibling: Sibling?) -> [UInt8] {
        let target = replacements.field(0, of: record)
        var name: [UInt8]
        if let sibling, !(sibling == .temporary && replacements.value(of: record).written >= 0) {
            let randoms = replacements.field(2, of: record)
            let random = sibling == .temporary ? randoms.prefix(Self.randomLength) : randoms.dropFirst(Self.randomLength)
            name = Self.siblingName(random: random, sibling)
        } else {
            // The target, or the file written under the target's own name in a fresh directory.
            name = Array(target[(target.lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? target.startIndex)...])
        }
        name.append(0)
        return name
    }

    /// The open directory that ``name(of:_:)`` is relative to.
    func descriptor(of record: Int, _ sibling: Sibling?) -> Int32 {
        let slots = replacements.value(of: record)
        if sibling == .temporary, slots.written >= 0 { return freshDirectories[Int(slots.written)].descriptor }
        return slots.directory >= 0 ? directories[Int(slots.directory)].descriptor : -1
    }

    /// Replacement `record` as strings, made again from the bytes kept of it: for the
    /// messages of a failed commit.
    func replacement(_ record: Int) -> Replacement {
        func text(_ name: [UInt8]) -> String { String(decoding: name.dropLast(), as: UTF8.self) }
        let target = String(decoding: replacements.field(0, of: record), as: UTF8.self)
        let shown = replacements.field(1, of: record)
        let slots = replacements.value(of: record)
        let folder = slots.directory >= 0 ? directories[Int(slots.directory)].path : OutputPath.directory(of: target)
        return Replacement(
            target: target, shown: shown.isEmpty ? target : String(decoding: shown, as: UTF8.self),
            temporarySlot: slots.temporary, existed: slots.existed,
            backup: slots.backup >= 0 ? (OutputPath.join(folder, text(name(of: record, .backup))), slots.backup) : nil)
    }

    /// `unlinkat(2)` of `name` (NUL-terminated or not) in the open directory `parent`.
    @discardableResult
    static func unlink(_ name: [UInt8], in parent: Int32, flags: Int32 = 0) -> Int32 {
        var terminated = name
        if terminated.last != 0 { terminated.append(0) }
        return terminated.withUnsafeBytes { unlinkat(parent, $0.baseAddress!.assumingMemoryBound(to: CChar.self), flags) }
    }

    /// `renameat(2)` of NUL-terminated names within the open directory `parent`.
    static func rename(_ from: [UInt8], _ to: [UInt8], in parent: Int32) -> Int32 {
        from.withUnsafeBytes { from in
            to.withUnsafeBytes { to in
                renameat(
                    parent, from.baseAddress!.assumingMemoryBound(to: CChar.self),
                    parent, to.baseAddress!.assumingMemoryBound(to: CChar.self))
            }
        }
    }

    /// Whether a fixed file is still the file it was read as.
    enum FixedFileState: Equatable {
        /// It is: its identity.
        case asRead(FileKey)
        /// It changed, vanished, gained a name or became a link: it is left as it is.
        case changed
        /// It could not be looked at (the `errno`): the commit fails.
        case failed(Int32)
    }

    /// Whether `name` in the open directory `parent` is a regular file with `links` names
    /// that holds exactly `bytes`, opened without following a link and looked up again
    /// without following one.
    static func state(of name: String, in parent: Int32, holding bytes: [UInt8], links: Int = 1) -> FixedFileState {
        let opened: stat
        switch FileDescriptorIO.compare(Data(bytes), named: name, in: parent) {
        case .holds(let status): opened = status
        case .differs: return .changed
        // Gone, or a link or a folder now at its name.
        case .cannotOpen(let code) where [ENOENT, ELOOP, ENOTDIR, EISDIR, ENXIO].contains(code): return .changed
        case .cannotOpen(let code): return .failed(code)
        }
        var named = stat()
        guard fstatat(parent, name, &named, AT_SYMLINK_NOFOLLOW) == 0, FileKey(named) == FileKey(opened),
            Int(opened.st_nlink) == links, Int(named.st_nlink) == links
        else { return .changed }
        return .asRead(FileKey(opened))
    }
}
