import ArgumentParser
import SeqcLint

/// `--files-from`'s help and the check the command line makes of it; the list itself is
/// read by the run (``FilesFrom/paths(_:)``).
extension FilesFrom {
    static let help = ArgumentHelp(
        "Also check the paths listed in this file ('-': standard input), one a line or NUL-separated (git ls-files -z).",
        valueName: "file")

    /// Standard input can hold the list or a routine, not both (exit 2).
    static func validate(_ list: String?, positional: [String]) throws {
        if list == "-", positional.contains("-") {
            throw ValidationError("--files-from - reads the file list from standard input, so - cannot also be a routine")
        }
    }
}
