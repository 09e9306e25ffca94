// The only exhaustive switches over the kinds. Everything else that needs every kind
// asks the kind's own file through a visitor: a generic `visit` called with each config
// type, specialised for it, so a call through a visitor costs what the switch it
// replaces cost. A new kind is a case of each enum, a line in each switch below, and its
// two files (`Kinds/<Kind>.swift` here, `Language/Kinds/<Kind>+Authoring.swift` in the
// compiler); the compiler stops at every switch here until the line is written.

/// A computation over a kind: `visit` gets the kind's config type.
@usableFromInline
package protocol KindVisitor {
    associatedtype Result
    associatedtype Failure: Error = Never
    func visit<Config: KindConfig>(_ kind: Config.Type) throws(Failure) -> Result
}

/// A computation over a card's content: `visit` gets its config.
@usableFromInline
package protocol ContentVisitor {
    associatedtype Result
    associatedtype Failure: Error = Never
    func visit<Config: KindConfig>(_ config: Config) throws(Failure) -> Result
}

extension CardKind {
    /// `visitor`'s result for this kind's config type. Inlinable, so a caller in another
    /// module specialises its visitor for each config as this module does, and a cast of
    /// the config to the caller's own protocol (the compiler's `SpecOf`) is resolved when
    /// it is compiled rather than by searching every conformance when it runs.
    @inlinable
    package func accept<Visitor: KindVisitor>(_ visitor: Visitor) throws(Visitor.Failure) -> Visitor.Result {
        switch self {
        case .countdown: try visitor.visit(CountdownConfig.self)
        case .countup: try visitor.visit(CountupConfig.self)
        case .info: try visitor.visit(InfoConfig.self)
        case .repetition: try visitor.visit(RepetitionConfig.self)
        case .rest: try visitor.visit(RestConfig.self)
        case .interval: try visitor.visit(IntervalConfig.self)
        case .checklist: try visitor.visit(ChecklistConfig.self)
        case .randomDuration: try visitor.visit(RandomDurationConfig.self)
        }
    }

    /// The kind's place in `allCases`, for tables kept in that order. A switch: finding
    /// the kind in `allCases` makes that array each time, and a kind as a dictionary key
    /// is hashed by its name. `CardKindLookupTests` and `ExpansionTests` hold it to `allCases`.
    package var ordinal: Int {
        switch self {
        case .countdown: 0
        case .countup: 1
        case .info: 2
        case .repetition: 3
        case .rest: 4
        case .interval: 5
        case .checklist: 6
        case .randomDuration: 7
        }
    }
}

extension CardContent {
    /// `visitor`'s result for this content's config, as ``CardKind/accept(_:)`` is.
    @inlinable
    package func accept<Visitor: ContentVisitor>(_ visitor: Visitor) throws(Visitor.Failure) -> Visitor.Result {
        switch self {
        case .countdown(let config): try visitor.visit(config)
        case .countup(let config): try visitor.visit(config)
        case .info(let config): try visitor.visit(config)
        case .repetition(let config): try visitor.visit(config)
        case .rest(let config): try visitor.visit(config)
        case .interval(let config): try visitor.visit(config)
        case .checklist(let config): try visitor.visit(config)
        case .randomDuration(let config): try visitor.visit(config)
        }
    }

    /// The discriminator of this content.
    public var kind: CardKind {
        switch self {
        case .countdown: .countdown
        case .countup: .countup
        case .info: .info
        case .repetition: .repetition
        case .rest: .rest
        case .interval: .interval
        case .checklist: .checklist
        case .randomDuration: .randomDuration
        }
    }

    /// The config as an object, members sorted by name, absent optionals left out. A
    /// switch, not a visitor: the writer is `inout` and may be non-copyable, which a
    /// visitor value cannot hold.
    func writeConfig<Sink: JSONSink & ~Copyable>(to writer: inout Sink) {
        writer.beginObject()
        switch self {
        case .countdown(let config): config.writeMembers(to: &writer)
        case .countup(let config): config.writeMembers(to: &writer)
        case .info(let config): config.writeMembers(to: &writer)
        case .repetition(let config): config.writeMembers(to: &writer)
        case .rest(let config): config.writeMembers(to: &writer)
        case .interval(let config): config.writeMembers(to: &writer)
        case .checklist(let config): config.writeMembers(to: &writer)
        case .randomDuration(let config): config.writeMembers(to: &writer)
        }
        writer.endObject()
    }
}
