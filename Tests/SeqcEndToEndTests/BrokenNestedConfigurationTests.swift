import Foundation
import Testing

/// One broken nested `.seqc.yml` stops only its own folder: over generated trees of
/// folders, some with a broken configuration, the routines every other folder holds are
/// checked and reported as they would be alone, those under a broken one are skipped with
/// one note per configuration, and the run ends with exit code 2.
@Suite struct BrokenNestedConfigurationTests {
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    static let brokenConfigurations = [
        "rules:\n  title-to-long: off\n", "rules:\n  consecutive-rests: of\n", "- a\n- b\n", "exlude: [x]\n", "rules: {a: [\n",
    ]

    static func routine(_ name: String, error: Bool) -> String {
        "title: \(name)\ncards:\n  - countdown: Go\n    duration: \(error ? "soon" : "5s")\n"
    }

    @Test(arguments: 0..<20)
    func aBrokenConfigurationStopsOnlyItsFolder(seed: Int) throws {
        var random = Generator(state: UInt64(seed) &+ 11)
        let directory = try TemporaryDirectory()
        var broken: [String] = []
        var expectedErrors: Set<String> = []
        var governed: [String: Int] = [:]
        for folder in 0..<(2 + random.next(3)) {
            let name = "f\(folder)"
            let isBroken = random.next(3) == 0
            if isBroken {
                _ = try directory.write(Self.brokenConfigurations[random.next(Self.brokenConfigurations.count)], to: "\(name)/.seqc.yml")
                broken.append("\(name)/.seqc.yml")
            }
            for index in 0..<(1 + random.next(3)) {
                let file = "\(name)/\(name)-r\(index).routine.yaml"
                let hasError = random.next(2) == 0
                _ = try directory.write(Self.routine("\(name) \(index)", error: hasError), to: file)
                if isBroken { governed["\(name)/.seqc.yml", default: 0] += 1 } else if hasError { expectedErrors.insert(file) }
            }
        }
        let run = try SeqcProcess.run(["lint", "--format", "json", "."], in: directory.url)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stdout)")
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        let files = Set(diagnostics.compactMap { $0["file"] as? String })
        let routines = files.filter { $0.hasSuffix(".routine.yaml") }
        #expect(run.exitCode == (broken.isEmpty ? (expectedErrors.isEmpty ? 0 : 1) : 2), "seed \(seed): \(run.stderr)")
        #expect(
            routines == expectedErrors,
            "seed \(seed): \(diagnostics.filter { ($0["file"] as? String)?.hasSuffix(".routine.yaml") == true }.map { "\($0["file"]!) \($0["rule"]!) \($0["message"]!)" })"
        )
        for configuration in broken { #expect(files.contains(configuration), "seed \(seed): \(configuration) not reported") }
        let notes = run.stderr.split(separator: "\n").filter { $0.contains("governs: it has errors") }
        let checkedSome = document["summary"].flatMap { ($0 as? [String: Any])?["files"] as? Int } ?? 0
        if checkedSome > 0 {
            #expect(notes.count == governed.count, "seed \(seed): \(run.stderr)")
            for (configuration, count) in governed {
                #expect(notes.contains { $0.contains("skipped \(count) routine\(count == 1 ? "" : "s") that \(configuration) governs") })
            }
        }
    }

    /// A broken configuration's fix-its are for people: `--fix` never edits a
    /// configuration, so the fixable count after a text report leaves them out.
    @Test func aConfigurationsFixesAreNotCountedAsFixable() throws {
        let directory = try TemporaryDirectory()
        _ = try directory.write(Self.routine("Good", error: false), to: "good/good.routine.yaml")
        _ = try directory.write(Self.routine("Bad", error: false), to: "bad/bad.routine.yaml")
        _ = try directory.write("rules:\n  title-to-long: off\n", to: "bad/.seqc.yml")
        let run = try SeqcProcess.run(["lint", "."], in: directory.url)
        #expect(run.exitCode == 2)
        #expect(run.stdout.contains("did you mean 'title-too-long'?"))
        #expect(!run.stderr.contains("fixable with"), "\(run.stderr)")
    }

    /// `--config` governs every routine: a broken one stops the run before any is read.
    @Test func aBrokenExplicitConfigurationStopsTheRun() throws {
        let directory = try TemporaryDirectory()
        _ = try directory.write(Self.routine("One", error: false), to: "one.routine.yaml")
        _ = try directory.write(Self.brokenConfigurations[0], to: "strict.yml")
        let run = try SeqcProcess.run(["lint", "--config", "strict.yml", "."], in: directory.url)
        #expect(run.exitCode == 2)
        #expect(run.stdout.contains("no routine was checked"))
    }
}
