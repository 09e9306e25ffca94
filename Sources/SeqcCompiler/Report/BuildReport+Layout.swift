import SeqcModel

/// The `--report` document's layout, described once: `{"routines": [...], "totals": {...}}`,
/// every object's members in sorted key order and an absent value left out (the layout
/// of seqc's other JSON, ``StableJSON``). Every sink walks it: ``PrettyJSONWriter`` for
/// the bytes, a counter or a tree for tests. Test support keeps an `Encodable` twin as an
/// oracle, and tests hold the two equal.
extension BuildReport {
    /// Opens the document and its list of routines.
    package static func beginDocument<Sink: JSONSink & ~Copyable>(_ sink: inout Sink) {
        sink.beginObject()
        sink.member("routines")
        sink.beginArray()
    }

    /// One routine of the list, after those written before it.
    package static func addRoutine<Sink: JSONSink & ~Copyable>(_ routine: RoutineReport, to sink: inout Sink) {
        sink.element()
        routine.write(to: &sink)
    }

    /// Closes the list of routines, writes `totals`, and closes the document.
    package static func endDocument<Sink: JSONSink & ~Copyable>(_ sink: inout Sink, totals: Totals) {
        sink.endArray()
        sink.member("totals")
        totals.write(to: &sink)
        sink.endObject()
    }

    /// The whole document, as a value.
    package func write<Sink: JSONSink & ~Copyable>(to sink: inout Sink) {
        Self.beginDocument(&sink)
        for routine in routines { Self.addRoutine(routine, to: &sink) }
        Self.endDocument(&sink, totals: totals)
    }
}

extension RoutineReport {
    /// The routine's object.
    package func write<Sink: JSONSink & ~Copyable>(to sink: inout Sink) {
        sink.beginObject()
        if let authoredCards { Self.member("authoredCards", int: authoredCards, to: &sink) }
        if let authoredKindCounts {
            sink.member("authoredKinds")
            Self.writeKinds(authoredKindCounts, to: &sink)
        }
        Self.member("errors", int: errors, to: &sink)
        if let expansions {
            sink.member("expansions")
            sink.beginArray()
            for expansion in expansions {
                sink.element()
                expansion.write(to: &sink)
            }
            sink.endArray()
        }
        Self.member("file", string: file, to: &sink)
        if let id { Self.member("id", string: id, to: &sink) }
        if let maxSeconds { Self.member("maxSeconds", int: maxSeconds, to: &sink) }
        if let minSeconds { Self.member("minSeconds", int: minSeconds, to: &sink) }
        if let output { Self.member("output", string: output, to: &sink) }
        if let runtimeCards { Self.member("runtimeCards", int: runtimeCards, to: &sink) }
        if let runtimeKindCounts {
            sink.member("runtimeKinds")
            Self.writeKinds(runtimeKindCounts, to: &sink)
        }
        if let sequenceId { Self.member("sequenceId", string: sequenceId, to: &sink) }
        if let title { Self.member("title", string: title, to: &sink) }
        if let untimedCards { Self.member("untimedCards", int: untimedCards, to: &sink) }
        Self.member("warnings", int: warnings, to: &sink)
        sink.endObject()
    }

    /// The report's object in bytes, ending in a line break.
    func jsonBytes() -> [UInt8] {
        var writer = PrettyJSONWriter(capacity: 1024)
        write(to: &writer)
        return writer.finish()
    }

    /// Every kind by name with its count, names in sorted order.
    private static func writeKinds<Sink: JSONSink & ~Copyable>(_ counts: [Int], to sink: inout Sink) {
        sink.beginObject()
        for kind in kindsByName where kind.ordinal < counts.count {
            sink.member(named: kind.rawValue)
            sink.int(counts[kind.ordinal])
        }
        sink.endObject()
    }

    /// The kinds in the order of their names' bytes, as sorted keys list them.
    private static let kindsByName = CardKind.allCases.sorted { $0.rawValue.utf8.lexicographicallyPrecedes($1.rawValue.utf8) }

    fileprivate static func member<Sink: JSONSink & ~Copyable>(_ key: StaticString, int value: Int, to sink: inout Sink) {
        sink.member(key)
        sink.int(value)
    }

    fileprivate static func member<Sink: JSONSink & ~Copyable>(_ key: StaticString, string value: String, to sink: inout Sink) {
        sink.member(key)
        sink.string(value)
    }
}

extension RoutineReport.ExpansionEntry {
    /// The interval's object.
    package func write<Sink: JSONSink & ~Copyable>(to sink: inout Sink) {
        sink.beginObject()
        RoutineReport.member("cardId", string: cardId, to: &sink)
        sink.member("finalRest")
        sink.bool(finalRest)
        RoutineReport.member("rounds", int: rounds, to: &sink)
        RoutineReport.member("runtimeCards", int: runtimeCards, to: &sink)
        RoutineReport.member("title", string: title, to: &sink)
        sink.endObject()
    }
}

extension BuildReport.Totals {
    /// The totals' object.
    package func write<Sink: JSONSink & ~Copyable>(to sink: inout Sink) {
        sink.beginObject()
        RoutineReport.member("authoredCards", int: authoredCards, to: &sink)
        RoutineReport.member("errors", int: errors, to: &sink)
        RoutineReport.member("routines", int: routines, to: &sink)
        RoutineReport.member("runtimeCards", int: runtimeCards, to: &sink)
        RoutineReport.member("warnings", int: warnings, to: &sink)
        RoutineReport.member("written", int: written, to: &sink)
        sink.endObject()
    }

    /// The totals' object in bytes, ending in a line break.
    func jsonBytes() -> [UInt8] {
        var writer = PrettyJSONWriter(capacity: 256)
        write(to: &writer)
        return writer.finish()
    }
}
