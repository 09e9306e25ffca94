import SeqcCompiler

/// `--files-from FILE|-`, shared by `build` and `lint`: a list of paths read from a file
/// or standard input rather than the command line, so 100,000 of them cost no more per
/// path than 1,000 and never pass through swift-argument-parser.
package enum FilesFrom {
    /// The paths in `list`, in its order; nothing without a list. A list that cannot be
    /// read, or is larger than ``PathList/defaultLimit``, is bad command-line use (exit 2).
    package static func paths(_ list: String?) throws -> [RawPath] {
        guard let list else { return [] }
        switch PathList.load(RawPath(list)) {
        case .success(let paths):
            return paths
        case .failure(let failure):
            Terminal.standardError.write("seqc: error: \(TerminalText.escaped(list)): cannot read the file list: \(failure.reason)\n")
            throw RunExit(2)
        }
    }

    /// How the list is named when it turns out empty.
    package static func emptyListDescription(_ list: String?) -> String? {
        guard let list else { return nil }
        return list == "-" ? "the file list on standard input is empty" : "the file list \(TerminalText.escaped(list)) is empty"
    }
}
