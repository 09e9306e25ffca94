import SeqcModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension RoutineReport {
    /// The report's JSON object in seqc's layout, written straight into bytes: the text
    /// ``StableJSON`` makes of its `Encodable` form (keys sorted, absent values left out),
    /// ending in a line break. A build with `--report` writes one for each routine, and
    /// `JSONEncoder` was a quarter of a 10,000-file build's time.
    func jsonBytes() -> [UInt8] {
        var writer = PrettyJSONWriter(capacity: 1024)
        writer.beginObject()
        if let authoredCards {
            writer.member("authoredCards", int: authoredCards)
        }
        if let authoredKindCounts {
            writer.member("authoredKinds")
            Self.writeKinds(authoredKindCounts, to: &writer)
        }
        writer.member("errors", int: errors)
        if let expansions {
            writer.member("expansions")
            writer.beginArray()
            for expansion in expansions {
                writer.element()
                writer.beginObject()
                writer.member("cardId", string: expansion.cardId)
                writer.member("finalRest")
                writer.bool(expansion.finalRest)
                writer.member("rounds", int: expansion.rounds)
                writer.member("runtimeCards", int: expansion.runtimeCards)
                writer.member("title", string: expansion.title)
                writer.endObject()
            }
            writer.endArray()
        }
        writer.member("file", string: file)
        if let id {
            writer.member("id", string: id)
        }
        if let maxSeconds {
            writer.member("maxSeconds", int: maxSeconds)
        }
        if let minSeconds {
            writer.member("minSeconds", int: minSeconds)
        }
        if let output {
            writer.member("output", string: output)
        }
        if let runtimeCards {
            writer.member("runtimeCards", int: runtimeCards)
        }
        if let runtimeKindCounts {
            writer.member("runtimeKinds")
            Self.writeKinds(runtimeKindCounts, to: &writer)
        }
        if let sequenceId {
            writer.member("sequenceId", string: sequenceId)
        }
        if let title {
            writer.member("title", string: title)
        }
        if let untimedCards {
            writer.member("untimedCards", int: untimedCards)
        }
        writer.member("warnings", int: warnings)
        writer.endObject()
        return writer.finish()
    }

    /// Every kind by name with its count, names in sorted order.
    private static func writeKinds(_ counts: [Int], to writer: inout PrettyJSONWriter) {
        writer.beginObject()
        for kind in kindsByName where kind.ordinal < counts.count {
            writer.member(named: kind.rawValue)
            writer.int(counts[kind.ordinal])
        }
        writer.endObject()
    }

    /// The kinds in the order of their names' bytes, as sorted keys list them.
    private static let kindsByName = CardKind.allCases.sorted { $0.rawValue.utf8.lexicographicallyPrecedes($1.rawValue.utf8) }
}

extension BuildReport.Totals {
    /// The totals' JSON object in seqc's layout, as ``RoutineReport/jsonBytes()``.
    func jsonBytes() -> [UInt8] {
        var writer = PrettyJSONWriter(capacity: 256)
        writer.beginObject()
        writer.member("authoredCards", int: authoredCards)
        writer.member("errors", int: errors)
        writer.member("routines", int: routines)
        writer.member("runtimeCards", int: runtimeCards)
        writer.member("warnings", int: warnings)
        writer.member("written", int: written)
        writer.endObject()
        return writer.finish()
    }
}
