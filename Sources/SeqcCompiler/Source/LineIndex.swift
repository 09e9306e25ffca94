import Foundation

/// Where each line of a file starts, found on first use and kept, so a snippet for line N
/// costs the length of line N rather than a scan from the top of the file. Long lines also
/// get checkpoints (the byte offset of every `stride`-th scalar), so an excerpt deep inside
/// a megabyte-long line does not rescan the line either. Shared by copies of a
/// ``SourceFile`` and safe to use from several threads.
final class LineIndex: @unchecked Sendable {
    /// Scalars between checkpoints, and the line length (bytes) from which they are kept.
    static let stride = 256

    private let lock = NSLock()
    private var starts: [Int]?
    private var checkpoints: [Int: [Int]] = [:]

    /// The byte range of 1-based line `number` without its line break, or nil past the end.
    func byteRange(ofLine number: Int, in bytes: [UInt8]) -> Range<Int>? {
        let starts = lineStarts(bytes)
        guard number >= 1, number <= starts.count else { return nil }
        let start = starts[number - 1]
        guard number < starts.count else { return start..<bytes.count }
        let next = starts[number]
        var end = next - 1
        if bytes[end] == 0x0A, end > start, bytes[end - 1] == 0x0D { end -= 1 }
        return start..<end
    }

    /// The byte offset of every `stride`-th scalar of line `number` (0, stride, 2·stride…).
    func checkpoints(ofLine number: Int, range: Range<Int>, in bytes: [UInt8]) -> [Int] {
        lock.lock()
        defer { lock.unlock() }
        if let known = checkpoints[number] { return known }
        var offsets: [Int] = []
        var scalar = 0
        for index in range where bytes[index] & 0xC0 != 0x80 {
            if scalar % Self.stride == 0 { offsets.append(index) }
            scalar += 1
        }
        checkpoints[number] = offsets
        return offsets
    }

    private func lineStarts(_ bytes: [UInt8]) -> [Int] {
        lock.lock()
        defer { lock.unlock() }
        if let starts { return starts }
        var found = [0]
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A || byte == 0x0D {
                if byte == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                found.append(index + 1)
            }
            index += 1
        }
        starts = found
        return found
    }
}
