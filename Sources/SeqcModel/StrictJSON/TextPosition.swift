/// Line and column of a byte offset, counted the way every seqc position is: 1-based,
/// columns in Unicode scalars (as libyaml's marks count them), a line break being LF, CR
/// LF or a lone CR. The compiler's source files and the JSON reader share this one count.
package enum TextPosition {
    package static func lineAndColumn<Bytes: Collection>(ofByteOffset offset: Int, in bytes: Bytes) -> (line: Int, column: Int)
    where Bytes.Element == UInt8, Bytes.Index == Int {
        var line = 1
        var column = 1
        var index = bytes.startIndex
        let limit = Swift.min(bytes.startIndex + Swift.max(offset, 0), bytes.endIndex)
        while index < limit {
            let byte = bytes[index]
            if byte == 0x0A || (byte == 0x0D && (index + 1 >= bytes.endIndex || bytes[index + 1] != 0x0A)) {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 && byte != 0x0D {
                column += 1
            }
            index += 1
        }
        return (line, column)
    }
}
