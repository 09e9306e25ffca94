/// Markdown emphasis around words of a line written as text (`**Dead bug** — 40 sec`,
/// `__Rest__`, `*Plank*`, `_Pause_`, `` `Stretch` ``): markup, not part of a title, so a
/// step titled `**Rest**` is a rest as `Rest` is. A delimiter counts only at a word's
/// edge, so `snake_case` and `2*3` keep their characters.
enum MarkdownEmphasis {
    /// The delimiters, longest first so that `**` is not read as two `*`.
    private static let delimiters = ["**", "__", "*", "_", "`"]

    /// `text` without the emphasis delimiters around its words; `text` itself when it
    /// holds none of their characters, which is every line but a few.
    static func removed(from text: String) -> String {
        guard text.contains(where: { $0 == "*" || $0 == "_" || $0 == "`" }) else { return text }
        var characters = Array(text)
        for delimiter in delimiters { characters = removed(Array(delimiter), from: characters) }
        return String(characters)
    }

    /// `characters` with each pair of `delimiter` that opens at a word's start and closes
    /// at a word's end taken out; an unpaired one is kept.
    private static func removed(_ delimiter: [Character], from characters: [Character]) -> [Character] {
        var result: [Character] = []
        var index = 0
        while index < characters.count {
            if opens(delimiter, at: index, in: characters), let close = closing(delimiter, after: index, in: characters) {
                result += characters[(index + delimiter.count)..<close]
                index = close + delimiter.count
                continue
            }
            result.append(characters[index])
            index += 1
        }
        return result
    }

    private static func opens(_ delimiter: [Character], at index: Int, in characters: [Character]) -> Bool {
        guard matches(delimiter, at: index, in: characters) else { return false }
        let after = index + delimiter.count
        guard after < characters.count, !characters[after].isWhitespace, characters[after] != delimiter[0] else { return false }
        return index == 0 || isEdge(characters[index - 1])
    }

    /// Where the delimiter closing the one at `open` starts: before a word's end, on the
    /// same line; nil when none does.
    private static func closing(_ delimiter: [Character], after open: Int, in characters: [Character]) -> Int? {
        var index = open + delimiter.count + 1
        while index < characters.count {
            if matches(delimiter, at: index, in: characters), !characters[index - 1].isWhitespace {
                let after = index + delimiter.count
                if after == characters.count || isEdge(characters[after]) && characters[after] != delimiter[0] { return index }
            }
            index += 1
        }
        return nil
    }

    private static func matches(_ delimiter: [Character], at index: Int, in characters: [Character]) -> Bool {
        index + delimiter.count <= characters.count && characters[index..<(index + delimiter.count)].elementsEqual(delimiter)
    }

    /// Whether `character` may stand beside a delimiter at a word's edge: a space or a mark
    /// of punctuation, not a letter or digit.
    private static func isEdge(_ character: Character) -> Bool {
        !character.isLetter && !character.isNumber
    }
}
