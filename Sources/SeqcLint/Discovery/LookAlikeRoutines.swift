import SeqcCompiler

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// YAML files a walk passed over that look like routines: named `*.yml` or `*.yaml` but
/// not `*.routine.yaml`, with a top-level `cards:` key. A newcomer's `hiit.yml` is named
/// with what to do about it ("rename it, or name it on the command line") rather than
/// "no routine files found"; a workflow or a compose file has no `cards:` and is not one.
package struct LookAlikeRoutines: Sendable {
    /// Every one found, in the order the walks met them.
    package private(set) var paths: [RawPath] = []
    /// How many there are.
    package var count: Int { paths.count }

    /// The first few by their bytes, whatever order the folders listed them in: the
    /// message names these and counts the rest.
    package var named: [RawPath] {
        Array(paths.sorted { $0.bytes.lexicographicallyPrecedes($1.bytes) }.prefix(Self.namedLimit))
    }

    /// How many are named: the message stays one line however many there are.
    static let namedLimit = 5
    /// How much of each candidate is read: a routine's `cards:` comes after a few lines of
    /// title and settings. Bounded so a walk over a repository of large YAML files (data,
    /// manifests) reads little of each.
    static let sniffedBytes = 8192

    /// Whether `name` is a YAML name a walk does not take for a routine's: not hidden, not
    /// already a routine name.
    static func isCandidateName(_ name: ArraySlice<UInt8>) -> Bool {
        guard name.first != UInt8(ascii: ".") else { return false }
        // `HIIT.YML` too: an extension's case is the saving app's, not the author's choice.
        let lowered = ArraySlice(name.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 + 32 : $0 })
        return lowered.ends(with: Array(".yml".utf8)) || lowered.ends(with: Array(".yaml".utf8))
    }

    /// Looks at `candidates` (found in a walk beneath `root`) and keeps those that read as routines.
    mutating func add(_ candidates: [RawPath], root: FileRoot) {
        paths += candidates.filter { Self.looksLikeRoutine($0, root: root) }
    }

    /// Drops those `isExcluded` says the configuration leaves out.
    package mutating func removeAll(where isExcluded: (RawPath) -> Bool) {
        paths.removeAll(where: isExcluded)
    }

    /// Whether the file's first bytes hold a line that starts with `cards:`. Read through
    /// the guarded door, as routines are: a link out of the root is never read.
    static func looksLikeRoutine(_ path: RawPath, root: FileRoot) -> Bool {
        guard case .success(let (descriptor, _)) = GuardedFiles.openForReading(path, root: root) else { return false }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: sniffedBytes)
        var filled = 0
        while filled < bytes.count {
            let got = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + filled, $0.count - filled) }
            if got <= 0 { break }
            filled += got
        }
        let key = Array("cards:".utf8)
        var lineStart = 0
        for index in 0...filled {
            guard index == filled || bytes[index] == UInt8(ascii: "\n") else { continue }
            let line = bytes[lineStart..<index]
            if line.starts(with: key) || line.starts(with: [0xEF, 0xBB, 0xBF] + key) { return true }
            lineStart = index + 1
        }
        return false
    }
}

private extension ArraySlice<UInt8> {
    func ends(with tail: [UInt8]) -> Bool {
        count >= tail.count && self.suffix(tail.count).elementsEqual(tail)
    }
}
