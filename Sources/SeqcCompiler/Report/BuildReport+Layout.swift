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
        if let authoredCards { sink.member("authoredCards", int: authoredCards) }
        if let authoredKindCounts {
            sink.member("authoredKinds")
            Self.writeKinds(authoredKindCounts, to: &sink)
        }
        sink.member("errors", int: errors)
        if let expansions {
            sink.member("expansions")
            sink.beginArray()
            for expansion in expansions {
                sink.element()
                expansion.write(to: &sink)
            }
            sink.endArray()
        }
        sink.member("file", string: file)
        if let id { sink.member("id", string: id) }
        if let maxSeconds { sink.member("maxSeconds", int: maxSeconds) }
        if let minSeconds { sink.member("minSeconds", int: minSeconds) }
        if let output { sink.member("output", string: output) }
        if let repeats {
            sink.member("repeats")
            sink.beginArray()
            for entry in repeats {
                sink.element()
                entry.write(to: &sink)
            }
            sink.endArray()
        }
        if let runtimeCards { sink.member("runtimeCards", int: runtimeCards) }
        if let runtimeKindCounts {
            sink.member("runtimeKinds")
            Self.writeKinds(runtimeKindCounts, to: &sink)
        }
        if let sequenceId { sink.member("sequenceId", string: sequenceId) }
        if let title { sink.member("title", string: title) }
        if let untimedCards { sink.member("untimedCards", int: untimedCards) }
        sink.member("warnings", int: warnings)
        if let writtenCards { sink.member("writtenCards", int: writtenCards) }
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
}

extension RoutineReport.ExpansionEntry {
    /// The interval's object.
    package func write<Sink: JSONSink & ~Copyable>(to sink: inout Sink) {
        sink.beginObject()
        sink.member("cardId", string: cardId)
        sink.member("finalRest")
        sink.bool(finalRest)
        sink.member("rounds", int: rounds)
        sink.member("runtimeCards", int: runtimeCards)
        sink.member("title", string: title)
        sink.endObject()
    }
}

extension RepeatSummary {
    /// The block's object.
    package func write<Sink: JSONSink & ~Copyable>(to sink: inout Sink) {
        sink.beginObject()
        sink.member("authoredCards", int: authoredCards)
        sink.member("rounds", int: rounds)
        sink.member("title", string: title)
        sink.member("writtenCards", int: writtenCards)
        sink.endObject()
    }
}

extension BuildReport.Totals {
    /// The totals' object.
    package func write<Sink: JSONSink & ~Copyable>(to sink: inout Sink) {
        sink.beginObject()
        sink.member("authoredCards", int: authoredCards)
        sink.member("errors", int: errors)
        sink.member("routines", int: routines)
        sink.member("runtimeCards", int: runtimeCards)
        sink.member("warnings", int: warnings)
        sink.member("written", int: written)
        sink.endObject()
    }

    /// The totals' object in bytes, ending in a line break.
    func jsonBytes() -> [UInt8] {
        var writer = PrettyJSONWriter(capacity: 256)
        write(to: &writer)
        return writer.finish()
    }
}
