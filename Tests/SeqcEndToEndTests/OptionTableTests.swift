import Foundation
import SeqcLint
import Testing

@testable import seqc

/// Each option of `build` and `lint` is declared once, in its command's ``OptionTable``:
/// the parser's properties are named after the table's options, one for one, so that the
/// request made from a parsed command (``OptionTable/request(from:into:)``) misses none.
@Suite struct OptionTableTests {
    @Test func everyBuildPropertyIsATableOption() throws {
        let parsed = try #require(try Seqc.parseAsRoot(["build", "a"]) as? BuildCommand)
        #expect(Self.propertyNames(of: parsed).sorted() == BuildOptionTable.table.propertyNames.sorted())
    }

    @Test func everyLintPropertyIsATableOption() throws {
        let parsed = try #require(try Seqc.parseAsRoot(["lint", "a"]) as? LintCommand)
        #expect(Self.propertyNames(of: parsed).sorted() == LintOptionTable.table.propertyNames.sorted())
    }

    /// Every option given once, by its long name, with a value the parser and the fast
    /// path both read: the two requests are equal, and differ from the empty request in
    /// that option's field.
    @Test(arguments: ["build", "lint"])
    func eachOptionFillsItsField(_ command: String) throws {
        let spellings = command == "build" ? BuildOptionTable.table.options.map(\.spelling) : LintOptionTable.table.options.map(\.spelling)
        for spelling in spellings {
            let value = ["format": "json", "color": "never", "jobs": "3", "max-warnings": "4"][spelling.long] ?? "v.json"
            // `--unsafe-fixes` is used with `--diff` (or `--fix`), or the line does not validate.
            let partner = spelling.long == "unsafe-fixes" ? ["--diff"] : []
            let arguments = [command, "a.routine.yaml", spelling.longArgument] + (spelling.isFlag ? [] : [value]) + partner
            if command == "build" {
                let parsed = try #require(try Seqc.parseAsRoot(arguments) as? BuildCommand)
                #expect(BuildRequest.direct(arguments) == parsed.request, "\(arguments)")
                #expect(parsed.request != BuildRequest.direct(["build", "a.routine.yaml"]), "\(arguments) changed nothing")
            } else {
                let parsed = try #require(try Seqc.parseAsRoot(arguments) as? LintCommand)
                #expect(LintRequest.direct(arguments) == parsed.request, "\(arguments)")
                #expect(parsed.request != LintRequest.direct(["lint", "a.routine.yaml"]), "\(arguments) changed nothing")
            }
        }
    }

    /// The names of a parsed command's properties, option groups opened.
    private static func propertyNames(of value: Any) -> [String] {
        Mirror(reflecting: value).children.flatMap { child -> [String] in
            guard let label = child.label else { return [] }
            if let group = child.value as? any ParsedGroup { return propertyNames(of: group.parsedGroup) }
            return [String(label.dropFirst())]
        }
    }
}
