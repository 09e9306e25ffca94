/// Items the user ticks off.
public struct ChecklistConfig: Hashable, Sendable {
    /// The items, never empty: setting an empty list keeps the items there were.
    public var items: [String] {
        didSet { if items.isEmpty { items = oldValue } }
    }

    /// Fails on an empty list: an empty checklist is an error, never a clamp.
    public init?(items: [String]) {
        guard !items.isEmpty else { return nil }
        self.items = items
    }
}

extension ChecklistConfig: KindConfig {
    /// The fields' names in runtime JSON, each written once: ``fields`` and
    /// ``writeMembers(to:)`` (which writes them in this, their name order) read them here.
    private enum Name {
        static var items: StaticString { "items" }
    }

    @usableFromInline package static var kind: CardKind { CardKind.checklist }
    @usableFromInline package static var displayName: String { "Checklist" }
    @usableFromInline package static var jsonName: StaticString { "checklist" }
    @usableFromInline package static var isTimed: Bool { false }
    @usableFromInline package static var appearsInRuntime: Bool { true }
    @usableFromInline package static let fields: [ConfigField] = [.textList(Name.items, \Self.items)]
    @usableFromInline package init(_ values: ConfigValues) throws {
        guard let config = ChecklistConfig(items: values.texts(0)) else { throw RuntimeDecodingError.emptyChecklist }
        self = config
    }
    @usableFromInline package var content: CardContent { .checklist(self) }
    @usableFromInline package var secondsRange: (low: Int, high: Int)? { nil }
    @usableFromInline package func writeMembers<Sink: JSONSink & ~Copyable>(to writer: inout Sink) {
        writer.member(Name.items)
        writer.beginArray()
        for item in items {
            writer.element()
            writer.string(item)
        }
        writer.endArray()
    }
    @usableFromInline package func textBytes(measuredBy measure: (String) -> Int) -> Int {
        var total = 0
        for item in items { total = total.saturatingAdd(measure(item)) }
        return total
    }
}
