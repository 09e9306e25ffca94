import Foundation

/// Where lint's end-to-end fixtures and their golden files live.
enum LintFixtures {
    static let path = "Tests/SeqcEndToEndTests/Fixtures/lint"

    /// The fixture directory `name`.
    static func directory(_ name: String) -> URL {
        SeqcProcess.packageRoot.appendingPathComponent(path).appendingPathComponent(name)
    }

    /// The golden file `file` of fixture `name`.
    static func golden(_ name: String, _ file: String) -> URL {
        directory(name).appendingPathComponent("expected").appendingPathComponent(file)
    }
}
