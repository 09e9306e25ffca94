import SeqcCompiler

/// Every rule seqc knows, by id.
public struct RuleRegistry: Sendable {
    /// The rules in id order: the order of every listing.
    public let all: [RuleDefinition]
    private let indices: [RuleID: Int]

    /// A registry of `rules`; the first of two with one id wins.
    public init(_ rules: [RuleDefinition]) {
        all = rules.sorted { $0.id < $1.id }
        indices = Dictionary(all.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The rule with `id`, if seqc has one.
    public subscript(id: RuleID) -> RuleDefinition? { indices[id].map { all[$0] } }

    /// The position of `id` in ``all``.
    public func index(of id: RuleID) -> Int? { indices[id] }

    /// seqc's rules: what the compiler reports, the lint rules, and lint's own.
    public static let standard = RuleRegistry([
        // The compiler's rules (docs/language.md).
        .yamlSyntax, .resourceLimit, .multipleDocuments, .unsupportedTag, .mergeKey, .duplicateKey, .unknownKey,
        .unknownKind, .missingKind, .multipleKinds, .missingField, .emptyValue, .wrongType, .invalidDuration,
        .invalidID, .duplicateCardID, .unsupportedVersion, .clamped, .outOfRange, .tooManyCards, .ioError,
        .jsonSyntax, .commentInText,
        // Lint rules over compiled routines.
        .duplicateRoutineID, .restAfterFinalRest, .consecutiveRests, .fixedRandomRange, .duplicateChecklistItem,
        .duplicateCardTitle, .titleTooLong, .noTimedCard, .infoWithoutText, .leadingRest, .trailingFinalRest,
        .singleRoundRepeat, .largeRepeat, .implausibleDuration,
        // seqc lint's own.
        .unusedSuppression, .invalidConfiguration, .duplicateOutputName,
    ])
}
