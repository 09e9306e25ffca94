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
                     null for unset values, no additional properties, durations in seconds;
                     --dialect openai|anthropic|gemini gives it in that provider's form
                     (OpenAI's json_schema with strict, an Anthropic tool, Gemini's
                     responseSchema)

            An existing -o file is not replaced without --force (exit 1).

            Examples:
              seqc schema routine -o routine.schema.json
              seqc schema llm | jq .properties.cards
              seqc schema llm --dialect gemini -o response-schema.json
            """
    )

    @Argument(help: "Which schema: routine, runtime or llm.", completion: .list(Schema.allCases.map(\.rawValue)))
    var name: String

    @Option(name: .shortAndLong, help: "Write to this file instead of standard output.", completion: .file(extensions: ["json"]))
    var output: String?

    @Option(
        help: "With llm: the provider's strict-mode form, openai, anthropic or gemini.",
        completion: .list(LLMDialect.allCases.map(\.rawValue)))
    var dialect: String?

    @Flag(help: "Replace the -o file if it exists.")
    var force = false

    func validate() throws {
        try AuthoringOutput.check(output)
        if let dialect {
            guard LLMDialect(rawValue: dialect) != nil else {
                throw AuthoringOutput.unknown("dialect", dialect, among: LLMDialect.allCases.map(\.rawValue))
            }
            guard name == Schema.llm.rawValue else { throw ValidationError("--dialect applies to the llm schema only") }
        }
        guard Schema(rawValue: name) == nil else { return }
        throw AuthoringOutput.unknown("schema", name, among: Schema.allCases.map(\.rawValue))
    }

    func run() throws {
        guard let schema = Schema(rawValue: name) else { return }
        let text = dialect.flatMap(LLMDialect.init(rawValue:))?.text ?? schema.text
        try AuthoringOutput.write(text, to: output, replacing: force ? .always : .never)
    }
}
