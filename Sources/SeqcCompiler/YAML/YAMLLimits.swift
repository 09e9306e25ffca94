/// Bounds that keep hostile input cheap. Each breach is a `resource-limit` error.
public struct YAMLLimits: Sendable {
    /// The largest file read, in bytes. Real routines are a few kilobytes.
    public var maxFileBytes = 8 * 1024 * 1024
    /// The deepest nesting of collections. A routine needs four levels; the cap is
    /// checked as events arrive, before libyaml's cost grows with depth.
    public var maxDepth = 64
    /// The most nodes the document may expand to, counting every use of an alias in
    /// full. Stops "billion laughs" alias bombs while allowing real re-use.
    public var maxExpandedNodes = 250_000
    /// The most bytes of scalar text the document may expand to, counting every use of
    /// an alias in full. The node budget alone lets one long anchored text be used
    /// thousands of times: gigabytes for every later stage that reads text (display
    /// widths, lint rules) from a file of a few megabytes. Four times the largest file,
    /// so a file without aliases never reaches it.
    public var maxExpandedTextBytes = 32 * 1024 * 1024
    /// The largest runtime JSON one routine may compile to, in bytes. An interval's title
    /// is copied into every card it expands to, so a small file can describe gigabytes;
    /// the size is counted before anything is built. It equals the input limit, so
    /// `seqc decompile` can read back everything `seqc build` writes.
    public var maxRuntimeJSONBytes = 8 * 1024 * 1024

    public init() {}
}
