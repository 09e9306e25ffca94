#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A report that is one document (`--format json`, `--format sarif`), written a
/// diagnostic at a time: its opening when made, each diagnostic as it is added, its
/// closing at ``finish(files:)``. The bytes written so far are taken out with
/// ``drain(_:)`` whenever the caller likes, so a report of a whole repository is never
/// held whole; drained in order, they are the document the format's renderer makes of the
/// same diagnostics, byte for byte.
public protocol DiagnosticDocument: AnyObject {
    /// Writes `diagnostic` after those added before it.
    func add(_ diagnostic: Diagnostic)
    /// Closes the document of a run that checked `files` files; nothing may be added after.
    func finish(files: Int)
    /// The bytes written and not yet drained.
    var pendingByteCount: Int { get }
    /// Hands the bytes written and not yet drained to `body`, and forgets them.
    func drain(_ body: (UnsafeRawBufferPointer) -> Void)
}

extension DiagnosticDocument {
    /// The bytes written and not yet drained, as one value.
    public func drainedData() -> Data {
        var data = Data()
        drain { data.append(contentsOf: $0) }
        return data
    }
}

/// Shared sizes of the document writers.
public enum DiagnosticDocumentDefaults {
    /// Room a streamed document starts with: a caller drains it at about this size.
    public static let capacity = 64 * 1024
}
