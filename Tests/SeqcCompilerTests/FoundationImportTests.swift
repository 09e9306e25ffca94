import Foundation
import Testing

/// The release binary links FoundationEssentials, not all of Foundation with its ICU data
/// (docs/performance.md, "The release binary"): one plain `import Foundation` in any
/// source file would bring them back, so every one must be the Darwin fallback of
/// `#if canImport(FoundationEssentials)`.
@Suite struct FoundationImportTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let guarded = ["#if canImport(FoundationEssentials)", "import FoundationEssentials", "#else"]

    /// Every Swift file under Sources/, relative to the package root.
    static var sourceFiles: [String] {
        let base = root.appendingPathComponent("Sources")
        let walker = FileManager.default.enumerator(atPath: base.path)
        return (walker?.compactMap { $0 as? String } ?? []).filter { $0.hasSuffix(".swift") }.map { "Sources/\($0)" }.sorted()
    }

    /// The module a line imports, if it is an import (`@preconcurrency public import X.Y` is X).
    static func importedModule(_ line: Substring) -> Substring? {
        let words = line.split(separator: " ").map(String.init)
        let modifiers: Set<String> = ["public", "package", "internal", "fileprivate", "private"]
        let kinds: Set<String> = ["class", "struct", "enum", "protocol", "typealias", "func", "var", "let"]
        guard let index = words.firstIndex(of: "import"),
            words[..<index].allSatisfy({ $0.hasPrefix("@") || modifiers.contains($0) })
        else { return nil }
        let rest = words[(index + 1)...].filter { !kinds.contains($0) }
        guard let path = rest.first else { return nil }
        return path.split(separator: ".").first
    }

    @Test func sourcesImportFoundationOnlyWhereFoundationEssentialsIsMissing() throws {
        let files = Self.sourceFiles
        #expect(files.count > 100, "found \(files.count) Swift files under \(Self.root.path)/Sources")
        for file in files {
            let lines = try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.drop { $0 == " " } }
            for (index, line) in lines.enumerated() {
                switch Self.importedModule(line) {
                case "Foundation":
                    let before = index >= 3 ? lines[(index - 3)..<index].map(String.init) : []
                    #expect(
                        before == Self.guarded,
                        "\(file):\(index + 1): import Foundation outside '#if canImport(FoundationEssentials) … #else'")
                case "FoundationInternationalization", "FoundationNetworking", "FoundationXML":
                    Issue.record("\(file):\(index + 1): \(line) links what FoundationEssentials leaves out")
                default: break
                }
            }
        }
    }

    @Test func importedModuleReadsImportLines() {
        #expect(Self.importedModule("import Foundation") == "Foundation")
        #expect(Self.importedModule("@preconcurrency public import Foundation.NSString") == "Foundation")
        #expect(Self.importedModule("import struct Foundation.Data") == "Foundation")
        #expect(Self.importedModule("import FoundationEssentials") == "FoundationEssentials")
        #expect(Self.importedModule("// import Foundation") == nil)
        #expect(Self.importedModule("let x = 1") == nil)
    }
}
