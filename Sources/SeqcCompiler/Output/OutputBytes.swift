#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What an output holds: a value, or a spool file read back in pieces, so that a report
/// of many thousands of routines written to standard output, a device or a FIFO is never
/// gathered into one value.
enum OutputBytes {
    case data(Data)
    case spool(SpoolFile)

    /// Whether the regular file `name` in the open directory `parent` holds exactly these bytes.
    func areHeld(named name: String, in parent: Int32) -> Bool {
        switch self {
        case .data(let data): FileDescriptorIO.fileHolds(data, named: name, in: parent)
        case .spool(let spool): FileDescriptorIO.fileHolds(spool, named: name, in: parent)
        }
    }

    /// Writes the bytes to `descriptor`; returns 0 or the `errno` of the write that
    /// failed. A spool that cannot be read back is the report-lost error instead.
    func write(to descriptor: Int32) throws(OutputFailure) -> Int32 {
        switch self {
        case .data(let data):
            return FileDescriptorIO.writeAll(data, to: descriptor)
        case .spool(let spool):
            var written: Int32 = 0
            let code = spool.forEachPiece { piece in
                written = FileDescriptorIO.writeAll(piece, to: descriptor)
                return written
            }
            if code != 0, written == 0 { throw .reportLost(errno: code) }
            return code
        }
    }
}
