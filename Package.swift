// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "seqc",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        // The app-facing model: card kinds, clamping, expansion, runtime JSON. No YAML.
        .library(name: "SeqcModel", targets: ["SeqcModel"]),
        // YAML routines to the model, with diagnostics.
        .library(name: "SeqcCompiler", targets: ["SeqcCompiler"]),
        // Checking whole repositories of routines.
        .library(name: "SeqcLint", targets: ["SeqcLint"]),
        // Schemas, templates, prompt text and decompiling for editors and AI prompt builders.
        .library(name: "SeqcAuthoring", targets: ["SeqcAuthoring"]),
        // `seqc lsp`: a Language Server Protocol server for editors, on the libraries above.
        .library(name: "SeqcLanguageServer", targets: ["SeqcLanguageServer"]),
        .executable(name: "seqc", targets: ["seqc"]),
        // Compiles a target's *.routine.yaml files into runtime JSON resources at build time.
        .plugin(name: "SeqcBuildPlugin", targets: ["SeqcBuildPlugin"]),
        // `swift package seqc-lint`: lints the package's routines.
        .plugin(name: "SeqcLintPlugin", targets: ["SeqcLintPlugin"]),
        // `swift package seqc-fix`: applies seqc lint --fix to them (asks to write).
        .plugin(name: "SeqcFixPlugin", targets: ["SeqcFixPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // `swift package generate-documentation --target SeqcModel`; a plugin, so nothing links it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // No package dependencies: an app links nothing else (SHA-1 for ids is its own, see
        // SHA1.swift; CSeqcSHA1 is its use of the processor's SHA instructions).
        .target(name: "CSeqcSHA1"),
        .target(name: "SeqcModel", dependencies: ["CSeqcSHA1"]),
        .systemLibrary(
            name: "CLibYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // Async-signal-safe cleanup of staged outputs when seqc is interrupted.
        .target(name: "CSeqcInterrupt"),
        // The guarded file layer's system calls: openat2 beneath a root, fstatfs.
        .target(name: "CSeqcFiles"),
        .target(
            name: "SeqcCompiler",
            dependencies: ["SeqcModel", "CLibYAML", "CSeqcInterrupt", "CSeqcFiles"]
        ),
        .target(
            name: "SeqcLint",
            dependencies: ["SeqcCompiler", "SeqcModel"]
        ),
        .target(
            name: "SeqcAuthoring",
            // The prompt lists the lint rules a routine can trip from SeqcLint's registry; the
            // formatter reads libyaml's tokens.
            dependencies: ["SeqcCompiler", "SeqcLint", "SeqcModel", "CLibYAML"]
        ),
        .target(
            name: "SeqcLanguageServer",
            dependencies: ["SeqcLint", "SeqcAuthoring", "SeqcCompiler", "SeqcModel"]
        ),
        .executableTarget(
            name: "seqc",
            dependencies: [
                "SeqcCompiler",
                "SeqcLint",
                "SeqcAuthoring",
                "SeqcLanguageServer",
                "SeqcModel",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .plugin(name: "SeqcBuildPlugin", capability: .buildTool(), dependencies: ["seqc"]),
        .plugin(
            name: "SeqcLintPlugin",
            capability: .command(
                intent: .custom(verb: "seqc-lint", description: "Lint the package's *.routine.yaml files with seqc")),
            dependencies: ["seqc"]
        ),
        .plugin(
            name: "SeqcFixPlugin",
            capability: .command(
                intent: .custom(verb: "seqc-fix", description: "Apply seqc lint's fixes to the package's *.routine.yaml files"),
                permissions: [.writeToPackageDirectory(reason: "seqc lint --fix rewrites routine files whose fixes apply")]),
            dependencies: ["seqc"]
        ),
        .testTarget(name: "SeqcModelTests", dependencies: ["SeqcModel"]),
        .testTarget(name: "SeqcCompilerTests", dependencies: ["SeqcCompiler", "SeqcModel"]),
        .testTarget(name: "SeqcLintTests", dependencies: ["SeqcLint", "SeqcCompiler", "SeqcModel"]),
        .testTarget(name: "SeqcLanguageServerTests", dependencies: ["SeqcLanguageServer", "SeqcCompiler", "SeqcModel"]),
        .testTarget(name: "SeqcAuthoringTests", dependencies: ["SeqcAuthoring", "SeqcCompiler", "SeqcLint", "SeqcModel"]),
        // The build plugin's planning (its Plugin*.swift are links to the plugin's own
        // sources, a plugin being no module a test can import), against seqc's own reading.
        .testTarget(name: "SeqcBuildPluginTests", dependencies: ["seqc", "SeqcLint", "SeqcCompiler"]),
        .testTarget(
            name: "SeqcEndToEndTests",
            dependencies: ["seqc", "SeqcCompiler", "SeqcLint", "SeqcModel", "SeqcAuthoring"],
            exclude: ["Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
