import SeqcModel

/// What one word of another format, app or language means in the routine language.
public enum VocabularyMeaning: Hashable, Sendable {
    /// A card kind (`stopwatch` is a countup).
    case kind(CardKind)
    /// A step of no particular kind (`exercise`, `Übung`): the card's fields decide it.
    case step
    /// A field at a place: `routine`, or a kind's raw name.
    case field(place: String, name: String)
    /// A unit of time, as a number of seconds (`per` > 1 for a fraction: milliseconds).
    case unit(seconds: Int, per: Int = 1)
    /// A number written as a word (`five`, `fünf`).
    case number(Int)
}

/// Where a row of the vocabulary was read. A row without a source is marked unsourced in
/// docs/vocabulary.md: common usage, not a format seen.
public struct VocabularySource: Hashable, Sendable {
    /// A short name for the table.
    public let name: String
    /// Where it can be read.
    public let address: String
}

/// One word of the vocabulary: how a format, an app or a language names something the
/// routine language names otherwise.
public struct VocabularyWord: Hashable, Sendable {
    public let word: String
    /// `en`, `de`, `fr`, `es`, `it`, `pt`, `nl`, `pl` or `sv`, comma-separated when several spell it so.
    public let language: String
    public let meaning: VocabularyMeaning
    public let source: VocabularySource?
}

/// The vocabulary of the world, as data: the kind authoring files and the duration
/// reader take their synonyms from here, and docs/vocabulary.md is this table written
/// out (`VocabularyTableTests` holds them equal).
public enum Vocabulary {
    /// Every word, in the order docs/vocabulary.md lists them.
    public static let words: [VocabularyWord] = kindWords + fieldWords + unitWords + numberWords

    /// The field synonyms of `name` at `place` (`routine` or a kind's raw name).
    static func synonyms(of name: String, at place: String) -> [String] {
        synonyms(meaning: .field(place: place, name: name))
    }

    /// The words that mean `meaning`, in table order.
    static func synonyms(meaning: VocabularyMeaning) -> [String] { wordsByField[meaning] ?? [] }

    /// The words that mean `meaning`, as ``NameMatching/normalised(_:)`` writes them.
    static func normalisedSynonyms(meaning: VocabularyMeaning) -> Set<String> { normalisedWordsByField[meaning] ?? [] }

    // Both tables are made on first use (a static is initialised once, thread-safely), which
    // is the first key that is not a field's own name: a valid routine never makes them.
    private static let wordsByField: [VocabularyMeaning: [String]] = Dictionary(
        grouping: fieldWords, by: \.meaning
    ).mapValues { $0.map(\.word) }

    private static let normalisedWordsByField: [VocabularyMeaning: Set<String>] = wordsByField.mapValues {
        Set($0.map(NameMatching.normalised))
    }

    /// The kind that `written` names in another format or language, if any, compared as
    /// ``NameMatching`` compares names.
    package static func kind(named written: String) -> CardKind? {
        let key = NameMatching.normalised(written)
        return kindsByName[key]
    }

    /// Whether `written` names a field somewhere in the language (`Dauer`, `reps`), as
    /// ``NameMatching`` compares names.
    package static func namesAField(_ written: String) -> Bool {
        fieldNames.contains(NameMatching.normalised(written))
    }

    private static let fieldNames: Set<String> = Set(fieldWords.map { NameMatching.normalised($0.word) })

    /// Whether `written` names a step whose kind its fields decide (`exercise`, `Übung`).
    package static func isStepWord(_ written: String) -> Bool {
        stepNames.contains(NameMatching.normalised(written))
    }

    /// A unit's seconds and divisor, for the duration reader.
    package static func unit(_ written: String) -> (seconds: Int, per: Int)? {
        unitsByName[NameMatching.normalised(written)]
    }

    /// Every unit word that means minutes, in its normalised form: what a check that asks
    /// "does this text speak of minutes?" compares a folded word with.
    package static let minuteWords: Set<String> = Set(unitsByName.filter { $0.value == (60, 1) }.keys)

    /// The ASCII minute words, for a scan of ASCII titles.
    package static let asciiMinuteWords = ASCIIWordSet(minuteWords)

    /// The ASCII unit words of a minute or longer, one per unit (not per a count of units):
    /// a text with none of them states no length in minutes or hours.
    package static let asciiLengthUnitWords = ASCIIWordSet(unitsByName.filter { $0.value.per == 1 && $0.value.seconds >= 60 }.keys)

    /// A number written as a word.
    static func number(_ written: String) -> Int? {
        numbersByName[NameMatching.normalised(written)]
    }

    private static let kindsByName: [String: CardKind] = {
        var table: [String: CardKind] = [:]
        for word in kindWords { if case .kind(let kind) = word.meaning { table[NameMatching.normalised(word.word)] = kind } }
        return table
    }()

    private static let stepNames: Set<String> = Set(kindWords.filter { $0.meaning == .step }.map { NameMatching.normalised($0.word) })

    private static let unitsByName: [String: (seconds: Int, per: Int)] = {
        var table: [String: (seconds: Int, per: Int)] = [:]
        for word in unitWords {
            if case .unit(let seconds, let per) = word.meaning { table[NameMatching.normalised(word.word)] = (seconds, per) }
        }
        return table
    }()

    private static let numbersByName: [String: Int] = {
        var table: [String: Int] = [:]
        for word in numberWords { if case .number(let value) = word.meaning { table[NameMatching.normalised(word.word)] = value } }
        return table
    }()
}
