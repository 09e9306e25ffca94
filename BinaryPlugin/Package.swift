// swift-tools-version:6.0
// seqc's plugins on a prebuilt seqc: the same build-tool, lint and fix plugins as the
// seqc package's (their sources are links to ../Plugins; the targets' names differ, as
// target names are unique in an app's package graph, the products' do not), running the `seqc` of an artifact
// bundle instead of building it, so an app's clean build compiles none of seqc's
// compiler, lint or command-line code. An app picks this package or the seqc package for
// its plugins (README, "SwiftPM plugins"); its model library, SeqcModel, comes from the
// seqc package either way.
//
// The bundle target below is its own line, which scripts/release.sh rewrites: before a
// release it is the bundle `make artifactbundle` writes beside this file (not in git, so
// this package builds only after that command); a release names the release's zip and
// its checksum.
import PackageDescription

let seqcBinary: Target = .binaryTarget(name: "SeqcBinary", path: "seqc.artifactbundle")  // seqc-artifact-bundle

let package = Package(
    name: "SeqcBinaryPlugin",
    products: [
        .plugin(name: "SeqcBuildPlugin", targets: ["SeqcBinaryBuildPlugin"]),
        .plugin(name: "SeqcLintPlugin", targets: ["SeqcBinaryLintPlugin"]),
        .plugin(name: "SeqcFixPlugin", targets: ["SeqcBinaryFixPlugin"]),
    ],
    targets: [
        seqcBinary,
        .plugin(
            name: "SeqcBinaryBuildPlugin", capability: .buildTool(), dependencies: ["SeqcBinary"], path: "Plugins/SeqcBuildPlugin"),
        .plugin(
            name: "SeqcBinaryLintPlugin",
            capability: .command(
                intent: .custom(verb: "seqc-lint", description: "Lint the package's *.routine.yaml files with seqc")),
            dependencies: ["SeqcBinary"],
            path: "Plugins/SeqcLintPlugin"
        ),
        .plugin(
            name: "SeqcBinaryFixPlugin",
            capability: .command(
                intent: .custom(verb: "seqc-fix", description: "Apply seqc lint's fixes to the package's *.routine.yaml files"),
                permissions: [.writeToPackageDirectory(reason: "seqc lint --fix rewrites routine files whose fixes apply")]),
            dependencies: ["SeqcBinary"],
            path: "Plugins/SeqcFixPlugin"
        ),
    ],
    swiftLanguageModes: [.v6]
)
