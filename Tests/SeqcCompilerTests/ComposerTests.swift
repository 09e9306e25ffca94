import Testing

@testable import SeqcCompiler

@Suite struct ComposerTests {
    private func compose(_ yaml: String, limits: YAMLLimits = YAMLLimits()) -> YAMLComposer.Result {
        YAMLComposer.compose(SourceFile(path: "t.yaml", text: yaml), limits: limits)
    }

    @Test func positionsAreOneBasedScalarColumns() throws {
        let result = compose("title: é🙂 x\nkey: value\n")
        guard case .mapping(let pairs) = try #require(result.root).content else {
            Issue.record("not a mapping")
            return
        }
        #expect(pairs[0].value.range.start == SourcePosition(line: 1, column: 8))
        #expect(pairs[0].value.range.end == SourcePosition(line: 1, column: 12))
        #expect(pairs[1].key.range.start == SourcePosition(line: 2, column: 1))
    }

    @Test func aliasesShareTheirAnchoredNode() throws {
        let result = compose("a: &x [1, 2]\nb: *x\n")
        guard case .mapping(let pairs) = try #require(result.root).content else {
            Issue.record("not a mapping")
            return
        }
        #expect(pairs[0].value === pairs[1].value)
        #expect(result.root?.weight == 1 + 2 + 3 + 3)
    }

    @Test func theExpansionBudgetCountsEveryUseOfAnAlias() {
        var limits = YAMLLimits()
        limits.maxExpandedNodes = 20
        let result = compose("a: &x [1, 2, 3, 4]\nb: [*x, *x, *x, *x]\n", limits: limits)
        #expect(result.root == nil)
        #expect(result.diagnostics.map(\.rule) == [.resourceLimit])
    }

    @Test func depthIsCountedFromEvents() {
        var limits = YAMLLimits()
        limits.maxDepth = 3
        #expect(compose("[[[1]]]", limits: limits).diagnostics.isEmpty)
        #expect(compose("[[[[1]]]]", limits: limits).diagnostics.map(\.rule) == [.resourceLimit])
    }

    @Test func standardTagsAreKeptOthersRejected() throws {
        let tagged = compose("a: !!str 5\nb: !!int 6\n")
        #expect(tagged.diagnostics.isEmpty)
        guard case .mapping(let pairs) = try #require(tagged.root).content else { return }
        #expect(pairs.map(\.value.tag) == [.str, .int])
        #expect(compose("a: !thing 5\n").diagnostics.map(\.rule) == [.unsupportedTag])
        #expect(compose("a: !!binary aGk=\n").diagnostics.map(\.message) == ["tag '!!binary' is not supported"])
    }

    @Test func syntaxErrorsAreAtTheMistakeWithLibyamlsPositionAsANote() {
        let result = compose("a: [1, 2\nb: 3\n")
        #expect(result.root == nil)
        #expect(result.diagnostics.first?.rule == .yamlSyntax)
        #expect(result.diagnostics.first?.range.start == SourcePosition(line: 1, column: 4))
        #expect(result.diagnostics.first?.notes.map(\.range.start.line) == [2])
    }

    @Test func aSecondDocumentIsRejected() {
        #expect(compose("a: 1\n---\nb: 2\n").diagnostics.map(\.rule) == [.multipleDocuments])
        #expect(compose("--- \na: 1\n...\n").diagnostics.isEmpty)
    }

    @Test func nullsAreRecognised() throws {
        let result = compose("a:\nb: ~\nc: null\nd: 'null'\ne: !!null x\n")
        guard case .mapping(let pairs) = try #require(result.root).content else { return }
        #expect(pairs.map(\.value.isNull) == [true, true, true, false, true])
    }
}
