/// A stopwatch the user stops, with an optional goal.
public struct CountupConfig: Hashable, Sendable {
    /// The goal, at least 1 second when present: a smaller value set here becomes 1.
    public var targetSeconds: Int? {
        didSet { targetSeconds = targetSeconds.map(\.atLeastOne) }
    }

    /// Clamps a present `targetSeconds` to at least 1, as the app does.
    public init(targetSeconds: Int? = nil) {
        self.targetSeconds = targetSeconds.map(\.atLeastOne)
    }
}

extension CountupConfig: KindConfig {
    /// The fields' names in runtime JSON, each written once: ``fields`` and
    /// ``writeMembers(to:)`` (which writes them in this, their name order) read them here.
    private enum Name {
        static var targetSeconds: StaticString { "targetSeconds" }
    }

    @usableFromInline package static var kind: CardKind { CardKind.countup }
    @usableFromInline package static var displayName: String { "Count Up" }
    @usableFromInline package static var jsonName: StaticString { "countup" }
    @usableFromInline package static var isTimed: Bool { false }
    @usableFromInline package static var appearsInRuntime: Bool { true }
    @usableFromInline package static let fields: [ConfigField] = [.seconds(Name.targetSeconds, \Self.targetSeconds)]
    @usableFromInline package init(_ values: ConfigValues) {
        self.init(targetSeconds: values.optionalInt(0))
    }
    @usableFromInline package var content: CardContent { .countup(self) }
    @usableFromInline package var secondsRange: (low: Int, high: Int)? { nil }
    @usableFromInline package func writeMembers<Sink: JSONSink & ~Copyable>(to writer: inout Sink) {
        guard let targetSeconds else { return }
        writer.member(Name.targetSeconds)
        writer.int(targetSeconds)
    }
    @usableFromInline package func textBytes(measuredBy measure: (String) -> Int) -> Int { 0 }
}
