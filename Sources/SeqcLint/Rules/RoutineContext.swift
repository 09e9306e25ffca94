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
    public let cards: AuthoredCards

    /// The context for one compiled routine.
    public init(file: SourceFile, sequence: SequenceDefinition, syntax: RoutineSyntax, compileDiagnostics: [Diagnostic]) {
        self.file = file
        self.sequence = sequence
        self.syntax = syntax
        self.compileDiagnostics = compileDiagnostics
        cards = AuthoredCards(cards: sequence.cards, syntaxes: syntax.cards)
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

/// The authored cards of a routine with where each is written: a view of the routine's
/// cards and their syntax records, side by side, not a list of its own. Every file's
/// context makes one, and an object per card (made, then freed) cost more than the
/// rules that read them.
public struct AuthoredCards: RandomAccessCollection, Sendable {
    private let cards: [Card]
    private let syntaxes: [CardSyntax]

    init(cards: [Card], syntaxes: [CardSyntax]) {
        self.cards = cards
        self.syntaxes = syntaxes
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { Swift.min(cards.count, syntaxes.count) }

    public subscript(index: Int) -> AuthoredCard {
        AuthoredCard(index: index, cards: cards, syntaxes: syntaxes)
    }

    /// The card at `index`, read in place: a rule that walks the cards by index copies
    /// neither list for each card, as iterating ``AuthoredCard``s does.
    public subscript(card index: Int) -> Card {
        _read { yield cards[index] }
    }

    /// Where the card at `index` is written, read in place.
    public subscript(syntax index: Int) -> CardSyntax {
        _read { yield syntaxes[index] }
    }
}

/// An authored card and where it is written. Copying one copies two references (the
/// routine's lists), never the card's texts: rules walk the cards in pairs and filters.
public struct AuthoredCard: Sendable {
    public let index: Int
    private let cards: [Card]
    private let syntaxes: [CardSyntax]

    init(index: Int, cards: [Card], syntaxes: [CardSyntax]) {
        self.index = index
        self.cards = cards
        self.syntaxes = syntaxes
    }

    /// The card, read in place in the routine's list.
    public var card: Card {
        _read { yield cards[index] }
    }

    /// Where the card is written.
    public var syntax: CardSyntax {
        _read { yield syntaxes[index] }
    }

    public var kind: CardKind { cards[index].kind }
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
