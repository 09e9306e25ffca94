import FuzzSupport

/// A `.seqc.yml`, read as `seqc lint` reads one.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfiguration(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzChecks.configuration(FuzzInput.bytes(data, size))
    return 0
}
