import SeqcCompiler
import Testing

@Suite struct GitHubAnnotationTests {
    @Test func propertiesAndMessageAreEscaped() {
        let diagnostic = Diagnostic(
            file: "a,b:c%.routine.yaml",
            range: SourceRange(start: SourcePosition(line: 2, column: 3), end: SourcePosition(line: 2, column: 7)),
            severity: .warning, rule: RuleID("leading-rest"), message: "100% wrong:\r\nreally, yes", help: "fix: it")
        #expect(
            GitHubAnnotationRenderer.render(diagnostic) == """
                ::warning file=a%2Cb%3Ac%25.routine.yaml,line=2,col=3,endLine=2,endColumn=7,title=leading-rest::\
                100%25 wrong:\\r\\nreally, yes%0Ahelp: fix: it

                """)
    }

    @Test func userTextCannotStartACommandOrAControlSequence() {
        let diagnostic = Diagnostic(
            file: "x\n::add-mask::s\u{1B}[2J.routine.yaml",
            range: SourceRange(start: SourcePosition(line: 1, column: 1), end: SourcePosition(line: 1, column: 2)),
            severity: .error, rule: .unknownKey, message: "unknown key 'x\r\n::stop-commands::t\u{9B}31m ##[add-mask]s'",
            notes: [DiagnosticNote(file: "n\u{202E}.yaml", range: SourceRange(at: .start), message: "m\n::error::x")])
        let line = GitHubAnnotationRenderer.render(diagnostic)
        #expect(
            line == """
                ::error file=x\\n%3A%3Aadd-mask%3A%3As\\u{1B}[2J.routine.yaml,line=1,col=1,endLine=1,endColumn=2,title=unknown-key::\
                unknown key 'x\\r\\n::stop-commands::t\\u{9B}31m ##\\u{5B}add-mask]s'%0Anote: n\\u{202E}.yaml:1:1: m\\n::error::x

                """)
        #expect(line.dropLast().allSatisfy { !$0.isNewline })
    }
}
