import SeqcCompiler
import SeqcModel

/// A file's part of a text or GitHub report, as rendered once and kept with the file's
/// cache entry: a later hit under the same rendering (``ReportRendering``) writes these
/// bytes instead of rendering its diagnostics again.
///
/// The bytes are the renderer's output, user text already escaped. Before they are
/// written they are checked again (``isSafe(_:styled:)``), so a damaged or forged cache
/// can never send a terminal a control character the renderer would have escaped.
package struct RenderedChunk: Equatable, Sendable {
    /// The rendering it was made under (``ReportRendering/key(format:style:quiet:)``).
    package var rendering: LintCacheKey
    package var text: ArraySlice<UInt8>

    package init(rendering: LintCacheKey, text: ArraySlice<UInt8>) {
        self.rendering = rendering
        self.text = text
    }

    /// Whether `text` is UTF-8 holding no scalar ``TerminalText`` escapes other than line
    /// feeds and, when `styled`, the renderer's colour sequences (`ESC [` digits and `;`,
    /// then `m`). Anything else was not written by the renderer, and is rendered anew.
    package static func isSafe(_ text: some Collection<UInt8>, styled: Bool) -> Bool {
        if let safe = text.withContiguousStorageIfAvailable({ isSafe(buffer: $0, styled: styled) }) { return safe }
        return Array(text).withUnsafeBufferPointer { isSafe(buffer: $0, styled: styled) }
    }

    /// ``isSafe(_:styled:)`` on a buffer: eight printable ASCII bytes at a time, else byte by
    /// byte while it is ASCII, as nearly every chunk is (every hit's chunk is checked), and
    /// scalar by scalar from its first other byte.
    private static func isSafe(buffer: UnsafeBufferPointer<UInt8>, styled: Bool) -> Bool {
        guard let base = buffer.baseAddress else { return true }
        let ones: UInt64 = 0x0101_0101_0101_0101
        let high: UInt64 = 0x8080_8080_8080_8080
        var index = 0
        while index < buffer.count {
            if index + 8 <= buffer.count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                // A byte below 0x20 (borrowing), or 0x7F and above (its high bit, or one once
                // 1 is added), as TerminalText's plain-text check finds them; none: all printable.
                if (((word &- ones &* 0x20) & ~word) | word | (word &+ ones)) & high == 0 {
                    index += 8
                    continue
                }
            }
            let byte = buffer[index]
            if (0x20..<0x7F).contains(byte) || byte == 0x0A {
                index += 1
            } else if byte == 0x1B, styled, let end = colourSequenceEnd(buffer, from: index) {
                index = end
            } else if byte < 0x80 {
                return false
            } else {
                // A scalar starts here: every byte before it was ASCII.
                return isSafe(scalarsOf: UnsafeBufferPointer(rebasing: buffer[index...]), styled: styled)
            }
        }
        return true
    }

    /// Where the renderer's colour sequence (`ESC [`, digits and `;`, `m`) that starts at
    /// `start` ends; nil when none does.
    private static func colourSequenceEnd(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard start + 1 < buffer.count, buffer[start + 1] == UInt8(ascii: "[") else { return nil }
        var index = start + 2
        while index < buffer.count, buffer[index] == UInt8(ascii: ";") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(buffer[index]) {
            index += 1
        }
        return index < buffer.count && buffer[index] == UInt8(ascii: "m") ? index + 1 : nil
    }

    /// ``isSafe(_:styled:)`` scalar by scalar.
    private static func isSafe(scalarsOf buffer: UnsafeBufferPointer<UInt8>, styled: Bool) -> Bool {
        guard let string = String(validating: buffer, as: UTF8.self) else { return false }
        var scalars = string.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            if scalar == "\u{1B}" {
                guard styled, scalars.next() == "[" else { return false }
                var next = scalars.next()
                while let digit = next, digit == ";" || ("0"..."9").contains(digit) { next = scalars.next() }
                guard next == "m" else { return false }
            } else if scalar != "\n", isEscaped(scalar) {
                return false
            }
        }
        return true
    }

    /// The scalars ``TerminalText`` escapes (controls, C1, and the bidirectional and line
    /// separators); a test holds the two sets equal.
    static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}

/// What a file taken from the cache, or checked and recorded in it, brings to the report:
/// its entry's key, and the chunk rendered for it before, if any.
package struct CachedReport: Sendable {
    package let content: LintCacheKey
    package let rendered: RenderedChunk?

    package init(content: LintCacheKey, rendered: RenderedChunk?) {
        self.content = content
        self.rendered = rendered
    }
}

/// Everything rendering a file's text or GitHub report reads besides its final
/// diagnostics and the file's own lines (which its entry's key fixes): the format, the
/// style (colour or none) and `--quiet`. No width or terminal size is read.
package enum ReportRendering {
    /// The key of a rendering: a chunk made under another is never used.
    package static func key(format: DiagnosticFormat, style: TextStyle, quiet: Bool) -> LintCacheKey {
        let text = "seqc report rendering 1\n\(format.rawValue)\n\(style == .ansi ? "ansi" : "plain")\n\(quiet)"
        // Force-unwrapped: a SHA-1 digest is always 20 bytes.
        return LintCacheKey(ContentDigest.sha1(Array(text.utf8)))!
    }
}

/// The rendering a run's text or GitHub report is made under, when a file's rendered chunk
/// may stand for its findings (``LintCache/reportRendering``): its key, whether colour
/// sequences are in it (``RenderedChunk/isSafe(_:styled:)``) and whether it shows errors only.
package struct ChunkRendering: Sendable {
    package let key: LintCacheKey
    package let styled: Bool
    package let quiet: Bool

    package init(format: DiagnosticFormat, style: TextStyle, quiet: Bool) {
        key = ReportRendering.key(format: format, style: style, quiet: quiet)
        styled = style == .ansi
        self.quiet = quiet
    }
}

/// A cache hit reported by its chunk: the chunk, already checked, what the report counts
/// of its findings, and the entry, whose findings stay bytes until something else asks
/// for them (a finding across files, a group of the same name).
struct ChunkHit: Sendable {
    /// The file's report as rendered under the run's rendering; empty when it shows nothing.
    let text: ArraySlice<UInt8>
    let counts: LintReportCounts
    /// The entry's findings (``LintCacheEntry/Skimmed/findings``), not yet checked.
    let findings: ArraySlice<UInt8>

    /// The findings, in the file named `file`; nil when their bytes are damaged.
    func diagnostics(file: String) -> [Diagnostic]? {
        CacheDiagnosticCoding.decode(findings, file: file)
    }
}

/// A file of a report part reported by its rendered chunk (``LintReportPart/chunks``).
package struct ChunkedFile: Sendable {
    package let file: String
    /// Checked (``RenderedChunk/isSafe(_:styled:)``) when the hit was taken.
    package let text: ArraySlice<UInt8>
    package let counts: LintReportCounts
}
