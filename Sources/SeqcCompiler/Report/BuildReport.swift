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
    /// prints one block each, made on the build's workers as each routine is checked.
    package static func appendBlock(_ routine: RoutineReport, to text: inout [UInt8]) {
        guard let authored = routine.authoredCards, let runtime = routine.runtimeCards,
            let low = routine.minSeconds, let high = routine.maxSeconds, let untimed = routine.untimedCards
        else {
            append(TerminalText.escapedPath(routine.file), to: &text)
            append(": not built (", to: &text)
            append(count(routine.errors, "error"), to: &text)
            append(", ", to: &text)
            append(count(routine.warnings, "warning"), to: &text)
            append(")\n", to: &text)
            return
        }
        append(TerminalText.escapedPath(routine.file), to: &text)
        if let output = routine.output {
            append(" -> ", to: &text)
            append(TerminalText.escaped(output), to: &text)
        } else {
            append(": not written", to: &text)
        }
        append("\n  cards: ", to: &text)
        appendDecimal(authored, to: &text)
        append(" authored -> ", to: &text)
        appendDecimal(runtime, to: &text)
        append(" runtime", to: &text)
        for (index, expansion) in (routine.expansions ?? []).enumerated() {
            append(index == 0 ? " (interval '" : ", interval '", to: &text)
            append(TerminalText.escaped(expansion.title), to: &text)
            append("' x", to: &text)
            appendDecimal(expansion.rounds, to: &text)
            append(" -> ", to: &text)
            appendDecimal(expansion.runtimeCards, to: &text)
        }
        if routine.expansions?.isEmpty == false { append(")", to: &text) }
        append("\n  time: ", to: &text)
        TimingSummary(minSeconds: low, maxSeconds: high, untimedCards: untimed).appendText(to: &text)
        append("\n", to: &text)
    }

    // The block's pieces are copied as buffers: appending a string's `utf8` view to an
    // array went through the generic sequence path, about half of a block's cost.

    private static func append(_ piece: StaticString, to text: inout [UInt8]) {
        piece.withUTF8Buffer { text.append(contentsOf: $0) }
    }

    private static func append(_ piece: String, to text: inout [UInt8]) {
        var piece = piece
        piece.withUTF8 { text.append(contentsOf: $0) }
    }

    /// `value` as `String(value)` writes it, without making the string.
    private static func appendDecimal(_ value: Int, to text: inout [UInt8]) {
        guard value >= 0 else { return append(String(value), to: &text) }
        var divisor = 1
        while divisor <= value / 10 { divisor *= 10 }
        var rest = value
        while divisor > 0 {
            text.append(UInt8(ascii: "0") + UInt8(rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }

    private static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}
