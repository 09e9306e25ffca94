/// A place in a source file: 1-based line and 1-based column counted in Unicode scalars,
/// as libyaml counts them.
public struct SourcePosition: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let line: Int
    public let column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The first character of a file.
    public static let start = SourcePosition(line: 1, column: 1)

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}

/// A half-open range of source: `end` is the position just after the last character.
public struct SourceRange: Hashable, Sendable {
    public let start: SourcePosition
    public let end: SourcePosition

    public init(start: SourcePosition, end: SourcePosition) {
        self.start = start
        self.end = Swift.max(start, end)
    }

    /// An empty range at `position`.
    public init(at position: SourcePosition) {
        self.init(start: position, end: position)
    }
}
