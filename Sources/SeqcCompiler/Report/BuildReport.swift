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
        var text = ""
        text.reserveCapacity(routines.count * 120)
        for routine in routines { Self.appendBlock(routine, to: &text) }
        return text
    }

    /// One routine's lines, appended piece by piece: a build of thousands of routines
    /// prints one block each.
    static func appendBlock(_ routine: RoutineReport, to text: inout String) {
        guard let authored = routine.authoredCards, let runtime = routine.runtimeCards,
            let low = routine.minSeconds, let high = routine.maxSeconds, let untimed = routine.untimedCards
        else {
            text += TerminalText.escapedPath(routine.file)
            text += ": not built ("
            text += count(routine.errors, "error")
            text += ", "
            text += count(routine.warnings, "warning")
            text += ")\n"
            return
        }
        text += TerminalText.escapedPath(routine.file)
        if let output = routine.output {
            text += " -> "
            text += TerminalText.escaped(output)
        } else {
            text += ": not written"
        }
        text += "\n  cards: "
        text += String(authored)
        text += " authored -> "
        text += String(runtime)
        text += " runtime"
        for (index, expansion) in (routine.expansions ?? []).enumerated() {
            text += index == 0 ? " (" : ", "
            text += "interval '"
            text += TerminalText.escaped(expansion.title)
            text += "' x"
            text += String(expansion.rounds)
            text += " -> "
            text += String(expansion.runtimeCards)
        }
        if routine.expansions?.isEmpty == false { text += ")" }
        text += "\n  time: "
        text += TimingSummary(minSeconds: low, maxSeconds: high, untimedCards: untimed).text
        text += "\n"
    }

    private static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}
