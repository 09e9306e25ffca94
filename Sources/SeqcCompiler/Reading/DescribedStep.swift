/// A timed step followed by a dash and words about how to do it, as models and people
/// write list items: `**Méditation** (10 min) – assis, yeux fermés`, `Plank – 45 s – keep
/// your hips level`, `Dehnen 5 Min — locker bleiben`. The step is what comes before the
/// dash; the words after it describe it and are left out, as prose is (the text's rewrite
/// is unsafe, docs/decisions.md, "Fix safety").
///
/// Only words that cannot be a step of their own, or say how often or on which side the
/// step plays, are a description: no digit (another amount), no unit of time, no number
/// word, no word of rounds, times or repeating (`twice`, `3 Runden`), no per-side phrase
/// (`each side`: two cards, ``PerSide``) and no word ordering steps (`then`, `danach`,
/// `puis`), so `Walk 2 min – then run` leaves the text unread rather than dropping the run.
enum DescribedStep {
    /// The timed step `text` reads as once its description is left out; nil when no dash
    /// after the step's time is followed by a description alone.
    static func read(_ text: String) -> TextStep? {
        var searchFrom = text.startIndex
        while let dash = nextDash(in: text, from: searchFrom) {
            searchFrom = dash.upperBound
            let before = String(text[..<dash.lowerBound])
            let after = String(text[dash.upperBound...])
            guard case .timed(let title, let seconds)? = TextStep.read(before), !title.isEmpty else { continue }
            // A title of no letter (`⏱️` in `⏱️ 5 min — Anki reviews`) is a mark before the time
            // (``TextStep/afterMark(_:)``), and the words after the dash never a description to drop.
            guard title.contains(where: \.isLetter) else { return nil }
            return isDescription(after) && PerSide.split(text) == nil ? .timed(title: title, seconds: seconds) : nil
        }
        return nil
    }

    /// The next dash standing between words (` – `, ` — `, ` - `) at or after `start`.
    private static func nextDash(in text: String, from start: String.Index) -> Range<String.Index>? {
        var index = start
        while index < text.endIndex {
            if text[index] == " ", let dash = text[text.index(after: index)...].first, "–—-".contains(dash) {
                let afterDash = text.index(index, offsetBy: 2, limitedBy: text.endIndex) ?? text.endIndex
                if afterDash < text.endIndex, text[afterDash] == " " { return index..<text.index(after: afterDash) }
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// Whether `text` only describes a step: words, no digit, no unit of time, and no
    /// word that orders steps.
    private static func isDescription(_ text: String) -> Bool {
        let words = NameMatching.folded(text).split { !$0.isLetter && !$0.isNumber }.map(String.init)
        guard !words.isEmpty, !text.contains(where: \.isNumber) else { return false }
        return !words.contains { word in
            orderWords.contains(word) || countWords.contains(word) || Vocabulary.number(word) != nil
                || CountWords.roundWords.contains(word) || CountWords.timesWords.contains(word) || CountWords.repeatWords.contains(word)
                || word.count > 1 && Vocabulary.unit(word) != nil
        }
    }

    /// Words of a number of times written as one word, folded.
    private static let countWords: Set<String> = ["once", "twice", "thrice", "einmal", "zweimal", "dreimal", "deux", "dos", "tres"]

    /// Words ordering one step after another, folded.
    private static let orderWords: Set<String> = [
        "then", "next", "after", "afterwards", "followed", "danach", "dann", "anschliessend", "puis", "ensuite", "apres", "luego",
        "despues", "seguido", "dopo", "poi", "daarna", "potem",
    ]
}
