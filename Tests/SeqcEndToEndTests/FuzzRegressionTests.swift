import Foundation
import Testing

/// Every input a fuzz target stopped on (Fuzz/Regressions/TARGET/) through the real binary:
/// routines are linted in every format, fixed and built, runtime JSON is decompiled. Each run
/// ends with exit 0 or 1, never a signal or another code; every format and the build agree
/// on it, the JSON report's error count says the same, and no raw control is printed.
@Suite struct FuzzRegressionTests {
    static let regressions = SeqcProcess.packageRoot.appendingPathComponent("Fuzz/Regressions")

    /// The regression inputs of `target`, by name.
    static func inputs(_ target: String) -> [String] {
        let folder = regressions.appendingPathComponent(target)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { !$0.hasPrefix(".") && !$0.hasSuffix(".md") }.sorted().map { "\(target)/\($0)" }
    }

    static let routines = ["compile", "lint", "render", "fix", "format"].flatMap(inputs)
    static let runtimeJSON = inputs("runtime-json")

    @Test func regressionFoldersAreNotEmpty() {
        #expect(Self.routines.count >= 2)
        #expect(Self.runtimeJSON.count >= 1)
    }

    @Test(arguments: routines)
    func routineLintsAndBuildsWithoutCrashing(_ input: String) throws {
        let directory = try TemporaryDirectory()
        let file = directory.url.appendingPathComponent("regression.routine.yaml")
        try FileManager.default.copyItem(at: Self.regressions.appendingPathComponent(input), to: file)
        var lintExitCodes: Set<Int32> = []
        for format in ["text", "json", "sarif", "github"] {
            let run = try SeqcProcess.run(["lint", "--format", format, "regression.routine.yaml"], in: directory.url)
            #expect(!run.signalled && [0, 1].contains(run.exitCode), "lint --format \(format): \(run.transcript)")
            lintExitCodes.insert(run.exitCode)
            // Whatever the input, no raw control character reaches a terminal or a CI log.
            #expect(
                HostileTextTests.controls(in: run.stdout + run.stderr).isEmpty,
                "lint --format \(format) printed a raw control: \(run.transcript)")
            if format == "json" {
                // The exit code says what the report says: 1 exactly when it counts an error.
                let report = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
                let errors = (report?["summary"] as? [String: Any])?["errors"] as? Int
                #expect(errors.map { ($0 > 0) == (run.exitCode == 1) } == true, "lint --format json: \(run.transcript)")
            }
        }
        #expect(lintExitCodes.count == 1, "the formats disagree on the exit code: \(lintExitCodes)")
        let fix = try SeqcProcess.run(["lint", "--fix", "--unsafe-fixes", "-"], stdin: try Data(contentsOf: file))
        #expect(!fix.signalled && [0, 1].contains(fix.exitCode), "lint --fix: \(fix.transcript)")
        let build = try SeqcProcess.run(["build", "regression.routine.yaml", "-o", "-"], in: directory.url)
        #expect(!build.signalled && [0, 1].contains(build.exitCode), "build: \(build.transcript)")
        // build checks what lint checks: the same file fails both or neither.
        #expect(lintExitCodes == [build.exitCode], "lint exits \(lintExitCodes), build \(build.exitCode): \(build.transcript)")
        #expect(HostileTextTests.controls(in: build.stderr).isEmpty, "build printed a raw control: \(build.transcript)")
    }

    @Test(arguments: runtimeJSON)
    func runtimeJSONDecompilesWithoutCrashing(_ input: String) throws {
        let path = Self.regressions.appendingPathComponent(input).path
        let run = try SeqcProcess.run(["decompile", path, "-o", "-"])
        #expect(!run.signalled && [0, 1].contains(run.exitCode), "decompile: \(run.transcript)")
        if run.exitCode == 0 {
            let lint = try SeqcProcess.run(["lint", "--format", "json", "-"], stdin: Data(run.stdout.utf8))
            #expect(!lint.signalled && [0, 1].contains(lint.exitCode), "lint of the decompiled routine: \(lint.transcript)")
            // As FuzzRuntimeJSON asks: what the decompiler writes reads back as a routine. Its
            // values may still be refused (an id that is not a slug), never its YAML or shape.
            let report = try JSONSerialization.jsonObject(with: Data(lint.stdout.utf8)) as? [String: Any]
            let rules = (report?["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["rule"] as? String }
            #expect(Set(rules).isDisjoint(with: Self.structuralRules), "decompiled:\n\(run.stdout)\n\(lint.stdout)")
        }
    }

    /// The rules that say a file is not a well-formed routine: the decompiler's own writing
    /// (quoting, keys, kinds, types) decides them, whatever JSON it was given.
    static let structuralRules: Set<String> = [
        "yaml-syntax", "resource-limit", "multiple-documents", "unsupported-tag", "merge-key", "duplicate-key",
        "unknown-key", "unknown-kind", "missing-kind", "multiple-kinds", "wrong-type", "unsupported-version",
    ]
}
