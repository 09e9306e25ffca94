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
