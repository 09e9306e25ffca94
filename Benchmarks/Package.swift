// swift-tools-version:6.1
// In-process benchmarks of seqc's stages on ordo-one/benchmark, kept in a package of
// their own so `swift build` and `swift test` at the root never build them (and CI time
// does not grow). Run them from this folder:
//
//   swift package benchmark                                            # every stage: time, CPU, mallocs
//   swift package benchmark thresholds check --metric mallocCountTotal  # fails on a regression
//   swift package --allow-writing-to-package-directory benchmark thresholds update --metric mallocCountTotal
//
// Thresholds hold malloc counts only, measured with that metric alone (measuring time
// too allocates, so the counts differ): they are the same on every run, where time on a
// shared machine is not.
//
// See docs/performance.md.
import PackageDescription

let package = Package(
    name: "seqc-benchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "seqc", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "SeqcStages",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "SeqcCompiler", package: "seqc"),
                .product(name: "SeqcLint", package: "seqc"),
                .product(name: "SeqcModel", package: "seqc"),
            ],
            path: "Benchmarks/SeqcStages",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        )
    ],
    swiftLanguageModes: [.v6]
)
