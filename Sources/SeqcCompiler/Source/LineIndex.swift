#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where each line of a file starts, found on first use and kept, so a snippet for line N
/// costs the length of line N rather than a scan from the top of the file. Long lines also
/// get checkpoints (the byte offset of every `stride`-th scalar), so an excerpt deep inside
/// a megabyte-long line does not rescan the line either. Shared by copies of a
/// ``SourceFile`` and safe to use from several threads.
final class LineIndex: @unchecked Sendable {
    /// Scalars between checkpoints, and the line length (bytes) from which they are kept.
    static let stride = 256

    private let lock = Lock()
    private var lines: [Range<Int>]?
    private var knownFirstLine: Range<Int>?
    private var checkpoints: [Int: [Int]] = [:]

    /// The byte range of 1-based line `number` without its line break, or nil past the end.
    func byteRange(ofLine number: Int, in bytes: [UInt8]) -> Range<Int>? {
        // The first line is read without indexing the file: every routine of a run keeps its
        // id's line, which is line 1 whenever the id comes from the file name.
        if number == 1 { return firstLine(bytes) }
        let lines = lineRanges(bytes)
        guard number >= 1, number <= lines.count else { return nil }
        return lines[number - 1]
    }

    /// The byte range of line `number` as ``byteRange(ofLine:in:)`` finds it, without making
    /// the index: the index's when it is made, otherwise a walk to that line. For a caller
    /// that asks for one line of a file (the duplicate-id check asks every routine for its
    /// id's line), which then holds no index for the lines it never shows.
    func byteRangeWithoutIndexing(ofLine number: Int, in bytes: [UInt8]) -> Range<Int>? {
        lock.lock()
        let indexed = lines
        let first = knownFirstLine
        lock.unlock()
        if let indexed { return number >= 1 && number <= indexed.count ? indexed[number - 1] : nil }
        if number == 1, let first { return first }
        guard number >= 1 else { return nil }
        return bytes.withUnsafeBufferPointer { Self.walk(toLine: number, in: $0, of: bytes) }
    }

    /// The byte range of line `number` of `buffer` (the bytes of `bytes`), by a walk from
    /// the top that stops only where a line break can start, as ``lineRanges(_:)`` does.
    private static func walk(toLine number: Int, in buffer: UnsafeBufferPointer<UInt8>, of bytes: [UInt8]) -> Range<Int>? {
        var line = 1
        var start = textStart(in: bytes)
        var index = start
        while true {
            index = ByteScan.firstIndex(in: buffer, from: index, below: 0x0E, orNonASCII: true)
            guard index < buffer.count else { break }
            let length = lineBreakLength(at: index, in: bytes)
            guard length > 0 else {
                index += 1
                continue
            }
            if line == number { return start..<index }
            line += 1
            index += length
            start = index
        }
        return line == number ? start..<buffer.count : nil
    }

    /// Line 1's byte range: the index's when it is made, otherwise found once and kept (a
    /// file of one long line may be asked for it once per diagnostic).
    private func firstLine(_ bytes: [UInt8]) -> Range<Int> {
        lock.lock()
        defer { lock.unlock() }
        if let first = lines?.first ?? knownFirstLine { return first }
        let start = Self.textStart(in: bytes)
        var end = start
        while end < bytes.count, Self.lineBreakLength(at: end, in: bytes) == 0 { end += 1 }
        knownFirstLine = start..<end
        return start..<end
    }

    /// Where line 1's text starts: after a UTF-8 byte order mark, which libyaml reads
    /// before it counts columns, so that seqc's columns on line 1 are libyaml's.
    static func textStart(in bytes: [UInt8]) -> Int {
        bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    /// Takes the lines another walk found (the composer's ``SourceLines``, whose starts
    /// follow LF, CR and CR LF), for a file with no other line breaks: both walks then find
    /// the same lines, and the file is not walked again when a diagnostic shows one. Kept
    /// only when the index has none yet.
    func adopt(lineStarts starts: [Int], in bytes: [UInt8]) {
        lock.lock()
        defer { lock.unlock() }
        guard lines == nil else { return }
        var found: [Range<Int>] = []
        found.reserveCapacity(starts.count)
        for index in starts.indices {
            let start = starts[index]
            guard index + 1 < starts.count else {
                found.append(start..<bytes.count)
                break
            }
            // The line ends before its break: the LF or CR before the next start, and the
            // CR before an LF (CR LF is one break; a CR alone would have ended the line).
            var end = starts[index + 1] - 1
            if bytes[end] == 0x0A, end > start, bytes[end - 1] == 0x0D { end -= 1 }
            found.append(start..<end)
        }
        lines = found
    }

    /// How many lines `bytes` has.
    func lineCount(in bytes: [UInt8]) -> Int { lineRanges(bytes).count }

    /// The length in bytes of the line break starting at `index`, or 0 when none does.
    /// These are libyaml's line breaks: LF, CR, CR LF, and also NEL (U+0085), LINE
    /// SEPARATOR (U+2028) and PARAGRAPH SEPARATOR (U+2029), so seqc's line numbers are the
    /// ones libyaml's marks carry.
    static func lineBreakLength(at index: Int, in bytes: [UInt8]) -> Int {
        switch bytes[index] {
        case 0x0A: return 1
        case 0x0D: return index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
        case 0xC2: return index + 1 < bytes.count && bytes[index + 1] == 0x85 ? 2 : 0
        case 0xE2:
            guard index + 2 < bytes.count, bytes[index + 1] == 0x80 else { return 0 }
            return bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 ? 3 : 0
        default: return 0
        }
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

    /// The byte range of every line, indexed on first use.
    func lineRanges(_ bytes: [UInt8]) -> [Range<Int>] {
        lock.lock()
        defer { lock.unlock() }
        if let lines { return lines }
        var found: [Range<Int>] = []
        var start = Self.textStart(in: bytes)
        var index = start
        let count = bytes.count
        bytes.withUnsafeBufferPointer { buffer in
            // Room for a line after every LF at once: growing the list line by line cost
            // more than finding the breaks, on the mostly empty lines of a kept excerpt.
            found.reserveCapacity(buffer.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) })
            while true {
                // Only LF, CR and the lead bytes of NEL, LS and PS can start a break: the
                // search stops at controls and non-ASCII bytes, and this sorts them out.
                index = ByteScan.firstIndex(in: buffer, from: index, below: 0x0E, orNonASCII: true)
                guard index < count else { break }
                let byte = buffer[index]
                if byte == 0x0A {
                    // A run of LFs (the empty lines of a kept excerpt) is taken without searching.
                    repeat {
                        found.append(start..<index)
                        index += 1
                        start = index
                    } while index < count && buffer[index] == 0x0A
                    continue
                }
                guard byte == 0x0D || byte == 0xC2 || byte == 0xE2 else {
                    index += 1
                    continue
                }
                let length = Self.lineBreakLength(at: index, in: bytes)
                if length > 0 {
                    found.append(start..<index)
                    index += length
                    start = index
                } else {
                    index += 1
                }
            }
        }
        found.append(start..<count)
        lines = found
        return found
    }
}
