import Foundation
import Testing

/// Nothing of the user's is overwritten by surprise: not an input, not a routine source,
/// not an existing file without `--force`; missing parent directories are created.
@Suite struct OutputOverwriteTests {
    @Test func buildRefusesToWriteOverItsInputWhateverTheSpelling() throws {
        let dir = try TemporaryDirectory()
        let input = try dir.write(OutputFixture.routine("daily"), to: "r.yaml")
        try FileManager.default.createSymbolicLink(atPath: dir.url.appendingPathComponent("alias.json").path, withDestinationPath: "r.yaml")
        for arguments in [["-o", "./r.yaml"], ["-o", "alias.json"], ["--report", "r.yaml"]] {
            let run = try SeqcProcess.run(["build", "r.yaml"] + arguments, in: dir.url)
            #expect(run.exitCode == 2, "\(arguments): \(run.stderr)")
            #expect(run.stderr.contains("it is one of the inputs"), "\(arguments): \(run.stderr)")
            #expect(OutputFixture.text(input) == OutputFixture.routine("daily"))
        }
    }

    /// Among many inputs, the refusal names the one that would be replaced, as it was given.
    @Test func theRefusalNamesTheInputThatWouldBeReplaced() throws {
        let dir = try TemporaryDirectory()
        for name in ["a", "b", "c"] { _ = try dir.write(OutputFixture.routine(name), to: "\(name).routine.yaml") }
        let input = try dir.write(OutputFixture.routine("notes"), to: "notes.yaml")
        let build = try SeqcProcess.run(
            ["build", "a.routine.yaml", "b.routine.yaml", "./notes.yaml", "c.routine.yaml", "--report", "notes.yaml"], in: dir.url)
        #expect(build.exitCode == 2, "\(build.stderr)")
        #expect(build.stderr.contains("refusing to write over ./notes.yaml: it is one of the inputs"), "\(build.stderr)")
        let lint = try SeqcProcess.run(["lint", "a.routine.yaml", "./notes.yaml", "b.routine.yaml", "--output", "notes.yaml"], in: dir.url)
        #expect(lint.exitCode == 2, "\(lint.stderr)")
        #expect(lint.stderr.contains("refusing to write over ./notes.yaml: it is one of the inputs"), "\(lint.stderr)")
        #expect(OutputFixture.text(input) == OutputFixture.routine("notes"))
    }

    @Test func anOutDirOutputThatIsAnInputIsRefused() throws {
        let dir = try TemporaryDirectory()
        let input = try dir.write(OutputFixture.routine("daily"), to: "daily.json")
        let run = try SeqcProcess.run(["build", "daily.json"], in: dir.url)
        #expect(run.exitCode == 2, "\(run.stderr)")
        #expect(OutputFixture.text(input) == OutputFixture.routine("daily"))
    }

    @Test(arguments: [["-o", "other.routine.yaml"], ["--report", "notes.routine.yml"], ["-o", "LOUD.ROUTINE.YAML"]])
    func buildRefusesRoutineSourceNames(_ arguments: [String]) throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write(OutputFixture.routine("daily"), to: "r.routine.yaml")
        let run = try SeqcProcess.run(["build", "r.routine.yaml"] + arguments, in: dir.url)
        #expect(run.exitCode == 2, "\(run.stderr)")
        #expect(run.stderr.contains("is for routine sources"), "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.url.path) == ["r.routine.yaml"])
    }

    @Test func twoOutputsToOneFileAreRefused() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write(OutputFixture.routine("daily"), to: "r.routine.yaml")
        let run = try SeqcProcess.run(["build", "r.routine.yaml", "--report", "./daily.json"], in: dir.url)
        #expect(run.exitCode == 2, "\(run.stderr)")
        #expect(run.stderr.contains("two outputs would be written to"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.url.appendingPathComponent("daily.json").path))
    }

    @Test func decompileNeedsForceToReplaceAndNeverReplacesItsInput() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write(OutputFixture.routine("daily"), to: "r.routine.yaml")
        #expect(try SeqcProcess.run(["build", "r.routine.yaml"], in: dir.url).exitCode == 0)
        let existing = try dir.write("# mine\n", to: "back.routine.yaml")
        let refused = try SeqcProcess.run(["decompile", "daily.json", "-o", "back.routine.yaml"], in: dir.url)
        #expect(refused.exitCode == 1)
        #expect(refused.stderr.contains("back.routine.yaml already exists; use --force to replace it"), "\(refused.stderr)")
        #expect(OutputFixture.text(existing) == "# mine\n")
        let forced = try SeqcProcess.run(["decompile", "daily.json", "-o", "back.routine.yaml", "--force"], in: dir.url)
        #expect(forced.exitCode == 0, "\(forced.stderr)")
        #expect(OutputFixture.text(existing)?.contains("id: daily") == true)
        let overInput = try SeqcProcess.run(["decompile", "daily.json", "-o", "./daily.json", "--force"], in: dir.url)
        #expect(overInput.exitCode == 2)
        #expect(overInput.stderr.contains("it is one of the inputs"))
    }

    @Test func schemaNeedsForceToReplaceAndRefusesRoutineSourceNames() throws {
        let dir = try TemporaryDirectory()
        let existing = try dir.write("{}", to: "routine.schema.json")
        let refused = try SeqcProcess.run(["schema", "routine", "-o", "routine.schema.json"], in: dir.url)
        #expect(refused.exitCode == 1)
        #expect(refused.stderr.contains("already exists; use --force"))
        #expect(OutputFixture.text(existing) == "{}")
        #expect(try SeqcProcess.run(["schema", "routine", "-o", "routine.schema.json", "--force"], in: dir.url).exitCode == 0)
        #expect(OutputFixture.text(existing)?.contains("$schema") == true)
        let source = try dir.write("id: mine\n", to: "mine.routine.yaml")
        let overSource = try SeqcProcess.run(["schema", "llm", "-o", "mine.routine.yaml", "--force"], in: dir.url)
        #expect(overSource.exitCode == 2)
        #expect(OutputFixture.text(source) == "id: mine\n")
    }

    @Test func missingParentDirectoriesAreCreated() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write(OutputFixture.routine("daily"), to: "r.routine.yaml")
        let runs = [
            ["build", "r.routine.yaml", "-o", "a/b/c.json", "--report", "d/e/report.json"],
            ["decompile", "a/b/c.json", "-o", "f/g/back.routine.yaml"],
            ["schema", "runtime", "-o", "s/t/runtime.schema.json"],
            ["new", "tabata", "n/m/legs.routine.yaml"],
        ]
        for arguments in runs {
            let run = try SeqcProcess.run(arguments, in: dir.url)
            #expect(run.exitCode == 0, "\(arguments): \(run.stderr)")
        }
        for path in ["a/b/c.json", "d/e/report.json", "f/g/back.routine.yaml", "s/t/runtime.schema.json", "n/m/legs.routine.yaml"] {
            #expect(FileManager.default.fileExists(atPath: dir.url.appendingPathComponent(path).path), "\(path)")
        }
    }
}
