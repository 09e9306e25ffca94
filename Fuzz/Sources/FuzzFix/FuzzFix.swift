import FuzzSupport

/// One routine file through `seqc lint --fix --unsafe-fixes`, in memory.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFix(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzChecks.fix(FuzzInput.bytes(data, size))
    return 0
}
