/// An EMOM written as text, as CrossFit boxes and models write one: a header naming it and
/// its minutes (`EMOM 12`, `12 min EMOM:`, `E2MOM x 10`), then the work of each minute on
/// the lines under it, with or without a label (`ungerade Min: 10 Burpees`, `Min 2: 15 KB
/// swings`, `odd: 10 burpees`, `- 5 pull-ups`). Every minute starts the next station, so
/// the routine is a `repeat` of the stations, each a countdown of its minutes titled by its
/// work, played as many rounds as the minutes hold (docs/decisions.md, "Fix safety": the
/// structure is inferred, so the text's rewrite is unsafe).
///
/// No reading, so the text stays unread, when the minutes are not a whole number of rounds
/// of the stations, when a station's work holds a time (it then has an inner interval),
/// when labels number the minutes out of order, or when no station follows.
enum TextEMOM {
    /// The block the EMOM header at `start` opens, with the index of the first line after
    /// its stations; nil when the line is no EMOM header, `.some(nil)` when it is one with
    /// no reading.
    static func read(_ lines: [TextLine?], at start: Int) -> (item: TextRoutine.Item, next: Int)?? {
        guard let opener = lines[start], let (name, minutes, every) = header(opener.text) else { return nil }
        var stations: [String] = []
        var index = start + 1
        // The stations run to a blank line or the first line that is none (`danach 5 min
        // locker`, a step of its own); a label out of order is no reading.
        while index < lines.count, let line = lines[index], line.marker != .heading {
            guard let work = station(line.text, at: stations.count) else { break }
            guard let work else { return .some(nil) }
            stations.append(work)
            index += 1
        }
        guard !stations.isEmpty, minutes % (every * stations.count) == 0 else { return .some(nil) }
        let members = stations.map { TextRoutine.Item.step(.timed(title: $0, seconds: every * 60), checkbox: false) }
        return .some((.block(rounds: minutes / (every * stations.count), title: name, items: members), index))
    }

    /// The EMOM a header names, its minutes and how many minutes each station takes:
    /// `EMOM 12`, `EMOM 12 (Di.)`, `12 min EMOM:`, `E2MOM x 10`, `EMOM for 10 minutes`.
    /// One number beside the EMOM word, at most one minute word, nothing else timed.
    static func header(_ text: String) -> (name: String, minutes: Int, every: Int)? {
        let words = text.split { " :()[],".contains($0) }.map(String.init)
        guard let nameIndex = words.firstIndex(where: { every(in: $0) != nil }), let every = every(in: words[nameIndex]) else {
            return nil
        }
        var minutes: Int?
        for (index, word) in words.enumerated() where index != nameIndex {
            let folded = NameMatching.folded(word)
            let digits = folded.prefix { $0.isASCII && $0.isNumber }
            if !digits.isEmpty {
                let unit = folded.dropFirst(digits.count)
                guard minutes == nil, unit.isEmpty || minuteWords.contains(String(unit)) || unit == "'" else { return nil }
                minutes = Int(digits)
            } else if Vocabulary.unit(folded).map({ $0.seconds != 60 }) == true {
                return nil
            }
        }
        guard let minutes, minutes >= 1, minutes <= 120 else { return nil }
        return (words[nameIndex].uppercased(), minutes, every)
    }

    /// The minutes each station of an EMOM word takes: 1 for `EMOM`, 2 for `E2MOM`.
    private static func every(in word: String) -> Int? {
        let lowered = word.lowercased()
        guard lowered.hasPrefix("e"), lowered.hasSuffix("mom") else { return nil }
        let middle = lowered.dropFirst().dropLast(3)
        if middle.isEmpty { return 1 }
        guard middle.allSatisfy({ $0.isASCII && $0.isNumber }), let every = Int(middle), (1...10).contains(every) else { return nil }
        return every
    }

    /// The work of the station written at position `position` (0-based): the line less its
    /// minute label (`Min 1:`, `ungerade Min:`, `odd minutes:`). Nil when the line is no
    /// station (no label of a minute, or unlabelled work speaking of time, a step of its
    /// own); `.some(nil)` when its label names another station, or the work of a labelled
    /// minute is timed (an interval within the minute: no one reading).
    static func station(_ text: String, at position: Int) -> String?? {
        var work = text
        var labelled = false
        if let colon = text.firstIndex(of: ":") {
            let label = NameMatching.folded(String(text[..<colon])).split { !$0.isLetter && !$0.isNumber }.map(String.init)
            guard let place = labelPlace(label) else { return nil }
            if let place, place != position { return .some(nil) }
            work = String(text[text.index(after: colon)...]).trimmingWhitespace()
            labelled = true
        }
        let isWork: Bool
        switch TextStep.read(work) {
        case .timed?, .interval?, nil: isWork = false
        default: isWork = !work.isEmpty && work.count <= TextStep.maxLength && !ProseTime.mentionsTime(work)
        }
        guard isWork else { return labelled ? .some(nil) : nil }
        let title = withoutLoad(work)
        return .some(title.prefix(1).uppercased() + title.dropFirst())
    }

    /// `work` less a load or target in parentheses at its end (`15 KB swings (24kg)`,
    /// `Thrusters (@ 70%)`): what the weight is, not what the minute is called, as a
    /// target is left out of a text step's title.
    static func withoutLoad(_ work: String) -> String {
        guard work.hasSuffix(")"), let open = work.lastIndex(of: "("), open > work.startIndex else { return work }
        let inside = NameMatching.folded(String(work[work.index(after: open)..<work.index(before: work.endIndex)]))
        // Numbers, each bare or with a load's unit (`2x 20 kg`, `24kg/16kg`), one unit at least.
        let units = inside.filter { $0 != " " }.split { "@/x×+".contains($0) }.map { word -> String? in
            let unit = word.drop { $0.isNumber || $0 == "." || $0 == "," }
            return unit.count < word.count && (unit.isEmpty || loadUnits.contains(String(unit))) ? String(unit) : nil
        }
        let isLoad = !units.isEmpty && !units.contains(nil) && units.contains { $0?.isEmpty == false }
        return isLoad ? String(work[..<open]).trimmingWhitespace() : work
    }

    /// Units of a load or a target, folded.
    private static let loadUnits: Set<String> = ["kg", "kgs", "lb", "lbs", "%", "w", "pood"]

    /// Which station a minute label names: `.some(nil)` for a label naming none (`Min`),
    /// `.some(n)` for one it numbers (`Min 2`, `2nd minute`, `2e minuut`, `second minute` are
    /// 1) or pairs (`odd` is 0, `even` 1); nil
    /// for a label that is no minute's.
    private static func labelPlace(_ words: [String]) -> Int?? {
        guard !words.isEmpty else { return nil }
        var place: Int?
        for word in words {
            if minuteWords.contains(word) { continue }
            if oddWords.contains(word) {
                place = 0
            } else if evenWords.contains(word) {
                place = 1
            } else if let number = OrdinalWords.value(String(word.drop { $0 == "m" })), number >= 1 {
                place = number - 1
            } else {
                return nil
            }
        }
        return .some(place)
    }

    private static let minuteWords: Set<String> = ["min", "mins", "minute", "minutes", "minuten", "minuto", "minutos", "minuut", "minuter"]
    private static let oddWords: Set<String> = [
        "odd", "ungerade", "impair", "impaire", "impairs", "impaires", "impar", "impares", "dispari",
    ]
    private static let evenWords: Set<String> = ["even", "gerade", "pair", "paire", "pairs", "paires", "par", "pares", "pari"]
}
