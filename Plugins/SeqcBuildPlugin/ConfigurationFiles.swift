import Foundation

/// The `.seqc.yml` files a routine's build depends on, found as `seqc` finds them.
enum ConfigurationFiles {
    static let names = [".seqc.yml", ".seqc.yaml"]

    /// The configuration files in the nearest folder at or above the routine's that holds
    /// one, stopping at a folder holding `.git` as seqc does. Declared as inputs, so
    /// editing the configuration rebuilds the routines it governs; seqc itself reads
    /// them (and reports both names in one folder as an error).
    static func governing(_ routine: URL) -> [URL] {
        let manager = FileManager.default
        var directory = routine.deletingLastPathComponent().standardizedFileURL
        while true {
            let present = names.map { directory.appendingPathComponent($0) }.filter { manager.fileExists(atPath: $0.path) }
            if !present.isEmpty { return present }
            let parent = directory.deletingLastPathComponent().standardizedFileURL
            if manager.fileExists(atPath: directory.appendingPathComponent(".git").path) || parent.path == directory.path {
                return []
            }
            directory = parent
        }
    }

    /// The bytes of the configuration at `path`, at most one more than
    /// ``ExcludeList/maxBytes`` (a longer one is not read with certainty anyway); nil when
    /// it cannot be read.
    static func contents(_ path: String) -> [UInt8]? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: ExcludeList.maxBytes + 1) else { return nil }
        return [UInt8](data)
    }
}
