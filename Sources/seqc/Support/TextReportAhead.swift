import Dispatch
import SeqcCompiler

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

/// The text report of a build that is committing, made on another thread while the
/// commit renames its outputs into place, and written once the commit is done.
///
/// The commit of 10,000 outputs is 10,000 renames into one folder, which the kernel does
/// one at a time (about 60 ms on tmpfs), and the text of 10,000 routines took about as
/// long again to make after it, on the same thread. The text is the one a written build
/// gives; it is used only when the commit succeeds, and kept in a ``SpoolFile`` so that
/// memory stays flat in the routine count.
final class TextReportAhead: @unchecked Sendable {
    private let text = SpoolFile()
    private var failure: (any Error)?
    private let done = DispatchSemaphore(value: 0)

    /// Whether making the text of `reports` beside the commit gains anything: for a few
    /// routines it takes less than starting the thread it runs on. A one-file build (the
    /// package plugin's call, once per routine of an app) waited about a millisecond for
    /// that thread, longer than checking the routine.
    static func isWorthwhile(_ reports: BuildReportSpool) -> Bool {
        reports.totals(written: true).routines >= minimumRoutines
    }

    /// The fewest routines whose text is made ahead: about where making their text takes
    /// as long as starting a thread (a few microseconds a routine, against some hundreds).
    static let minimumRoutines = 64

    /// Starts making the text of `reports` as written. Nothing else may read or add to
    /// `reports` until ``write(to:)`` returns.
    init(_ reports: BuildReportSpool) {
        // Handed over whole: the caller touches `reports` no more until `write(to:)`.
        let handed = Handed(reports: reports)
        DispatchQueue.global().async { [self] in
            do {
                try handed.reports.writeText(written: true) { self.text.append($0.utf8) }
            } catch {
                failure = error
            }
            done.signal()
        }
    }

    /// Waits for the text and hands it to `write` in pieces; throws what making it threw
    /// (a report spool that could not be read back).
    func write(to write: (Data) -> Void) throws {
        done.wait()
        if let failure { throw failure }
        let code = text.forEachPiece { piece in
            write(Data(piece))
            return 0
        }
        if code != 0 { throw OutputFailure.reportLost(errno: code > 0 ? code : EIO) }
    }

    /// Waits for the text and drops it: the commit failed, and the report says so instead.
    func discard() { done.wait() }
}

/// The report spool, given to one thread at a time: ``TextReportAhead``'s contract.
private struct Handed: @unchecked Sendable {
    let reports: BuildReportSpool
}
