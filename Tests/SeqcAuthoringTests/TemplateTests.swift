import SeqcAuthoring
import SeqcCompiler
import Testing

@Suite struct TemplateTests {
    @Test func thereAreTemplates() {
        #expect(TemplateCatalog.all.count >= 6)
        #expect(Set(TemplateCatalog.all.map(\.name)).count == TemplateCatalog.all.count)
    }

    @Test(arguments: TemplateCatalog.all.map(\.name))
    func starterCompilesWithoutWarnings(_ name: String) throws {
        let template = try #require(TemplateCatalog.template(named: name))
        #expect(template.compiled().diagnostics.isEmpty)
        let starter = template.starter(forPath: "routines/My Legs.routine.yaml", schema: "../routine.schema.json")
        let result = Compiler().compile(SourceFile(path: "anywhere.routine.yaml", text: starter))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        #expect(result.slug == "my-legs")
        #expect(starter.hasPrefix("# yaml-language-server: $schema=../routine.schema.json\n"))
        #expect(TemplateSummary(template) != nil)
    }

    @Test func suggestsTheClosestName() throws {
        let name = try #require(TemplateCatalog.all.first?.name)
        #expect(TemplateCatalog.suggestion(for: String(name.dropLast())) == name)
    }

    @Test func promptShowsTwoTemplatesCoveringMostKinds() {
        let prompt = Prompt()
        #expect(prompt.examples.count == 2)
        for example in prompt.examples { #expect(prompt.markdown.contains("### \(example.name)")) }
    }
}
