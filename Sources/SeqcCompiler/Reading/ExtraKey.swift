import SeqcModel

/// A key the language has no place for and no other repair reads: the metadata models and
/// other apps add to a routine or a card (`author`, `difficulty`, `equipment`, `weight`,
/// `tempo`, `sound_at_end`, `Gewicht`). Deleting it drops a value, so the fix is unsafe
/// (docs/decisions.md, "Fix safety"), and it is offered only where the key can be neither
/// what its mapping lacks nor a word on how the routine plays:
/// - the mapping has every field it requires, so the key is not one of them misnamed, and
///   the key is no near miss of a field's name or synonym, no title and no kind's word;
/// - the value holds no mapping (a card, a block or a config nested under a stray key);
/// - neither the key's words nor the value speak of time, counts, rounds or rests
///   (`rest_before: 30s`, `note: first round only`, `repeat_each: 2`, `powtórz: 2`), and
///   the value states no count (``CountWords``): those keep their message and no fix,
///   since the build without them would be another routine;
/// - the value is no whole number alone or followed by one word (`sides: 2`, `laps: 4 x`),
///   unless the key names metadata (`weight: 20 kg`, `RPE: 8`, ``CountWords/metadataWords``):
///   whatever its word, such a number may be a count the routine plays.
/// A routine's total (`estimated_duration: 20 min`, `Gesamtdauer`) is the exception: its
/// cards already say it.
extension ReadingContext {
    /// Reports `pair`, a key of `fields` no reading took, with its deletion when the rules
    /// above allow one; false when they do not (the caller reports it as unknown).
    func reportExtraKey(_ pair: YAMLPair, key: String, fields: MappingFields, specs: [FieldSpec], owner: String) -> Bool {
        guard key.utf8.count <= 40, fields.keys.count <= Self.maxExtraKeyMapping,
            specs.filter(\.isRequired).allSatisfy({ fields[$0.name] != nil }),
            !Self.holdsMapping(pair.value), let deletion = pairDeletion(pair, in: fields)
        else { return false }
        // A second title, a kind's word or a near miss of a field's name (`descripton`) is
        // a reading of its own: its message names it, with no deletion.
        guard !ShapeWords.key(key, isIn: ShapeWords.title), CardKind.named(key) == nil, Vocabulary.kind(named: key) == nil,
            !Self.nearlySynonym(key, specs: specs)
        else { return false }
        let keyWords = ExtraKeyWords.words(of: key)
        // `laps_total: 3`, `total_rounds`: a count, not the routine's length.
        let isTotal = keyWords.contains(where: ExtraKeyWords.total.contains) && !keyWords.contains(where: CountWords.isCountKey)
        guard isTotal || !ExtraKeyWords.speaksOfPlay(keyWords), isTotal || !ExtraKeyWords.speaksOfPlay(value: pair.value),
            isTotal || CountWords.namesMetadata(keyWords) || !ExtraKeyWords.holdsBareCount(pair.value)
        else {
            return false
        }
        collector.error(
            .unknownKey, at: pair.key.range, "unknown key '\(key)' in \(owner)",
            help: "the language has no place for '\(key)': delete it (an info card holds text to read)",
            fixIts: [FixIt(range: deletion, replacement: "", safety: .unsafe)])
        return true
    }

    /// The most keys a mapping may have for its extra keys to get a deletion: finding a
    /// pair's neighbours for the edit walks the mapping's keys, so a bound keeps the
    /// unknown-key pass linear in the file (a line of 20,000 keys would be quadratic).
    /// A model's card or routine has a dozen keys; past the bound, each is reported alone.
    static let maxExtraKeyMapping = 64

    /// Whether `key` is one edit from a synonym of the mapping's fields (`descripton`): a
    /// misspelling's reading. Wider matches take words of other languages for typos
    /// (`weight` is two edits from `leicht`).
    private static func nearlySynonym(_ key: String, specs: [FieldSpec]) -> Bool {
        let target = Array(key.lowercased())
        guard target.count >= 4 else { return false }
        return specs.lazy.flatMap(\.synonyms).contains { synonym in
            let other = Array(synonym.lowercased())
            return abs(other.count - target.count) <= 1 && Suggestion.editDistance(target, other) <= 1
        }
    }

    /// Whether `node` is a mapping or a list holding one.
    private static func holdsMapping(_ node: YAMLNode) -> Bool {
        switch node.content {
        case .mapping: true
        case .sequence(let items): items.contains { $0.scalar == nil }
        case .scalar: false
        }
    }
}

/// The words ``ReadingContext/reportExtraKey(_:key:fields:specs:owner:)`` reads a key and
/// its value by, from the language's descriptors (``ShapeWords``) and the vocabulary.
enum ExtraKeyWords {
    /// Words that say how a routine plays: its fields' words for time, counts, rounds,
    /// rests and cards, a unit key's names (`unit: kg` says the numbers are no seconds),
    /// and the words that place a step in its rounds, in the vocabulary's languages,
    /// normalised.
    static let play: Set<String> = ShapeWords.rounds.union(ShapeWords.reps).union(ShapeWords.rest).union(ShapeWords.duration)
        .union(ShapeWords.cards).union(ShapeWords.sets).union(ReadingContext.unitKeyNames)
        .union(
            [
                "once", "twice", "first", "last", "each", "every", "between", "after", "before", "only", "skip", "round", "rounds",
                "lap", "interval", "timer", "seconds", "second", "minutes", "minute", "hours", "einmal", "zweimal", "erste", "ersten",
                "letzte", "letzten", "jede", "jeder", "zwischen", "nach", "vor", "nur", "fois", "premier", "premiere", "dernier",
                "derniere", "chaque", "entre", "apres", "avant", "seulement", "vez", "veces", "primera", "primer", "ultima", "ultimo",
                "cada", "despues", "antes", "solo",
            ].map(NameMatching.normalised)
        ).union(CountWords.repeatWords).union(CountWords.roundWords).union(CountWords.timesWords.subtracting(["x"]))

    /// Words that, in a value's text, say how a step plays in its rounds (`first round
    /// only`, `nur einmal`, `skip on the last set`), in the vocabulary's languages,
    /// normalised. Narrower than ``play``: a note's text uses `after` and `each` in
    /// sentences of form (`breathe out after each rep`).
    static let playInText: Set<String> = Set(
        [
            "once", "twice", "only", "skip", "repeat", "round", "rounds", "set", "sets", "lap", "laps", "einmal", "zweimal", "nur",
            "auslassen", "wiederholen", "runde", "runden", "satz", "satze", "fois", "seulement", "sauter", "repeter", "tour", "tours",
            "vez", "veces", "solo", "saltar", "repetir", "ronda", "rondas", "serie", "series",
        ].map(NameMatching.normalised))

    /// Words naming a routine's total, which its cards already give.
    static let total: Set<String> = Set(
        ["total", "estimated", "estimate", "approx", "approximate", "gesamt", "gesamtdauer", "gesamtzeit", "totale", "estimee", "estimado"]
            .map(NameMatching.normalised))

    /// The words of a key, normalised: ``KeyWords/split(_:at:)`` cutting at every character
    /// that is neither a letter nor a digit (`/`, `:`, `(` too, not only the key separators),
    /// and before an upper-case letter that follows a lower-case one.
    static func words(of key: String) -> [String] {
        KeyWords.split(key, at: { !$0.isLetter && !$0.isNumber }).map(NameMatching.normalised)
    }

    /// Whether `words` hold one of ``play``, alone or inside a compound (`Rundenpause`,
    /// `Satzpause`): a play word of five letters or more anywhere in a word (shorter ones hide
    /// in other words: `Ausrüstung` holds `rust`, Dutch for a rest).
    static func speaksOfPlay(_ words: [String]) -> Bool {
        words.contains { word in play.contains(word) || longPlay.contains { word.contains($0) } }
    }

    /// Whether `node` is a whole number alone or followed by one word (`2`, `"3"`, `4 laps`).
    static func holdsBareCount(_ node: YAMLNode) -> Bool {
        guard let text = node.scalar?.trimmingWhitespace(), text.utf8.count <= 40 else { return false }
        let pieces = text.split(separator: " ")
        guard let first = pieces.first, pieces.count <= 2, first.utf8.count <= 6 else { return false }
        return first.utf8.allSatisfy { (48...57).contains($0) } && pieces.dropFirst().allSatisfy { $0.allSatisfy(\.isLetter) }
    }

    /// ``play``'s words of five letters or more, which a compound key holds inside it.
    private static let longPlay: [String] = play.filter { $0.count >= 5 }.sorted()

    /// Whether a value speaks of play: one of ``playInText``'s words or a counted number
    /// (`3 times`, `trois fois`). A duration alone does not: notes restate a card's time
    /// (`hold for 30s`); a key naming a time is read by ``play`` instead.
    static func speaksOfPlay(value node: YAMLNode) -> Bool {
        let texts: [String]
        switch node.content {
        case .scalar(let text, _): texts = [text]
        case .sequence(let items): texts = items.compactMap(\.scalar)
        case .mapping: return true
        }
        for text in texts {
            guard text.utf8.count <= 400 else { return true }
            let pieces = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," || $0 == "\n" }).map(String.init)
            if pieces.flatMap(words(of:)).contains(where: playInText.contains) { return true }
            if CountWords.statesACount(text) { return true }
        }
        return false
    }
}
