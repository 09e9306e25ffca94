import Foundation
import SeqcModel

/// A routine's bytes and the name diagnostics use for it.
public struct SourceFile: Sendable {
    /// The path as the user gave it, or a stand-in such as `<stdin>`.
    public let path: String
    public let bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The text of 1-based line `number`, without its line break; invalid UTF-8 shows
    /// as U+FFFD. Used only to render snippets, so it need not be fast.
    public func line(_ number: Int) -> String? {
        guard number >= 1 else { return nil }
        var current = 1
        var start = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let isBreak = byte == 0x0A || byte == 0x0D
            if isBreak {
                if current == number { return String(decoding: bytes[start..<index], as: UTF8.self) }
                if byte == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                current += 1
                start = index + 1
            }
            index += 1
        }
        return current == number && start <= bytes.count
            ? String(decoding: bytes[start..<bytes.count], as: UTF8.self) : nil
    }

    /// The position of byte `offset`, counting columns in Unicode scalars. libyaml reports
    /// decoding errors as byte offsets; everything else arrives as marks.
    public func position(ofByteOffset offset: Int) -> SourcePosition {
        let (line, column) = TextPosition.lineAndColumn(ofByteOffset: offset, in: bytes)
        return SourcePosition(line: line, column: column)
    }
}
