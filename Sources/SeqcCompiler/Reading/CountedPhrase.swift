import SeqcModel

/// A text to say a number of times, written under a word of no kind with a count
/// (`- phrase: Je voudrais un café` with `repeat: 5`, `- Satz: Guten Tag` with `x: 5`,
/// `- frase: Hola` with `veces: 5`): the card is a repetition, its count its reps. Read
/// otherwise, `repeat:` would open a block whose rounds are its title and which repeats
/// nothing, having no cards. Only the two pairs: a third key (`cards:`, `rounds:`, a rest)
/// leaves another reading, and a word that names a kind or a field is that kind's card.
/// Unsafe: the kind is inferred (docs/decisions.md, "Fix safety").
struct CountedPhrase {
    let context: ReadingContext

    /// Keys that say how many times the text is said, normalised.
    static let countKeys: Set<String> = [
        "repeat", "repeats", "repeated", "times", "x", "mal", "fois", "veces", "vez", "vezes", "repetir", "wiederholen",
        "repeter", "repetez",
    ]

    /// Whether `item` is such a card, reported with the fix.
    func report(_ item: YAMLNode, pairs: YAMLNode.Pairs) -> Bool {
        guard pairs.count == 2, let first = pairs.keyScalar(at: pairs.startIndex),
            let second = pairs.keyScalar(at: pairs.index(after: pairs.startIndex))
        else { return false }
        // A card under its kind's name (`- countdown: …`, most cards of two pairs) has no
        // phrase word and no count word first: settled before any key is normalised.
        // `CountedPhraseTests` holds that no kind's name is a count word.
        guard CardKind.named(first) == nil else { return false }
        let firstIsCount = Self.countKeys.contains(NameMatching.normalised(first))
        let (textPair, countPair) =
            firstIsCount
            ? (pairs[pairs.index(after: pairs.startIndex)], pairs[pairs.startIndex])
            : (pairs[pairs.startIndex], pairs[pairs.index(after: pairs.startIndex)])
        guard let word = textPair.key.scalar,
            let count = countKey(countPair, isCount: firstIsCount || Self.countKeys.contains(NameMatching.normalised(second))),
            Self.isPhraseWord(word), Self.isText(textPair.value)
        else { return false }
        let title = textPair.value.scalar ?? ""
        context.collector.error(
            .unknownKind, at: textPair.key.range, "unknown kind '\(word)'",
            help:
                "a text said a number of times is a repetition card: '- repetition: \(title)' with 'reps: \(count)'",
            fixIts: [
                FixIt(range: textPair.key.range, replacement: quoted("repetition", like: textPair.key), safety: .unsafe),
                FixIt(range: countPair.key.range, replacement: quoted("reps", like: countPair.key), safety: .unsafe),
                FixIt(range: countPair.value.range, replacement: count, safety: .unsafe),
            ])
        return true
    }

    /// The count `pair` holds, when its key is a count word.
    private func countKey(_ pair: YAMLPair, isCount: Bool) -> String? {
        guard isCount, pair.value.scalar != nil else { return nil }
        return SetScheme.count(pair.value)
    }

    /// `name` written as `key` is: in quotes when it is quoted (JSON).
    private func quoted(_ name: String, like key: YAMLNode) -> String {
        context.sourceText(key.range)?.first == "\"" ? "\"\(name)\"" : name
    }

    /// A word naming no kind, no card or block field and no count: a card's place for its text.
    private static func isPhraseWord(_ word: String) -> Bool {
        let name = NameMatching.normalised(word)
        return CardKind.named(word) == nil && Vocabulary.kind(named: word) == nil && !Vocabulary.isStepWord(word)
            && !Language.allCardFieldNames.contains(word) && !RepeatBlock.fields.contains { $0.name == word }
            && !Language.topLevelFields.contains { $0.name == name || $0.synonyms.contains { NameMatching.normalised($0) == name } }
            && !countKeys.contains(name) && !ReadingContext.decorationKeys.contains(name)
    }

    /// Text with a letter that is no count and no duration.
    private static func isText(_ value: YAMLNode) -> Bool {
        guard let text = value.scalar, text.contains(where: \.isLetter), SetScheme.count(value) == nil else { return false }
        if case .seconds = DurationSyntax.parse(text, isPlainInteger: false) { return false }
        if case .invalid(_, .some) = DurationSyntax.parse(text, isPlainInteger: false) { return false }
        return true
    }
}
