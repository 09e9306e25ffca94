import Foundation
import SeqcCompiler
import SeqcLint

/// Help lines as seqc produces them, and what makes a placeholder in one wrong: a
/// placeholder has one form, `<word>`; any other value a help line offers for a key
/// must come from the file (its text or the diagnostic's own fix), or a model copies an
/// invented value into its routine.
enum HelpPlaceholders {
    /// One help or note line, with the file it was made for and the diagnostic's fix.
    struct Line {
        let rule: RuleID
        let text: String
        let source: String
        let replacements: [String]
    }

    /// The one placeholder form.
    static var placeholder: Regex<Substring> { #/<[a-z][a-z0-9 -]*>/# }

    /// Upper-case words that are names, not placeholders.
    static let acronyms: Set<String> = ["YAML", "JSON", "UTF", "ISO", "UUID", "SARIF", "HIIT", "EMOM", "AMRAP", "SPEC"]

    /// Every key of the language, where a help line may offer `key: value`.
    static let keys: Set<String> = {
        var keys = Set(Language.topLevelFields.map(\.name) + [Language.cardIDField.name, RepeatBlock.key])
        keys.formUnion(RepeatBlock.fields.map(\.name))
        for spec in Language.kinds { keys.formUnion([spec.kind.rawValue] + spec.fields.map(\.name)) }
        return keys
    }()

    /// The help and note lines of `diagnostics` on `source`.
    static func lines(of diagnostics: [Diagnostic], source: String) -> [Line] {
        diagnostics.flatMap { diagnostic in
            let texts = [diagnostic.help].compactMap { $0 } + diagnostic.notes.map(\.message)
            return texts.map { Line(rule: diagnostic.rule, text: $0, source: source, replacements: diagnostic.fixIts.map(\.replacement)) }
        }
    }

    /// What is wrong with `line`'s placeholders; empty when nothing is.
    static func problems(_ line: Line) -> [String] {
        var found: [String] = []
        let withoutPlaceholders = line.text.replacing(placeholder, with: "")
        for token in withoutPlaceholders.split(whereSeparator: { !$0.isLetter && $0 != "_" }) {
            let word = String(token)
            if word.count >= 3, word == word.uppercased(), word.contains(where: \.isLetter), !acronyms.contains(word),
                !line.source.contains(word)
            {
                found.append("'\(word)' is a placeholder in upper case; write <\(word.lowercased())>")
            }
        }
        for ellipsis in ["...", "…"] where withoutPlaceholders.contains(ellipsis) && !line.source.contains(ellipsis) {
            found.append("'\(ellipsis)' stands for a value; name it <…>")
        }
        for (key, value) in offeredValues(in: line.text) where !isDerived(value, line) {
            found.append("'\(key): \(value)' offers a value the file does not hold; write '\(key): <…>'")
        }
        return found
    }

    /// Each `key: value` a line offers for a key of the language.
    static func offeredValues(in text: String) -> [(String, String)] {
        var offers: [(String, String)] = []
        var rest = Substring(text)
        while let colon = rest.range(of: ": ") {
            let before = rest[..<colon.lowerBound]
            let key = String(before.reversed().prefix { $0.isLetter }.reversed())
            rest = rest[colon.upperBound...]
            guard keys.contains(key) else { continue }
            // "quote the title: title: ..." names the key in prose before the snippet.
            let offered = value(at: rest)
            if let inner = offered.firstRange(of: ": "), keys.contains(String(offered[..<inner.lowerBound])) { continue }
            offers.append((key, offered))
        }
        return offers
    }

    /// The value written at the start of `text`: a flow list, a quoted text, or plain
    /// text up to a quote, a comma, a parenthesis or a joining word.
    private static func value(at text: Substring) -> String {
        if let first = text.first, let close = ["[": "]", "\"": "\"", "<": ">"][first] {
            let body = text.dropFirst()
            guard let end = body.firstIndex(of: Character(close)) else { return String(text) }
            return String(text[...end])
        }
        var plain = String(text.prefix { !"'`,)\n".contains($0) })
        for joiner in [" and ", " with ", " under "] {
            if let range = plain.range(of: joiner) { plain = String(plain[..<range.lowerBound]) }
        }
        return plain.trimmingCharacters(in: .whitespaces)
    }

    /// Whether `value` is a placeholder or comes from the file or the diagnostic's fix.
    private static func isDerived(_ value: String, _ line: Line) -> Bool {
        // `true` and `false` are the instruction itself (`add 'finalRest: false'`), not a stand-in.
        if value.isEmpty || value.wholeMatch(of: placeholder) != nil || value == "true" || value == "false" { return true }
        if value.hasPrefix("[") {
            return value.dropFirst().dropLast().split(separator: ",").allSatisfy {
                isDerived($0.trimmingCharacters(in: .whitespaces), line)
            }
        }
        let bare = value.trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        return line.source.contains(bare) || line.replacements.contains { $0.contains(bare) } || isConverted(bare, line.source)
    }

    /// Whether `value` is a duration in the language's form (`1m30s`) of a number the file
    /// writes in its own words (`90 Sek`, `60 seconds`, `1 min`): the file's value, not one
    /// made up. The file must hold the seconds or the whole minutes as a number of its own.
    private static func isConverted(_ value: String, _ source: String) -> Bool {
        guard let match = value.wholeMatch(of: /(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?/), !value.isEmpty else { return false }
        let seconds = (Int(match.1 ?? "0") ?? 0) * 3600 + (Int(match.2 ?? "0") ?? 0) * 60 + (Int(match.3 ?? "0") ?? 0)
        let numbers = Set(source.split(whereSeparator: { !$0.isNumber }).map(String.init))
        return numbers.contains(String(seconds)) || seconds % 60 == 0 && numbers.contains(String(seconds / 60))
    }
}
