import Foundation
import SeqcCompiler
import Testing

@testable import SeqcLint

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The shortcuts of gathering a run's files: a lone directory's files taken as found when
/// no two are one file, and a directory's configuration looked up once for the files
/// written in it. Neither may change what is found or which configuration applies.
@Suite struct GatherShortcutsTests {
    private func makeRoot(_ name: String) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("seqc-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        return root
    }

    private func write(_ text: String, _ url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    @Test func aHardLinkInALoneDirectoryIsFoundOnce() throws {
        let root = try makeRoot("hard-link")
        defer { try? FileManager.default.removeItem(at: root) }
        for index in 0..<5 { try write("title: t\(index)\n", root.appendingPathComponent("r\(index).routine.yaml")) }
        let original = root.appendingPathComponent("r2.routine.yaml").path
        #expect(link(original, root.appendingPathComponent("again.routine.yaml").path) == 0)
        let found = InputDiscovery.discover([RawPath(root.path)], jobs: 2).files
        let names = found.map { String(decoding: $0.path.bytes, as: UTF8.self) }
        // The first name in order wins, as when files come from several arguments.
        #expect(
            names.map { ($0 as NSString).lastPathComponent } == [
                "again.routine.yaml", "r0.routine.yaml", "r1.routine.yaml", "r3.routine.yaml", "r4.routine.yaml",
            ])
        #expect(Set(found.compactMap(\.identity)).count == 5)
    }

    @Test func aLoneDirectoryOfDistinctFilesIsTakenAsFound() throws {
        let root = try makeRoot("distinct")
        defer { try? FileManager.default.removeItem(at: root) }
        for index in 0..<40 { try write("title: t\(index)\n", root.appendingPathComponent("d\(index % 3)/r\(index).routine.yaml")) }
        let alone = InputDiscovery.discover([RawPath(root.path)], jobs: 2).files
        // The same directory given twice takes the path that merges by identity.
        let twice = InputDiscovery.discover([RawPath(root.path), RawPath(root.path)], jobs: 2).files
        #expect(alone.count == 40)
        #expect(alone.map(\.path) == twice.map(\.path))
        #expect(alone.map(\.identity) == twice.map(\.identity))
    }

    @Test func filesGivenInTurnFromTwoDirectoriesEachGetTheirOwnConfiguration() throws {
        let root = try makeRoot("configs")
        defer { try? FileManager.default.removeItem(at: root) }
        try write("rules:\n  title-too-long: off\n", root.appendingPathComponent("a/.seqc.yml"))
        try write("rules:\n  title-too-long: error\nexclude: [skipped.routine.yaml]\n", root.appendingPathComponent("b/.seqc.yml"))
        for name in ["x", "y", "skipped"] {
            try write("title: t\n", root.appendingPathComponent("a/\(name).routine.yaml"))
            try write("title: t\n", root.appendingPathComponent("b/\(name).routine.yaml"))
        }
        // Relative paths, in turn: a, b, a, b, and a path through `..` into a.
        let paths = [
            "a/x.routine.yaml", "b/x.routine.yaml", "a/y.routine.yaml", "b/y.routine.yaml", "b/../a/skipped.routine.yaml",
            "b/skipped.routine.yaml",
        ]
        let inputs = LintInputs.gather(
            paths: paths.map(RawPath.init), configurationPath: nil, stdinName: nil, workingDirectory: RawPath(root.path), jobs: 2)
        let rule = RuleRegistry.standard[.titleTooLong]!
        let severities = inputs.files.indices.map { inputs.files.configuration(at: $0).severity(of: rule) }
        let gathered = inputs.files.indices.map { String(decoding: inputs.files.path(at: $0).bytes, as: UTF8.self) }
        // b's exclusion applies to b's file only, named explicitly: skipped and said so.
        #expect(gathered == Array(paths.prefix(5)))
        #expect(severities == [nil, .error, nil, .error, nil])
        #expect(inputs.skipped.map(\.display) == ["b/skipped.routine.yaml"])
    }

    @Test func identitiesAreDeferredOnlyForALoneDirectoryOfRegularFiles() throws {
        let root = try makeRoot("deferred")
        defer { try? FileManager.default.removeItem(at: root) }
        for index in 0..<4 { try write("title: t\(index)\n", root.appendingPathComponent("d/r\(index).routine.yaml")) }
        let directory = RawPath(root.appendingPathComponent("d").path)
        let deferred = InputDiscovery.discover([directory], jobs: 2, deferringIdentities: true)
        #expect(deferred.identitiesDeferred)
        #expect(deferred.files.allSatisfy { $0.identity == nil })
        let asked = InputDiscovery.discover([directory], jobs: 2)
        #expect(!asked.identitiesDeferred)
        #expect(deferred.files.map(\.path) == asked.files.map(\.path))
        // Two arguments, or a routine name that is not listed as a regular file: asked.
        #expect(!InputDiscovery.discover([directory, directory], jobs: 2, deferringIdentities: true).identitiesDeferred)
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("d/link.routine.yaml").path, withDestinationPath: "r0.routine.yaml")
        let withLink = InputDiscovery.discover([directory], jobs: 2, deferringIdentities: true)
        #expect(!withLink.identitiesDeferred)
        #expect(withLink.files.count == 4)
    }

    @Test func aStreamOfDeferredIdentitiesDropsSecondNamesAndCountsTheRest() throws {
        let root = try makeRoot("stream")
        defer { try? FileManager.default.removeItem(at: root) }
        // Enough files for several windows of two jobs, a few reached twice.
        for index in 0..<300 {
            try write(
                "title: t\(index)\ncards:\n  - rest: R\n    duration: 30s\n", root.appendingPathComponent("r\(1000 + index).routine.yaml"))
        }
        for index in [3, 150, 299] {
            let original = root.appendingPathComponent("r\(1000 + index).routine.yaml").path
            #expect(link(original, root.appendingPathComponent("s\(index).routine.yaml").path) == 0)
        }
        func run(deferring: Bool) throws -> (linted: Int, diagnostics: [Diagnostic]) {
            let inputs = LintInputs.gather(
                paths: [RawPath(root.path)], configurationPath: nil, stdinName: nil, workingDirectory: RawPath("/"), jobs: 2,
                deferringIdentities: deferring)
            #expect(inputs.identitiesDeferred == deferring)
            // Deferred, the second names are found, and dropped as they are read.
            #expect(inputs.files.count == (deferring ? 303 : 300))
            let runner = LintRunner(compiler: Compiler(identifiesCards: false), jobs: 2)
            var diagnostics: [Diagnostic] = []
            let linted = try runner.stream(
                LintFiles(inputs, stdinName: nil, limits: runner.compiler.limits), produce: { _ in () }, consume: { _, _, _ in },
                report: { diagnostics += $0.diagnostics })
            return (linted, diagnostics)
        }
        let deferred = try run(deferring: true)
        let asked = try run(deferring: false)
        #expect(deferred.linted == 300)
        #expect(asked.linted == 300)
        #expect(deferred.diagnostics == asked.diagnostics)
        #expect(deferred.diagnostics.count == 300)
    }

    /// Inputs whose identities were deferred are protected all the same, looked at by name.
    @Test func deferredInputsAreStillProtectedFromBeingWrittenOver() throws {
        let root = try makeRoot("protect")
        defer { try? FileManager.default.removeItem(at: root) }
        let input = root.appendingPathComponent("d/a.routine.yaml")
        try write("title: A\n", input)
        let inputs = LintInputs.gather(
            paths: [RawPath(root.appendingPathComponent("d").path)], configurationPath: nil, stdinName: nil,
            workingDirectory: RawPath("/"), jobs: 2, deferringIdentities: true)
        #expect(inputs.identitiesDeferred)
        var transaction = OutputTransaction()
        transaction.protect(inputs)
        transaction.add(Data("overwritten".utf8), to: input.path)
        #expect(throws: OutputFailure.self) { try transaction.commit() }
        #expect(try String(contentsOf: input, encoding: .utf8) == "title: A\n")
    }
}
