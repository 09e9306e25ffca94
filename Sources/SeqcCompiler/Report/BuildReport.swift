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
        routines.map(Self.block).joined()
    }

    private static func block(_ routine: RoutineReport) -> String {
        guard let authored = routine.authoredCards, let runtime = routine.runtimeCards,
            let low = routine.minSeconds, let high = routine.maxSeconds, let untimed = routine.untimedCards
        else {
            return
                "\(TerminalText.escapedPath(routine.file)): not built (\(count(routine.errors, "error")), \(count(routine.warnings, "warning")))\n"
        }
        let file = TerminalText.escapedPath(routine.file)
        let head = routine.output.map { "\(file) -> \(TerminalText.escaped($0))" } ?? "\(file): not written"
        let expansions = (routine.expansions ?? []).map {
            "interval '\(TerminalText.escaped($0.title))' x\($0.rounds) -> \($0.runtimeCards)"
        }
        let cards =
            "  cards: \(authored) authored -> \(runtime) runtime"
            + (expansions.isEmpty ? "" : " (\(expansions.joined(separator: ", ")))")
        let time = "  time: " + TimingSummary(minSeconds: low, maxSeconds: high, untimedCards: untimed).text
        return [head, cards, time].joined(separator: "\n") + "\n"
    }

    private static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}
