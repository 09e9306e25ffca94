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

/// Reads routine files for the compiler without ever reading more than the size limit,
/// so a huge file or an endless stream costs nothing.
public enum SourceLoader {
    /// What standard input is called in output when no `--stdin-filename` names it.
    public static let standardInputName = "<stdin>"

    /// The bytes of `path` (`-` is standard input, shown as `displayName`), or a diagnostic
    /// saying why they could not be read.
    public static func load(_ path: String, displayName: String? = nil, limits: YAMLLimits = YAMLLimits()) -> Result<SourceFile, Diagnostic>
    {
        if path == "-" { return loadStandardInput(displayName: displayName ?? standardInputName, limits: limits) }
        let raw = RawPath(path)
        return load(raw, displayName: displayName ?? raw.display, limits: limits)
    }

    /// The bytes of the regular file at `path`, shown as `displayName`, opened through
    /// ``GuardedFiles`` beneath `root` (by default the root of `path` itself, see
    /// ``FileRoot``): a link out of the root, a FIFO, a socket, a device or a file of
    /// /proc is refused before a byte is read, and the open never blocks.
    ///
    /// `knownRegular` says the caller has just seen a regular file at `path` (discovery
    /// did): a file gone since is then said as missing, as a look would have said it.
    package static func load(
        _ path: RawPath, displayName: String, limits: YAMLLimits = YAMLLimits(), knownRegular: Bool = false, root: FileRoot? = nil
    ) -> Result<SourceFile, Diagnostic> {
        loadNotingIdentity(path, displayName: displayName, limits: limits, knownRegular: knownRegular, root: root).loaded
    }

    /// ``load(_:displayName:limits:knownRegular:root:)``, with the identity of the file
    /// opened; nil when none was.
    package static func loadNotingIdentity(
        _ path: RawPath, displayName: String, limits: YAMLLimits = YAMLLimits(), knownRegular: Bool = false, root: FileRoot? = nil
    ) -> (loaded: Result<SourceFile, Diagnostic>, identity: FileStatus.Identity?) {
        let root = root ?? FileRoot.of(path, isDirectory: false)
        switch GuardedFiles.openForReading(path, root: root) {
        case .failure(let refusal):
            return (.failure(diagnostic(for: refusal, displayName)), nil)
        case .success(let (descriptor, opened)):
            defer { close(descriptor) }
            return (readBytes(descriptor, displayName: displayName, limits: limits, expectedSize: opened.size), opened.identity)
        }
    }

    /// At most `limits.maxFileBytes + 1` bytes from `descriptor` (one more than allowed, so
    /// a file over the limit is told from one at it without reading the rest).
    ///
    /// `expectedSize`: a regular file's size as `fstat` gave it a moment ago. Once that
    /// many bytes (more than none) are read, the file is taken as read, without the `read`
    /// that would only return its end: 10,000 system calls in a lint of 10,000 files. A
    /// file that grew since gave more than that, and is read on to its end.
    private static func readBytes(
        _ descriptor: Int32, displayName: String, limits: YAMLLimits, expectedSize: Int? = nil
    ) -> Result<SourceFile, Diagnostic> {
        var bytes: [UInt8] = []
        let limit = limits.maxFileBytes + 1
        // A buffer left uninitialised: zeroing 64 KiB for every routine of a few KB cost
        // more than reading it. Only the bytes `read` wrote are copied out.
        let failure = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 1 << 16) { chunk -> Int32? in
            while bytes.count < limit {
                if let expectedSize, expectedSize > 0, bytes.count == expectedSize { break }
                let wanted = Swift.min(chunk.count, limit - bytes.count)
                let count = read(descriptor, chunk.baseAddress, wanted)
                if count < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                if count == 0 { break }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: chunk[..<count]))
            }
            return nil
        }
        if let failure {
            return .failure(problem(displayName, .ioError, "cannot be read: \(systemErrorMessage(failure))"))
        }
        return checked(bytes, displayName, limits)
    }

    private static func loadStandardInput(displayName: String, limits: YAMLLimits) -> Result<SourceFile, Diagnostic> {
        readBytes(STDIN_FILENO, displayName: displayName, limits: limits)
    }

    private static func checked(_ bytes: [UInt8], _ name: String, _ limits: YAMLLimits) -> Result<SourceFile, Diagnostic> {
        guard bytes.count <= limits.maxFileBytes else {
            return .failure(
                problem(
                    name, .resourceLimit,
                    "file is larger than \(limits.maxFileBytes) bytes, the most seqc reads for one routine"))
        }
        return .success(SourceFile(path: name, bytes: bytes))
    }

    /// The diagnostic for a file the door would not open.
    private static func diagnostic(for refusal: GuardedFiles.Refusal, _ name: String) -> Diagnostic {
        switch refusal {
        case .notRegular(.directory): return problem(name, .ioError, "is a directory, not a routine file")
        case .notRegular:
            return problem(
                name, .ioError, refusal.reason,
                help: "seqc reads regular files; to check a stream, pipe it to standard input and pass '-'")
        case .system(EACCES): return problem(name, .ioError, "cannot be read (permission denied?)")
        case .outsideRoot:
            return problem(
                name, .ioError, refusal.reason,
                help:
                    "seqc follows symbolic links only within the repository (the nearest folder holding .git) or the folder it checks; copy the file in, or run seqc from a folder that holds it"
            )
        default: return problem(name, .ioError, refusal.reason)
        }
    }

    private static func problem(_ file: String, _ rule: RuleID, _ message: String, help: String? = nil) -> Diagnostic {
        Diagnostic(file: file, range: SourceRange(at: .start), severity: .error, rule: rule, message: message, help: help)
    }
}
