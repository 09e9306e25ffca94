import FuzzSupport
@_spi(Fuzzing) import SeqcLanguageServer

/// What a client sends `seqc lsp`: framed, decoded and answered by one server over its
/// own documents (``SessionCheck``).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLSP(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    if let violation = SessionCheck.violation(in: FuzzInput.bytes(data, size)) { fuzzFailure("lsp: \(violation)") }
    return 0
}
