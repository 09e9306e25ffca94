import Testing

/// Every help page fits 80 columns, keeps its examples whole and shows no maintainer steps.
@Suite struct HelpPageTests {
    static let pages: [[String]] = [
        ["--help"], ["build", "--help"], ["lint", "--help"], ["rules", "--help"], ["explain", "--help"],
        ["schema", "--help"], ["templates", "--help"], ["new", "--help"], ["prompt", "--help"], ["decompile", "--help"], ["lsp", "--help"],
    ]

    @Test(arguments: pages)
    func fitsEightyColumns(_ arguments: [String]) throws {
        let run = try SeqcProcess.run(arguments, environment: ["COLUMNS": "80"])
        #expect(run.exitCode == 0)
        for line in run.stdout.split(separator: "\n", omittingEmptySubsequences: false) {
            #expect(line.count <= 80, "\(arguments): \(line.count) columns: \(line)")
        }
    }

    @Test(arguments: pages)
    func examplesAreWholeLines(_ arguments: [String]) throws {
        let run = try SeqcProcess.run(arguments, environment: ["COLUMNS": "80"])
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(where: { $0.hasSuffix("Examples:") }) else { return }
        let indent = lines[start].prefix { $0 == " " }.count
        for line in lines[(start + 1)...] {
            guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { break }
            // Every example line is a command of its own, indented under "Examples:".
            let command = line.dropFirst(indent + 2)
            #expect(
                ["seqc ", "cat ", "curl ", "git "].contains { command.hasPrefix($0) }, "\(arguments): a split example: \(line)")
        }
    }

    @Test(arguments: pages)
    func noMaintainerSteps(_ arguments: [String]) throws {
        let run = try SeqcProcess.run(arguments, environment: ["COLUMNS": "80"])
        for word in ["SEQC_RECORD", "swift run", "swift test", "regenerate", "Do not edit"] {
            #expect(!run.stdout.contains(word), "\(arguments) mentions \(word)")
        }
    }
}
