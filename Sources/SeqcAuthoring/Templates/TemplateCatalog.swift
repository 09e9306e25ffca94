import SeqcCompiler

/// The templates built into this seqc, generated from `Examples/*.routine.yaml`.
public enum TemplateCatalog {
    /// Every template, by name.
    public static var all: [Template] { generated }

    /// The template called `name`.
    public static func template(named name: String) -> Template? {
        all.first { $0.name == name }
    }

    /// The template name closest to a mistyped `name`, for did-you-mean.
    public static func suggestion(for name: String) -> String? {
        Suggestion.closest(to: name, among: all.map(\.name))
    }
}
