import ArgumentParser
import SeqcAuthoring

/// `seqc schema routine|runtime|llm`: print a JSON Schema generated from the language.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print a JSON Schema generated from the routine language.",
        discussion: """
            routine  the routine language (JSON Schema 2020-12), for editors: add
                     '# yaml-language-server: $schema=PATH' to the top of a routine file
            runtime  the runtime JSON that 'seqc build' writes
            llm      a strict subset for structured model output: every property required,
                     null for unset values, no additional properties, durations in seconds

            An existing -o file is not replaced without --force (exit 1).

            Examples:
              seqc schema routine -o routine.schema.json
              seqc schema llm | jq .properties.cards
            """
    )

    @Argument(help: "Which schema: routine, runtime or llm.", completion: .list(Schema.allCases.map(\.rawValue)))
    var name: String

    @Option(name: .shortAndLong, help: "Write to this file instead of standard output.", completion: .file(extensions: ["json"]))
    var output: String?

    @Flag(help: "Replace the -o file if it exists.")
    var force = false

    func validate() throws {
        try AuthoringOutput.check(output)
        guard Schema(rawValue: name) == nil else { return }
        throw AuthoringOutput.unknown("schema", name, among: Schema.allCases.map(\.rawValue))
    }

    func run() throws {
        guard let schema = Schema(rawValue: name) else { return }
        try AuthoringOutput.write(schema.text, to: output, replacing: force ? .always : .never)
    }
}
