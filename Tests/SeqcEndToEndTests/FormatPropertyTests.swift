import Foundation
import SeqcAuthoring
import SeqcCompiler
import Testing

/// `RoutineFormatter`'s promises (``FormatProperties``) over every YAML file the
/// repository holds, the generated corpus, and the same files with their layout scrambled.
@Suite struct FormatPropertyTests {
    /// Every routine and configuration YAML under Examples/, the test fixtures and the
    /// fuzz regressions: the seeds the fuzz targets start from, broken files included.
    static let repositoryFiles: [String] = {
        let root = SeqcProcess.packageRoot
        var paths: [String] = []
        for folder in ["Examples", "Tests", "Fuzz/Regressions"] {
            let enumerator = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)
            while let entry = enumerator?.nextObject() as? String {
                let isSeed = entry.hasSuffix(".yaml") || entry.hasSuffix(".yml") || folder == "Fuzz/Regressions"
                guard isSeed, !entry.contains(".build"), !entry.hasSuffix(".md") else { continue }
                paths.append("\(folder)/\(entry)")
            }
        }
        return paths.sorted().filter { path in
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path, isDirectory: &isFolder)
            return !isFolder.boolValue
        }
    }()

    static func bytes(_ path: String) throws -> [UInt8] {
        Array(try Data(contentsOf: SeqcProcess.packageRoot.appendingPathComponent(path)))
    }

    @Test func findsTheSeeds() {
        #expect(Self.repositoryFiles.count > 100)
        #expect(Self.repositoryFiles.contains("Examples/tabata.routine.yaml"))
    }

    @Test func repositoryFilesKeepEveryPromise() throws {
        for path in Self.repositoryFiles {
            let violation = FormatProperties.violation(in: try Self.bytes(path))
            #expect(violation == nil, "\(path): \(violation ?? "")")
        }
    }

    /// The Examples are in the canonical layout already.
    @Test func examplesAreFormatted() throws {
        for path in Self.repositoryFiles where path.hasPrefix("Examples/") && path.hasSuffix(".routine.yaml") {
            let source = try Self.bytes(path)
            #expect(RoutineFormatter.format(source).formatted == source, "\(path) is not formatted")
        }
    }

    @Test func generatedCorpusKeepsEveryPromise() {
        var corpus = RoutineCorpus(seed: 40)
        for number in 0..<300 {
            let source = Array(corpus.routine(number: number).utf8)
            #expect(FormatProperties.violation(in: source) == nil, "routine \(number)")
            #expect(RoutineFormatter.format(source).formatted == source, "generated routine \(number) is not formatted")
        }
    }

    /// A file's layout scrambled (indentation widened, spaces after indicators, blank
    /// lines doubled, trailing blanks) formats to the same bytes as the file itself.
    @Test func scrambledLayoutsConverge() throws {
        var random = SplitMix(state: 2026)
        var corpus = RoutineCorpus(seed: 41)
        var sources = try Self.repositoryFiles.map { try Self.bytes($0) }
        sources += (0..<100).map { Array(corpus.routine(number: $0).utf8) }
        var compared = 0
        for source in sources {
            guard let canonical = RoutineFormatter.format(source).formatted else { continue }
            let scrambled = LayoutScrambler.scramble(canonical, using: &random)
            let json = Compiler().compile(SourceFile(path: "a.routine.yaml", bytes: canonical)).runtimeJSON
            // A scramble that changed the meaning (a block scalar's content) proves nothing.
            guard json != nil, Compiler().compile(SourceFile(path: "a.routine.yaml", bytes: scrambled)).runtimeJSON == json else {
                continue
            }
            compared += 1
            let reformatted = RoutineFormatter.format(scrambled).formatted
            #expect(reformatted == canonical, "\(String(decoding: scrambled, as: UTF8.self))")
            #expect(FormatProperties.violation(in: scrambled) == nil)
        }
        #expect(compared > 150)
    }

    /// `seqc decompile` writes the canonical layout: every runtime golden and the
    /// generated corpus, compiled and decompiled.
    @Test func decompiledRoutinesAreFormatted() throws {
        var corpus = RoutineCorpus(seed: 42)
        var sources = try Self.repositoryFiles.filter { $0.hasSuffix(".routine.yaml") }.map { try Self.bytes($0) }
        sources += (0..<200).map { Array(corpus.routine(number: $0).utf8) }
        var checked = 0
        for source in sources {
            guard let sequence = Compiler().compile(SourceFile(path: "a.routine.yaml", bytes: source)).sequence else { continue }
            let routine = Decompiler.routine(for: sequence)
            checked += 1
            #expect(FormatProperties.isCanonical(routine), "\(routine)")
        }
        #expect(checked > 200)
    }
}
