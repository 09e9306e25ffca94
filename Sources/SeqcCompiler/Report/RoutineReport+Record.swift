/// A routine's report as a compact record of bytes, for ``BuildReportSpool``: every field
/// in a fixed order, an optional one after a byte that says whether it is there, a number
/// as eight little-endian bytes, a string as its length and its UTF-8 bytes.
extension RoutineReport {
    /// Appends the record to `bytes`.
    func appendRecord(to bytes: inout [UInt8]) {
        var writer = RecordWriter(bytes: bytes)
        bytes = []
        writer.string(file)
        writer.optional(id) { $0.string($1) }
        writer.optional(sequenceId) { $0.string($1) }
        writer.optional(title) { $0.string($1) }
        writer.optional(output) { $0.string($1) }
        writer.optional(authoredCards) { $0.number($1) }
        writer.optional(runtimeCards) { $0.number($1) }
        writer.optional(authoredKindCounts) { $0.counts($1) }
        writer.optional(runtimeKindCounts) { $0.counts($1) }
        writer.optional(expansions) { writer, entries in
            writer.number(entries.count)
            for entry in entries {
                writer.string(entry.cardId)
                writer.string(entry.title)
                writer.number(entry.rounds)
                writer.number(entry.finalRest ? 1 : 0)
                writer.number(entry.runtimeCards)
            }
        }
        writer.optional(minSeconds) { $0.number($1) }
        writer.optional(maxSeconds) { $0.number($1) }
        writer.optional(untimedCards) { $0.number($1) }
        writer.number(errors)
        writer.number(warnings)
        bytes = writer.bytes
    }

    /// Reads one record from `reader`; nil when the bytes end or are not a record.
    init?(record reader: inout RecordReader) {
        guard let file = reader.string(),
            let id = reader.optional({ $0.string() }), let sequenceId = reader.optional({ $0.string() }),
            let title = reader.optional({ $0.string() }), let output = reader.optional({ $0.string() }),
            let authored = reader.optional({ $0.number() }), let runtime = reader.optional({ $0.number() }),
            let authoredKinds = reader.optional({ $0.counts() }), let runtimeKinds = reader.optional({ $0.counts() }),
            let expansions = reader.optional({ $0.expansions() }),
            let low = reader.optional({ $0.number() }), let high = reader.optional({ $0.number() }),
            let untimed = reader.optional({ $0.number() }),
            let errors = reader.number(), let warnings = reader.number()
        else { return nil }
        self.init(
            file: file, id: id, sequenceId: sequenceId, title: title, output: output, cards: (authored, runtime),
            kinds: (authoredKinds, runtimeKinds), expansions: expansions, time: (low, high, untimed),
            errors: errors, warnings: warnings)
    }
}

/// Writes the parts of a record (``RoutineReport/appendRecord(to:)``).
struct RecordWriter {
    var bytes: [UInt8]

    mutating func number(_ value: Int) {
        withUnsafeBytes(of: Int64(value).littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func string(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            number(utf8.count)
            bytes.append(contentsOf: utf8)
        }
    }

    /// Counts by kind ordinal.
    mutating func counts(_ value: [Int]) {
        number(value.count)
        for count in value { number(count) }
    }

    mutating func optional<Value>(_ value: Value?, _ write: (inout RecordWriter, Value) -> Void) {
        bytes.append(value == nil ? 0 : 1)
        if let value { write(&self, value) }
    }
}

/// Reads the parts of records from bytes, each part nil when the bytes do not hold it.
struct RecordReader {
    private let bytes: UnsafeRawBufferPointer
    private(set) var offset = 0

    init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    /// Whether every byte has been read.
    var isAtEnd: Bool { offset == bytes.count }

    mutating func number() -> Int? {
        guard bytes.count - offset >= 8 else { return nil }
        var value: Int64 = 0
        withUnsafeMutableBytes(of: &value) { $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + 8])) }
        offset += 8
        return Int(exactly: Int64(littleEndian: value))
    }

    mutating func string() -> String? {
        guard let count = number(), count >= 0, bytes.count - offset >= count else { return nil }
        defer { offset += count }
        return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + count]), as: UTF8.self)
    }

    mutating func counts() -> [Int]? {
        guard let count = number(), count >= 0, count <= (bytes.count - offset) / 8 else { return nil }
        var counts: [Int] = []
        counts.reserveCapacity(count)
        for _ in 0..<count {
            guard let value = number() else { return nil }
            counts.append(value)
        }
        return counts
    }

    mutating func expansions() -> [RoutineReport.ExpansionEntry]? {
        guard let count = number(), count >= 0, count <= bytes.count - offset else { return nil }
        var entries: [RoutineReport.ExpansionEntry] = []
        entries.reserveCapacity(count)
        for _ in 0..<count {
            guard let cardId = string(), let title = string(), let rounds = number(), let finalRest = number(),
                let runtimeCards = number()
            else { return nil }
            entries.append(
                RoutineReport.ExpansionEntry(
                    cardId: cardId, title: title, rounds: rounds, finalRest: finalRest != 0, runtimeCards: runtimeCards))
        }
        return entries
    }

    /// A part after its presence byte: `.some(nil)` when it is absent, nil when the bytes
    /// end or the part does not read.
    mutating func optional<Value>(_ read: (inout RecordReader) -> Value?) -> Value?? {
        guard offset < bytes.count else { return nil }
        let present = bytes[offset]
        offset += 1
        guard present == 1 else { return present == 0 ? .some(nil) : nil }
        guard let value = read(&self) else { return nil }
        return .some(value)
    }
}
