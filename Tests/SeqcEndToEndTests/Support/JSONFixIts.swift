import Foundation

/// The fix-its of `seqc lint --format json`, read and applied as a prompt builder would
/// without `--fix`: the tests of each repair family check the JSON a model gets.
enum JSONFixIts {
    /// The `diagnostics` array of a JSON report.
    static func diagnostics(_ json: String) throws -> [[String: Any]] {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        return object?["diagnostics"] as? [[String: Any]] ?? []
    }

    /// Applies JSON fix-its to `text`, last first; ranges count Unicode scalars, 1-based,
    /// and may span lines.
    static func apply(_ fixIts: [[String: Any]], to text: String) -> String {
        var scalars = Array(text.unicodeScalars)
        var lineStarts = [0]
        for (index, scalar) in scalars.enumerated() where scalar == "\n" { lineStarts.append(index + 1) }
        func offset(_ line: Int, _ column: Int) -> Int { Swift.min(lineStarts[line - 1] + column - 1, scalars.count) }
        let edits = fixIts.compactMap { fix -> (start: Int, end: Int, replacement: String)? in
            guard let line = fix["line"] as? Int, let column = fix["column"] as? Int, let endLine = fix["endLine"] as? Int,
                let endColumn = fix["endColumn"] as? Int, let replacement = fix["replacement"] as? String
            else { return nil }
            return (offset(line, column), offset(endLine, endColumn), replacement)
        }
        for edit in edits.sorted(by: { $0.start > $1.start }) {
            scalars.replaceSubrange(edit.start..<edit.end, with: Array(edit.replacement.unicodeScalars))
        }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }
}
