/// A countdown whose length is drawn once, when it starts, from `minSeconds...maxSeconds`.
public struct RandomDurationConfig: Hashable, Sendable {
    /// The shortest length, at least 1 second. Setting it clamps as the initializer does,
    /// raising ``maxSeconds`` with it when it passes it.
    public var minSeconds: Int {
        didSet {
            minSeconds = minSeconds.atLeastOne
            maxSeconds = Swift.max(minSeconds, maxSeconds)
        }
    }
    /// The longest length, never below ``minSeconds``: a smaller value set here becomes it.
    public var maxSeconds: Int {
        didSet { maxSeconds = Swift.max(minSeconds, maxSeconds) }
    }

    /// Raises `minSeconds` to at least 1 first, then `maxSeconds` to at least the
    /// resolved minimum, so the range is never inverted. This order is the app's.
    public init(minSeconds: Int, maxSeconds: Int) {
        let resolvedMin = minSeconds.atLeastOne
        self.minSeconds = resolvedMin
        self.maxSeconds = Swift.max(resolvedMin, maxSeconds)
    }
}

extension RandomDurationConfig: KindConfig {
    /// The fields' names in runtime JSON, each written once: ``fields`` and
    /// ``writeMembers(to:)`` (which writes them in this, their name order) read them here.
    private enum Name {
        static var maxSeconds: StaticString { "maxSeconds" }
        static var minSeconds: StaticString { "minSeconds" }
    }

    @usableFromInline package static var kind: CardKind { CardKind.randomDuration }
    @usableFromInline package static var displayName: String { "Random Duration" }
    @usableFromInline package static var jsonName: StaticString { "randomDuration" }
    @usableFromInline package static var isTimed: Bool { true }
    @usableFromInline package static var appearsInRuntime: Bool { true }
    @usableFromInline package static let fields: [ConfigField] = [
        .seconds(Name.minSeconds, \Self.minSeconds),
        .seconds(Name.maxSeconds, \Self.maxSeconds, floor: \Self.minSeconds),
    ]
    @usableFromInline package init(_ values: ConfigValues) {
        self.init(minSeconds: values.int(0), maxSeconds: values.int(1))
    }
    @usableFromInline package var content: CardContent { .randomDuration(self) }
    @usableFromInline package var secondsRange: (low: Int, high: Int)? { (minSeconds, maxSeconds) }
    @usableFromInline package func writeMembers<Sink: JSONSink & ~Copyable>(to writer: inout Sink) {
        writer.member(Name.maxSeconds)
        writer.int(maxSeconds)
        writer.member(Name.minSeconds)
        writer.int(minSeconds)
    }
    @usableFromInline package func textBytes(measuredBy measure: (String) -> Int) -> Int { 0 }
}
