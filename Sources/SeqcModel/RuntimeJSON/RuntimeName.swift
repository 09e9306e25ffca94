/// The member names of the runtime document, each written once: the walk that writes it
/// (`RuntimeDocument+Writing.swift`, into bytes, a size or a tree) and the `Codable`
/// bridge (`*+Codable.swift`) read them here. A config's member names are its kind's
/// (``KindConfig/fields``).
enum RuntimeName {
    static var formatVersion: StaticString { "formatVersion" }
    static var runtime: StaticString { "runtime" }
    static var cards: StaticString { "cards" }
    static var sequence: StaticString { "sequence" }
    static var id: StaticString { "id" }
    static var slug: StaticString { "slug" }
    static var summary: StaticString { "summary" }
    static var tags: StaticString { "tags" }
    static var title: StaticString { "title" }
    static var config: StaticString { "config" }
    static var kind: StaticString { "kind" }
    static var origin: StaticString { "origin" }
    static var cardId: StaticString { "cardId" }
    static var phase: StaticString { "phase" }
    static var round: StaticString { "round" }
    static var rounds: StaticString { "rounds" }
}

/// A coding key named by a runtime name (``RuntimeName``).
struct RuntimeKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(_ name: StaticString) { stringValue = name.description }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
