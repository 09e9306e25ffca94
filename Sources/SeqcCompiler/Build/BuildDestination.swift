/// Where `seqc build` writes runtime JSON.
public enum BuildDestination: Sendable, Equatable {
    /// `ID.json` in a directory.
    case directory(String)
    /// One file, for a single input (`-o PATH`).
    case file(String)
    /// Standard output (`-o -`).
    case standardOutput

    /// The folder whose outputs are named by the routines' ids (`--out-dir`), as the
    /// outputs' paths spell it; nil for `-o`.
    package var derivedOutputDirectory: String? {
        guard case .directory = self, let probe = path(forSlug: "x") else { return nil }
        return OutputPath.directory(of: probe)
    }

    /// The path a routine with id `slug` is written to; nil for standard output.
    public func path(forSlug slug: String) -> String? {
        switch self {
        case .directory(let directory):
            // Bytes, not characters, find the slash: a combining mark after it is no reason
            // to add another, and a character search costs a grapheme walk per routine.
            directory == "." ? slug + ".json" : (directory.utf8.last == UInt8(ascii: "/") ? directory : directory + "/") + slug + ".json"
        case .file(let path): path
        case .standardOutput: nil
        }
    }
}
