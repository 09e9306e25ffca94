/// A count of repetitions the user performs.
public struct RepetitionConfig: Hashable, Sendable {
    /// The number of repetitions, at least 1: a smaller value set here becomes 1.
    public var reps: Int {
        didSet { reps = reps.atLeastOne }
    }

    /// Clamps `reps` to at least 1, as the app does.
    public init(reps: Int) {
        self.reps = reps.atLeastOne
    }
}

extension RepetitionConfig: KindConfig {
    /// The fields' names in runtime JSON, each written once: ``fields`` and
    /// ``writeMembers(to:)`` (which writes them in this, their name order) read them here.
    private enum Name {
        static var reps: StaticString { "reps" }
    }

    @usableFromInline package static var kind: CardKind { CardKind.repetition }
    @usableFromInline package static var displayName: String { "Repetition" }
    @usableFromInline package static var jsonName: StaticString { "repetition" }
    @usableFromInline package static var isTimed: Bool { false }
    @usableFromInline package static var appearsInRuntime: Bool { true }
    @usableFromInline package static let fields: [ConfigField] = [.count(Name.reps, \Self.reps)]
    @usableFromInline package init(_ values: ConfigValues) {
        self.init(reps: values.int(0))
    }
    @usableFromInline package var content: CardContent { .repetition(self) }
    @usableFromInline package var secondsRange: (low: Int, high: Int)? { nil }
    @usableFromInline package func writeMembers<Sink: JSONSink & ~Copyable>(to writer: inout Sink) {
        writer.member(Name.reps)
        writer.int(reps)
    }
    @usableFromInline package func textBytes(measuredBy measure: (String) -> Int) -> Int { 0 }
}
