import SeqcModel

extension TextRoutine {
    /// Whether `key: value` is a line of text naming a rest or a warm-up and its time
    /// (`Rest: 15 s`, `Repos : 15 s`, `Aufwärmen: 5 Min.`) rather than a key of the language:
    /// a kind's word with a duration, which no card of the language writes at a routine's top.
    static func titlesItsTime(_ key: String, _ value: String) -> Bool {
        let kind = Vocabulary.kind(named: key.trimmingWhitespace()) ?? NameMatching.kind(key.trimmingWhitespace())
        guard kind == .rest || kind == .countdown && CardKind.named(key) == nil else { return false }
        let written = value.trimmingWhitespace()
        return !written.isEmpty && (LooseDuration.seconds(written) ?? DurationSyntax.seconds(written, isPlainInteger: false)) != nil
    }

    /// Whether `key: value` is a labelled line of interval shorthand (`Aquecimento: 10'
    /// trote leve`, `Principal: 6x (3' forte / 2' leve)`): a step timed in prime marks,
    /// which no value of the language is written in, or one the shorthand grammar reads.
    static func labelsShorthand(_ key: String, _ value: String) -> Bool {
        guard value.utf8.contains(where: { (48...57).contains($0) }) else { return false }
        let line = key + ": " + value
        switch TextStep.read(line) {
        case .timed, .interval: return value.contains("'")
        case nil: if case .items = TextShorthand.read(line) { return true }
        default: break
        }
        return false
    }

    /// Whether a file whose YAML root is `root` (nil when libyaml could not read it) may
    /// be a routine written as text: it is no routine in YAML, at the top or under
    /// wrapper keys, and no card list; a root of text, of prose keys and a title, or a list
    /// of text is.
    /// With `syntaxRepaired` (the YAML read only once a syntax error was repaired), a line
    /// naming a rest or a warm-up and its time (``titlesItsTime(_:_:)``) is text too; a
    /// labelled line of interval shorthand (``labelsShorthand(_:_:)``) always is.
    static func mayBeText(_ root: YAMLNode?, syntaxRepaired: Bool = false) -> Bool {
        guard let root else { return true }
        switch root.content {
        case .scalar: return true
        case .sequence(let items): return items.allSatisfy { $0.scalar != nil }
        case .mapping(let pairs):
            guard !SeveralDocuments.holdsRoutine(root) else { return false }
            // A title line (`Title: Leg day`) may head a list; a key of cards or of a kind is YAML.
            // Objects under a key are data another repair reads (a session's steps), never text.
            // A quoted key is YAML written as YAML: read as text, its quotes and escapes would be lost.
            return pairs.allSatisfy { pair in
                guard case .scalar(let key, .plain) = pair.key.content, !pair.value.holdsObjects else { return false }
                if let value = pair.value.scalar, syntaxRepaired && titlesItsTime(key, value) || labelsShorthand(key, value) { return true }
                let meaning = Language.meaning(of: key, among: Language.topLevelFields)?.field?.name
                return (meaning == nil || meaning == "title" && pair.value.scalar != nil) && Vocabulary.kind(named: key) == nil
                    && NameMatching.kind(key) == nil
            }
        }
    }

    /// The one diagnostic for a file that reads as a routine written as text: what it
    /// reads as, and the routine in YAML as an unsafe fix replacing the whole file.
    static func report(_ file: SourceFile, lineBreak: String) -> Diagnostic? {
        guard file.bytes.count <= maxBytes else { return nil }
        var text = String(decoding: file.bytes, as: UTF8.self)
        if text.unicodeScalars.first == "\u{FEFF}" { text.unicodeScalars.removeFirst() }
        // A JSON object is data, whatever its keys: other repairs read it, never as text.
        guard text.unicodeScalars.first(where: { !$0.properties.isWhitespace }) != "{" else { return nil }
        guard let routine = TextRoutine(text) else {
            return unreadHeader(file, text) ?? unreadSchedule(file, text) ?? unreadStep(file, text)
        }
        let lines = SourceLines(file.bytes)
        let end = JSONComments.position(of: file.bytes.count, in: lines)
        let range = SourceRange(start: SourcePosition(line: 1, column: 1), end: end)
        let cards = routine.items.count { if case .checklistTitle = $0 { false } else { true } }
        var collector = DiagnosticCollector(file: file.path)
        let example = routine.example.map { ", e.g. \($0)" } ?? ""
        collector.error(
            .wrongType, at: SourceRange(at: range.start),
            "this file is text, not a YAML routine; it reads as \(cards == 1 ? "1 card" : "\(cards) cards")",
            help: "write it as a routine: 'title: <title>', then 'cards:' with one card per step\(example)\(routine.groupExtents)",
            fixIts: [FixIt(range: range, replacement: routine.yaml(lineBreak: lineBreak), safety: .unsafe)])
        return collector.diagnostics.first
    }
}

extension TextRoutine {
    /// The error for text whose lines start with times of day that make no schedule
    /// (``TextSchedule``): no fix, as no clock is read as a length; nil for other text.
    fileprivate static func unreadSchedule(_ file: SourceFile, _ text: String) -> Diagnostic? {
        let raw = lines(of: text)
        guard raw.count <= maxLines, let line = TextSchedule.firstClockedLine(raw) else { return nil }
        return unreadText(
            file, at: line, "this file is text, not a YAML routine; its lines start with times of day, which give no step a length",
            help:
                "write it as a routine: 'title: <title>', then 'cards:' with each step's length ('duration: <length>'), not the time it starts"
        )
    }

    /// The error for a list of untimed steps under a line stating how they play with no
    /// one reading (``TextListHeader``): no fix, and the message names the choice; nil for
    /// other text.
    fileprivate static func unreadHeader(_ file: SourceFile, _ text: String) -> Diagnostic? {
        let raw = lines(of: text)
        guard raw.count <= maxLines else { return nil }
        let reason: String
        let line: Int
        switch TextListHeader.find(raw.map(TextLine.init)) {
        case .none: return nil
        case .unread(let at, let why): (line, reason) = (at, why)
        case .timing(let at, _): (line, reason) = (at, "the text holds more than the list it times")
        }
        return unreadText(
            file, at: line, "this file is text, not a YAML routine; this line says how the list's steps are played, but \(reason)",
            help:
                "write it as a routine: 'title: <title>', then 'cards:' with one card per step and its 'duration: <length>', a 'rest' card between steps, and a 'repeat' block with 'rounds: <count>' for rounds"
        )
    }

    /// The error for text whose steps read up to a line that reads as none (``unreadLine(_:)``):
    /// no fix, as the line is kept, never dropped; the message says why it stopped the reading.
    fileprivate static func unreadStep(_ file: SourceFile, _ text: String) -> Diagnostic? {
        guard let (line, reason) = unreadLine(text) else { return nil }
        let why =
            switch reason {
            case .speaksOfTime: "this line speaks of time but gives no length seqc can read, so it is neither a step nor prose to drop"
            case .noStep: "this line reads as no step, and the lines before it do"
            case .statesTheTotal:
                "this line's length is the total of the steps under it: it may be the routine's title and length, or a first step as long as all the others"
            }
        return unreadText(
            file, at: line, "this file is text, not a YAML routine; \(why)",
            help:
                "write it as a routine: 'title: <title>', then 'cards:' with one card per step, a timed step as '- countdown: <title>' with 'duration: <duration>' and a counted one as '- repetition: <title>' with 'reps: <count>'"
        )
    }

    /// The error, with no fix, for text that reads as no routine because of its 0-based
    /// line `line`.
    private static func unreadText(_ file: SourceFile, at line: Int, _ message: String, help: String) -> Diagnostic? {
        var collector = DiagnosticCollector(file: file.path)
        collector.error(.wrongType, at: SourceRange(at: SourcePosition(line: line + 1, column: 1)), message, help: help)
        return collector.diagnostics.first
    }

    /// Which steps each group of rounds covers, as the layout says: where a group ends is
    /// read from indentation and blank lines, so the help names its steps for the writer
    /// to check. Empty when the text holds no group.
    var groupExtents: String {
        let groups = items.compactMap { item -> String? in
            guard case .block(let rounds, let title, let members) = item else { return nil }
            let titles = members.map(\.displayTitle).joined(separator: ", ")
            return "'\(title)' repeats \(members.count == 1 ? "1 step" : "\(members.count) steps") \(rounds) times: \(titles)"
        }
        return groups.isEmpty ? "" : "; check each repeat block's steps: " + groups.joined(separator: "; ")
    }
}

extension TextRoutine.Item {
    /// The title the item is shown by in a message.
    fileprivate var displayTitle: String {
        switch self {
        case .step(let step, _): step.title.isEmpty ? "(untitled)" : step.title
        case .rest(let title, _), .block(_, let title, _), .checklistTitle(let title), .note(let title, _):
            title.isEmpty ? "(untitled)" : title
        case .shaped(.card(_, let title, _)), .shaped(.block(let title, _, _, _)):
            title.isEmpty ? "(untitled)" : title
        }
    }
}

extension YAMLNode {
    /// Whether the node is a mapping, or a list with a mapping or a list among its items.
    fileprivate var holdsObjects: Bool {
        switch content {
        case .mapping: true
        case .sequence(let items): items.contains { $0.scalar == nil }
        case .scalar: false
        }
    }
}
