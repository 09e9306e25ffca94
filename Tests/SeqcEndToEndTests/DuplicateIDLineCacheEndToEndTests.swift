import Foundation
import Testing

/// The duplicate-id check keeps a cut of each routine's id line for the note a later
/// duplicate shows. With the built binary, on generated trees whose ids are set on
/// lines of every kind (CR LF breaks, long and non-ASCII lines, an id far along its
/// line, ids from file names): a run without the cache, a cold one and a warm one
/// print the same, with exit code 1.
@Suite struct DuplicateIDLineCacheEndToEndTests {
    private static func idLine(_ number: Int, _ random: inout SplitMix) -> String {
        let padding = String(repeating: " ", count: [0, 3, 200, 1100][Int.random(in: 0..<4, using: &random)])
        let tail = String(
            repeating: ["x", "é", "€", "🏃"][Int.random(in: 0..<4, using: &random)], count: Int.random(in: 0...400, using: &random))
        return "id:\(padding) shared-\(number % 5)  # \(tail)"
    }

    @Test(arguments: [UInt64(3), 11]) func cachedAndUncachedRunsPrintTheSameDuplicates(seed: UInt64) throws {
        let directory = try TemporaryDirectory()
        var corpus = RoutineCorpus(seed: seed)
        let paths = try corpus.write(60, to: directory.url)
        var random = SplitMix(state: seed)
        for (index, path) in paths.enumerated() where index % 2 == 0 {
            let url = directory.url.appendingPathComponent(path)
            var lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
            lines.insert(Self.idLine(index, &random), at: Int.random(in: 1...3, using: &random))
            let separator = Bool.random(using: &random) ? "\r\n" : "\n"
            try Data(lines.joined(separator: separator).utf8).write(to: url)
        }
        // Ids from file names: the same name in two folders.
        let copy = directory.url.appendingPathComponent("copies/" + (paths[1] as NSString).lastPathComponent)
        try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: directory.url.appendingPathComponent(paths[1]), to: copy)
        let cache = try TemporaryDirectory()
        let uncached = try SeqcProcess.run(["lint", ".", "--no-cache"], in: directory.url)
        #expect(uncached.exitCode == 1)
        #expect(uncached.stdout.components(separatedBy: "is already used by").count - 1 == 26)
        for _ in 0..<2 {
            let cached = try SeqcProcess.run(["lint", ".", "--cache-dir", cache.url.path, "--jobs", "1"], in: directory.url)
            #expect(cached == uncached)
        }
    }
}
