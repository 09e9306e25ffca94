/// Everything `seqc lsp` does with a client's bytes, in memory, and the promises it keeps
/// about its answers, for the `FuzzLSP` libFuzzer target and the tests that replay what it
/// found. Public only to importers that ask for `@_spi(Fuzzing)`; it drives the server
/// through the entry points the stdio transport uses, unchanged.
@_spi(Fuzzing) public enum SessionCheck {
    /// The size of the pieces the bytes are also framed in: any split must frame alike.
    static let chunkBytes = 61

    /// The first broken promise when `bytes` are what a client sent; nil when every one
    /// holds. The promises: framing does not depend on how the bytes arrive; every
    /// message the server sends is one well-framed JSON object; a request is answered
    /// exactly once, under its id; a frame or body that cannot be read gets one error
    /// answer with a null id; a notification gets no answer; every published range is
    /// ordered and not negative. Stops at `exit`, as the transport does.
    public static func violation(in bytes: [UInt8], workingDirectory: String = "/") -> String? {
        let frames = Self.frames(of: bytes, chunk: bytes.count)
        guard frames == Self.frames(of: bytes, chunk: chunkBytes) else { return "framing depends on how the bytes arrive" }
        // The reader thread notes a cancellation before the request is answered: all of
        // them first is one order the transport can meet.
        var cancelled = Set(
            frames.compactMap { frame -> RequestID? in
                guard case .message(let body) = frame else { return nil }
                return CancelNotice.id(in: body)
            })
        var sent: [[UInt8]] = []
        let server = LanguageServer(
            workingDirectory: workingDirectory, send: { sent.append($0) }, isCancelled: { cancelled.remove($0) != nil })
        for (index, frame) in frames.enumerated() {
            let before = sent.count
            switch frame {
            case .malformed(let reason): server.handleMalformedFrame(reason)
            case .message(let body): server.handle(body)
            }
            if let problem = check(Array(sent[before...]), answering: frame) { return "frame \(index): \(problem)" }
            if server.exitCode != nil { break }
        }
        return nil
    }

    static func frames(of bytes: [UInt8], chunk: Int) -> [FrameReader.Frame] {
        var reader = FrameReader()
        var frames: [FrameReader.Frame] = []
        var start = 0
        repeat {
            let end = Swift.min(bytes.count, start + Swift.max(1, chunk))
            reader.push(bytes[start..<end])
            start = end
            while let frame = reader.next() { frames.append(frame) }
        } while start < bytes.count
        return frames
    }

    /// What the server sent for one frame, against what the frame asks for.
    static func check(_ sent: [[UInt8]], answering frame: FrameReader.Frame) -> String? {
        var replies: [Reply] = []
        for framed in sent {
            var reader = FrameReader()
            reader.push(framed)
            guard case .message(let body) = reader.next(), reader.next() == nil else { return "a message sent unframed" }
            guard let reply = try? JSONCoding.decode(Reply.self, from: body) else { return "a message sent that is not a JSON object" }
            if let problem = reply.rangeProblem { return problem }
            replies.append(reply)
        }
        let answers = replies.filter { $0.method == nil }
        switch expectation(for: frame) {
        case .answer(let id):
            guard answers.count == 1, answers[0].id == id else { return "\(answers.count) answers to request \(id)" }
        case .errorWithNullID:
            guard answers.count == 1, answers[0].id == nil, answers[0].hasError else { return "not one error answer with a null id" }
        case .nothing:
            guard answers.isEmpty else { return "an answer to a notification" }
        }
        return nil
    }

    enum Expectation {
        case answer(RequestID)
        case errorWithNullID
        case nothing
    }

    static func expectation(for frame: FrameReader.Frame) -> Expectation {
        guard case .message(let body) = frame, let envelope = try? JSONCoding.decode(Envelope.self, from: body) else {
            return .errorWithNullID
        }
        switch (envelope.method, envelope.id, envelope.hasID) {
        case (.some, .some(let id), _): return .answer(id)
        case (.some, nil, false): return .nothing
        case (.some, nil, true): return .errorWithNullID
        // A response from the client (an id, no method) needs no answer.
        case (nil, .some, _): return .nothing
        case (nil, nil, _): return .errorWithNullID
        }
    }

    /// A message the server sent, read for what the check needs.
    struct Reply: Decodable {
        struct Failure: Decodable { let code: Int }
        struct Published: Decodable {
            struct Item: Decodable { let range: LSPRange }
            let diagnostics: [Item]
        }
        let id: RequestID?
        let method: String?
        let error: Failure?
        let params: Published?

        var hasError: Bool { error != nil }

        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try container.decodeIfPresent(RequestID.self, forKey: .id)
            method = try container.decodeIfPresent(String.self, forKey: .method)
            error = try container.decodeIfPresent(Failure.self, forKey: .error)
            params = method == "textDocument/publishDiagnostics" ? try container.decode(Published.self, forKey: .params) : nil
        }

        private enum CodingKeys: String, CodingKey { case id, method, error, params }

        var rangeProblem: String? {
            for item in params?.diagnostics ?? [] {
                let range = item.range
                guard range.start.line >= 0, range.start.character >= 0,
                    (range.start.line, range.start.character) <= (range.end.line, range.end.character)
                else { return "a diagnostic published at \(range)" }
            }
            return nil
        }
    }
}
