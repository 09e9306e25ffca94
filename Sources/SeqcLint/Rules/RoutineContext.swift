import SeqcCompiler
import SeqcModel

/// What a routine rule sees: the compiled routine with the position of every part.
public struct RoutineContext: Sendable {
    public let file: SourceFile
    /// The authored routine after clamping. Rules see no runtime cards: lint does not
    /// expand intervals (what a rule needs of them follows from the interval's config).
    public let sequence: SequenceDefinition
    public let syntax: RoutineSyntax
    /// What the compiler already reported, so a rule need not repeat it.
    public let compileDiagnostics: [Diagnostic]
    /// The authored cards with their positions, in order.
    public let cards: [AuthoredCard]

    /// The context for one compiled routine.
    public init(file: SourceFile, sequence: SequenceDefinition, syntax: RoutineSyntax, compileDiagnostics: [Diagnostic]) {
        self.file = file
        self.sequence = sequence
        self.syntax = syntax
        self.compileDiagnostics = compileDiagnostics
        cards = zip(sequence.cards, syntax.cards).enumerated().map { AuthoredCard(index: $0, card: $1.0, syntax: $1.1) }
    }

    /// Whether the compiler reported `rule` starting at `range`.
    public func compilerReported(_ rule: RuleID, at range: SourceRange) -> Bool {
        compileDiagnostics.contains { $0.rule == rule && $0.range.start == range.start }
    }

    /// A note pointing into this file.
    public func note(_ range: SourceRange, _ message: String) -> DiagnosticNote {
        DiagnosticNote(file: file.path, range: range, message: message)
    }
}

/// An authored card and where it is written.
public struct AuthoredCard: Sendable {
    public let index: Int
    public let card: Card
    public let syntax: CardSyntax

    public var kind: CardKind { card.kind }
}

/// One problem a routine rule found; the runner adds the file, rule id and severity.
public struct Finding: Sendable {
    public var range: SourceRange
    public var message: String
    public var help: String?
    public var notes: [DiagnosticNote]
    public var fixIts: [FixIt]

    /// A finding at `range`.
    public init(at range: SourceRange, _ message: String, help: String? = nil, notes: [DiagnosticNote] = [], fixIts: [FixIt] = []) {
        self.range = range
        self.message = message
        self.help = help
        self.notes = notes
        self.fixIts = fixIts
    }
}
