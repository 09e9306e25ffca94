import SeqcModel

/// The three JSON Schemas seqc publishes, each generated from ``Language`` and the model.
public enum Schema: String, CaseIterable, Sendable {
    /// The routine language, for editors (JSON Schema 2020-12).
    case routine
    /// The runtime JSON `seqc build` writes.
    case runtime
    /// A strict subset of the routine language for structured model output.
    case llm

    /// The JSON Schema dialect every schema declares.
    public static let dialect = "https://json-schema.org/draft/2020-12/schema"

    /// Where the schema is committed, relative to the repository root.
    public var fileName: String {
        switch self {
        case .routine: "routine.schema.json"
        case .runtime: "runtime.schema.json"
        case .llm: "routine.llm.schema.json"
        }
    }

    /// The schema as a value.
    package var value: JSONValue {
        switch self {
        case .routine: RoutineSchema.document
        case .runtime: RuntimeSchema.document
        case .llm: LLMSchema.document
        }
    }

    /// The schema as the text committed under `Schemas/`.
    public var text: String { value.text }
}
