import FuzzSupport

/// A `--files-from` list, split into paths.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPathList(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzChecks.pathList(FuzzInput.bytes(data, size))
    return 0
}
