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

    /// The bytes of the regular file at `path`, shown as `displayName`. Anything else (a
    /// FIFO, a socket, a device) is refused before it is opened, so it cannot block the
    /// run or be consumed; the open is non-blocking and checked again on the descriptor in
    /// case the path changed in between.
    ///
    /// `knownRegular` says the caller has just seen a regular file at `path` (discovery
    /// did, with `lstat` or `stat`): the look before opening is then skipped, and the
    /// descriptor's own check still refuses anything that took its place.
    package static func load(
        _ path: RawPath, displayName: String, limits: YAMLLimits = YAMLLimits(), knownRegular: Bool = false
    ) -> Result<SourceFile, Diagnostic> {
        loadNotingIdentity(path, displayName: displayName, limits: limits, knownRegular: knownRegular).loaded
    }

    /// ``load(_:displayName:limits:knownRegular:)``, with the identity of the file looked
    /// at: its descriptor's, or the path's when the look before opening was made; nil when
    /// the file could not be opened.
    package static func loadNotingIdentity(
        _ path: RawPath, displayName: String, limits: YAMLLimits = YAMLLimits(), knownRegular: Bool = false
    ) -> (loaded: Result<SourceFile, Diagnostic>, identity: FileStatus.Identity?) {
        if !knownRegular {
            guard let status = FileStatus.of(path) else { return (.failure(missing(displayName, errno)), nil) }
            if let refusal = refusal(of: status.kind, displayName) { return (.failure(refusal), status.identity) }
        }
        let descriptor = path.withCString { open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC) }
        guard descriptor >= 0 else {
            let code = errno
            // Gone since discovery saw it: said as the look before opening would have said it.
            if knownRegular && (code == ENOENT || code == ENOTDIR) { return (.failure(missing(displayName, code)), nil) }
            return (
                .failure(
                    code == EACCES
                        ? problem(displayName, .ioError, "cannot be read (permission denied?)")
                        : problem(displayName, .ioError, "cannot be read: \(systemErrorMessage(code))")),
                nil
            )
        }
        defer { close(descriptor) }
        guard let opened = FileStatus.of(descriptor: descriptor) else {
            return (.failure(problem(displayName, .ioError, "cannot be read: \(systemErrorMessage(errno))")), nil)
        }
        if let refusal = refusal(of: opened.kind, displayName) { return (.failure(refusal), opened.identity) }
        return (readBytes(descriptor, displayName: displayName, limits: limits, expectedSize: opened.size), opened.identity)
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

    /// Why a path whose status could not be had (`code`) is not read.
    private static func missing(_ name: String, _ code: Int32) -> Diagnostic {
        code == ENOENT || code == ENOTDIR
            ? problem(name, .ioError, "no such file") : problem(name, .ioError, "cannot be read: \(systemErrorMessage(code))")
    }

    /// Why a file of `kind` is not read; nil for a regular file.
    private static func refusal(of kind: FileStatus.Kind, _ name: String) -> Diagnostic? {
        switch kind {
        case .regular: nil
        case .directory: problem(name, .ioError, "is a directory, not a routine file")
        default:
            problem(
                name, .ioError, "is \(kind.description), not a regular file",
                help: "seqc reads regular files; to check a stream, pipe it to standard input and pass '-'")
        }
    }

    private static func problem(_ file: String, _ rule: RuleID, _ message: String, help: String? = nil) -> Diagnostic {
        Diagnostic(file: file, range: SourceRange(at: .start), severity: .error, rule: rule, message: message, help: help)
    }
}
