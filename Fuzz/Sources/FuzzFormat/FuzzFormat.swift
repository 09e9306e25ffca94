import FuzzSupport

/// One routine file, formatted in memory.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFormat(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzChecks.format(FuzzInput.bytes(data, size))
    return 0
}
