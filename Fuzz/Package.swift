// swift-tools-version:6.0
// libFuzzer targets for seqc, kept out of the root package so `swift build` and
// `swift test` never build them: a fuzz target has no `main` (libFuzzer supplies it) and
// only links with `--sanitize=fuzzer`. Build and run them with scripts/ci/fuzz.sh, or:
//
//   swift build -c release --sanitize=fuzzer --package-path Fuzz --scratch-path .build-fuzz
//   .build-fuzz/release/FuzzCompile CORPUS_DIR -dict=Fuzz/yaml.dict
//
// See docs/security.md for what each target checks.
import PackageDescription

/// Every fuzz target is a library-mode executable: the entry point is
/// `LLVMFuzzerTestOneInput`, never a Swift `main`.
let fuzzTargetSettings: [SwiftSetting] = [.unsafeFlags(["-parse-as-library"])]

let package = Package(
    name: "seqc-fuzz",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "seqc", path: "..")],
    targets: [
        .target(
            name: "FuzzSupport",
            dependencies: [
                .product(name: "SeqcCompiler", package: "seqc"),
                .product(name: "SeqcLint", package: "seqc"),
                .product(name: "SeqcModel", package: "seqc"),
                .product(name: "SeqcAuthoring", package: "seqc"),
            ]
        ),
        .executableTarget(name: "FuzzCompile", dependencies: ["FuzzSupport"], swiftSettings: fuzzTargetSettings),
        .executableTarget(name: "FuzzLint", dependencies: ["FuzzSupport"], swiftSettings: fuzzTargetSettings),
        .executableTarget(name: "FuzzRender", dependencies: ["FuzzSupport"], swiftSettings: fuzzTargetSettings),
        .executableTarget(name: "FuzzRuntimeJSON", dependencies: ["FuzzSupport"], swiftSettings: fuzzTargetSettings),
        .executableTarget(name: "FuzzFix", dependencies: ["FuzzSupport"], swiftSettings: fuzzTargetSettings),
        .executableTarget(name: "FuzzGlob", dependencies: ["FuzzSupport"], swiftSettings: fuzzTargetSettings),
        .executableTarget(name: "FuzzConfiguration", dependencies: ["FuzzSupport"], swiftSettings: fuzzTargetSettings),
        .executableTarget(name: "FuzzBaseline", dependencies: ["FuzzSupport"], swiftSettings: fuzzTargetSettings),
        .executableTarget(name: "FuzzPathList", dependencies: ["FuzzSupport"], swiftSettings: fuzzTargetSettings),
        .executableTarget(name: "FuzzFormat", dependencies: ["FuzzSupport"], swiftSettings: fuzzTargetSettings),
        .executableTarget(
            name: "FuzzLSP", dependencies: ["FuzzSupport", .product(name: "SeqcLanguageServer", package: "seqc")],
            swiftSettings: fuzzTargetSettings),
    ],
    swiftLanguageModes: [.v6]
)
