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
