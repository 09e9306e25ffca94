import SeqcModel

/// The words of a timer app's or a voice assistant's action around a step written as
/// text: `Set Timer for 5 min (Stretch)`, `Alexa, set a 10 minute timer for tea`,
/// `Stelle einen Timer für 5 Minuten (Dehnen)`, `Show Notification "Drink water"`.
/// The action names what the app does, never the step: a timer's action words are
/// dropped from its title only when a timer's noun is among them, so the title that is
/// left is the one reading (`Run 5 min` keeps its `Run`).
enum TextAppAction {
    /// The nouns of a timer that counts down, in the languages of the vocabulary: their
    /// presence marks the words around them as an app's action. A stopwatch's nouns
    /// (`stopwatch`, `cronómetro`) are not among them: a stopwatch counts up.
    static let timerNouns: Set<String> = [
        "timer", "countdown", "minuteur", "minuterie", "temporizador", "temporizzatore", "kurzzeitwecker",
    ]

    /// The words an action to start a timer is written with, besides its noun: verbs,
    /// articles, joining words and a voice assistant's address, folded.
    static let actionWords: Set<String> = [
        "set", "start", "begin", "create", "add", "make", "new", "hey", "ok", "okay", "alexa", "siri", "google", "please",
        "a", "an", "the", "one", "for", "named", "called", "labelled", "labeled", "titled", "with", "label", "name", "title",
        "stelle", "stell", "stellen", "starte", "starten", "setze", "neuer", "neuen", "einen", "ein", "fur", "namens", "mit",
        "lance", "lancer", "regle", "regler", "demarre", "demarrer", "mets", "un", "une", "le", "la", "de", "du", "pour", "nomme",
        "pon", "poner", "inicia", "iniciar", "configura", "crea", "el", "una", "para", "llamado", "imposta", "avvia", "per",
    ]

    /// The phrases that show or speak a message; the text after them is an info card's
    /// title. Two-word phrases stand alone; a single verb needs the text quoted or after a
    /// colon (`Say "Breathe"`), as `Say hello` could be a step's own words.
    static let messagePhrases: [(phrase: String, standsAlone: Bool)] = [
        ("show notification", true), ("show a notification", true), ("send notification", true), ("show alert", true),
        ("show message", true), ("display message", true), ("show result", true), ("speak text", true), ("display", false),
        ("say", false), ("speak", false), ("notify", false), ("announce", false), ("notification", false), ("alert", false),
        ("benachrichtigung anzeigen", true), ("mitteilung anzeigen", true), ("text sprechen", true), ("sage", false),
        ("afficher la notification", true), ("afficher une notification", true), ("afficher le message", true), ("dire", false),
        ("mostrar notificacion", true), ("mostrar mensaje", true), ("decir", false),
    ].map { (NameMatching.folded($0.0), $0.1) }

    /// The quotes a message is written in, opening and closing.
    private static let quotes: [(open: Character, close: Character)] = [
        ("\"", "\""), ("“", "”"), ("„", "“"), ("«", "»"), ("'", "'"), ("‘", "’"),
    ]

    /// The message of `text` when it is an action showing or speaking one; nil otherwise.
    static func message(in text: String) -> String? {
        let folded = NameMatching.folded(text)
        guard folded.count == text.count else { return nil }
        for (phrase, standsAlone) in messagePhrases where folded.hasPrefix(phrase) {
            let rest = text.dropFirst(phrase.count)
            guard let first = rest.first, first == " " || first == ":" || quotes.contains(where: { $0.open == first }) else { continue }
            var message = Substring(String(rest).trimmingWhitespace)
            let marked = message.first == ":" || quotes.contains { $0.open == message.first }
            if message.first == ":" { message = Substring(String(message.dropFirst()).trimmingWhitespace) }
            if let pair = quotes.first(where: { $0.open == message.first }) {
                // Only a message quoted whole is one (`Say "thanks" to the team` is a step's words).
                guard message.count >= 2, message.last == pair.close, !message.dropFirst().dropLast().contains(pair.close) else { continue }
                message = message.dropFirst().dropLast()
            }
            let title = String(message).trimmingWhitespace
            guard standsAlone || marked, !title.isEmpty else { continue }
            return title
        }
        return nil
    }

    /// Which of `words` are a timer's action: when a timer's noun is among the words not
    /// `used`, every run of action words that touches the line's start, the noun or a
    /// used word (the duration).
    static func timerAction(in words: [String], used: [Bool]) -> [Bool] {
        var action = Array(repeating: false, count: words.count)
        let folded = words.map(NameMatching.folded)
        guard folded.indices.contains(where: { !used[$0] && timerNouns.contains(folded[$0]) }) else { return action }
        func isActionWord(_ index: Int) -> Bool {
            !used[index] && (actionWords.contains(folded[index]) || timerNouns.contains(folded[index]))
        }
        for index in words.indices where isActionWord(index) {
            let touchesStart = words.indices[..<index].allSatisfy(isActionWord)
            var left = index
            while left > 0, isActionWord(left - 1) { left -= 1 }
            var right = index
            while right + 1 < words.count, isActionWord(right + 1) { right += 1 }
            let run = left...right
            let touchesNoun = run.contains { timerNouns.contains(folded[$0]) }
            let touchesUsed = (left > 0 && used[left - 1]) || (right + 1 < words.count && used[right + 1])
            action[index] = touchesStart || touchesNoun || touchesUsed
        }
        return action
    }
}
