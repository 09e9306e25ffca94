import SeqcModel

/// Everything the compiler learned about one file.
public struct CompileResult: Sendable {
    public let file: SourceFile
    /// The routine id (authored or defaulted), when the file got far enough to have one.
    public let slug: String?
    /// Where the authored `id:` is; nil when it was defaulted or the file did not parse.
    public let slugRange: SourceRange?
    /// The compiled routine; nil when the file has errors.
    public let document: RuntimeDocument?
    /// Positions of the routine's parts, parallel to `document.sequence.cards`.
    public let syntax: RoutineSyntax?
    /// Every problem found, in presentation order.
    public let diagnostics: [Diagnostic]

    /// Whether the file compiled: it has no errors.
    public var succeeded: Bool { document != nil }

    /// The result for a file that could not be read at all.
    public init(unreadable problem: Diagnostic) {
        self.init(
            file: SourceFile(path: problem.file, bytes: []), slug: nil, slugRange: nil, document: nil, syntax: nil,
            diagnostics: [problem])
    }

    init(
        file: SourceFile, slug: String?, slugRange: SourceRange?, document: RuntimeDocument?, syntax: RoutineSyntax?,
        diagnostics: [Diagnostic]
    ) {
        self.file = file
        self.slug = slug
        self.slugRange = slugRange
        self.document = document
        self.syntax = syntax
        self.diagnostics = diagnostics
    }
}
