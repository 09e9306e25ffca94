import SeqcModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Everything the compiler learned about one file.
public struct CompileResult: Sendable {
    public let file: SourceFile
    /// The routine id (authored or defaulted), when the file got far enough to have one.
    public let slug: String?
    /// Where the authored `id:` is; nil when it was defaulted or the file did not parse.
    public let slugRange: SourceRange?
    /// The compiled routine, authored cards after clamping; nil when the file has errors
    /// (and in a result whose routine was dropped, ``droppingRoutine()``).
    public private(set) var sequence: SequenceDefinition?
    /// Positions of the routine's parts, parallel to `sequence.cards`.
    public private(set) var syntax: RoutineSyntax?
    /// Every problem found, in presentation order.
    public let diagnostics: [Diagnostic]
    /// Whether the cards have their identities (``Compiler/identifiesCards``).
    public let cardsIdentified: Bool
    /// The cards as written, a `repeat` block's once whatever its rounds; nil when the
    /// routine has errors.
    public private(set) var writtenCards: Int?
    /// Every written `repeat` block, in order; empty when the routine has errors.
    public private(set) var repeats: [RepeatSummary] = []

    /// Whether the file compiled: it has no errors.
    public var succeeded: Bool { compiled }
    private let compiled: Bool

    /// The compiled routine with its runtime cards; nil when the file has errors.
    ///
    /// Expanded on each access, not kept: lint never needs the runtime cards, and an
    /// interval of 10,000 rounds is 20,000 of them. Read it once where they are needed.
    ///
    /// A result whose cards have no identities has no document: asking for one is a
    /// mistake in the caller (its ids would all be the nil UUID), and stops the program.
    public var document: RuntimeDocument? {
        precondition(cardsIdentified, "a runtime document needs a compiler that identifies cards")
        return sequence.map { RuntimeDocument(sequence: $0) }
    }

    /// ``document``'s JSON text (``RuntimeDocument/jsonData()``), written as the routine
    /// expands, without making its runtime cards (``RuntimeDocument/jsonData(expanding:)``);
    /// nil when the file has errors. A build writes every routine this way.
    public var runtimeJSON: Data? {
        precondition(cardsIdentified, "a runtime document needs a compiler that identifies cards")
        return sequence.map { RuntimeDocument.jsonData(expanding: $0) }
    }

    /// The result for a file that could not be read at all.
    public init(unreadable problem: Diagnostic) {
        self.init(
            file: SourceFile(path: problem.file, bytes: []), slug: nil, slugRange: nil, sequence: nil, syntax: nil,
            diagnostics: [problem], cardsIdentified: true)
    }

    init(
        file: SourceFile, slug: String?, slugRange: SourceRange?, sequence: SequenceDefinition?, syntax: RoutineSyntax?,
        diagnostics: [Diagnostic], cardsIdentified: Bool
    ) {
        self.file = file
        self.slug = slug
        self.slugRange = slugRange
        self.sequence = sequence
        self.syntax = syntax
        self.diagnostics = diagnostics
        self.cardsIdentified = cardsIdentified
        compiled = sequence != nil
    }

    /// A result whose routine is not at hand (``droppingRoutine()``), made from what an
    /// earlier check of the same bytes recorded: the lint cache's hit. `succeeded` is
    /// recorded, not derived, since there is no routine to derive it from.
    package init(recordedFor file: SourceFile, slug: String?, slugRange: SourceRange?, succeeded: Bool, diagnostics: [Diagnostic]) {
        self.file = file
        self.slug = slug
        self.slugRange = slugRange
        self.sequence = nil
        self.syntax = nil
        self.diagnostics = diagnostics
        self.cardsIdentified = false
        compiled = succeeded
    }

    /// This result with what its blocks became, for the report; nothing when it has no routine.
    func with(writtenCards: Int, repeats: [RepeatSummary]) -> CompileResult {
        guard sequence != nil else { return self }
        var copy = self
        copy.writtenCards = writtenCards
        copy.repeats = repeats
        return copy
    }

    /// This result without its routine and the routine's positions, ``succeeded`` as it
    /// was: what a streamed run hands from the worker that compiled a file to the thread
    /// that reports it, once the routine has been used there. The routine is released on
    /// the thread that made it, and the reporting thread never touches its memory.
    public func droppingRoutine() -> CompileResult {
        var copy = self
        copy.sequence = nil
        copy.syntax = nil
        return copy
    }
}
