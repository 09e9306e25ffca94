import Benchmark
import Foundation
import SeqcCompiler
import SeqcLint
import SeqcModel

/// The repository's root: this file is Benchmarks/Benchmarks/SeqcStages/SeqcStages.swift.
private let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// A file of the repository, read once, as the compiler would get it.
private func source(_ relative: String) -> SourceFile {
    let url = root.appendingPathComponent(relative)
    guard let data = try? Data(contentsOf: url) else { fatalError("benchmark input missing: \(url.path)") }
    return SourceFile(path: url.lastPathComponent, bytes: [UInt8](data))
}

/// One benchmark per stage of `seqc build` and `seqc lint` on one routine, in process, so
/// a stage's cost is seen without process start-up (bench/ measures whole runs against
/// the libyaml floor). Malloc counts are the same on every run, so they carry the
/// checked-in thresholds (`Thresholds/`); time on a shared machine is shown, not checked.
///
/// Names have no spaces or slashes: `thresholds update` writes a name's file with them
/// replaced by `_`, and `thresholds check` (benchmark 1.38.1) looks the file up under the
/// name as it is, so the threshold of a name with a space was never read and never checked.
let benchmarks: @Sendable () -> Void = {
    let mallocs = BenchmarkThresholds(relative: [.p50: 2.0, .p90: 2.0])
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput],
        maxDuration: .seconds(2),
        thresholds: [.mallocCountTotal: mallocs])

    // A 12-card routine with every kind and duration form, and a draft with nine mistakes.
    let routine = source("Examples/morning-hiit.routine.yaml")
    let draft = source("Tests/SeqcEndToEndTests/Fixtures/repair/25-everything-model-json.draft.yaml")
    let compiled = Compiler().compile(routine)
    guard let document = compiled.document, let json = try? document.jsonData() else {
        fatalError("Examples/morning-hiit.routine.yaml no longer compiles")
    }

    Benchmark("compose") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(composeYAML(routine)) }
    }
    Benchmark("compile") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(Compiler().compile(routine)) }
    }
    Benchmark("lint-one-file") { benchmark in
        let runner = LintRunner(jobs: 1)
        for _ in benchmark.scaledIterations { blackHole(runner.lint(sources: [routine])) }
    }
    Benchmark("expand") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(Expansion.runtimeCards(of: document.sequence)) }
    }
    Benchmark("encode-runtime-json") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(try document.jsonData()) }
    }
    // What a build does instead of the two above: writes the JSON as the routine expands.
    Benchmark("runtime-json-as-built") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(compiled.runtimeJSON) }
    }
    Benchmark("decode-runtime-json") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(try RuntimeDocument.decode(from: json)) }
    }
    Benchmark("fix-one-draft") { benchmark in
        let engine = FixEngine(runner: LintRunner(jobs: 1), allowing: .unsafe)
        for _ in benchmark.scaledIterations { blackHole(engine.fix(draft)) }
    }
}
