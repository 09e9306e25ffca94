import Foundation

/// The rules as the source files declare them, read as text: an account of what exists
/// that does not go through ``RuleRegistry``, so tests can compare the two.
enum RuleSources {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// One `static let NAME = RuleDefinition(` and the file it is in.
    struct Definition {
        let property: String
        let id: String
        let file: String
    }

    /// Every Swift file under `folder`, relative to the package root.
    static func swiftFiles(under folder: String) -> [String] {
        let base = root.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(atPath: base.path) else { return [] }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.map { "\(folder)/\($0)" }.sorted()
    }

    static func text(_ file: String) -> String {
        (try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)) ?? ""
    }

    /// `static let camelName: RuleID = "kebab-id"` anywhere in Sources, by property name.
    static func ruleIDs() -> [String: String] {
        var ids: [String: String] = [:]
        for file in swiftFiles(under: "Sources") {
            for match in text(file).matches(of: /static let (\w+): RuleID = "([a-z0-9-]+)"/) {
                ids[String(match.1)] = String(match.2)
            }
        }
        return ids
    }

    /// Every rule definition under Sources/SeqcLint/Rules, with its id.
    static func definitions() -> [Definition] {
        let ids = ruleIDs()
        return swiftFiles(under: "Sources/SeqcLint/Rules").flatMap { file in
            text(file).matches(of: /static let (\w+) = RuleDefinition\(\s*id: \.(\w+)/).map {
                Definition(property: String($0.1), id: ids[String($0.2)] ?? "?\($0.2)", file: file)
            }
        }
    }

    /// The `## id` sections of the checked-in docs/rules.md.
    static func documentedSections() -> [String] {
        text("docs/rules.md").split(separator: "\n").filter { $0.hasPrefix("## ") }.map { String($0.dropFirst(3)) }
    }
}
