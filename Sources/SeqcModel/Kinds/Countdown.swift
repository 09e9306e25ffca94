/// A countdown over a fixed duration.
public struct CountdownConfig: Hashable, Sendable {
    /// The length, at least 1 second: a smaller value set here becomes 1.
    public var durationSeconds: Int {
        didSet { durationSeconds = durationSeconds.atLeastOne }
    }
    /// Whether the card completes by itself when the countdown reaches zero.
    public var autoComplete: Bool

    /// Clamps `durationSeconds` to at least 1, as the app does.
    public init(durationSeconds: Int, autoComplete: Bool = true) {
        self.durationSeconds = durationSeconds.atLeastOne
        self.autoComplete = autoComplete
    }
}

extension CountdownConfig: KindConfig {
    /// The fields' names in runtime JSON, each written once: ``fields`` and
    /// ``writeMembers(to:)`` (which writes them in this, their name order) read them here.
    private enum Name {
        static var autoComplete: StaticString { "autoComplete" }
        static var durationSeconds: StaticString { "durationSeconds" }
    }

    @usableFromInline package static var kind: CardKind { CardKind.countdown }
    @usableFromInline package static var displayName: String { "Countdown" }
    @usableFromInline package static var jsonName: StaticString { "countdown" }
    @usableFromInline package static var isTimed: Bool { true }
    @usableFromInline package static var appearsInRuntime: Bool { true }
    @usableFromInline package static let fields: [ConfigField] = [
        .seconds(Name.durationSeconds, \Self.durationSeconds),
        .boolean(Name.autoComplete, \Self.autoComplete, default: true),
    ]
    @usableFromInline package init(_ values: ConfigValues) {
        self.init(durationSeconds: values.int(0), autoComplete: values.bool(1, default: true))
    }
    @usableFromInline package var content: CardContent { .countdown(self) }
    @usableFromInline package var secondsRange: (low: Int, high: Int)? { (durationSeconds, durationSeconds) }
    @usableFromInline package func writeMembers<Sink: JSONSink & ~Copyable>(to writer: inout Sink) {
        writer.member(Name.autoComplete)
        writer.bool(autoComplete)
        writer.member(Name.durationSeconds)
        writer.int(durationSeconds)
    }
    @usableFromInline package func textBytes(measuredBy measure: (String) -> Int) -> Int { 0 }
}
