/// Work/rest rounds. Authoring only: expansion turns it into countdown and rest cards.
public struct IntervalConfig: Hashable, Sendable {
    /// The length of each work phase, at least 1 second: a smaller value set here becomes 1.
    public var workSeconds: Int {
        didSet { workSeconds = workSeconds.atLeastOne }
    }
    /// The length of each rest phase, at least 1 second: a smaller value set here becomes 1.
    public var restSeconds: Int {
        didSet { restSeconds = restSeconds.atLeastOne }
    }
    /// The number of rounds, at least 1: a smaller value set here becomes 1.
    public var rounds: Int {
        didSet { rounds = rounds.atLeastOne }
    }
    /// Whether the last round ends with a rest.
    public var finalRest: Bool

    /// Clamps `workSeconds`, `restSeconds` and `rounds` to at least 1, as the app does.
    public init(workSeconds: Int, restSeconds: Int, rounds: Int, finalRest: Bool = true) {
        self.workSeconds = workSeconds.atLeastOne
        self.restSeconds = restSeconds.atLeastOne
        self.rounds = rounds.atLeastOne
        self.finalRest = finalRest
    }

    /// How many runtime cards this interval becomes; saturates rather than overflowing
    /// for a config built in code with an absurd `rounds`.
    public var runtimeCardCount: Int {
        let (pairs, overflow) = rounds.multipliedReportingOverflow(by: 2)
        return overflow ? .max : pairs - (finalRest ? 0 : 1)
    }
}

extension IntervalConfig: KindConfig {
    /// The fields' names in runtime JSON, each written once: ``fields`` and
    /// ``writeMembers(to:)`` (which writes them in this, their name order) read them here.
    private enum Name {
        static var finalRest: StaticString { "finalRest" }
        static var restSeconds: StaticString { "restSeconds" }
        static var rounds: StaticString { "rounds" }
        static var workSeconds: StaticString { "workSeconds" }
    }

    @usableFromInline package static var kind: CardKind { CardKind.interval }
    @usableFromInline package static var displayName: String { "Interval" }
    @usableFromInline package static var jsonName: StaticString { "interval" }
    /// Timed through the countdown and rest cards it expands into.
    @usableFromInline package static var isTimed: Bool { true }
    @usableFromInline package static var appearsInRuntime: Bool { false }
    @usableFromInline package static let fields: [ConfigField] = [
        .seconds(Name.workSeconds, \Self.workSeconds),
        .seconds(Name.restSeconds, \Self.restSeconds),
        .count(Name.rounds, \Self.rounds),
        .boolean(Name.finalRest, \Self.finalRest, default: true),
    ]
    @usableFromInline package init(_ values: ConfigValues) {
        self.init(
            workSeconds: values.int(0), restSeconds: values.int(1), rounds: values.int(2),
            finalRest: values.bool(3, default: true))
    }
    @usableFromInline package var content: CardContent { .interval(self) }
    /// Counted as its expansion would be.
    @usableFromInline package var secondsRange: (low: Int, high: Int)? {
        let restRounds = finalRest ? rounds : rounds - 1
        let total = workSeconds.saturatingMultiply(rounds).saturatingAdd(restSeconds.saturatingMultiply(restRounds))
        return (total, total)
    }
    @usableFromInline package func writeMembers<Sink: JSONSink & ~Copyable>(to writer: inout Sink) {
        writer.member(Name.finalRest)
        writer.bool(finalRest)
        writer.member(Name.restSeconds)
        writer.int(restSeconds)
        writer.member(Name.rounds)
        writer.int(rounds)
        writer.member(Name.workSeconds)
        writer.int(workSeconds)
    }
    /// None of its own: its runtime cards copy the card's title, which the bound counts.
    @usableFromInline package func textBytes(measuredBy measure: (String) -> Int) -> Int { 0 }
}
