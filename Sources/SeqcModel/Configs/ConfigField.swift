/// What a config field holds. The type fixes the field's JSON type and its limits.
package enum ConfigValueType: Sendable, Hashable {
    /// Whole seconds, from ``RoutineLimits/minimumValue`` to ``RoutineLimits/maxDurationSeconds``.
    case seconds
    /// A count such as `reps` or `rounds`, from ``RoutineLimits/minimumValue`` to ``RoutineLimits/maxCount``.
    case count
    case boolean
    case text
    case textList

    /// The smallest value kept; smaller ones are raised to it.
    package var minimum: Int? {
        switch self {
        case .seconds, .count: RoutineLimits.minimumValue
        case .boolean, .text, .textList: nil
        }
    }

    /// The largest value allowed; larger ones are refused.
    package var maximum: Int? {
        switch self {
        case .seconds: RoutineLimits.maxDurationSeconds
        case .count: RoutineLimits.maxCount
        case .boolean, .text, .textList: nil
        }
    }
}

/// One field of a kind's config, described once: its runtime JSON name, its value type,
/// its default and where the config holds it. The runtime JSON coding iterates these, and
/// the compiler's language points its authoring names at them.
///
/// `@unchecked Sendable`: the key paths and the reading closure are immutable.
@usableFromInline
package struct ConfigField: @unchecked Sendable, Hashable, CustomStringConvertible {
    /// The field's name in runtime JSON, which is also the config's property name.
    package let name: String
    package let type: ConfigValueType
    /// The value an absent field takes when a config is built; nil when it must be given.
    package let defaultValue: JSONValue?
    /// Whether the config may lack a value; a lacking one is left out of runtime JSON.
    package let isOptional: Bool
    /// Where the config holds the value.
    package let keyPath: AnyKeyPath
    /// For a value raised to at least another field's value (`maxSeconds` to
    /// `minSeconds`), that field's key path.
    package let floor: AnyKeyPath?
    private let read: (Any) -> JSONValue?

    private init(
        _ name: StaticString, _ type: ConfigValueType, default defaultValue: JSONValue? = nil, optional: Bool = false,
        keyPath: AnyKeyPath, floor: AnyKeyPath? = nil, read: @escaping (Any) -> JSONValue?
    ) {
        self.name = name.description
        self.type = type
        self.defaultValue = defaultValue
        self.isOptional = optional
        self.keyPath = keyPath
        self.floor = floor
        self.read = read
    }

    /// Whether a config cannot be built without this field.
    package var isRequired: Bool { defaultValue == nil && !isOptional }

    /// The field's value in `config` as runtime JSON has it; nil when it lacks one.
    package func value(of config: some KindConfig) -> JSONValue? { read(config) }

    @usableFromInline package var description: String { name }

    @usableFromInline package static func == (lhs: ConfigField, rhs: ConfigField) -> Bool { lhs.keyPath == rhs.keyPath }
    @usableFromInline package func hash(into hasher: inout Hasher) { hasher.combine(keyPath) }

    /// A duration in whole seconds; `floor` names the field it is raised to at least.
    package static func seconds<Config>(
        _ name: StaticString, _ keyPath: KeyPath<Config, Int>,
        floor: KeyPath<Config, Int>? = nil
    ) -> ConfigField {
        ConfigField(name, .seconds, keyPath: keyPath, floor: floor) { ($0 as? Config).map { .int($0[keyPath: keyPath]) } }
    }

    /// An optional duration in whole seconds.
    package static func seconds<Config>(_ name: StaticString, _ keyPath: KeyPath<Config, Int?>) -> ConfigField {
        ConfigField(name, .seconds, optional: true, keyPath: keyPath) { ($0 as? Config)?[keyPath: keyPath].map(JSONValue.int) }
    }

    /// A count.
    package static func count<Config>(_ name: StaticString, _ keyPath: KeyPath<Config, Int>) -> ConfigField {
        ConfigField(name, .count, keyPath: keyPath) { ($0 as? Config).map { .int($0[keyPath: keyPath]) } }
    }

    /// A flag with the value it takes when absent.
    package static func boolean<Config>(_ name: StaticString, _ keyPath: KeyPath<Config, Bool>, default value: Bool) -> ConfigField {
        ConfigField(name, .boolean, default: .bool(value), keyPath: keyPath) { ($0 as? Config).map { .bool($0[keyPath: keyPath]) } }
    }

    /// Optional text.
    package static func text<Config>(_ name: StaticString, _ keyPath: KeyPath<Config, String?>) -> ConfigField {
        ConfigField(name, .text, optional: true, keyPath: keyPath) { ($0 as? Config)?[keyPath: keyPath].map(JSONValue.string) }
    }

    /// A list of text.
    package static func textList<Config>(_ name: StaticString, _ keyPath: KeyPath<Config, [String]>) -> ConfigField {
        ConfigField(name, .textList, keyPath: keyPath) { ($0 as? Config).map { .strings($0[keyPath: keyPath]) } }
    }
}
