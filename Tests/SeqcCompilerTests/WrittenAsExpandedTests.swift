import Foundation
import SeqcModel
import Testing

@testable import SeqcCompiler

/// A build writes each routine's runtime JSON as it expands (``CompileResult/runtimeJSON``);
/// for every routine file in the repository that compiles, those bytes are the document's.
@Suite struct WrittenAsExpandedTests {
    /// Every `*.routine.yaml` and `*.routine.yml` under Examples/ and Tests/.
    static let routineFiles: [String] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        var files: [String] = []
        for folder in ["Examples", "Tests"] {
            let base = root.appendingPathComponent(folder)
            guard let walk = FileManager.default.enumerator(atPath: base.path) else { continue }
            while let relative = walk.nextObject() as? String {
                if relative.hasSuffix(".routine.yaml") || relative.hasSuffix(".routine.yml") {
                    files.append(base.appendingPathComponent(relative).path)
                }
            }
        }
        return files.sorted()
    }()

    /// The walk finds the repository's routines, and enough of them compile to mean something.
    @Test func thereAreRoutinesThatCompile() throws {
        #expect(Self.routineFiles.count >= 50)
        let compiled = try Self.routineFiles.filter { try Self.compileFile($0).succeeded }
        #expect(compiled.count >= 20)
    }

    @Test(arguments: routineFiles)
    func aRoutineWrittenAsItExpandsIsItsDocument(_ path: String) throws {
        let result = try Self.compileFile(path)
        guard let document = result.document else {
            #expect(result.runtimeJSON == nil)
            return
        }
        #expect(result.runtimeJSON == (try document.jsonData()))
    }

    private static func compileFile(_ path: String) throws -> CompileResult {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        return Compiler().compile(SourceFile(path: path, bytes: Array(bytes)))
    }
}
