import FuzzSupport

/// One routine file, compiled in memory.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCompile(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzChecks.compile(FuzzInput.bytes(data, size))
    return 0
}
