import SeqcCompiler
import SeqcLint
import Testing

@Suite struct GitHubAnnotationTests {
    @Test func propertiesAndMessageAreEscaped() {
        let diagnostic = Diagnostic(
            file: "a,b:c%.routine.yaml",
            range: SourceRange(start: SourcePosition(line: 2, column: 3), end: SourcePosition(line: 2, column: 7)),
            severity: .warning, rule: .leadingRest, message: "100% wrong:\r\nreally, yes", help: "fix: it")
        #expect(GitHubAnnotationRenderer.render(diagnostic) == """
            ::warning file=a%2Cb%3Ac%25.routine.yaml,line=2,col=3,endLine=2,endColumn=7,title=leading-rest::\
            100%25 wrong:%0D%0Areally, yes%0Ahelp: fix: it

            """)
    }
}
