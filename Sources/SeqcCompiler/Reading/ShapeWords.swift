import SeqcModel

/// The words the shape repairs read keys by, each made once from the language's field
/// descriptors (their synonyms carry the vocabulary's words in every language), so a word
/// the vocabulary gains is read here too. All are compared ``NameMatching``-normalised.
enum ShapeWords {
    /// Sets or rounds: what a block's or an interval's `rounds` means and a repetition's
    /// `reps` does not, and `repeat` (a count of rounds where a block is written as a step).
    static let rounds: Set<String> = {
        let repetition = Set(names(of: "reps", among: Language.cardFields(of: .repetition)))
        let both = names(of: "rounds", among: RepeatBlock.fields) + names(of: "rounds", among: Language.cardFields(of: .interval))
        return Set(both).subtracting(repetition).union(["repeat", "set", "round", "satz", "serie"])
    }()

    /// Sets, in the vocabulary's languages: a count with a rest between its items, not after
    /// the last (``SetScheme/countsSets(_:)``).
    static let sets: Set<String> = Set(
        ["sets", "set", "satz", "Sätze", "Serien", "series", "serie", "séries", "reeksen", "sety", "serier"].map(NameMatching.normalised))

    /// A count of repetitions: the repetition card's `reps` and its synonyms.
    static let reps: Set<String> = Set(names(of: "reps", among: Language.cardFields(of: .repetition)))

    /// A length of time: a countdown's `duration` and its synonyms, and an interval's `work`.
    static let duration: Set<String> = Set(
        names(of: "duration", among: Language.cardFields(of: .countdown)) + ["work", "worktime", "workduration"])

    /// A rest between sets or rounds: an interval's `rest` synonyms that do not also mean a
    /// duration, the words naming a rest card, and the phrases apps write for the gap.
    static let rest: Set<String> = {
        let interval = Set(names(of: "rest", among: Language.cardFields(of: .interval))).subtracting(duration)
        let kindWords = Vocabulary.words.compactMap { word in
            word.meaning == .kind(.rest) ? NameMatching.normalised(word.word) : nil
        }
        let phrases = ["restbetweenrounds", "restbetweensets", "restbetween", "restafter", "restbetweenexercises"]
        return interval.union(kindWords).union(phrases.map(NameMatching.normalised))
    }()

    /// A list of cards: the routine's and a block's `cards` and their synonyms.
    static let cards: Set<String> = Set(
        names(of: "cards", among: Language.topLevelFields) + names(of: "cards", among: RepeatBlock.fields)
            + ["blocks", "exercises", "movements", "stations"].map(NameMatching.normalised))

    /// Keys a step's title is written under (`name`, `title`, `Titel`, `nombre`).
    static let title: Set<String> = Set(CardHeadRepair.titleKeys)

    /// The field's name and every synonym of it among `specs`, normalised.
    private static func names(of name: String, among specs: [FieldSpec]) -> [String] {
        guard let spec = specs.first(where: { $0.name == name }) else { return [] }
        return ([spec.name] + spec.synonyms).map(NameMatching.normalised)
    }

    /// Whether `key` is one of `words`.
    static func key(_ key: String, isIn words: Set<String>) -> Bool {
        key.utf8.count <= 40 && words.contains(NameMatching.normalised(key))
    }
}

extension ReadingContext {
    /// The fix-it writing `item` in place of the card mapping `node`: block YAML at the
    /// card's indentation, or one flow mapping when the card is written in braces.
    func replacing(_ node: YAMLNode, pairs: [YAMLPair], with item: ShapedItem) -> FixIt? {
        // A mark of a card played once is no field: rewriting the card would delete it silently.
        guard OnceInRounds.mark(of: node) == nil else { return nil }
        let start = node.range.start
        let first = SourceRange(start: start, end: SourcePosition(line: start.line, column: start.column + 1))
        if sourceText(first) == "{" { return FixIt(range: node.range, replacement: item.flowText, safety: .unsafe) }
        guard let end = pairs.compactMap({ self.end(of: $0) }).max(), pairs.allSatisfy(writtenInPlace) else { return nil }
        return FixIt(
            range: SourceRange(start: start, end: end), replacement: item.blockText(indent: start.column - 1, lineBreak: lineBreak),
            safety: .unsafe)
    }

    /// One edit writing `items` in place of the mapping `node`: block items after one
    /// another at its dash, or flow mappings after one another in its list.
    func replacing(_ node: YAMLNode, pairs: [YAMLPair], with items: [ShapedItem]) -> FixIt? {
        guard let first = items.first, let fix = replacing(node, pairs: pairs, with: first) else { return nil }
        guard items.count > 1 else { return fix }
        let start = node.range.start
        if fix.replacement.hasPrefix("{") {
            return FixIt(range: fix.range, replacement: items.map(\.flowText).joined(separator: ", "), safety: .unsafe)
        }
        guard followsDash(start) else { return nil }
        let dash = String(repeating: " ", count: start.column - 3)
        let text = items.map { $0.blockText(indent: start.column - 1, lineBreak: lineBreak) }
            .joined(separator: lineBreak + dash + "- ")
        return FixIt(range: fix.range, replacement: text, safety: .unsafe)
    }
}
