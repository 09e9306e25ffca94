import ArgumentParser
import SeqcAuthoring
import SeqcCompiler
import SeqcLint
import SeqcModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `seqc new TEMPLATE [PATH]`: start a routine from a built-in template.
struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Start a routine from a built-in template.",
        discussion: """
            Writes the template to PATH (default: TEMPLATE.routine.yaml; - for standard
            output) with its id set from the file name. An existing file is never replaced
            without --force: seqc stops with exit code 1 and leaves it as it was. An unknown
            template is bad command-line use (exit 2). 'seqc templates' lists the templates.

            Examples:
              seqc new morning-hiit
              seqc new tabata legs.routine.yaml --schema ../Schemas/routine.schema.json
            """
    )

    @Argument(help: "The template to start from (see 'seqc templates').", completion: .list(TemplateCatalog.all.map(\.name)))
    var template: String

    @Argument(help: "Where to write the routine (default: TEMPLATE.routine.yaml).", completion: .file(extensions: ["yaml", "yml"]))
    var path: String?

    @Flag(help: "Replace PATH if it exists.")
    var force = false

    @Option(help: "Add a yaml-language-server modeline pointing at this schema path or URL.", completion: .file(extensions: ["json"]))
    var schema: String?

    func validate() throws {
        if let schema, let control = Self.firstControlCharacter(in: schema) {
            // The schema is copied into the routine's first line, a comment: a line break
            // would start YAML of its own, and any other control would hide in the file.
            throw ValidationError(
                "--schema cannot hold a control character; found \(TerminalText.escaped(String(control))) in '\(TerminalText.escaped(schema))'"
            )
        }
        // The modeline is a YAML comment, which has no escapes: a `::`, `##[` or `##vso[` in
        // it would reach a CI log as written when the routine goes to standard output.
        if let schema, WorkflowCommandEscape.containsBreak(schema.utf8) {
            throw ValidationError("--schema must not hold '::', '##[' or '##vso[', which CI runners read as a command in a log")
        }
        guard TemplateCatalog.template(named: template) == nil else { return }
        throw AuthoringOutput.unknown("template", template, among: TemplateCatalog.all.map(\.name))
    }

    /// The first scalar of `text` that seqc escapes when it prints user text (``TerminalText``):
    /// C0 and C1 controls, DEL, U+2028/U+2029 and the bidirectional controls.
    static func firstControlCharacter(in text: String) -> Unicode.Scalar? {
        text.unicodeScalars.first { TerminalText.escaped(String($0)) != String($0) }
    }

    func run() throws {
        guard let template = TemplateCatalog.template(named: template) else { return }
        let destination = path ?? template.fileName
        if destination == "-" {
            return try AuthoringOutput.write(template.starter(forPath: template.fileName, schema: schema), to: nil)
        }
        try AuthoringOutput.write(
            template.starter(forPath: destination, schema: schema), to: destination,
            replacing: force ? .always : .never)
        Terminal.standardOutput.write("wrote \(TerminalText.escaped(destination)) from template '\(template.name)'\n")
    }
}
