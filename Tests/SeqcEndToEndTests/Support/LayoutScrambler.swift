/// Changes a routine file's layout without its meaning, the way hands do: a wider
/// indentation step (the space after each `-` widened with it), more spaces after `:`,
/// doubled blank lines, trailing blanks.
/// Line by line on text, so it is independent of the formatter it tests; a file with
/// block scalars or quoted text over several lines can change meaning, which callers check.
enum LayoutScrambler {
    static func scramble(_ source: [UInt8], using random: inout SplitMix) -> [UInt8] {
        let step = Int.random(in: 1...3, using: &random)
        var lines: [String] = []
        for line in String(decoding: source, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false) {
            let indent = line.prefix { $0 == " " }.count
            var rest = String(line.dropFirst(indent))
            if rest.isEmpty, !lines.isEmpty, Bool.random(using: &random) { lines.append("") }
            // Each level's step scaled: a dash and its space count as one level.
            if rest.hasPrefix("- ") { rest = "-" + String(repeating: " ", count: 2 * step - 1) + rest.dropFirst(2) }
            if let colon = rest.range(of: ": "), !rest.hasPrefix("#"), !rest.contains("\""), !rest.contains("'"),
                Bool.random(using: &random)
            {
                rest.replaceSubrange(colon, with: ":" + String(repeating: " ", count: Int.random(in: 2...4, using: &random)))
            }
            if !rest.isEmpty, Int.random(in: 0..<4, using: &random) == 0 {
                rest += String(repeating: " ", count: Int.random(in: 1...3, using: &random))
            }
            lines.append(String(repeating: " ", count: indent * step) + rest)
        }
        return Array(lines.joined(separator: "\n").utf8)
    }
}
