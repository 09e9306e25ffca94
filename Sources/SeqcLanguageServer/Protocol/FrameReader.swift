/// Splits the bytes a client sends into JSON-RPC message bodies: LSP's base protocol, a
/// header block (`Content-Length: N`, other headers ignored) ended by an empty line, then
/// N bytes of body. A malformed header block or an oversized body is reported once and
/// skipped, so one bad frame never stops the frames after it.
public struct FrameReader: Sendable {
    /// What the next frame turned out to be.
    public enum Frame: Equatable, Sendable {
        case message([UInt8])
        /// A frame that could not be read, and why; its bytes are skipped.
        case malformed(String)
    }

    /// The largest header block read: the protocol has two short headers, so more is not a header.
    public static let maxHeaderBytes = 4096
    /// The largest body read. A routine is at most 8 MiB (``YAMLLimits/maxFileBytes``),
    /// and JSON text escapes a control character as six bytes: this holds any routine a
    /// client can send, and bounds what one frame makes the server hold.
    public static let maxBodyBytes = 6 * 8 * 1024 * 1024 + 64 * 1024

    private var buffer: [UInt8] = []
    private var start = 0
    /// Bytes of an oversized body still to be dropped as they arrive.
    private var skipping = 0

    public init() {}

    /// Adds bytes read from the client.
    public mutating func push<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        buffer.append(contentsOf: bytes)
    }

    /// The next complete frame, or nil until more bytes arrive.
    public mutating func next() -> Frame? {
        dropSkipped()
        guard skipping == 0 else { return nil }
        guard let end = headerEnd() else {
            guard buffer.count - start > Self.maxHeaderBytes else { return nil }
            // No empty line within the bound: not a header block; its bytes are dropped.
            discard(upTo: buffer.count)
            return .malformed("a header block longer than \(Self.maxHeaderBytes) bytes")
        }
        let header = buffer[start..<end.headers]
        guard let length = Self.contentLength(in: header) else {
            discard(upTo: end.body)
            return .malformed("a header block without a valid Content-Length")
        }
        guard length <= Self.maxBodyBytes else {
            discard(upTo: end.body)
            skipping = length
            dropSkipped()
            return .malformed("a body of \(length) bytes, more than the \(Self.maxBodyBytes) read")
        }
        guard buffer.count - end.body >= length else { return nil }
        let body = Array(buffer[end.body..<end.body + length])
        discard(upTo: end.body + length)
        return .message(body)
    }

    /// Where the header block ends (before its empty line) and the body starts.
    private func headerEnd() -> (headers: Int, body: Int)? {
        var index = start
        let limit = Swift.min(buffer.count, start + Self.maxHeaderBytes + 4)
        while index < limit {
            if buffer[index] == 0x0A {
                // "\n\n" or "\r\n\r\n" (a lone "\n" line end is accepted, as most servers do).
                if index + 1 < buffer.count, buffer[index + 1] == 0x0A { return (index, index + 2) }
                if index + 2 < buffer.count, buffer[index + 1] == 0x0D, buffer[index + 2] == 0x0A { return (index, index + 3) }
            }
            index += 1
        }
        return nil
    }

    /// The value of the `Content-Length` header: decimal digits only, at most 12 of them.
    static func contentLength(in header: ArraySlice<UInt8>) -> Int? {
        var found: Int?
        for line in header.split(separator: 0x0A) {
            let text = line.last == 0x0D ? line.dropLast() : line
            if text.isEmpty { continue }
            guard let colon = text.firstIndex(of: UInt8(ascii: ":")) else { return nil }
            let name = String(decoding: text[text.startIndex..<colon], as: UTF8.self)
            guard name.lowercased() == "content-length" else { continue }
            let value = text[(colon + 1)...].drop { $0 == 0x20 || $0 == 0x09 }
            let digits = value.prefix { $0 != 0x20 && $0 != 0x09 }
            guard !digits.isEmpty, digits.count <= 12, digits.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
            guard found == nil else { return nil }
            found = digits.reduce(0) { $0 * 10 + Int($1 - 0x30) }
        }
        return found
    }

    private mutating func dropSkipped() {
        guard skipping > 0 else { return }
        let dropped = Swift.min(skipping, buffer.count - start)
        discard(upTo: start + dropped)
        skipping -= dropped
    }

    /// Forgets the bytes before `index`, compacting the buffer once half of it is spent.
    private mutating func discard(upTo index: Int) {
        start = index
        if start == buffer.count {
            buffer.removeAll(keepingCapacity: buffer.count < 1 << 20)
            start = 0
        } else if start > 1 << 16, start * 2 > buffer.count {
            buffer.removeFirst(start)
            start = 0
        }
    }

    /// A body framed as the protocol frames it.
    public static func frame(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }
}
