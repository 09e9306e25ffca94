import Foundation
import SeqcModel

/// Compiles a set of routine files and writes their runtime JSON, all or nothing: when
/// any input has an error, nothing is written and existing outputs stay as they were.
public struct Builder: Sendable {
    public var compiler: Compiler
    /// Warnings count as errors.
    public var strict: Bool

    public init(compiler: Compiler = Compiler(), strict: Bool = false) {
        self.compiler = compiler
        self.strict = strict
    }

    /// What a build found and did.
    public struct Outcome: Sendable {
        public let results: [CompileResult]
        /// Every diagnostic of every input, `--strict` applied, in presentation order.
        public let diagnostics: [Diagnostic]
        public let report: BuildReport
        /// The runtime JSON meant for standard output, when the destination is `-`.
        public let standardOutput: Data?

        public var succeeded: Bool { !diagnostics.hasErrors }
    }

    /// A write failed after the build succeeded: the environment's fault, not the input's.
    public struct WriteFailure: Error, CustomStringConvertible {
        public let path: String
        public let reason: String
        public var description: String { "cannot write \(path): \(reason)" }
    }

    public func build(paths: [String], to destination: BuildDestination) throws -> Outcome {
        var results: [CompileResult] = []
        var diagnostics: [Diagnostic] = []
        for path in paths {
            switch SourceLoader.load(path, limits: compiler.limits) {
            case .success(let file):
                let result = compiler.compile(file)
                results.append(result)
                diagnostics += result.diagnostics
            case .failure(let problem):
                results.append(CompileResult(unreadable: problem))
                diagnostics.append(problem)
            }
        }
        diagnostics += DuplicateRoutineIDs.check(results.filter(\.succeeded))
        if strict { diagnostics = diagnostics.strict() }
        diagnostics = diagnostics.sortedForPresentation()
        let failed = diagnostics.hasErrors
        var outputs: [(path: String, data: Data)] = []
        var standardOutput: Data?
        var reports: [RoutineReport] = []
        // Grouped once: filtering every diagnostic for every input made 10,000 inputs that
        // share one id (10,000 diagnostics) quadratic.
        let byFile = Dictionary(grouping: diagnostics, by: \.file)
        for result in results {
            let own = byFile[result.file.path] ?? []
            guard !failed, let document = result.document, let slug = result.slug else {
                reports.append(RoutineReport(result: result, diagnostics: own, output: nil))
                continue
            }
            let data = try document.jsonData()
            if let path = destination.path(forSlug: slug) {
                outputs.append((path, data))
            } else {
                standardOutput = data
            }
            reports.append(RoutineReport(result: result, diagnostics: own, output: destination.path(forSlug: slug) ?? "-"))
        }
        if !failed { try write(outputs, to: destination) }
        return Outcome(results: results, diagnostics: diagnostics, report: BuildReport(routines: reports),
                       standardOutput: standardOutput)
    }

    private func write(_ outputs: [(path: String, data: Data)], to destination: BuildDestination) throws {
        if case .directory(let directory) = destination, !outputs.isEmpty {
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                throw WriteFailure(path: directory, reason: error.localizedDescription)
            }
        }
        // An output whose bytes are already there is left alone: its modification time
        // stays, and replacing files costs far more than comparing them.
        for output in outputs where FileManager.default.contents(atPath: output.path) != output.data {
            try Self.writeAtomically(output.data, to: output.path)
        }
    }

    /// Writes `data` to `path` atomically; see ``AtomicFile``.
    public static func writeAtomically(_ data: Data, to path: String) throws {
        try AtomicFile.write(data, to: path)
    }
}
