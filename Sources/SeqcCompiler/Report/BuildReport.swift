import SeqcModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The report of one `seqc build`: `{"routines": [...], "totals": {...}}`, laid out by
/// ``write(to:)`` (BuildReport+Layout.swift).
public struct BuildReport: Sendable {
    public struct Totals: Sendable {
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
    public func jsonData() -> Data {
        var writer = PrettyJSONWriter(capacity: 256 + routines.count * 1024)
        write(to: &writer)
        return writer.finishData()
    }

    /// The text for people, one block per routine. Paths and titles are escaped with
    /// ``TerminalText``: this text goes to terminals and CI logs.
    public var text: String {
        var text: [UInt8] = []
        text.reserveCapacity(routines.count * 120)
        // A build that wrote nothing says, of each routine that built, which failed.
        let failed = routines.allSatisfy({ $0.output == nil }) ? routines.filter(Self.failed).map(\.file) : []
        for routine in routines { Self.appendBlock(routine, to: &text, notWrittenBecause: Self.notWrittenReason(routine, failed: failed)) }
        text.append(text: Self.failureSummary(failed: failed, of: routines.count))
        return String(decoding: text, as: UTF8.self)
    }

    /// Whether `routine` stops a build: it did not compile, or has errors of its own (a
    /// duplicate id, a warning under `--strict`).
    package static func failed(_ routine: RoutineReport) -> Bool {
        routine.authoredCards == nil || routine.errors > 0
    }

    /// Why `routine` was not written, in a build that wrote nothing because the routines
    /// at `failed` failed: which one failed, or its own errors. Nil when none failed.
    package static func notWrittenReason(_ routine: RoutineReport, failed: [String]) -> String? {
        guard !failed.isEmpty else { return nil }
        if routine.errors > 0 { return count(routine.errors, "error") }
        if failed.count == 1 { return "\(TerminalText.escapedPath(failed[0])) failed" }
        return "\(failed.count) routines failed; a build writes all or none"
    }

    /// The last line of a build of several routines that wrote nothing: `nothing written:
    /// 1 of 3 routines failed (b.routine.yaml)`, naming the first few; empty otherwise.
    package static func failureSummary(failed: [String], of routines: Int) -> String {
        guard !failed.isEmpty, routines > 1 else { return "" }
        let named = failed.prefix(3).map { TerminalText.escapedPath($0) }.joined(separator: ", ")
        let more = failed.count > 3 ? " and \(failed.count - 3) more" : ""
        return "nothing written: \(failed.count) of \(routines) routines failed (\(named)\(more))\n"
    }

    /// One routine's lines, appended piece by piece: a build of thousands of routines
    /// prints one block each, made on the build's workers as each routine is checked.
    /// `notWrittenBecause`, for a build that wrote nothing, says why a routine that built
    /// was not written (`b.routine.yaml failed`).
    package static func appendBlock(_ routine: RoutineReport, to text: inout [UInt8], notWrittenBecause: String? = nil) {
        guard let authored = routine.authoredCards, let runtime = routine.runtimeCards,
            let low = routine.minSeconds, let high = routine.maxSeconds, let untimed = routine.untimedCards
        else {
            text.append(text: TerminalText.escapedPath(routine.file))
            text.append(text: ": not built (")
            text.append(text: count(routine.errors, "error"))
            text.append(text: ", ")
            text.append(text: count(routine.warnings, "warning"))
            text.append(text: ")\n")
            return
        }
        text.append(text: TerminalText.escapedPath(routine.file))
        if let output = routine.output {
            text.append(text: " -> ")
            text.append(text: TerminalText.escaped(output))
        } else {
            text.append(text: ": not written")
            if let notWrittenBecause { text.append(text: " (\(notWrittenBecause))") }
        }
        text.append(text: "\n  cards: ")
        appendCards(routine, authored: authored, runtime: runtime, to: &text)
        text.append(text: "\n  time: ")
        TimingSummary(minSeconds: low, maxSeconds: high, untimedCards: untimed).appendText(to: &text)
        text.append(text: "\n")
    }

    /// `2 written -> 8 authored -> 8 runtime (repeat 'Circuit' x3)`: what was written,
    /// what the app stores and what plays, then each block and interval. The written count
    /// is shown only for a routine with blocks, where it differs from the authored one.
    private static func appendCards(_ routine: RoutineReport, authored: Int, runtime: Int, to text: inout [UInt8]) {
        let repeats = routine.repeats ?? []
        if let written = routine.writtenCards, !repeats.isEmpty {
            text.append(decimal: written)
            text.append(text: " written -> ")
        }
        text.append(decimal: authored)
        text.append(text: " authored -> ")
        text.append(decimal: runtime)
        text.append(text: " runtime")
        var opened = false
        func open(_ word: String) {
            text.append(text: opened ? ", \(word) '" : " (\(word) '")
            opened = true
        }
        for entry in repeats {
            open("repeat")
            text.append(text: TerminalText.escaped(entry.title))
            text.append(text: "' x")
            text.append(decimal: entry.rounds)
        }
        let expansions = routine.expansions ?? []
        // A block copies its intervals into every round: thousands of entries on one
        // line say less than a count. Routines without blocks list every interval.
        let listed = repeats.isEmpty ? expansions.count : Swift.min(expansions.count, Self.intervalsListedWithBlocks)
        for expansion in expansions.prefix(listed) {
            open("interval")
            text.append(text: TerminalText.escaped(expansion.title))
            text.append(text: "' x")
            text.append(decimal: expansion.rounds)
            text.append(text: " -> ")
            text.append(decimal: expansion.runtimeCards)
        }
        if listed < expansions.count {
            text.append(text: ", ")
            text.append(text: count(expansions.count - listed, "more interval"))
        }
        if opened { text.append(text: ")") }
    }

    /// How many intervals the text names in a routine with blocks, before a count of the rest.
    static let intervalsListedWithBlocks = 3

    private static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}
