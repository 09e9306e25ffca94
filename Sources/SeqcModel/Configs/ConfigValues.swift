/// Values for a config's fields, by slot: a field's index in its config's
/// ``KindConfig/fields``. Each config's `init(_:)` reads its fields by slot, and
/// `ConfigValuesTests` holds every slot to the field at that index for every kind.
///
/// A missing number reads as the smallest value a number field allows, and a missing
/// flag or text as the default its reader is given, so a partly written config can still
/// be built (and its clamps reported) while the missing field is an error.
@usableFromInline
package struct ConfigValues: Sendable {
    /// The most fields a config has; `ConfigValuesTests` holds every config to it.
    package static let capacity = 4

    // Four slots held in place, not a list searched by key path: every card of every
    // routine is read here, and comparing key paths, or allocating a list, cost more
    // than building the config itself.
    private var slot0: JSONValue?
    private var slot1: JSONValue?
    private var slot2: JSONValue?
    private var slot3: JSONValue?

    package init() {}

    /// The value in `slot`, nil when none was set. A slot past ``capacity`` holds nothing.
    package subscript(slot slot: Int) -> JSONValue? {
        get {
            switch slot {
            case 0: slot0
            case 1: slot1
            case 2: slot2
            case 3: slot3
            default: nil
            }
        }
        set {
            switch slot {
            case 0: slot0 = newValue
            case 1: slot1 = newValue
            case 2: slot2 = newValue
            case 3: slot3 = newValue
            default: preconditionFailure("a config has at most \(Self.capacity) fields")
            }
        }
    }

    /// Whether `slot` has a value.
    package func contains(slot: Int) -> Bool { self[slot: slot] != nil }

    /// The number in `slot`, or the smallest value a number field allows.
    package func int(_ slot: Int) -> Int {
        if case .int(let value)? = self[slot: slot] { return value }
        return RoutineLimits.minimumValue
    }

    /// The number in `slot`, or nil.
    package func optionalInt(_ slot: Int) -> Int? {
        if case .int(let value)? = self[slot: slot] { return value }
        return nil
    }

    /// The flag in `slot`, or `defaultValue` (the field's default).
    package func bool(_ slot: Int, default defaultValue: Bool) -> Bool {
        if case .bool(let value)? = self[slot: slot] { return value }
        return defaultValue
    }

    /// The text in `slot`, or nil.
    package func text(_ slot: Int) -> String? {
        if case .string(let value)? = self[slot: slot] { return value }
        return nil
    }

    /// The list of text in `slot`, or an empty list.
    package func texts(_ slot: Int) -> [String] {
        guard case .array(let items)? = self[slot: slot] else { return [] }
        var texts: [String] = []
        texts.reserveCapacity(items.count)
        for case .string(let text) in items { texts.append(text) }
        return texts
    }
}
