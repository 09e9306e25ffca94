extension String {
    /// Calls `body` with the string's UTF-8 bytes: read in place when the string holds them
    /// contiguously (every native string), copied once otherwise. A copy made only to call
    /// `withUTF8` on costs a retain and a release, and card names, JSON strings and phase
    /// titles are read for every card of every build.
    @inline(__always)
    func withUTF8InPlace<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = self
        return copy.withUTF8(body)
    }
}
