/// Where `seqc build` writes runtime JSON.
public enum BuildDestination: Sendable, Equatable {
    /// `ID.json` in a directory.
    case directory(String)
    /// One file, for a single input (`-o PATH`).
    case file(String)
    /// Standard output (`-o -`).
    case standardOutput

    /// The path a routine with id `slug` is written to; nil for standard output.
    public func path(forSlug slug: String) -> String? {
        switch self {
        case .directory(let directory):
            directory == "." ? "\(slug).json" : (directory.hasSuffix("/") ? directory : directory + "/") + "\(slug).json"
        case .file(let path): path
        case .standardOutput: nil
        }
    }
}
