import SeqcModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The report of one `seqc build`: `{"routines": [...], "totals": {...}}`.
public struct BuildReport: Encodable, Sendable {
    public struct Totals: Encodable, Sendable {
        public let routines: Int
        public let written: Int
        public let authoredCards: Int
        public let runtimeCards: Int
        public let errors: Int
        public let warnings: Int
    }

    public let routines: [RoutineReport]
    public let totals: Totals

    public init(routines: [RoutineReport]) {
        self.routines = routines
        totals = Totals(
            routines: routines.count,
            written: routines.count { $0.output != nil },
            authoredCards: routines.reduce(0) { $0 + ($1.authoredCards ?? 0) },
            runtimeCards: routines.reduce(0) { $0 + ($1.runtimeCards ?? 0) },
            errors: routines.reduce(0) { $0 + $1.errors },
            warnings: routines.reduce(0) { $0 + $1.warnings }
        )
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
