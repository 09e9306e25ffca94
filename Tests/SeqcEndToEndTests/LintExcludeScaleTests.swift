import Foundation
import Testing

/// `exclude:` at scale and under attack, through the built binary: a configuration with
/// tens of thousands of patterns and hostile ones (hundreds of `**`, `a*a*...*b`) over
/// routines many folders deep leaves out exactly the files its patterns name, in time.
@Suite struct LintExcludeScaleTests {
    @Test(arguments: [0x5CA1E, 0xDEE9])
    func manyAndHostilePatternsExcludeExactlyTheNamedFiles(seed: UInt64) throws {
        var random = SplitMix(state: seed)
        let directory = try TemporaryDirectory()
        var patterns: [String] = []
        var excluded: [String: Bool] = [:]
        for index in 0..<40 {
            let folders = (0..<Int.random(in: 1...24, using: &random)).map { _ in ["a", "b", "team", "x"].randomElement(using: &random)! }
            let folder = folders.joined(separator: "/")
            let name = "r\(index).routine.yaml"
            let path = folder + "/" + name
            // Each routine has an error, so each one linted is named in the output.
            _ = try directory.write("title: R\(index)\nunknown_key: 1\ncards:\n  - info: Hi\n", to: path)
            let exclude = index > 0 && Bool.random(using: &random)
            excluded[path] = exclude
            guard exclude else { continue }
            let shapes = [
                name, "**/\(name)", "\(folder)/r\(index).*", "./\(path)/", "r\(index).rout?ne.yaml", "**/r\(index).*",
                "\(folders[0])/**/\(name)",
            ]
            patterns.append(shapes.randomElement(using: &random)!)
        }
        for filler in 0..<30_000 {
            switch filler % 3 {
            case 0: patterns.append("nomatch\(filler)/**")
            case 1: patterns.append("*.none\(filler)")
            default: patterns.append("**/zz\(filler)?")
            }
        }
        patterns.append(Array(repeating: "**", count: 150).joined(separator: "/") + "/never")
        patterns.append(Array(repeating: "**/a", count: 40).joined(separator: "/") + "/never")
        patterns.append(Array(repeating: "a", count: 60).joined(separator: "*") + "*b")
        patterns.shuffle(using: &random)
        let configuration = "exclude:\n" + patterns.map { "  - '\($0)'\n" }.joined()
        _ = try directory.write(configuration, to: ".seqc.yml")

        let run = try SeqcProcess.run(["lint", "--no-color", "."], in: directory.url, timeout: 30)
        #expect(run.exitCode == 1, "\(run.stderr)")
        for (path, isExcluded) in excluded {
            #expect(run.stdout.contains("\(path):") == !isExcluded, "\(path) excluded: \(isExcluded)")
        }
    }
}
