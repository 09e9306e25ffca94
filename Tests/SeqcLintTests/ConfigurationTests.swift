import Foundation
import SeqcCompiler
import SeqcLint
import Testing

@Suite struct ConfigurationTests {
    func load(_ text: String) throws -> ConfigurationLoader.Loaded {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("seqc-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: directory.appendingPathComponent(".seqc.yml"))
        defer { try? FileManager.default.removeItem(at: directory) }
        return ConfigurationLoader.load(explicitPath: nil, workingDirectory: directory.appendingPathComponent("sub").path)
    }

    @Test func nearestConfigurationUpwardIsFoundAndShownRelative() throws {
        let loaded = try load("rules:\n  title-too-long: off\n  clamped: error\nexclude: [drafts]\n")
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.source?.path == "../.seqc.yml")
        let rules = RuleRegistry.standard
        #expect(loaded.configuration.severity(of: rules[.titleTooLong]!) == nil)
        #expect(loaded.configuration.severity(of: rules[.clamped]!) == .error)
        #expect(loaded.configuration.severity(of: rules[.leadingRest]!) == .warning)
        let base = loaded.configuration.baseDirectory
        #expect(loaded.configuration.isExcluded("../drafts/a.routine.yaml", workingDirectory: base + "/sub"))
        #expect(!loaded.configuration.isExcluded("a.routine.yaml", workingDirectory: base + "/sub"))
    }

    @Test(arguments: ["", "# only a comment\n", "rules:\nexclude:\n"])
    func emptyConfigurationsAreDefaults(_ text: String) throws {
        let loaded = try load(text)
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.configuration.rules.isEmpty)
    }

    @Test(arguments: [
        ("- a\n- b\n", "a configuration must be a mapping"),
        ("rules: [a]\n", "'rules' must be a mapping"),
        ("rules:\n  leading-rest: [off]\n", "must be off, warning or error; found a list"),
        ("exclude: drafts\n", "'exclude' must be a list"),
        ("exclude: [\"\"]\n", "non-empty text"),
        ("rules:\n  leading-rest: off\n  leading-rest: error\n", "appears twice"),
        ("rules: {a: [\n", "did not find expected"),
        ("\u{0}\u{1}binary", "not UTF-8 text"),
    ])
    func badConfigurationsAreReportedNotFatal(_ text: String, _ message: String) throws {
        let loaded = try load(text)
        #expect(loaded.diagnostics.hasErrors)
        #expect(loaded.diagnostics.contains { $0.message.contains(message) }, "\(loaded.diagnostics.map(\.message))")
    }

    @Test func missingExplicitConfigurationIsAnError() {
        let loaded = ConfigurationLoader.load(explicitPath: "/nonexistent/seqc.yml", workingDirectory: "/")
        #expect(loaded.diagnostics.map(\.rule) == [.ioError])
    }
}
