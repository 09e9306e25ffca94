#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Writes `Generated/Templates.swift` from the Examples, so templates are compiled into
/// the binary and work outside the repository (no bundle resources to lose).
public enum TemplateSourceGenerator {
    /// The command that regenerates the file; the staleness test names it.
    public static let regenerateCommand = "SEQC_RECORD=1 swift test --filter GeneratedArtefactTests"

    /// Where the generated file lives, relative to the repository root.
    public static let path = "Sources/SeqcAuthoring/Generated/Templates.swift"

    /// The templates in `examplesDirectory`: every `*.routine.yaml` directly inside it,
    /// by name. Subfolders (lint samples) are not templates.
    public static func templates(in examplesDirectory: URL) throws -> [Template] {
        let names = try FileManager.default.contentsOfDirectory(atPath: examplesDirectory.path)
        return try names.filter { $0.hasSuffix(".routine.yaml") }.sorted().map { name in
            let text = try String(contentsOf: examplesDirectory.appendingPathComponent(name), encoding: .utf8)
            return Template(name: String(name.dropLast(".routine.yaml".count)), source: text)
        }
    }

    /// The Swift source holding `templates`.
    public static func source(for templates: [Template]) -> String {
        var out = """
            // Generated from Examples/*.routine.yaml. Do not edit: run
            // \(regenerateCommand)
            // swift-format-ignore-file

            extension TemplateCatalog {
                static let generated: [Template] = [

            """
        for template in templates {
            out += "        Template(name: \(literal(template.name)), source: \"\"\"\n"
            out += escaped(template.source) + "\n\"\"\"),\n"
        }
        out += "    ]\n}\n"
        return out
    }

    /// A one-line string literal.
    private static func literal(_ text: String) -> String { "\"" + escaped(text) + "\"" }

    /// Text safe inside a Swift multi-line string literal whose lines start at column 0:
    /// backslashes, quotes and carriage returns escaped, other control characters by value.
    private static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n", "\t": out.unicodeScalars.append(scalar)
            case "\r": out += "\\r"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                out += "\\u{\(String(scalar.value, radix: 16))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
