import SeqcModel

/// What the routine language says about a kind, in the kind's authoring file
/// (`Language/Kinds/<Kind>+Authoring.swift`): its summary, its fields' authoring names,
/// synonyms, summaries and examples, and an example card. ``Language/kinds`` reads each
/// kind's through ``SpecOf``.
protocol KindAuthoring: KindConfig {
    /// The kind's spec, made once by ``Language/kinds``.
    static var spec: KindSpec { get }
}

/// A kind's spec, read through the dispatch. A kind whose config has no authoring file
/// gets an empty spec, which `AllKindsTests.theLanguageDefinesEveryKindOnce` names.
struct SpecOf: KindVisitor {
    func visit<Config: KindConfig>(_ kind: Config.Type) -> KindSpec {
        guard let authored = kind as? any KindAuthoring.Type else {
            return KindSpec(kind: kind.kind, summary: "", fields: [], example: "", drawing: [])
        }
        return authored.spec
    }
}

extension FieldSpec {
    /// `duration`, shared by countdown and rest cards.
    static func countdownDuration<Config: KindConfig>(_ keyPath: KeyPath<Config, Int>) -> FieldSpec {
        FieldSpec(
            "duration", keyPath, summary: "How long the countdown runs.", example: "45s",
            synonyms: ["seconds", "time", "length", "durationTime"])
    }

    /// `autoComplete`, shared by countdown and rest cards.
    static func autoComplete<Config: KindConfig>(_ keyPath: KeyPath<Config, Bool>) -> FieldSpec {
        FieldSpec(
            "autoComplete", keyPath, summary: "Whether the card completes by itself at zero; false waits for a tap.", example: "false",
            synonyms: ["autoAdvance", "autoNext", "autoContinue"])
    }
}
