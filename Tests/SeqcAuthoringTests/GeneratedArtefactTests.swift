import Foundation
import SeqcAuthoring
import Testing

/// Generated files are committed; these tests fail when one no longer matches what its
/// generator makes, and `SEQC_RECORD=1` regenerates them.
@Suite struct GeneratedArtefactTests {
    static let command = TemplateSourceGenerator.regenerateCommand

    @Test(arguments: Schema.allCases)
    func committedSchemaIsCurrent(_ schema: Schema) throws {
        try check(schema.text, at: "Schemas/\(schema.fileName)")
    }

    @Test(arguments: LLMDialect.allCases)
    func committedDialectIsCurrent(_ dialect: LLMDialect) throws {
        try check(dialect.text, at: "Schemas/\(dialect.fileName)")
    }

    @Test func builtInTemplatesMatchExamples() throws {
        let templates = try TemplateSourceGenerator.templates(in: Repository.url("Examples"))
        try check(TemplateSourceGenerator.source(for: templates), at: TemplateSourceGenerator.path)
        if !Repository.isRecording {
            #expect(TemplateCatalog.all == templates, "the built-in templates are stale; run \(Self.command) and rebuild")
        }
    }

    private func check(_ generated: String, at path: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        if Repository.isRecording {
            try FileManager.default.createDirectory(at: Repository.url(path).deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(generated.utf8).write(to: Repository.url(path))
            return
        }
        #expect(
            Repository.text(path) == generated, "\(path) is stale; regenerate it with: \(Self.command)",
            sourceLocation: sourceLocation)
    }
}
