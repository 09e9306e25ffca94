import Dispatch

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a ``LanguageServer`` on standard input and output: one thread reads and frames
/// what the client sends (noting cancellations at once), this one answers in order.
public enum StdioTransport {
    /// Serves until `exit` or the end of input; the exit code the protocol gives: 0 after
    /// `shutdown`, 1 without.
    public static func run(workingDirectory: String) -> Int32 {
        signal(SIGPIPE, SIG_IGN)
        let queue = FrameQueue()
        startReading(into: queue)
        var outputOpen = true
        let server = LanguageServer(
            workingDirectory: workingDirectory,
            send: { bytes in if outputOpen { outputOpen = writeAll(bytes) } },
            isCancelled: { queue.takeCancelled($0) })
        while true {
            switch queue.pop() {
            case .end: return server.exitCode ?? (server.shutdownRequested ? 0 : 1)
            case .frame(.malformed(let reason)): server.handleMalformedFrame(reason)
            case .frame(.message(let body)): server.handle(body)
            }
            if let code = server.exitCode { return code }
        }
    }

    private static func startReading(into queue: FrameQueue) {
        DispatchQueue.global().async { readFrames(into: queue) }
    }

    /// Reads standard input to its end, framing as it goes.
    static func readFrames(into queue: FrameQueue) {
        var reader = FrameReader()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            reader.push(buffer[0..<count])
            while let frame = reader.next() {
                if case .message(let body) = frame, let id = CancelNotice.id(in: body) { queue.cancel(id) }
                queue.push(.frame(frame))
            }
        }
        queue.push(.end)
    }

    /// Writes all of `bytes` to standard output; false once the client stopped reading.
    private static func writeAll(_ bytes: [UInt8]) -> Bool {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { write(1, $0.baseAddress! + written, $0.count - written) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            written += count
        }
        return true
    }
}

/// Spotting `$/cancelRequest` as it is read. Only short bodies are looked at: the
/// notification is short, and a document's text is not decoded twice.
enum CancelNotice {
    static let maxBytes = 512

    static func id(in body: [UInt8]) -> RequestID? {
        guard body.count <= maxBytes, let envelope = try? JSONCoding.decode(Envelope.self, from: body),
            envelope.method == "$/cancelRequest", envelope.id == nil,
            let cancel = try? JSONCoding.decode(Parameters<CancelParams>.self, from: body)
        else { return nil }
        return cancel.params.id
    }
}
