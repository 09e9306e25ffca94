import SeqcModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The report of one `seqc build`: `{"routines": [...], "totals": {...}}`.
public struct BuildReport: Encodable, Sendable {
    public struct Totals: Encodable, Sendable {
        public private(set) var routines = 0
        public private(set) var written = 0
        public private(set) var authoredCards = 0
        public private(set) var runtimeCards = 0
        public private(set) var errors = 0
        public private(set) var warnings = 0

        /// Counts `routine` in, as the report and ``BuildReportSpool`` both do.
        mutating func add(_ routine: RoutineReport) {
            routines += 1
            if routine.output != nil { written += 1 }
            authoredCards = authoredCards.saturatingAdd(routine.authoredCards ?? 0)
            runtimeCards = runtimeCards.saturatingAdd(routine.runtimeCards ?? 0)
            errors = errors.saturatingAdd(routine.errors)
            warnings = warnings.saturatingAdd(routine.warnings)
        }

        /// The same totals for a build that wrote nothing.
        func unwritten() -> Totals {
            var totals = self
            totals.written = 0
            return totals
        }
    }

    public let routines: [RoutineReport]
    public let totals: Totals

    public init(routines: [RoutineReport]) {
        self.routines = routines
        var totals = Totals()
        routines.forEach { totals.add($0) }
        self.totals = totals
    }

    /// The `--report FILE` JSON: deterministic, like every seqc JSON output.
    public func jsonData() throws -> Data {
        try StableJSON.encode(self)
    }

    /// The text for people, one block per routine. Paths and titles are escaped with
    /// ``TerminalText``: this text goes to terminals and CI logs.
    public var text: String {
        var text: [UInt8] = []
        text.reserveCapacity(routines.count * 120)
        for routine in routines { Self.appendBlock(routine, to: &text) }
        return String(decoding: text, as: UTF8.self)
    }

    /// One routine's lines, appended piece by piece: a build of thousands of routines
    /// prints one block each.
    static func appendBlock(_ routine: RoutineReport, to text: inout [UInt8]) {
        guard let authored = routine.authoredCards, let runtime = routine.runtimeCards,
            let low = routine.minSeconds, let high = routine.maxSeconds, let untimed = routine.untimedCards
        else {
            text += TerminalText.escapedPath(routine.file).utf8
            text += ": not built (".utf8
            text += count(routine.errors, "error").utf8
            text += ", ".utf8
            text += count(routine.warnings, "warning").utf8
            text += ")\n".utf8
            return
        }
        text += TerminalText.escapedPath(routine.file).utf8
        if let output = routine.output {
            text += " -> ".utf8
            text += TerminalText.escaped(output).utf8
        } else {
            text += ": not written".utf8
        }
        text += "\n  cards: ".utf8
        text += String(authored).utf8
        text += " authored -> ".utf8
        text += String(runtime).utf8
        text += " runtime".utf8
        for (index, expansion) in (routine.expansions ?? []).enumerated() {
            text += (index == 0 ? " (" : ", ").utf8
            text += "interval '".utf8
            text += TerminalText.escaped(expansion.title).utf8
            text += "' x".utf8
            text += String(expansion.rounds).utf8
            text += " -> ".utf8
            text += String(expansion.runtimeCards).utf8
        }
        if routine.expansions?.isEmpty == false { text += ")".utf8 }
        text += "\n  time: ".utf8
        TimingSummary(minSeconds: low, maxSeconds: high, untimedCards: untimed).appendText(to: &text)
        text += "\n".utf8
    }

    private static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}
