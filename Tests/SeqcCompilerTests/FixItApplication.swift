@testable import SeqcCompiler

/// Applies `fixIts` to `text` as `seqc lint --fix` would: every range in 1-based lines and
/// Unicode-scalar columns, possibly spanning lines or empty, last first so earlier
/// positions stay valid. Ranges must not overlap (touching is fine).
func applying(_ fixIts: [FixIt], to text: String) -> String {
    var scalars = Array(text.unicodeScalars)
    var lineStarts = [0]
    for (index, scalar) in scalars.enumerated() where scalar == "\n" { lineStarts.append(index + 1) }
    func offset(_ position: SourcePosition) -> Int { lineStarts[position.line - 1] + position.column - 1 }
    for fix in fixIts.sorted(by: { $0.range.start > $1.range.start }) {
        scalars.replaceSubrange(offset(fix.range.start)..<offset(fix.range.end), with: Array(fix.replacement.unicodeScalars))
    }
    return String(String.UnicodeScalarView(scalars))
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
