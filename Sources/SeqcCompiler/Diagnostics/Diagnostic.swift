/// One problem found in a source file. A plain value: rendering lives elsewhere.
public struct Diagnostic: Hashable, Sendable, Error {
    public var file: String
    public var range: SourceRange
    public var severity: Severity
    public var rule: RuleID
    public var message: String
    /// A hint shown under the snippet, e.g. `did you mean 'countdown'?`.
    public var help: String?
    public var notes: [DiagnosticNote]
    public var fixIts: [FixIt]
    /// Whether the problem was found in the file with its YAML syntax errors repaired by
    /// their fix-its, at the place it has in the file as written. Such a diagnostic has no
    /// fix-it of its own: its fix is offered once the syntax is repaired.
    public var afterRecovery = false

    public init(
        file: String, range: SourceRange, severity: Severity, rule: RuleID, message: String,
        help: String? = nil, notes: [DiagnosticNote] = [], fixIts: [FixIt] = []
    ) {
        self.file = file
        self.range = range
        self.severity = severity
        self.rule = rule
        self.message = message
        self.help = help
        self.notes = notes
        self.fixIts = fixIts
    }

    /// Orders diagnostics by file, position, then rule, so output never depends on the
    /// order work was done in.
    public static func presentationOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        if lhs.file != rhs.file { return lhs.file < rhs.file }
        if lhs.range.start != rhs.range.start { return lhs.range.start < rhs.range.start }
        if lhs.rule != rhs.rule { return lhs.rule < rhs.rule }
        return lhs.message < rhs.message
    }
}

/// Extra context attached to a diagnostic, with a position of its own.
public struct DiagnosticNote: Hashable, Sendable {
    public var file: String
    public var range: SourceRange
    public var message: String

    public init(file: String, range: SourceRange, message: String) {
        self.file = file
        self.range = range
        self.message = message
    }
}

/// How far a fix-it can be trusted. `seqc lint --fix` applies safe ones; unsafe ones only
/// with `--unsafe-fixes` (the split ruff users know).
public enum FixSafety: String, Hashable, Sendable, Comparable {
    /// The fixed text means exactly what the author wrote (`45S` -> `45s`).
    case safe
    /// A guess at what was meant (a did-you-mean between two close names).
    case unsafe

    public static func < (lhs: FixSafety, rhs: FixSafety) -> Bool { lhs == .safe && rhs == .unsafe }
}

/// A machine-applicable edit: replace `range` with `replacement`. A diagnostic's fix-its
/// are the edits of its one fix, applied together or not at all.
public struct FixIt: Hashable, Sendable {
    public var range: SourceRange
    public var replacement: String
    public var safety: FixSafety

    public init(range: SourceRange, replacement: String, safety: FixSafety = .safe) {
        self.range = range
        self.replacement = replacement
        self.safety = safety
    }
}

extension Diagnostic {
    /// How far this diagnostic's fix can be trusted: unsafe when any of its edits is; nil without a fix.
    public var fixSafety: FixSafety? { fixIts.map(\.safety).max() }
}

extension FixSafety {
    /// How far replacing `written` with the close name `suggestion` can be trusted: safe
    /// when only case or word separators differ (`Cards`, `auto_complete`, `countDown`),
    /// since then there is one reading; unsafe when letters differ (`duraton`), a guess
    /// between close names.
    public static func naming(_ suggestion: String, for written: String) -> FixSafety {
        func folded(_ name: String) -> String { name.lowercased().filter { $0 != "_" && $0 != "-" && $0 != " " } }
        return folded(suggestion) == folded(written) ? .safe : .unsafe
    }
}
