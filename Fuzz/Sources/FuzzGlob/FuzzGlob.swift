import FuzzSupport

/// Lines of `exclude` patterns, then a path: the compiled matcher, its step bound and the configuration's index.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGlob(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzChecks.glob(FuzzInput.bytes(data, size))
    return 0
}
