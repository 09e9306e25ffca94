/// A kind's config and everything the model knows about its kind, in the kind's own file
/// (`Sources/SeqcModel/Kinds/<Kind>.swift`): its fields once (runtime name, type,
/// default, key path), how it is built and clamped, written, timed and sized. Code that
/// needs every kind reaches these through ``KindVisitor`` and ``ContentVisitor``
/// (`KindDispatch.swift`, the only exhaustive switches over the kinds), specialised for
/// each config, so no call goes through an existential. `@usableFromInline`, and so is
/// each conformance's every member, so the dispatch can be inlined into another module.
@usableFromInline
package protocol KindConfig: Hashable, Sendable, Codable {
    /// The kind whose config this is.
    static var kind: CardKind { get }
    /// The title a card of this kind gets when its authored title is empty or null.
    static var displayName: String { get }
    /// The kind's raw value as a static string, which the writer copies without checking
    /// it for escapes. `PrettyJSONWriterTests` holds it equal to the raw value.
    static var jsonName: StaticString { get }
    /// Whether a card of this kind has a known length (``CardKind/isTimed``).
    static var isTimed: Bool { get }
    /// Whether cards of this kind reach the runtime list; a kind expanded at compile
    /// time (`interval`) is replaced by the cards it becomes.
    static var appearsInRuntime: Bool { get }
    /// Every stored property, in the order the language presents them.
    static var fields: [ConfigField] { get }
    /// The config from field values, clamped as the app clamps; throws when the values
    /// cannot make one (an empty checklist).
    init(_ values: ConfigValues) throws
    /// The config as a card's content.
    var content: CardContent { get }
    /// The shortest and longest seconds a card of this config runs; nil when the user
    /// decides (``TimingSummary``).
    var secondsRange: (low: Int, high: Int)? { get }
    /// The config's members in runtime JSON, sorted by name, absent optionals left out.
    /// The same members as ``fields``: `PrettyJSONWriterTests` holds this equal to the
    /// `Encodable` encoding, which walks ``fields``, for every kind.
    func writeMembers<Sink: JSONSink & ~Copyable>(to writer: inout Sink)
    /// The sum of `measure` over the config's texts, for the size bound of runtime JSON
    /// (``RuntimeDocument/jsonSizeBound(of:)``); 0 for a config without text.
    func textBytes(measuredBy measure: (String) -> Int) -> Int
}

extension KindConfig {
    /// The field at `keyPath`.
    package static func field(_ keyPath: PartialKeyPath<Self>) -> ConfigField? {
        fields.first { $0.keyPath == keyPath }
    }
}
