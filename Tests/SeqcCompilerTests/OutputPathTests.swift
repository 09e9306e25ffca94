import Testing

@testable import SeqcCompiler

/// Path splitting by hand: Foundation's died of SIGILL on one-character names.
@Suite struct OutputPathTests {
    @Test(arguments: [
        ("x", ".", "x"), ("out/x", "out", "x"), ("/x", "/", "x"), ("a/b/c.json", "a/b", "c.json"),
        ("./r", ".", "r"), ("out/", "out", ""), ("é/ü.json", "é", "ü.json"),
    ])
    func splitsAtTheLastSlash(_ path: String, _ directory: String, _ name: String) {
        #expect(OutputPath.directory(of: path) == directory)
        #expect(OutputPath.name(of: path) == name)
    }

    @Test func joinsWithoutDoublingASlash() {
        #expect(OutputPath.join(".", "x") == "x")
        #expect(OutputPath.join("/", "x") == "/x")
        #expect(OutputPath.join("out", "x") == "out/x")
        #expect(OutputPath.join("out/", "x") == "out/x")
    }

    @Test func routineSourceNamesInAnyCase() {
        #expect(OutputPath.isRoutineSource("a/b.routine.yaml"))
        #expect(OutputPath.isRoutineSource("B.ROUTINE.YML"))
        #expect(!OutputPath.isRoutineSource("routine.yaml"))
        #expect(!OutputPath.isRoutineSource("b.routine.json"))
    }
}
