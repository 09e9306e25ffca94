import SeqcModel

/// Names compared the way authors vary them: `random_duration`, `randomDuration`,
/// `Random Duration` and `RANDOM-DURATION` are one name. Only case and the separators
/// `_`, `-` and space are dropped, so two names that match mean the same word.
package enum NameMatching {
    package static func normalised(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { $0 != "_" && $0 != "-" && $0 != " " })
    }

    /// The kind whose name `written` is in another case or style, if any.
    package static func kind(_ written: String) -> CardKind? {
        let key = normalised(written)
        return CardKind.allCases.first { normalised($0.rawValue) == key }
    }
}

/// What an unknown key means at its place, judged from the place's field descriptors.
package enum KeyMeaning {
    /// The field's own name in another case or style (`auto_complete`).
    case style(FieldSpec)
    /// The runtime JSON's name for the field (`durationSeconds`): its value is in seconds.
    case runtimeName(FieldSpec)
    /// A synonym (`sets`): one field when it is clear, several when it is ambiguous.
    case synonym([FieldSpec])

    /// Every field it may mean.
    package var candidates: [FieldSpec] {
        switch self {
        case .style(let spec), .runtimeName(let spec): [spec]
        case .synonym(let specs): specs
        }
    }

    /// The one field meant, when there is one.
    package var field: FieldSpec? {
        switch self {
        case .style(let spec), .runtimeName(let spec): spec
        case .synonym(let specs): specs.count == 1 ? specs[0] : nil
        }
    }
}

extension Language {
    /// What `key` means among the fields `specs` of one place, or nil when it names none
    /// of them by style, runtime name or synonym.
    package static func meaning(of key: String, among specs: [FieldSpec]) -> KeyMeaning? {
        let written = NameMatching.normalised(key)
        if let spec = specs.first(where: { NameMatching.normalised($0.name) == written }) { return .style(spec) }
        if let spec = specs.first(where: { $0.runtimeName.map { NameMatching.normalised($0) == written } ?? false }) {
            return .runtimeName(spec)
        }
        let meant = specs.filter { $0.synonyms.contains { NameMatching.normalised($0) == written } }
        return meant.isEmpty ? nil : .synonym(meant)
    }
}
