/// Activities whose length people give in minutes, and breaths, given in seconds, in the
/// vocabulary's languages: what the `implausible-duration` rule reads in a routine's and a
/// card's titles when a bare number's unit is in doubt (`Steep green tea` + `duration: 3`).
/// Words are compared after ``NameMatching/folded(_:)`` (accents and case dropped);
/// docs/vocabulary.md lists them.
package enum TimedActivities {
    /// Words of activities timed in minutes: a session, not an effort. A trailing `*`
    /// makes an entry the start of a word (`meditat*` is `meditation`, `meditating`).
    package static let minuteWords: [(word: String, language: String)] = [
        ("meditat*", "en, fr"), ("mindful*", "en"), ("pomodoro*", "en, de, fr, es"), ("savasana", "en"), ("shavasana", "en"),
        ("nap", "en"), ("sleep*", "en"), ("steep*", "en"), ("tea", "en"), ("brew*", "en"), ("study", "en"), ("studying", "en"),
        ("reading", "en"), ("focus*", "en, fr"), ("journal*", "en"), ("yin", "en"), ("gratitude", "en"), ("nidra", "en"),
        ("meditation*", "de"), ("meditier*", "de"), ("achtsam*", "de"), ("tee", "de"), ("lernen", "de"), ("lesen", "de"),
        ("schlaf*", "de"), ("nickerchen", "de"),
        ("medit*", "fr, es"), ("infus*", "fr, es"), ("lecture", "fr"), ("sieste", "fr"), ("sommeil", "fr"),
        ("etude", "fr"), ("lectura", "es"), ("siesta", "es"), ("estudi*", "es"), ("enfoque", "es"),
        // The steps of a day's routine: meals, washing, dressing, homework.
        ("breakfast", "en"), ("lunch", "en"), ("dinner", "en"), ("shower*", "en"), ("bath", "en"), ("homework", "en"),
        ("fruhstuck*", "de"), ("mittagessen", "de"), ("abendessen", "de"), ("dusch*", "de"), ("hausaufgaben", "de"),
        ("zahneputzen", "de"), ("dejeuner", "fr"), ("diner", "fr"), ("douche", "fr"), ("devoirs", "fr"), ("desayun*", "es"),
        ("almuerzo", "es"), ("cena", "es"), ("ducha*", "es"), ("deberes", "es"), ("ontbijt*", "nl"), ("douchen", "nl"),
        ("huiswerk", "nl"), ("tandenpoetsen", "nl"),
    ]

    /// Words of breaths and breath holds, counted in seconds even in a meditation.
    package static let secondWords: [(word: String, language: String)] = [
        ("inhal*", "en, es"), ("exhal*", "en, es"), ("einatm*", "de"), ("ausatm*", "de"), ("anhalten", "de"),
        ("inspir*", "fr, es"), ("expir*", "fr, es"), ("apnee", "fr"), ("retencion", "es"), ("breath*", "en"),
    ]

    /// Words of holds, stretches and poses: efforts timed in seconds, not counted, so a
    /// bare number beside one (`Plank: 45`, `["Wall sit", 60]`) is its seconds. Two words
    /// match two words in a row (`wall sit` is not `sit-ups`).
    package static let holdWords: [(word: String, language: String)] = [
        ("plank*", "en"), ("hold", "en"), ("holds", "en"), ("holding", "en"), ("wall sit", "en"), ("dead hang", "en"),
        ("l sit", "en"), ("stretch*", "en"), ("pose", "en"), ("poses", "en"), ("asana", "en, de, fr, es"),
        ("isometri*", "en, de, fr, es"),
        ("planke", "de"), ("unterarmstutz", "de"), ("stutz", "de"), ("halten", "de"), ("dehn*", "de"), ("wandsitz", "de"),
        ("gainage", "fr"), ("planche", "fr"), ("chaise", "fr"), ("etirement*", "fr"), ("posture", "fr"), ("maintien", "fr"),
        ("plancha", "es"), ("estiramiento*", "es"), ("postura", "es"), ("sentadilla en pared", "es"),
    ]

    /// Whether `text` names a hold, a stretch or a pose, timed in seconds.
    package static func namesHold(_ text: String) -> Bool {
        firstWord(of: holdWords, in: text) != nil
    }

    /// The first minute-activity word `text` holds, if any.
    package static func minuteActivity(in text: String) -> String? {
        firstWord(of: minuteWords, in: text)
    }

    /// Whether `text` speaks of a breath, timed in seconds.
    package static func speaksOfBreath(_ text: String) -> Bool {
        firstWord(of: secondWords, in: text) != nil
    }

    private static func firstWord(of entries: [(word: String, language: String)], in text: String) -> String? {
        guard !text.isEmpty, text.utf8.count <= 1024 else { return nil }
        let words = NameMatching.folded(text).split { !$0.isLetter }
        for entry in entries {
            let isStem = entry.word.hasSuffix("*")
            let stem = isStem ? String(entry.word.dropLast()) : entry.word
            let parts = stem.split(separator: " ")
            if parts.count > 1 {
                if words.count >= parts.count,
                    (0...(words.count - parts.count)).contains(where: { words[$0..<$0 + parts.count].elementsEqual(parts) })
                {
                    return stem
                }
            } else if words.contains(where: { isStem ? $0.hasPrefix(stem) : $0 == stem }) {
                return stem
            }
        }
        return nil
    }
}
