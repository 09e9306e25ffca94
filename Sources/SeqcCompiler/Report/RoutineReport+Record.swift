/// A routine's report as a compact record of bytes, for ``BuildReportSpool``: every field
/// in a fixed order, an optional one after a byte that says whether it is there, a number
/// as eight little-endian bytes, a string as its length and its UTF-8 bytes. The order is
/// ``code(_:)``'s, one list that writes a record (``RecordWriter``) and reads it back in
/// place (``RecordReader``).
extension RoutineReport {
    /// Appends the record to `bytes`.
    func appendRecord(to bytes: inout [UInt8]) {
        var writer = RecordWriter(bytes: bytes)
        bytes = []
        var report = self
        _ = report.code(&writer)
        bytes = writer.bytes
    }

    /// Reads one record from `reader`; nil when the bytes end or are not a record.
    init?(record reader: inout RecordReader) {
        self.init(reading: "")
        guard code(&reader) else { return nil }
    }

    /// Writes every field to `coder`, or reads every field from it in place; false when a
    /// reader's bytes end or do not hold the field.
    private mutating func code(_ coder: inout some RecordCoder) -> Bool {
        guard coder.string(&file), coder.optional(&id, { $0.string(&$1) }), coder.optional(&sequenceId, { $0.string(&$1) }),
            coder.optional(&title, { $0.string(&$1) }), coder.optional(&output, { $0.string(&$1) })
        else { return false }
        guard coder.optional(&authoredCards, { $0.number(&$1) }), coder.optional(&runtimeCards, { $0.number(&$1) }) else { return false }
        guard coder.optional(&authoredKindCounts, { $0.array(&$1, empty: 0) { $0.number(&$1) } }),
            coder.optional(&runtimeKindCounts, { $0.array(&$1, empty: 0) { $0.number(&$1) } })
        else { return false }
        guard coder.optional(&expansions, { $0.array(&$1, empty: Self.noExpansion) { $1.code(&$0) } }) else { return false }
        guard coder.optional(&minSeconds, { $0.number(&$1) }), coder.optional(&maxSeconds, { $0.number(&$1) }),
            coder.optional(&untimedCards, { $0.number(&$1) })
        else { return false }
        guard coder.optional(&writtenCards, { $0.number(&$1) }),
            coder.optional(&repeats, { $0.array(&$1, empty: Self.noRepeat) { $1.code(&$0) } })
        else { return false }
        return coder.number(&errors) && coder.number(&warnings)
    }

    private static let noRepeat = RepeatSummary(title: "", rounds: 0, writtenCards: 0, authoredCards: 0)

    private static let noExpansion = ExpansionEntry(cardId: "", title: "", rounds: 0, finalRest: false, runtimeCards: 0)
}

extension RoutineReport.ExpansionEntry {
    /// Writes or reads the interval's fields, as ``RoutineReport/code(_:)``.
    fileprivate mutating func code(_ coder: inout some RecordCoder) -> Bool {
        var rest = finalRest ? 1 : 0
        guard coder.string(&cardId), coder.string(&title), coder.number(&rounds), coder.number(&rest), coder.number(&runtimeCards)
        else { return false }
        finalRest = rest != 0
        return true
    }
}

extension RepeatSummary {
    /// Writes or reads the block's fields, as ``RoutineReport/code(_:)``.
    fileprivate mutating func code(_ coder: inout some RecordCoder) -> Bool {
        coder.string(&title) && coder.number(&rounds) && coder.number(&writtenCards) && coder.number(&authoredCards)
    }
}

/// What a record's fields are written to or read from: a writer takes each value, a reader
/// puts one there; each returns false when a reader's bytes do not hold it.
protocol RecordCoder {
    mutating func number(_ value: inout Int) -> Bool
    mutating func string(_ value: inout String) -> Bool
    /// A list: its count, then each element `code` writes or reads, a reader starting from
    /// `empty` for each.
    mutating func array<Element>(_ value: inout [Element], empty: Element, _ code: (inout Self, inout Element) -> Bool) -> Bool
    /// A presence byte, then the value `code` writes or reads, a reader starting it from
    /// its type's default.
    mutating func optional<Value: RecordDefault>(_ value: inout Value?, _ code: (inout Self, inout Value) -> Bool) -> Bool
}

/// A value a reader starts from before reading it in place.
protocol RecordDefault {
    static var recordDefault: Self { get }
}

extension Int: RecordDefault { static var recordDefault: Int { 0 } }
extension String: RecordDefault { static var recordDefault: String { "" } }
extension Array: RecordDefault { static var recordDefault: [Element] { [] } }

/// Writes the parts of a record (``RoutineReport/appendRecord(to:)``).
struct RecordWriter: RecordCoder {
    var bytes: [UInt8]

    mutating func number(_ value: inout Int) -> Bool {
        withUnsafeBytes(of: Int64(value).littleEndian) { bytes.append(contentsOf: $0) }
        return true
    }

    mutating func string(_ value: inout String) -> Bool {
        value.withUTF8 { utf8 in
            var count = utf8.count
            _ = number(&count)
            bytes.append(contentsOf: utf8)
        }
        return true
    }

    mutating func array<Element>(_ value: inout [Element], empty: Element, _ code: (inout Self, inout Element) -> Bool) -> Bool {
        var count = value.count
        _ = number(&count)
        for index in value.indices { _ = code(&self, &value[index]) }
        return true
    }

    mutating func optional<Value: RecordDefault>(_ value: inout Value?, _ code: (inout Self, inout Value) -> Bool) -> Bool {
        bytes.append(value == nil ? 0 : 1)
        if var present = value { _ = code(&self, &present) }
        return true
    }
}

/// Reads the parts of records from bytes, each in place; false when the bytes do not hold it.
struct RecordReader: RecordCoder {
    private let bytes: UnsafeRawBufferPointer
    private(set) var offset = 0

    init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    /// Whether every byte has been read.
    var isAtEnd: Bool { offset == bytes.count }

    mutating func number(_ value: inout Int) -> Bool {
        guard bytes.count - offset >= 8 else { return false }
        var read: Int64 = 0
        withUnsafeMutableBytes(of: &read) { $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + 8])) }
        offset += 8
        guard let number = Int(exactly: Int64(littleEndian: read)) else { return false }
        value = number
        return true
    }

    mutating func string(_ value: inout String) -> Bool {
        var count = 0
        guard number(&count), count >= 0, bytes.count - offset >= count else { return false }
        value = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + count]), as: UTF8.self)
        offset += count
        return true
    }

    /// Every element takes a byte at least, so a count past the bytes left is not a record.
    mutating func array<Element>(_ value: inout [Element], empty: Element, _ code: (inout Self, inout Element) -> Bool) -> Bool {
        var count = 0
        guard number(&count), count >= 0, count <= bytes.count - offset else { return false }
        value = []
        value.reserveCapacity(Swift.min(count, (bytes.count - offset) / 8))
        for _ in 0..<count {
            var element = empty
            guard code(&self, &element) else { return false }
            value.append(element)
        }
        return true
    }

    /// A presence byte of 0 or 1, then the value when 1.
    mutating func optional<Value: RecordDefault>(_ value: inout Value?, _ code: (inout Self, inout Value) -> Bool) -> Bool {
        guard offset < bytes.count, bytes[offset] <= 1 else { return false }
        offset += 1
        guard bytes[offset - 1] == 1 else {
            value = nil
            return true
        }
        var read = Value.recordDefault
        guard code(&self, &read) else { return false }
        value = read
        return true
    }
}
