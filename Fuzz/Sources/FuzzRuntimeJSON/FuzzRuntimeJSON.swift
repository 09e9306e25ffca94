import FuzzSupport

/// One runtime JSON document, through the strict decoder and the decompiler.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRuntimeJSON(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzChecks.runtimeJSON(FuzzInput.bytes(data, size))
    return 0
}
