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
        #expect(pairs[0].value.tree === pairs[1].value.tree && pairs[0].value.index == pairs[1].value.index)
        #expect(result.root?.weight == 1 + 2 + 3 + 3)
    }

    @Test func theExpansionBudgetCountsEveryUseOfAnAlias() {
        var limits = YAMLLimits()
        limits.maxExpandedNodes = 20
        let result = compose("a: &x [1, 2, 3, 4]\nb: [*x, *x, *x, *x]\n", limits: limits)
        #expect(result.root == nil)
        #expect(result.diagnostics.map(\.rule) == [.resourceLimit])
    }

    @Test func theNodeBudgetBlamesAliasesOnlyWhenTheFileUsesOne() {
        var limits = YAMLLimits()
        limits.maxExpandedNodes = 5
        let plain = compose("[1, 2, 3, 4, 5, 6]\n", limits: limits)
        #expect(plain.diagnostics.map(\.message) == ["this document has more than 5 nodes"])
        let aliased = compose("a: &x [1, 2]\nb: *x\n", limits: limits)
        #expect(aliased.diagnostics.map(\.message) == ["aliases expand this document to more than 5 nodes"])
        #expect(aliased.diagnostics.first?.range.start == SourcePosition(line: 2, column: 4))
    }

    @Test func theTextBudgetCountsEveryUseOfAnAlias() throws {
        var limits = YAMLLimits()
        limits.maxExpandedTextBytes = 40
        // 10 bytes anchored and used twice, and the keys' 3: 33 bytes, within budget.
        let fits = compose("a: &x 0123456789\nb: *x\nc: *x\n", limits: limits)
        #expect(fits.diagnostics.isEmpty)
        #expect(try #require(fits.root).textBytes == 33)
        // A third use makes 44: the error is at that alias, not at its key.
        let over = compose("a: &x 0123456789\nb: *x\nc: *x\nd: *x\n", limits: limits)
        #expect(over.root == nil)
        #expect(over.diagnostics.map(\.message) == ["aliases expand this document's text to more than 40 bytes"])
        #expect(over.diagnostics.first?.range.start == SourcePosition(line: 4, column: 4))
        #expect(over.diagnostics.map(\.rule) == [.resourceLimit])
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

    /// A UTF-8 byte order mark stays allowed, as libyaml allows it; other encodings are
    /// named by `TextEncodingTests`.
    @Test func aUTF8ByteOrderMarkIsAllowed() {
        let utf8Mark = YAMLComposer.compose(SourceFile(path: "t.yaml", bytes: [0xEF, 0xBB, 0xBF] + Array("title: x\n".utf8)))
        #expect(utf8Mark.diagnostics.isEmpty)
        #expect(utf8Mark.root != nil)
    }

    @Test func aSecondDocumentIsRejected() {
        #expect(compose("a: 1\n---\nb: 2\n").diagnostics.map(\.rule) == [.multipleDocuments])
        #expect(compose("--- \na: 1\n...\n").diagnostics.isEmpty)
    }

    @Test func nullsAreRecognised() throws {
        let result = compose("a:\nb: ~\nc: null\nd: 'null'\ne: !!null x\nf: Null\ng: NULL\nh: nul\ni: nulls\nj: ~~\nk: nUll\nl: x\n")
        guard case .mapping(let pairs) = try #require(result.root).content else { return }
        #expect(pairs.map(\.value.isNull) == [true, true, true, false, true, true, true, false, false, false, false, false])
    }
}
