import Foundation

/// Where lint's end-to-end fixtures and their golden files live.
enum LintFixtures {
    static let path = "Tests/SeqcEndToEndTests/Fixtures/lint"

    /// The fixture directory `name`, in the checkout seqc runs in (``SeqcProcess/checkout``).
    static func directory(_ name: String) -> URL {
        SeqcProcess.checkout.appendingPathComponent(path).appendingPathComponent(name)
    }

    /// A copy of fixture `name` in a temporary folder, its `dot-seqc.yml` files named
    /// `.seqc.yml` there: in the repository they are kept under another name, so that
    /// `seqc lint .` at its root does not read the fixtures' deliberate mistakes.
    static func copy(_ name: String) throws -> TemporaryDirectory {
        let copy = try TemporaryDirectory()
        let source = directory(name)
        let files = FileManager.default.enumerator(atPath: source.path)?.compactMap { $0 as? String } ?? []
        for file in files where !file.hasPrefix("expected") {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: source.appendingPathComponent(file).path, isDirectory: &isDirectory),
                !isDirectory.boolValue
            else { continue }
            let target = file.hasSuffix("dot-seqc.yml") ? String(file.dropLast("dot-seqc.yml".count)) + ".seqc.yml" : file
            _ = try copy.write(try String(contentsOf: source.appendingPathComponent(file), encoding: .utf8), to: target)
        }
        return copy
    }

    /// The golden file `file` of fixture `name`.
    static func golden(_ name: String, _ file: String) -> URL {
        SeqcProcess.packageRoot.appendingPathComponent(path).appendingPathComponent(name).appendingPathComponent("expected")
            .appendingPathComponent(file)
    }
}
