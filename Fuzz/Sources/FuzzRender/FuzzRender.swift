import FuzzSupport

/// One routine file's diagnostics, through every output format.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRender(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzChecks.render(FuzzInput.bytes(data, size))
    return 0
}
