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
        // Mapped over indices, not a zip: a range knows its count, so the array is made once.
        cards = (0..<Swift.min(sequence.cards.count, syntax.cards.count)).map { index in
            AuthoredCard(index: index, card: sequence.cards[index], syntax: syntax.cards[index])
        }
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

/// An authored card and where it is written. A class: rules walk the cards in pairs and
/// filters, and copying a card with its positions at each step (a retain per text and
/// list in it) was a visible share of lint's time; a reference is copied with one.
public final class AuthoredCard: Sendable {
    public let index: Int
    public let card: Card
    public let syntax: CardSyntax

    init(index: Int, card: Card, syntax: CardSyntax) {
        self.index = index
        self.card = card
        self.syntax = syntax
    }

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
