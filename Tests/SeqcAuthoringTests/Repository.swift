import Foundation

/// Files of the repository these tests check generated artefacts against.
enum Repository {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func url(_ path: String) -> URL { root.appendingPathComponent(path) }

    static func text(_ path: String) -> String? { try? String(contentsOf: url(path), encoding: .utf8) }

    /// `SEQC_RECORD=1` rewrites generated files instead of failing on them.
    static var isRecording: Bool { ProcessInfo.processInfo.environment["SEQC_RECORD"] == "1" }

    /// Every `*.json` golden of a valid compile fixture, and every Example's expected JSON.
    static var runtimeGoldens: [URL] {
        ["Examples/expected", "Tests/SeqcEndToEndTests/Fixtures/compile"].flatMap { folder -> [URL] in
            let names = (try? FileManager.default.contentsOfDirectory(atPath: url(folder).path)) ?? []
            return names.filter { $0.hasSuffix(".json") }.sorted().map { url(folder).appendingPathComponent($0) }
        }
    }
}
