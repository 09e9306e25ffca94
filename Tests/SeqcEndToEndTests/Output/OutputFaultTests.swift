import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// All or nothing under faults: a failing write or a signal at each step of writing
/// outputs leaves every old output as it was and no temporary file behind. The steps
/// are hit with the binary's `SEQC_FAULT` test hook (see FaultInjection.swift).
@Suite struct OutputFaultTests {
    /// Three routines into `out/`, where two old outputs wait, plus a new report:
    /// four files staged, then four renames.
    struct Scene {
        let dir: TemporaryDirectory
        var out: URL { dir.url.appendingPathComponent("out") }

        /// `alphaRounds: 1` makes the first output small (about 1.2 kB), the others 32 kB.
        init(alphaRounds: Int = 40) throws {
            dir = try TemporaryDirectory()
            for id in ["alpha", "beta", "gamma"] {
                _ = try dir.write(OutputFixture.routine(id, rounds: id == "alpha" ? alphaRounds : 40), to: "in/\(id).routine.yaml")
            }
            _ = try dir.write("OLD-A", to: "out/alpha.json")
            _ = try dir.write("OLD-B", to: "out/beta.json")
        }

        func build(environment: [String: String] = [:], wrapper: [String] = [], reportDirectory: String = "out") throws -> SeqcProcess.Run {
            try SeqcProcess.run(
                [
                    "build", "in/alpha.routine.yaml", "in/beta.routine.yaml", "in/gamma.routine.yaml",
                    "--out-dir", "out", "--report", "\(reportDirectory)/report.json",
                ],
                in: dir.url, environment: environment, wrapper: wrapper)
        }

        /// Nothing changed: the old outputs, no new ones, no temporary file.
        func expectUntouched(_ context: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: out.path).sorted() == ["alpha.json", "beta.json"],
                "\(context)", sourceLocation: sourceLocation)
            #expect(OutputFixture.text(out.appendingPathComponent("alpha.json")) == "OLD-A", "\(context)", sourceLocation: sourceLocation)
            #expect(OutputFixture.text(out.appendingPathComponent("beta.json")) == "OLD-B", "\(context)", sourceLocation: sourceLocation)
            #expect(OutputFixture.leftovers(under: dir.url).isEmpty, "\(context)", sourceLocation: sourceLocation)
        }
    }

    static let faults: [String] = ["stage", "commit"].flatMap { step in
        (1...4).flatMap { number in ["fail", "SIGINT", "SIGTERM"].map { "\(step):\(number):\($0)" } }
    }

    @Test(arguments: faults)
    func aFaultAtAnyStepChangesNothing(_ fault: String) throws {
        let scene = try Scene()
        let run = try scene.build(environment: ["SEQC_FAULT": fault])
        #expect(run.exitCode == 3, "\(fault): \(run.stderr)")
        #expect(!run.signalled)
        let said = fault.hasSuffix("fail") ? "cannot write" : fault.hasSuffix("SIGINT") ? "(SIGINT)" : "(SIGTERM)"
        #expect(run.stderr.contains(said), "\(fault): \(run.stderr)")
        if fault.hasPrefix("commit") { #expect(run.stderr.contains("every output was left as it was"), "\(fault): \(run.stderr)") }
        try scene.expectUntouched(fault)
    }

    @Test func withoutAFaultEveryOutputIsReplaced() throws {
        let scene = try Scene()
        let run = try scene.build()
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: scene.out.path).sorted()
                == ["alpha.json", "beta.json", "gamma.json", "report.json"])
        #expect(OutputFixture.text(scene.out.appendingPathComponent("alpha.json")) != "OLD-A")
        #expect(OutputFixture.leftovers(under: scene.dir.url).isEmpty)
    }

    @Test(arguments: ["stage:2:fail", "stage:3:SIGTERM", "commit:4:fail", "commit:2:SIGINT"])
    func directoriesMadeForAFailedBuildAreRemoved(_ fault: String) throws {
        let scene = try Scene()
        let run = try scene.build(environment: ["SEQC_FAULT": fault], reportDirectory: "reports/today")
        #expect(run.exitCode == 3, "\(fault): \(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: scene.dir.url.appendingPathComponent("reports").path), "\(fault)")
        try scene.expectUntouched(fault)
    }

    /// Into an out-dir that does not exist yet: the outputs and the report are written into
    /// a temporary directory, which the commit's one rename (`commit:1`) puts in place. A
    /// fault at any step leaves no `out` and nothing staged.
    @Test(arguments: ["stage:1:fail", "stage:3:SIGINT", "stage:4:SIGTERM", "commit:1:fail", "commit:1:SIGINT", "commit:1:SIGTERM"])
    func aFaultIntoANewOutDirLeavesNoDirectory(_ fault: String) throws {
        let scene = try Scene()
        try FileManager.default.removeItem(at: scene.out)
        let run = try scene.build(environment: ["SEQC_FAULT": fault])
        #expect(run.exitCode == 3, "\(fault): \(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: scene.out.path), "\(fault)")
        #expect(OutputFixture.leftovers(under: scene.dir.url).isEmpty, "\(fault)")
    }

    @Test func aBuildIntoANewOutDirPutsItInPlaceWhole() throws {
        let scene = try Scene()
        try FileManager.default.removeItem(at: scene.out)
        let run = try scene.build()
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: scene.out.path).sorted()
                == ["alpha.json", "beta.json", "gamma.json", "report.json"])
        #expect(OutputFixture.leftovers(under: scene.dir.url).isEmpty)
    }

    /// `ulimit -f` makes a real write fail with EFBIG (SIGXFSZ is ignored) part-way.
    @Test func aFileSizeLimitIsExitThreeAndChangesNothing() throws {
        let scene = try Scene()
        let run = try scene.build(wrapper: ["/bin/sh", "-c", "ulimit -f 1; exec \"$0\" \"$@\""])
        #expect(run.exitCode == 3, "\(run.stderr)")
        #expect(!run.signalled)
        #expect(run.stderr.contains("File too large"), "\(run.stderr)")
        try scene.expectUntouched("ulimit -f 1")
    }

    /// `ulimit -f 4` (2 kB): the first output is staged, the second's write fails half-way.
    @Test func aWriteThatFailsPartWayChangesNothing() throws {
        let scene = try Scene(alphaRounds: 1)
        let run = try scene.build(wrapper: ["/bin/sh", "-c", "ulimit -f 4; exec \"$0\" \"$@\""])
        #expect(run.exitCode == 3, "\(run.stderr)")
        #expect(run.stderr.contains("cannot write out/beta.json: File too large"), "\(run.stderr)")
        try scene.expectUntouched("ulimit -f 4")
    }

    /// A second build into a locked directory says it waits, and writes only once the
    /// first one is done.
    @Test func aSecondBuildWaitsForTheDirectoryLock() throws {
        let scene = try Scene()
        let lock = open(scene.out.path, O_RDONLY)
        defer { close(lock) }
        #expect(flock(lock, LOCK_EX) == 0)
        let waiting = try WaitingBuild(scene)
        #expect(waiting.stderrSoFar.contains("waiting for another seqc run writing into out"))
        try scene.expectUntouched("while waiting")
        #expect(flock(lock, LOCK_UN) == 0)
        let run = waiting.finish()
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: scene.out.appendingPathComponent("gamma.json").path))
    }

    /// A real signal from outside (a closed terminal is SIGHUP), while the build waits for
    /// the lock with a directory already created for it.
    @Test(arguments: [
        (SIGTERM, "terminated (SIGTERM)"), (SIGINT, "interrupted (SIGINT)"), (SIGHUP, "hung up (SIGHUP)"),
    ])
    func aSignalFromOutsideRemovesWhatWasMade(_ signal: Int32, _ said: String) throws {
        let scene = try Scene()
        let lock = open(scene.out.path, O_RDONLY)
        defer { close(lock) }
        #expect(flock(lock, LOCK_EX) == 0)
        let waiting = try WaitingBuild(scene, reportDirectory: "reports/today")
        #expect(kill(waiting.process.processIdentifier, signal) == 0)
        let run = waiting.finish()
        #expect(run.exitCode == 3, "\(run.stderr)")
        #expect(run.stderr.contains(said), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: scene.dir.url.appendingPathComponent("reports").path))
        try scene.expectUntouched("\(said) while waiting")
    }

    /// A build started in the background, read until it says it is waiting.
    struct WaitingBuild {
        let process = Process()
        let error = Pipe()
        var stderrSoFar = ""

        init(_ scene: Scene, reportDirectory: String = "out") throws {
            process.executableURL = SeqcProcess.binary
            process.arguments = [
                "build", "in/alpha.routine.yaml", "in/beta.routine.yaml", "in/gamma.routine.yaml",
                "--out-dir", "out", "--report", "\(reportDirectory)/report.json",
            ]
            process.currentDirectoryURL = scene.dir.url
            process.standardOutput = FileHandle.nullDevice
            process.standardError = error
            try process.run()
            // Warnings about the routines may come first: build reports what lint reports.
            while !stderrSoFar.contains("waiting for another seqc run") {
                let chunk = error.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                stderrSoFar += String(decoding: chunk, as: UTF8.self)
            }
        }

        func finish() -> SeqcProcess.Run {
            process.waitUntilExit()
            let rest = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            return SeqcProcess.Run(
                exitCode: process.terminationStatus, stdout: "", stderr: stderrSoFar + rest,
                signalled: process.terminationReason == .uncaughtSignal)
        }
    }
}
