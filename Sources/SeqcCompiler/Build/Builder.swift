import SeqcModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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

    /// Compiles `paths` and writes their outputs to `destination`, all or nothing.
    public func build(paths: [String], to destination: BuildDestination) throws -> Outcome {
        var transaction = OutputTransaction()
        let outcome = try build(paths: paths, to: destination, staging: &transaction)
        try transaction.commit()
        return outcome
    }

    /// Compiles `paths` and, when every input compiled, plans their outputs in
    /// `transaction` (the inputs protected from being written over) without writing:
    /// the caller adds its own outputs, such as a report, and commits them together.
    public func build(paths: [String], to destination: BuildDestination, staging transaction: inout OutputTransaction) throws -> Outcome {
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
        diagnostics += DuplicateRoutineIDs.check(results)
        if strict { diagnostics = diagnostics.strict() }
        return try stage(results, diagnostics: diagnostics, inputs: paths, to: destination, staging: &transaction)
    }

    /// Plans the outputs of routines already compiled and checked, when `diagnostics`
    /// (final: configuration, suppressions and `--strict` applied by the caller) hold no
    /// error. `inputs` are protected from being written over. Two routines with one id
    /// stay an error whatever the diagnostics say: their outputs would collide.
    public func stage(
        _ results: [CompileResult], diagnostics given: [Diagnostic], inputs: [String], to destination: BuildDestination,
        staging transaction: inout OutputTransaction
    ) throws -> Outcome {
        var diagnostics = given
        diagnostics.keepAsErrors(DuplicateRoutineIDs.check(results))
        diagnostics = diagnostics.sortedForPresentation()
        let failed = diagnostics.hasErrors
        var standardOutput: Data?
        var reports: [RoutineReport] = []
        // Grouped once: filtering every diagnostic for every input made 10,000 inputs that
        // share one id (10,000 diagnostics) quadratic.
        let byFile = Dictionary(grouping: diagnostics, by: \.file)
        transaction.protect(inputs: inputs)
        for result in results {
            let own = byFile[result.file.path] ?? []
            guard !failed, let data = result.runtimeJSON, let slug = result.slug else {
                reports.append(RoutineReport(result: result, diagnostics: own, output: nil))
                continue
            }
            if let path = destination.path(forSlug: slug) {
                transaction.add(data, to: path)
            } else {
                standardOutput = data
                transaction.addStandardOutput(data)
            }
            reports.append(RoutineReport(result: result, diagnostics: own, output: destination.path(forSlug: slug) ?? "-"))
        }
        return Outcome(
            results: results, diagnostics: diagnostics, report: BuildReport(routines: reports),
            standardOutput: standardOutput)
    }
}
