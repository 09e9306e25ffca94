/// The bytes libFuzzer hands a target.
public enum FuzzInput {
    /// A copy of libFuzzer's buffer; the buffer is only valid during the call.
    public static func bytes(_ data: UnsafePointer<UInt8>, _ size: Int) -> [UInt8] {
        Array(UnsafeBufferPointer(start: data, count: size))
    }
}

/// A broken promise: stops the run so libFuzzer saves the input as a crash.
/// The message is what the crash report shows first.
public func fuzzFailure(_ message: String, file: StaticString = #fileID, line: UInt = #line) -> Never {
    fatalError("seqc fuzz invariant broken: \(message)", file: file, line: line)
}
