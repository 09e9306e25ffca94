import Foundation

/// Reads routine files for the compiler without ever reading more than the size limit,
/// so a huge file or an endless stream costs nothing.
public enum SourceLoader {
    /// The bytes of `path` (`-` is standard input, shown as `displayName`), or a diagnostic
    /// saying why they could not be read.
    public static func load(_ path: String, displayName: String? = nil, limits: YAMLLimits = YAMLLimits()) -> Result<SourceFile, Diagnostic> {
        let name = displayName ?? (path == "-" ? "<stdin>" : path)
        var isDirectory: ObjCBool = false
        if path != "-" {
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                return .failure(problem(name, .ioError, "no such file"))
            }
            if isDirectory.boolValue { return .failure(problem(name, .ioError, "is a directory, not a routine file")) }
        }
        guard let handle = path == "-" ? FileHandle.standardInput : FileHandle(forReadingAtPath: path) else {
            return .failure(problem(name, .ioError, "cannot be read (permission denied?)"))
        }
        defer { if path != "-" { try? handle.close() } }
        do {
            let data = try readUpTo(limits.maxFileBytes + 1, from: handle)
            guard data.count <= limits.maxFileBytes else {
                return .failure(problem(name, .resourceLimit,
                                        "file is larger than \(limits.maxFileBytes) bytes, the most seqc reads for one routine"))
            }
            return .success(SourceFile(path: name, bytes: [UInt8](data)))
        } catch {
            return .failure(problem(name, .ioError, "cannot be read: \(error.localizedDescription)"))
        }
    }

    private static func readUpTo(_ limit: Int, from handle: FileHandle) throws -> Data {
        var data = Data()
        while data.count < limit {
            guard let chunk = try handle.read(upToCount: Swift.min(1 << 20, limit - data.count)), !chunk.isEmpty else { break }
            data.append(chunk)
        }
        return data
    }

    private static func problem(_ file: String, _ rule: RuleID, _ message: String) -> Diagnostic {
        Diagnostic(file: file, range: SourceRange(at: .start), severity: .error, rule: rule, message: message)
    }
}
