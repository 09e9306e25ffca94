import Foundation
import Testing

/// What an app that depends on SeqcModel alone can use: it is type-checked as a client
/// outside the package (no `-package-name`), against the module the build just made and
/// the module map of SeqcModel's C target, as SwiftPM and Xcode hand them to a client.
@Suite struct AppSurfaceTests {
    /// The built modules, beside the seqc binary.
    private static var modules: URL { SeqcProcess.binary.deletingLastPathComponent().appendingPathComponent("Modules") }
    /// The module map SwiftPM wrote for CSeqcSHA1 (SHA-1 with the processor's instructions),
    /// which SeqcModel imports internally: a client is given it, and never imports it.
    private static var cModuleMap: URL {
        SeqcProcess.binary.deletingLastPathComponent().appendingPathComponent("CSeqcSHA1.build/module.modulemap")
    }

    private func typecheck(_ source: String) throws -> SeqcProcess.Run {
        let directory = try TemporaryDirectory()
        let file = try directory.write(source, to: "App.swift")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "swiftc", "-typecheck", "-I", Self.modules.path, "-Xcc", "-fmodule-map-file=\(Self.cModuleMap.path)", file.path,
        ]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return SeqcProcess.Run(exitCode: process.terminationStatus, stdout: "", stderr: text, signalled: false)
    }

    @Test func anAppEditsARoutineWithThePublicAPI() throws {
        let run = try typecheck(
            """
            import Foundation
            import SeqcModel

            func edit(_ data: Data) throws -> Data {
                var routine = try RuntimeDocument.decode(from: data).sequence
                routine.title = "Leg day"
                routine.cards[0].title = "Warm-up"
                routine.insert(Card(title: "Plank", content: .countdown(CountdownConfig(durationSeconds: 45))), at: 1)
                routine.moveCards(fromOffsets: [0], toOffset: 2)
                routine.removeCards(atOffsets: [1])
                if case .interval(var interval) = routine.cards[0].content {
                    interval.rounds = 8
                    routine.cards[0].content = .interval(interval)
                }
                let fresh = SequenceDefinition(slug: "new", title: "New", cards: routine.cards)
                _ = TimingSummary(of: Expansion.runtimeCards(of: fresh).map(\\.card)).maxSeconds
                return try RuntimeDocument(sequence: routine).jsonData()
            }
            """)
        #expect(run.exitCode == 0, "\(run.stderr)")
    }

    /// The code of SeqcModel's DocC article uses only what an app can reach (SeqcModelTests,
    /// inside the package, runs it).
    @Test func theDocumentationArticleCompilesInAnApp() throws {
        let article = try String(
            contentsOf: SeqcProcess.packageRoot.appendingPathComponent("Sources/SeqcModel/SeqcModel.docc/ReadingRuntimeJSON.md"),
            encoding: .utf8)
        var code: [Substring] = []
        var inside = false
        for line in article.split(separator: "\n", omittingEmptySubsequences: false) {
            if !inside, line == "```swift" {
                inside = true
            } else if inside, line == "```" {
                inside = false
            } else if inside {
                code.append(line)
            }
        }
        #expect(code.contains("import SeqcModel"))
        let run = try typecheck(code.joined(separator: "\n") + "\n")
        #expect(run.exitCode == 0, "\(run.stderr)")
    }

    /// Tool plumbing is `package`: an app cannot reach it, and cannot compute ids.
    @Test(arguments: [
        "let _: JSONValue = .null",
        "let _ = JSONObject()",
        "let _ = try StableJSON.encode(1)",
        "let _ = UUID().lowercasedString",
        "let _ = UUID(version5Namespace: UUID(), name: \"x\")",
        "let _ = Identity.sequenceID(slug: \"x\")",
        "let _ = Card(id: UUID(), title: \"x\", content: .info(InfoConfig()))",
        "let _ = SequenceDefinition(id: UUID(), slug: \"x\", title: \"x\", cards: [])",
        "let _ = TimingSummary(of: []).text",
        "let _ = TimingSummary.clock(90)",
        "let _ = RuntimeCard(card: Card(title: \"x\", content: .info(InfoConfig())))",
        "let _ = SHA1.Compression.fastest",
        "let _ = seqc_sha1_hardware_available()",
    ])
    func toolPlumbingIsOutOfReach(_ line: String) throws {
        let run = try typecheck("import Foundation\nimport SeqcModel\n\(line)\n")
        #expect(run.exitCode != 0, "\(line) compiles in an app")
        #expect(run.stderr.contains("App.swift:3:"), "\(run.stderr)")
    }
}
