import Testing

@testable import SeqcLanguageServer

@Suite struct FramingTests {
    /// Frames of random bodies, sent in chunks of random sizes, come out as the bodies, in order.
    @Test func randomBodiesInRandomChunksComeOutWhole() {
        var random = SeededRandom(seed: 40)
        for _ in 0..<200 {
            let bodies = (0..<Int(random.next() % 6 + 1)).map { _ in
                Array(random.text(scalars: Int(random.next() % 300)).utf8)
            }
            var stream = bodies.flatMap(FrameReader.frame)
            // Some clients send further headers; any order, any case of the name.
            if random.next() % 2 == 0, let first = bodies.first {
                stream =
                    Array("content-type: application/vscode-jsonrpc; charset=utf-8\r\nCONTENT-LENGTH: \(first.count)\r\n\r\n".utf8)
                    + first + bodies.dropFirst().flatMap(FrameReader.frame)
            }
            var reader = FrameReader()
            var read: [[UInt8]] = []
            var index = 0
            while index < stream.count {
                let size = Int(random.next() % 97 + 1)
                reader.push(stream[index..<min(stream.count, index + size)])
                index += size
                while let frame = reader.next() {
                    guard case .message(let body) = frame else {
                        Issue.record("a well-formed stream read as \(frame)")
                        return
                    }
                    read.append(body)
                }
            }
            #expect(read == bodies)
        }
    }

    /// A frame with a header block that cannot be read is reported and skipped; the frame
    /// after it is read.
    @Test func aBadHeaderIsSkippedAndTheNextFrameRead() {
        let good = Array(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#.utf8)
        for header in [
            "Content-Length: x\r\n\r\n", "Content-Length: -4\r\n\r\n", "Length: 3\r\n\r\n", "garbage\r\n\r\n",
            "Content-Length: 2\r\nContent-Length: 2\r\n\r\n", "Content-Length: 9999999999999\r\n\r\n",
        ] {
            var reader = FrameReader()
            reader.push(Array(header.utf8) + FrameReader.frame(good))
            guard case .malformed = reader.next() else {
                Issue.record("\(header.debugDescription) was read as a frame")
                continue
            }
            #expect(reader.next() == .message(good), "after \(header.debugDescription)")
        }
    }

    /// A body longer than the bound is skipped as it arrives, never held.
    @Test func anOversizedBodyIsSkipped() {
        var reader = FrameReader()
        let length = FrameReader.maxBodyBytes + 10
        reader.push(Array("Content-Length: \(length)\r\n\r\n".utf8))
        #expect(reader.next() == .malformed("a body of \(length) bytes, more than the \(FrameReader.maxBodyBytes) read"))
        let chunk = [UInt8](repeating: 0x41, count: 1 << 20)
        var sent = 0
        while sent + chunk.count <= length {
            reader.push(chunk)
            sent += chunk.count
            #expect(reader.next() == nil)
        }
        reader.push([UInt8](repeating: 0x41, count: length - sent) + FrameReader.frame(Array("{}".utf8)))
        #expect(reader.next() == .message(Array("{}".utf8)))
    }

    /// Random bytes, and random cuts of well-formed frames, never trap; the reader ends
    /// each stream holding at most one header block's bytes unframed.
    @Test func randomAndTruncatedStreamsNeverTrap() {
        var random = SeededRandom(seed: 41)
        for round in 0..<500 {
            var bytes: [UInt8]
            if round % 2 == 0 {
                bytes = (0..<Int(random.next() % 600)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            } else {
                bytes = FrameReader.frame(Array(random.text(scalars: 40).utf8))
                bytes = Array(bytes.prefix(Int(random.next() % UInt64(bytes.count))))
                bytes.insert(contentsOf: "Content-Length: 12\r\n".utf8, at: Int(random.next() % UInt64(bytes.count + 1)))
            }
            var reader = FrameReader()
            reader.push(bytes)
            var frames = 0
            while reader.next() != nil { frames += 1 }
            #expect(frames <= bytes.count)
        }
    }
}
