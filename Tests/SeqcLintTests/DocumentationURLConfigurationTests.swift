import Foundation
import SeqcCompiler
import SeqcLint
import Testing

/// `documentation-url:` in a `.seqc.yml`: an https URL with a host is taken; any other
/// scheme, no host, or a control, format or space character anywhere is an
/// `invalid-configuration` error at the value, and no URL is kept.
@Suite struct DocumentationURLConfigurationTests {
    static let schemes: [(String, Bool)] = [
        ("https://", true), ("HTTPS://", true), ("http://", false), ("file://", false), ("javascript:", false), ("", false),
        ("https:", false), ("vscode://", false), ("command:", false),
    ]
    static let hosts: [(String, Bool)] = [("example.com", true), ("docs.example.org:8443", true), ("例え.jp", true), ("", false)]
    static let paths: [(String, Bool)] = [("", true), ("/", true), ("/seqc/rules.md", true), ("/a b", false), ("/x?y=1", true)]
    /// Control (C0, DEL, C1 and NEL), format (zero-width, bidirectional, byte order mark),
    /// line, paragraph and space separators.
    static let refused: [Unicode.Scalar] = [
        "\u{0}", "\u{7}", "\u{1B}", "\u{7F}", "\u{85}", "\u{9B}", "\u{200B}", "\u{202E}", "\u{2066}", "\u{FEFF}", "\u{2028}", "\u{A0}",
        " ", "\t",
    ]

    @Test func generatedURLsAreTakenOrRefusedAtTheirPosition() throws {
        var random = SplitMix(state: 48)
        var taken = 0
        for _ in 0..<300 {
            let scheme = Self.schemes.randomElement(using: &random)!
            let host = Self.hosts.randomElement(using: &random)!
            let path = Self.paths.randomElement(using: &random)!
            var scalars = Array((scheme.0 + host.0 + path.0).unicodeScalars)
            var good = scheme.1 && host.1 && path.1
            if Bool.random(using: &random) {
                scalars.insert(Self.refused.randomElement(using: &random)!, at: Int.random(in: 0...scalars.count, using: &random))
                good = false
            }
            let url = String(String.UnicodeScalarView(scalars))
            let lead = Bool.random(using: &random) ? "rules:\n  leading-rest: off\n" : ""
            let loaded = try load(lead + "documentation-url: \(Self.quoted(url))\n")
            if good {
                taken += 1
                #expect(loaded.diagnostics.isEmpty, "\(url.debugDescription): \(loaded.diagnostics.map(\.message))")
                #expect(loaded.configuration.documentationURL == url)
            } else {
                let problem = try #require(loaded.diagnostics.first, "\(url.debugDescription) was taken")
                #expect(loaded.diagnostics.count == 1)
                #expect(problem.rule == .invalidConfiguration && problem.severity == .error)
                #expect(problem.range.start == SourcePosition(line: lead.isEmpty ? 1 : 3, column: 20), "\(url.debugDescription)")
                #expect(loaded.configuration.documentationURL == nil)
            }
        }
        #expect(taken >= 10 && taken <= 290, "both kinds generated: \(taken) taken")
    }

    @Test(arguments: ["documentation-url: [https://a.example]\n", "documentation-url: {a: b}\n"])
    func aValueThatIsNotTextIsRefused(_ text: String) throws {
        let loaded = try load(text)
        #expect(loaded.diagnostics.map(\.rule) == [.invalidConfiguration])
        #expect(loaded.diagnostics.first?.range.start == SourcePosition(line: 1, column: 20))
    }

    @Test func nothingIsNoURL() throws {
        let loaded = try load("documentation-url:\n")
        #expect(loaded.diagnostics.isEmpty && loaded.configuration.documentationURL == nil)
    }

    /// `text` as a YAML double-quoted scalar, every character outside printable ASCII escaped.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"", "\\": out += "\\" + String(scalar)
            case " "..."~": out.unicodeScalars.append(scalar)
            default: out += String(format: "\\U%08X", scalar.value)
            }
        }
        return out + "\""
    }

    private func load(_ text: String) throws -> ConfigurationLoader.Loaded {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("seqc-docurl-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(text.utf8).write(to: directory.appendingPathComponent(".seqc.yml"))
        return ConfigurationLoader.load(explicitPath: nil, workingDirectory: directory.path)
    }
}
