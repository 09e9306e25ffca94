// The runtime document walked straight from the model into a ``JSONSink``, members in
// sorted order (the order `Encodable` with `.sortedKeys` gives): written by
// ``PrettyJSONWriter`` on every build, counted by ``JSONByteCounter`` for the size limit.
// A test holds the bytes equal to that encoding.

extension RuntimeDocument {
    /// The document's JSON text, as ``jsonData()`` returns it.
    package func jsonBytes() -> [UInt8] {
        var writer = PrettyJSONWriter(capacity: Self.estimatedSize(cards: sequence.cards.count, runtimeCards: runtimeCards.count))
        write(to: &writer)
        return writer.finish()
    }

    /// Walks the document into `writer`, without its final line break.
    func write<Sink: JSONSink & ~Copyable>(to writer: inout Sink) {
        writer.beginObject()
        writer.member("formatVersion")
        writer.int(formatVersion)
        writer.member("runtime")
        writer.beginObject()
        writer.member("cards")
        writer.beginArray()
        for runtimeCard in runtimeCards {
            writer.element()
            runtimeCard.write(to: &writer)
        }
        writer.endArray()
        writer.endObject()
        writer.member("sequence")
        sequence.write(to: &writer)
        writer.endObject()
    }

    /// A first capacity that most documents fit without the buffer growing: a card takes
    /// about 300 bytes. Capped, so a huge routine grows its buffer as it is written.
    private static func estimatedSize(cards: Int, runtimeCards: Int) -> Int {
        let cards = Swift.min(cards.saturatingAdd(runtimeCards), 4096)
        return 1024 + cards * 320
    }
}

extension SequenceDefinition {
    func write<Sink: JSONSink & ~Copyable>(to writer: inout Sink) {
        writer.beginObject()
        writer.member("cards")
        writer.beginArray()
        for card in cards {
            writer.element()
            card.write(to: &writer, origin: nil)
        }
        writer.endArray()
        writer.member("id")
        writer.uuid(id)
        writer.member("slug")
        writer.string(slug)
        if let summary {
            writer.member("summary")
            writer.string(summary)
        }
        if !tags.isEmpty {
            writer.member("tags")
            writer.beginArray()
            for tag in tags {
                writer.element()
                writer.string(tag)
            }
            writer.endArray()
        }
        writer.member("title")
        writer.string(title)
        writer.endObject()
    }
}

extension RuntimeCard {
    func write<Sink: JSONSink & ~Copyable>(to writer: inout Sink) {
        card.write(to: &writer, origin: origin)
    }
}

extension Card {
    /// `config, id, kind, origin?, slug?, title`, sorted.
    func write<Sink: JSONSink & ~Copyable>(to writer: inout Sink, origin: RuntimeCard.Origin?) {
        writer.beginObject()
        writer.member("config")
        content.writeConfig(to: &writer)
        writer.member("id")
        writer.uuid(id)
        writer.member("kind")
        writer.string(kind.rawValue)
        if let origin {
            writer.member("origin")
            writer.beginObject()
            writer.member("cardId")
            writer.uuid(origin.cardId)
            writer.member("phase")
            writer.string(origin.phase.rawValue)
            writer.member("round")
            writer.int(origin.round)
            writer.member("rounds")
            writer.int(origin.rounds)
            writer.endObject()
        }
        if let slug {
            writer.member("slug")
            writer.string(slug)
        }
        writer.member("title")
        writer.string(title)
        writer.endObject()
    }
}

extension CardContent {
    /// The config as an object, members sorted by name, absent optionals left out. Each
    /// case hands its config over as its own type, not boxed as `any KindConfig`.
    func writeConfig<Sink: JSONSink & ~Copyable>(to writer: inout Sink) {
        switch self {
        case .countdown(let config): Self.write(config, to: &writer)
        case .countup(let config): Self.write(config, to: &writer)
        case .info(let config): Self.write(config, to: &writer)
        case .repetition(let config): Self.write(config, to: &writer)
        case .rest(let config): Self.write(config, to: &writer)
        case .interval(let config): Self.write(config, to: &writer)
        case .checklist(let config): Self.write(config, to: &writer)
        case .randomDuration(let config): Self.write(config, to: &writer)
        }
    }

    private static func write<Config: KindConfig, Sink: JSONSink & ~Copyable>(_ config: Config, to writer: inout Sink) {
        writer.beginObject()
        for field in Config.kind.fieldsInJSONOrder {
            field.writeMember(of: config, to: &writer)
        }
        writer.endObject()
    }
}

extension CardKind {
    /// The fields of this kind's config sorted by name, the order runtime JSON lists
    /// them in; sorted once per kind, not once per card written.
    package var fieldsInJSONOrder: [ConfigField] {
        switch self {
        case .countdown: FieldsInJSONOrder.countdown
        case .countup: FieldsInJSONOrder.countup
        case .info: FieldsInJSONOrder.info
        case .repetition: FieldsInJSONOrder.repetition
        case .rest: FieldsInJSONOrder.rest
        case .interval: FieldsInJSONOrder.interval
        case .checklist: FieldsInJSONOrder.checklist
        case .randomDuration: FieldsInJSONOrder.randomDuration
        }
    }
}

private enum FieldsInJSONOrder {
    static let countdown = sorted(CountdownConfig.fields)
    static let countup = sorted(CountupConfig.fields)
    static let info = sorted(InfoConfig.fields)
    static let repetition = sorted(RepetitionConfig.fields)
    static let rest = sorted(RestConfig.fields)
    static let interval = sorted(IntervalConfig.fields)
    static let checklist = sorted(ChecklistConfig.fields)
    static let randomDuration = sorted(RandomDurationConfig.fields)

    private static func sorted(_ fields: [ConfigField]) -> [ConfigField] {
        fields.sorted { $0.name < $1.name }
    }
}

extension ConfigField {
    /// Writes this field of `config` as a member of the object being written, or nothing
    /// when it has no value. The key path is read as its own type, so no `JSONValue` is
    /// made and no config is boxed as `Any` (``value(of:)`` does both): every config of
    /// every card a build writes comes through here.
    func writeMember<Config: KindConfig, Sink: JSONSink & ~Copyable>(of config: Config, to writer: inout Sink) {
        switch type {
        case .seconds, .count:
            if let path = keyPath as? KeyPath<Config, Int> {
                writer.member(name)
                return writer.int(config[keyPath: path])
            }
            if let path = keyPath as? KeyPath<Config, Int?> {
                guard let value = config[keyPath: path] else { return }
                writer.member(name)
                return writer.int(value)
            }
        case .boolean:
            if let path = keyPath as? KeyPath<Config, Bool> {
                writer.member(name)
                return writer.bool(config[keyPath: path])
            }
        case .text:
            if let path = keyPath as? KeyPath<Config, String?> {
                guard let value = config[keyPath: path] else { return }
                writer.member(name)
                return writer.string(value)
            }
        case .textList:
            if let path = keyPath as? KeyPath<Config, [String]> {
                writer.member(name)
                writer.beginArray()
                for item in config[keyPath: path] {
                    writer.element()
                    writer.string(item)
                }
                return writer.endArray()
            }
        }
        // A field whose key path is not of its type's shape: the general reader.
        guard let value = value(of: config) else { return }
        writer.member(name)
        value.write(to: &writer)
    }
}
