@testable import SeqcCompiler

/// Compiles YAML text as if it were the file `name`.
func compile(_ yaml: String, name: String = "test.routine.yaml") -> CompileResult {
    Compiler().compile(SourceFile(path: name, text: yaml))
}

extension CompileResult {
    /// `rule@line:col` of each diagnostic, for compact expectations.
    var findings: [String] {
        diagnostics.map { "\($0.rule)@\($0.range.start.line):\($0.range.start.column)" }
    }
}
