import SeqcModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Compiles routine files: YAML events, then positioned nodes, then the typed, clamped
/// model with every problem reported. Expansion waits until the runtime cards are asked for
/// (``CompileResult/document``).
public struct Compiler: Sendable {
    public var limits: YAMLLimits
    /// Whether cards get their identities (version 5 UUIDs, a SHA-1 each). `seqc lint`
    /// turns this off: no check reads an id, and hashing was a twentieth of its work.
    /// Without identities every card's id is the nil UUID, so such a result has no
    /// runtime document (``CompileResult/document`` refuses it).
    public var identifiesCards: Bool

    public init(limits: YAMLLimits = YAMLLimits(), identifiesCards: Bool = true) {
        self.limits = limits
        self.identifiesCards = identifiesCards
    }

    /// Compiles one file. Never throws and never traps: every problem is a diagnostic.
    public func compile(_ file: SourceFile) -> CompileResult {
        let composed = YAMLComposer.compose(file, limits: limits, severalDocuments: true)
        let context = ReadingContext(file: file.path, source: file)
        var draft: RoutineDraft?
        let root = composed.documents.isEmpty ? composed.root : SeveralDocuments(context: context).choose(composed.documents)
        if composed.documents.isEmpty, TextRoutine.mayBeText(root, syntaxRepaired: composed.diagnostics.hasErrors),
            let text = TextRoutine.report(file, lineBreak: context.lineBreak)
        {
            // The fix replaces the whole file: YAML's view of the text would only mislead.
            return CompileResult(
                file: file, slug: nil, slugRange: nil, sequence: nil, syntax: nil, diagnostics: [text], cardsIdentified: identifiesCards)
        }
        if let root {
            draft = RoutineReader(context: context, defaultSlug: Slug.defaultID(forPath: file.path)).read(root)
        } else if composed.diagnostics.isEmpty, composed.documents.isEmpty {
            context.collector.error(
                .missingField, at: SourceRange(at: .start), "the file holds no routine",
                help: "a routine needs at least 'title' and 'cards'")
        }
        let definition = draft.flatMap { assemble($0, context: context) }
        var diagnostics = (composed.diagnostics + context.collector.diagnostics).sortedForPresentation()
        if diagnostics.hasErrors, composed.diagnostics.isEmpty, let spaces = Self.lookAlikeSpaces(in: file) {
            // Look-alike spaces YAML read as text (a title's continuation): its view would only mislead.
            diagnostics = [spaces]
        }
        return CompileResult(
            file: file, slug: draft?.slug, slugRange: draft?.slugRange, sequence: diagnostics.hasErrors ? nil : definition,
            syntax: draft?.syntax, diagnostics: diagnostics, cardsIdentified: identifiesCards
        ).with(writtenCards: draft?.writtenCards ?? 0, repeats: draft?.repeats ?? [])
    }

    /// The diagnostic for indentation of look-alike spaces that YAML read without a syntax
    /// error (as part of a plain scalar), asked only of a file with errors; nil when the file
    /// has none of their lead bytes.
    private static func lookAlikeSpaces(in file: SourceFile) -> Diagnostic? {
        guard file.bytes.contains(where: { $0 == 0xC2 || $0 == 0xE2 || $0 == 0xE3 }),
            let diagnosis = SyntaxSource(lines: SourceLines(file.bytes)).lookAlikeSpaceIndentation()
        else { return nil }
        var collector = DiagnosticCollector(file: file.path)
        collector.error(.yamlSyntax, at: diagnosis.range, diagnosis.message, help: diagnosis.help, fixIts: diagnosis.fixIts)
        return collector.diagnostics.first
    }

    /// Adds one to `count` and gives its new value as `occurrence`.
    private static func count(_ count: inout Int, into occurrence: inout Int) {
        count += 1
        occurrence = count
    }

    /// Gives every card its identity and checks the limits of the whole routine.
    private func assemble(_ draft: RoutineDraft, context: ReadingContext) -> SequenceDefinition? {
        struct Occurrence: Hashable {
            let kind: CardKind
            let title: String
        }
        // Sized for every card up front (growing a table rehashes every title in it), and
        // only when cards are identified: lint never counts them.
        var occurrences: [Occurrence: Int] = [:]
        if identifiesCards { occurrences.reserveCapacity(draft.cards.count) }
        var pinned: [String: SourceRange] = [:]
        var cards: [Card] = []
        cards.reserveCapacity(draft.cards.count)
        // Each draft is read in place: copying one also copied its syntax (two arrays and
        // their retains) for the few fields a card takes from it.
        let drafts = draft.cards
        for index in drafts.indices {
            var id = Self.unidentified
            if let slug = drafts[index].pinnedSlug {
                let written = drafts[index].syntax.fields["id"]?.valueRange ?? drafts[index].syntax.kindKeyRange
                let range = drafts[index].syntax.aliasRange ?? written
                if let first = pinned[slug] {
                    // An alias copies its anchor's `id:` with the rest of the card: no id written on it can differ.
                    let help =
                        drafts[index].syntax.aliasRange == nil
                        ? "an id names one card: give this one an id of its own, or delete its 'id:' to let seqc make one"
                        : "an alias repeats its anchor's 'id:'; write the cards as a 'repeat' block, or copy the card with an id of its own"
                    context.collector.error(
                        .duplicateCardID, at: range, "card id '\(slug)' is used twice in this routine", help: help,
                        notes: [(first, "'\(slug)' is first used here")])
                }
                pinned[slug] = pinned[slug] ?? range
                if identifiesCards { id = Identity.cardID(routineSlug: draft.slug, pinnedSlug: slug) }
            } else if identifiesCards {
                let kind = drafts[index].content.kind
                // One lookup, counted in place: a read then a write hashed the title twice.
                var occurrence = 0
                Self.count(&occurrences[Occurrence(kind: kind, title: drafts[index].title), default: 0], into: &occurrence)
                id = Identity.cardID(routineSlug: draft.slug, kind: kind, title: drafts[index].title, occurrence: occurrence)
            }
            cards.append(Card(id: id, title: drafts[index].title, content: drafts[index].content, slug: drafts[index].pinnedSlug))
        }
        let runtimeCount = Expansion.runtimeCardCount(of: cards)
        if runtimeCount > RoutineLimits.maxRuntimeCards {
            let range = draft.syntax.fields["cards"]?.keyRange ?? draft.syntax.range
            context.collector.error(
                .tooManyCards, at: range,
                "this routine expands to \(runtimeCount) runtime cards; the limit is \(RoutineLimits.maxRuntimeCards)",
                help: "split it into several routines, or use fewer interval rounds")
            return nil
        }
        let sequence = SequenceDefinition(
            id: Identity.sequenceID(slug: draft.slug), slug: draft.slug, title: draft.title,
            summary: draft.summary, tags: draft.tags, cards: cards)
        return fitsTheSizeLimit(sequence, draft: draft, context: context) ? sequence : nil
    }

    /// Whether `sequence`'s runtime JSON is within ``YAMLLimits/maxRuntimeJSONBytes``; an
    /// error at the card that makes it too large when not.
    private func fitsTheSizeLimit(_ sequence: SequenceDefinition, draft: RoutineDraft, context: ReadingContext) -> Bool {
        // The exact count builds every card's JSON tree; a bound from text lengths settles
        // nearly every routine without it.
        if RuntimeDocument.jsonSizeBound(of: sequence) > limits.maxRuntimeJSONBytes,
            case .exceeds(let index) = RuntimeDocument.checkJSONSize(of: sequence, limit: limits.maxRuntimeJSONBytes)
        {
            let culprit = index.map { draft.cards[$0].syntax }
            let range = culprit?.kindKeyRange ?? draft.syntax.range
            let culpritText =
                index.map { sequence.cards[$0].kind == .interval ? "this interval's runtime cards make" : "this card makes" }
                ?? "the routine's title, summary and tags make"
            context.collector.error(
                .resourceLimit, at: range,
                "\(culpritText) the runtime JSON larger than \(Self.describe(bytes: limits.maxRuntimeJSONBytes)), the most seqc writes for one routine",
                help: "an interval's title is copied into every card it expands to: shorten long texts or use fewer rounds")
            return false
        }
        return true
    }

    /// Every card's id when cards are not identified.
    private static let unidentified = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))

    /// `8 MiB`, or `1000 bytes` for a limit that is not a whole number of MiB.
    static func describe(bytes: Int) -> String {
        bytes > 0 && bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB" : "\(bytes) bytes"
    }
}
