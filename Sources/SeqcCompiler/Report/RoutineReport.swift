import SeqcModel

/// What `seqc build` says about one routine: authored versus runtime cards, time, and
/// problems. Counts come from the same runtime list the JSON output holds. Its place in
/// the `--report` document is ``write(to:)``'s (BuildReport+Layout.swift).
public struct RoutineReport: Sendable {
    /// One interval and what it became.
    public struct ExpansionEntry: Sendable {
        public internal(set) var cardId: String
        public internal(set) var title: String
        public internal(set) var rounds: Int
        public internal(set) var finalRest: Bool
        public internal(set) var runtimeCards: Int
    }

    // Variables set only here and by the record (``RoutineReport/code(_:)``), which reads
    // them back in place.
    public internal(set) var file: String
    public internal(set) var id: String?
    public internal(set) var sequenceId: String?
    public internal(set) var title: String?
    /// Where the runtime JSON was written; nil when the build wrote nothing.
    public internal(set) var output: String?
    public internal(set) var authoredCards: Int?
    public internal(set) var runtimeCards: Int?
    /// Every kind by name with its authored count, zero included, so consumers need no defaults.
    public var authoredKinds: [String: Int]? { authoredKindCounts.map(Self.named) }
    /// Every kind by name with its runtime count, as ``authoredKinds``.
    public var runtimeKinds: [String: Int]? { runtimeKindCounts.map(Self.named) }
    /// The counts by kind ordinal: a kind as a dictionary key is hashed by its name, and a
    /// build of thousands of routines writes its report only at the end, if at all.
    var authoredKindCounts: [Int]?
    var runtimeKindCounts: [Int]?
    public internal(set) var expansions: [ExpansionEntry]?
    /// The cards as written, a `repeat` block's once whatever its rounds.
    public internal(set) var writtenCards: Int?
    /// Every written `repeat` block and what it became, in order.
    public internal(set) var repeats: [RepeatSummary]?
    public internal(set) var minSeconds: Int?
    public internal(set) var maxSeconds: Int?
    public internal(set) var untimedCards: Int?
    public internal(set) var errors: Int
    public internal(set) var warnings: Int

    public init(result: CompileResult, diagnostics: [Diagnostic], output: String?) {
        let summary = DiagnosticSummary(files: 1, diagnostics: diagnostics)
        file = result.file.path
        id = result.slug
        errors = summary.errors
        warnings = summary.warnings
        self.output = output
        guard let sequence = result.sequence else {
            (sequenceId, title, authoredCards, runtimeCards, authoredKindCounts, runtimeKindCounts) = (nil, nil, nil, nil, nil, nil)
            (expansions, minSeconds, maxSeconds, untimedCards, writtenCards, repeats) = (nil, nil, nil, nil, nil, nil)
            return
        }
        // Counted from the authored cards, as the expansion would make them
        // (RoutineReportTests holds the two equal), so a report never expands a routine.
        let authored = sequence.cards
        let timing = TimingSummary(of: authored)
        sequenceId = sequence.id.lowercasedString
        title = sequence.title
        authoredCards = authored.count
        runtimeCards = Expansion.runtimeCardCount(of: authored)
        var authoredCounts = [Int](repeating: 0, count: CardKind.allCases.count)
        for card in authored { authoredCounts[card.kind.ordinal] += 1 }
        authoredKindCounts = authoredCounts
        runtimeKindCounts = Expansion.runtimeKindCountsByOrdinal(of: authored)
        expansions = authored.compactMap { card in
            guard case .interval(let interval) = card.content else { return nil }
            return ExpansionEntry(
                cardId: card.id.lowercasedString, title: card.title, rounds: interval.rounds,
                finalRest: interval.finalRest, runtimeCards: interval.runtimeCardCount)
        }
        writtenCards = result.writtenCards ?? authored.count
        repeats = result.repeats
        minSeconds = timing.minSeconds
        maxSeconds = timing.maxSeconds
        untimedCards = timing.untimedCards
    }

    /// This report with `diagnostics` counted and `output` as where its routine went:
    /// a build counts a routine's cards on the worker that compiled it, before the checks
    /// across files give its final diagnostics (``init(result:diagnostics:output:)``).
    public func with(diagnostics: [Diagnostic], output: String?) -> RoutineReport {
        let summary = DiagnosticSummary(files: 1, diagnostics: diagnostics)
        var copy = self
        copy.errors = summary.errors
        copy.warnings = summary.warnings
        copy.output = output
        return copy
    }

    /// A report of `file` with nothing known yet, for ``RoutineReport/init(record:)`` to fill.
    init(reading file: String) {
        self.file = file
        (errors, warnings) = (0, 0)
    }

    /// The same report for a build that wrote nothing.
    public func unwritten() -> RoutineReport {
        var report = self
        report.output = nil
        return report
    }

    /// Every kind by name with its count (at its ordinal).
    private static func named(_ counts: [Int]) -> [String: Int] {
        var named = [String: Int](minimumCapacity: counts.count)
        for kind in CardKind.allCases where kind.ordinal < counts.count { named[kind.rawValue] = counts[kind.ordinal] }
        return named
    }
}
