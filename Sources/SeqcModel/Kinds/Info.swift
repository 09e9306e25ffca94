/// A message shown until the user taps on.
public struct InfoConfig: Hashable, Sendable {
    /// The message body, if any; the card's title is always shown.
    public var text: String?

    public init(text: String? = nil) {
        self.text = text
    }
}

extension InfoConfig: KindConfig {
    /// The fields' names in runtime JSON, each written once: ``fields`` and
    /// ``writeMembers(to:)`` (which writes them in this, their name order) read them here.
    private enum Name {
        static var text: StaticString { "text" }
    }

    @usableFromInline package static var kind: CardKind { CardKind.info }
    @usableFromInline package static var displayName: String { "Info" }
    @usableFromInline package static var jsonName: StaticString { "info" }
    @usableFromInline package static var isTimed: Bool { false }
    @usableFromInline package static var appearsInRuntime: Bool { true }
    @usableFromInline package static let fields: [ConfigField] = [.text(Name.text, \Self.text)]
    @usableFromInline package init(_ values: ConfigValues) {
        self.init(text: values.text(0))
    }
    @usableFromInline package var content: CardContent { .info(self) }
    @usableFromInline package var secondsRange: (low: Int, high: Int)? { nil }
    @usableFromInline package func writeMembers<Sink: JSONSink & ~Copyable>(to writer: inout Sink) {
        guard let text else { return }
        writer.member(Name.text)
        writer.string(text)
    }
    @usableFromInline package func textBytes(measuredBy measure: (String) -> Int) -> Int { text.map(measure) ?? 0 }
}
