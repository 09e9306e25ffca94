import SeqcModel

/// A session of one timer, as meditation and focus apps export it: a title, one length
/// (`length_minutes: 12`, `duration: 10 min`), perhaps an introduction to read first and
/// the app's settings the language has no place for (`bells`, `sound`, `background`). It
/// is a countdown titled as the session, after an info card holding the introduction.
/// The whole routine is rewritten as one unsafe fix, its settings dropped (docs/decisions.md,
/// "Fix safety").
struct TimerSession {
    let title: String
    let duration: String
    let introduction: String?

    /// Keys of an introduction read before the timer, normalised.
    static let introductionKeys: Set<String> = [
        "intro", "introduction", "instructions", "instruction", "guidance", "prompt", "einleitung", "anleitung", "consigne",
        "consignes", "introduccion", "instrucciones",
    ]
    /// Keys of an app's settings for the session, normalised, besides the cards' decorations.
    static let settingKeys: Set<String> = ["bells", "bell", "sounds", "gong", "ambience", "ambient", "glocken", "cloches", "campanas"]

    /// The session `pairs` write, or nil when any key is not the title, the length, an
    /// introduction or a setting, or the title or length is missing.
    static func reading(_ pairs: YAMLNode.Pairs) -> TimerSession? {
        guard (2...8).contains(pairs.count) else { return nil }
        var title: String?
        var duration: String?
        var introduction: String?
        let countdown = Language.cardFields(of: .countdown)
        for pair in pairs {
            guard let key = pair.key.scalar, key.utf8.count <= 40 else { return nil }
            let name = NameMatching.normalised(key)
            if settingKeys.contains(name) || ReadingContext.decorationKeys.contains(name) { continue }
            guard let value = pair.value.scalar, !pair.value.isNull else { return nil }
            if title == nil,
                Language.meaning(of: key, among: Language.topLevelFields)?.field?.name == "title" || ReadingContext.isTitleLike(name)
            {
                title = value
            } else if introduction == nil, introductionKeys.contains(name) {
                introduction = value
            } else if duration == nil, let reading = UnitInKey.reading(key, among: countdown) {
                guard let written = reading.duration(of: pair.value) else { return nil }
                duration = written
            } else if duration == nil, Language.meaning(of: key, among: countdown)?.field?.name == "duration",
                let seconds = LooseDuration.seconds(value), seconds > 0
            {
                duration = DurationText.text(seconds)
            } else {
                return nil
            }
        }
        guard let title, let duration else { return nil }
        return TimerSession(title: title, duration: duration, introduction: introduction)
    }

    /// The routine in YAML, lines broken with `lineBreak`.
    func text(lineBreak: String) -> String {
        var lines = ["title: \(ShapedText.quoted(title))", "cards:"]
        if let introduction { lines += ["  - info: \(ShapedText.quoted(title))", "    text: \(ShapedText.quoted(introduction))"] }
        lines += ["  - countdown: \(ShapedText.quoted(title))", "    duration: \(duration)"]
        return lines.joined(separator: lineBreak) + lineBreak
    }
}
