/// Where each line of a file starts, with the line breaks libyaml counts in UTF-8 text
/// the formatter accepts: `\n`, `\r\n` and `\r`.
struct LineStarts {
    private(set) var starts: [Int] = [0]

    init(_ bytes: [UInt8]) {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == 0x0D, index < bytes.count, bytes[index] == 0x0A { index += 1 }
            if byte == 0x0A || byte == 0x0D { starts.append(index) }
        }
    }

    /// The byte offset of libyaml's 0-based `line` and `column`, the column counted in
    /// Unicode scalars.
    func offset(line: Int, column: Int, in bytes: [UInt8]) -> Int {
        guard line < starts.count else { return bytes.count }
        var offset = starts[line]
        var remaining = column
        while remaining > 0, offset < bytes.count {
            offset += Self.width(ofLead: bytes[offset])
            remaining -= 1
        }
        return min(offset, bytes.count)
    }

    private static func width(ofLead byte: UInt8) -> Int {
        switch byte {
        case 0xF0...: return 4
        case 0xE0...: return 3
        case 0xC0...: return 2
        default: return 1
        }
    }
}
