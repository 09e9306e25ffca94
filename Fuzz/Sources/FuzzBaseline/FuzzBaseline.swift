import FuzzSupport

/// A baseline file, read as `seqc lint --baseline` reads one, and written back.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBaseline(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzChecks.baseline(FuzzInput.bytes(data, size))
    return 0
}
