// swift-tools-version:6.0
// An app's package that plays what seqc compiles: the routines in Sources/TimerKit/Routines
// are compiled into runtime JSON at build time by seqc's build plugin and bundled as
// resources; the app itself depends on SeqcModel alone (no YAML, no argument parser).
import PackageDescription

let package = Package(
    name: "TimerApp",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "TimerKit", targets: ["TimerKit"])
    ],
    dependencies: [
        // An app outside this repository writes `.package(url: "https://…/seqc.git", branch: "main")`.
        .package(name: "seqc", path: "../..")
    ],
    targets: [
        .target(
            name: "TimerKit",
            dependencies: [.product(name: "SeqcModel", package: "seqc")],
            plugins: [.plugin(name: "SeqcBuildPlugin", package: "seqc")]
        ),
        .testTarget(name: "TimerKitTests", dependencies: ["TimerKit"]),
    ],
    swiftLanguageModes: [.v6]
)
