import SeqcModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A routine's bytes and the name diagnostics use for it.
public struct SourceFile: Sendable {
    /// The path as the user gave it, or a stand-in such as `<stdin>`.
    public let path: String
    public let bytes: [UInt8]
    let lineIndex = LineIndex()

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The text of 1-based line `number`, without its line break; invalid UTF-8 shows
    /// as U+FFFD. Lines are indexed once, so this costs the length of the line.
    public func line(_ number: Int) -> String? {
        guard let range = lineIndex.byteRange(ofLine: number, in: bytes) else { return nil }
        return String(decoding: bytes[range], as: UTF8.self)
    }

    /// The bytes of 1-based line `number` without its line break, or nil past the end: the
    /// same line as ``line(_:)``, found without indexing the file when it is not indexed yet.
    package func lineBytesWithoutIndexing(_ number: Int) -> ArraySlice<UInt8>? {
        guard let range = lineIndex.byteRangeWithoutIndexing(ofLine: number, in: bytes) else { return nil }
        return bytes[range]
    }

    /// The same file with an index of its lines of its own, not yet made: what a caller
    /// that shows a file once keeps from holding the index after.
    public func unindexed() -> SourceFile {
        SourceFile(path: path, bytes: bytes)
    }

    /// A file under the same path that holds only `text` as line `number` (the lines before
    /// it empty): enough for a snippet of that line once the file itself is no longer kept.
    public func keepingOnly(line number: Int, text: String) -> SourceFile {
        var kept = [UInt8](repeating: 0x0A, count: Swift.max(0, number - 1))
        kept += text.utf8
        return SourceFile(path: path, bytes: kept)
    }

    /// A file under the same path that keeps only `lines` (the others left empty, so line
    /// numbers stay): what the diagnostics of a file waiting to be reported need of it.
    public func keepingOnly(lines: Set<Int>) -> SourceFile {
        // Never past the file's own last line: a diagnostic placed beyond it shows no snippet.
        guard let wanted = lines.max(), case let last = Swift.min(wanted, lineIndex.lineCount(in: bytes)), last >= 1 else {
            return SourceFile(path: path, bytes: [])
        }
        // The kept lines in order, each after the line breaks that bring it to its number:
        // a walk over the few lines kept, not over every line of the file. The excerpt's
        // own index is left to be made when it is shown: an excerpt may wait in memory for
        // every file that sorts before it, and an index holds 16 bytes for each of its lines.
        let keptLines = lines.sorted().filter { $0 >= 1 && $0 <= last }.compactMap { number in
            lineIndex.byteRange(ofLine: number, in: bytes).map { (number, $0) }
        }
        // Made once at its size: a line break for each line before the last, and the kept lines.
        var kept: [UInt8] = []
        kept.reserveCapacity(last - 1 + keptLines.reduce(0) { $0 + $1.1.count })
        var line = 1
        func breakLines(to number: Int) {
            guard line < number else { return }
            kept.append(contentsOf: repeatElement(0x0A, count: number - line))
            line = number
        }
        for (number, range) in keptLines {
            breakLines(to: number)
            kept += bytes[range]
        }
        breakLines(to: last)
        return SourceFile(path: path, bytes: kept)
    }

    /// Two excerpts of one file (``keepingOnly(lines:)``) as one: each line from this one
    /// where it is not empty, else from `other`.
    public func merging(_ other: SourceFile) -> SourceFile {
        let count = Swift.max(lineIndex.lineCount(in: bytes), other.lineIndex.lineCount(in: other.bytes))
        var merged: [UInt8] = []
        for number in 1...Swift.max(1, count) {
            if number > 1 { merged.append(0x0A) }
            let mine = lineIndex.byteRange(ofLine: number, in: bytes)
            if let mine, !mine.isEmpty {
                merged += bytes[mine]
            } else if let theirs = other.lineIndex.byteRange(ofLine: number, in: other.bytes) {
                merged += other.bytes[theirs]
            }
        }
        return SourceFile(path: path, bytes: merged)
    }

    /// Up to `count` Unicode scalars of line `number` from 0-based scalar `offset`, and
    /// whether the line goes on after them; nil past the last line. Costs about `count`
    /// however long the line is, so snippets of huge lines stay cheap.
    func scalars(ofLine number: Int, from offset: Int, count: Int) -> (scalars: [Unicode.Scalar], continues: Bool)? {
        guard let range = lineIndex.byteRange(ofLine: number, in: bytes) else { return nil }
        var index = range.lowerBound
        var skip = Swift.max(0, offset)
        if range.count > LineIndex.stride {
            let marks = lineIndex.checkpoints(ofLine: number, range: range, in: bytes)
            let mark = Swift.min(skip / LineIndex.stride, marks.count - 1)
            if mark >= 0 {
                index = marks[mark]
                skip -= mark * LineIndex.stride
            }
        }
        while index < range.upperBound {
            if bytes[index] & 0xC0 != 0x80 {
                if skip == 0 { break }
                skip -= 1
            }
            index += 1
        }
        // Take `count` scalars' worth of bytes (counted by lead bytes, as columns are).
        var end = index
        var taken = 0
        while end < range.upperBound {
            if bytes[end] & 0xC0 != 0x80 {
                if taken == count { break }
                taken += 1
            }
            end += 1
        }
        let text = String(decoding: bytes[index..<end], as: UTF8.self)
        return (Array(text.unicodeScalars), end < range.upperBound)
    }

    /// The byte offset of `position` (columns in Unicode scalars, as libyaml counts them),
    /// or nil when the file has no such place: a line past the last, or a column past the
    /// end of its line (the column just after the last character, before the line break,
    /// is a place). The inverse of ``position(ofByteOffset:)``, for applying fix-its.
    public func byteOffset(of position: SourcePosition) -> Int? {
        guard let range = lineIndex.byteRange(ofLine: position.line, in: bytes) else { return nil }
        return bytes.withUnsafeBufferPointer { Self.byteOffset(ofColumn: position.column, onLine: range, in: $0) }
    }

    /// Calls `body` with ``byteOffset(of:)`` for this file, its lines taken once for every
    /// position `body` asks of it: a rule that reads every timed value of a routine asks
    /// for many.
    package func withByteOffsets(_ body: (_ byteOffset: (SourcePosition) -> Int?) -> Void) {
        let lines = lineIndex.lineRanges(bytes)
        bytes.withUnsafeBufferPointer { buffer in
            body { position in
                guard position.line >= 1, position.line <= lines.count else { return nil }
                return Self.byteOffset(ofColumn: position.column, onLine: lines[position.line - 1], in: buffer)
            }
        }
    }

    /// The byte offset of 1-based `column` on the line of byte range `line`; nil past the
    /// line's end.
    private static func byteOffset(ofColumn column: Int, onLine line: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard column >= 1 else { return nil }
        // Over ASCII a column is one byte: only a line with another byte before the column
        // is walked scalar by scalar.
        let asciiEnd = line.lowerBound + column - 1
        if asciiEnd <= line.upperBound, !bytes[line.lowerBound..<asciiEnd].contains(where: { $0 >= 0x80 }) { return asciiEnd }
        var remaining = column - 1
        var index = line.lowerBound
        while remaining > 0 {
            guard index < line.upperBound else { return nil }
            index += 1
            while index < line.upperBound, bytes[index] & 0xC0 == 0x80 { index += 1 }
            remaining -= 1
        }
        return index
    }

    /// The position of byte `offset`, counting columns in Unicode scalars. libyaml reports
    /// decoding errors as byte offsets; everything else arrives as marks.
    public func position(ofByteOffset offset: Int) -> SourcePosition {
        var line = 1
        var column = 1
        var index = Swift.min(LineIndex.textStart(in: bytes), Swift.max(offset, 0))
        let limit = Swift.min(Swift.max(offset, 0), bytes.count)
        while index < limit {
            let length = LineIndex.lineBreakLength(at: index, in: bytes)
            if length > 0 {
                line += 1
                column = 1
                index += length
                continue
            }
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return SourcePosition(line: line, column: column)
    }
}
