// What the model asks of every kind, each answered by the kind's own file through a
// visitor (`KindDispatch.swift`).

extension CardKind {
    /// The config type of this kind.
    package var configType: any KindConfig.Type { accept(ConfigTypeOf()) }

    /// The raw value as a static string, which the writer copies without checking it for
    /// escapes or making a `String`: every card a build writes names its kind.
    var jsonName: StaticString { accept(JSONNameOf()) }

    /// Whether cards of this kind reach the runtime list (``KindConfig/appearsInRuntime``).
    package var appearsInRuntime: Bool { accept(AppearsInRuntime()) }
}

extension CardContent {
    /// The content's config.
    package var config: any KindConfig { accept(ConfigOf()) }

    /// The content of a card of `kind`, its config built from `values` through the config's
    /// clamping initializer; throws when the values cannot make one (an empty checklist).
    /// Through a visitor, not `kind.configType`: a config made through its metatype is
    /// boxed as `any KindConfig`, and the reader makes one for every card.
    package init(_ kind: CardKind, values: ConfigValues) throws {
        self = try kind.accept(ContentFromValues(values: values))
    }

    /// The shortest and longest seconds the card runs; nil when the user decides.
    package var secondsRange: (low: Int, high: Int)? { accept(SecondsRangeOf()) }
}

private struct ConfigTypeOf: KindVisitor {
    func visit<Config: KindConfig>(_ kind: Config.Type) -> any KindConfig.Type { kind }
}

private struct JSONNameOf: KindVisitor {
    func visit<Config: KindConfig>(_ kind: Config.Type) -> StaticString { kind.jsonName }
}

private struct AppearsInRuntime: KindVisitor {
    func visit<Config: KindConfig>(_ kind: Config.Type) -> Bool { kind.appearsInRuntime }
}

struct DisplayNameOf: KindVisitor {
    func visit<Config: KindConfig>(_ kind: Config.Type) -> String { kind.displayName }
}

struct IsTimed: KindVisitor {
    func visit<Config: KindConfig>(_ kind: Config.Type) -> Bool { kind.isTimed }
}

private struct ContentFromValues: KindVisitor {
    typealias Failure = any Error
    let values: ConfigValues
    func visit<Config: KindConfig>(_ kind: Config.Type) throws -> CardContent { try Config(values).content }
}

private struct ConfigOf: ContentVisitor {
    func visit<Config: KindConfig>(_ config: Config) -> any KindConfig { config }
}

private struct SecondsRangeOf: ContentVisitor {
    func visit<Config: KindConfig>(_ config: Config) -> (low: Int, high: Int)? { config.secondsRange }
}
