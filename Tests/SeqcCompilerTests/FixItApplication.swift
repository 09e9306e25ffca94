@testable import SeqcCompiler

/// Applies every edit of `diagnostic`'s one fix to `text`, as `seqc lint --fix` would:
/// ranges count Unicode scalars, 1-based, and may span lines (`\n` line breaks).
func applying(_ diagnostic: Diagnostic, to text: String) -> String {
    applying(diagnostic.fixIts, to: text)
}

/// Applies `fixIts` to `text`, last first so earlier positions stay valid.
func applying(_ fixIts: [FixIt], to text: String) -> String {
    var scalars = Array(text.unicodeScalars)
    var lineStarts = [0]
    for (index, scalar) in scalars.enumerated() where scalar == "\n" { lineStarts.append(index + 1) }
    func offset(_ position: SourcePosition) -> Int {
        let start = position.line <= lineStarts.count ? lineStarts[position.line - 1] : scalars.count
        return Swift.min(start + position.column - 1, scalars.count)
    }
    for fix in fixIts.sorted(by: { $0.range.start > $1.range.start }) {
        scalars.replaceSubrange(offset(fix.range.start)..<offset(fix.range.end), with: Array(fix.replacement.unicodeScalars))
    }
    var view = String.UnicodeScalarView()
    view.append(contentsOf: scalars)
    return String(view)
}

/// Compiles `text`, applies the fix of its diagnostic with `rule`, and compiles again.
/// Returns the fixed text and the diagnostics before and after.
func repairing(_ text: String, rule: RuleID) -> (fixed: String, before: [Diagnostic], after: [Diagnostic]) {
    let before = compile(text).diagnostics
    guard let diagnostic = before.first(where: { $0.rule == rule && !$0.fixIts.isEmpty }) else { return (text, before, before) }
    let fixed = applying(diagnostic, to: text)
    return (fixed, before, compile(fixed).diagnostics)
}

/// A repair checked end to end inside the compiler: the fix of every diagnostic applied at
/// once, and the fixed text compiled again.
struct Repair {
    let before: CompileResult
    let fixed: String
    let after: CompileResult

    init(_ yaml: String) {
        before = compile(yaml)
        fixed = applying(before.diagnostics.flatMap(\.fixIts), to: yaml)
        after = compile(fixed)
    }

    /// The one diagnostic of `rule`, for checking its position, message and fix.
    func only(_ rule: RuleID) -> Diagnostic? {
        let found = before.diagnostics.filter { $0.rule == rule }
        return found.count == 1 ? found[0] : nil
    }
}
