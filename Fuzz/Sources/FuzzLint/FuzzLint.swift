import FuzzSupport

/// One routine file, linted in memory with every rule.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLint(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzChecks.lint(FuzzInput.bytes(data, size))
    return 0
}
