import SeqcModel

/// A routine written as a schedule of start times (`21:00 – Stäng av skärmar`,
/// `- 07.30 Frühstück`, `8h00 : réveil`, `9am stretch`, a Markdown table with a time
/// column): each step lasts until the next one starts, and the last one, which has no
/// end, is an untimed step unless it states its own length. The prose after the last
/// step is its text. Reading start times as lengths is a guess at the writer's plan, so
/// the routine is offered through the text routine's unsafe fix.
///
/// Lines led by a time of day that make no schedule (one alone, times that go back or
/// stay, times written in two ways, steps stating another length, steps without
/// a time between them) are read neither way: the file gets no fix, and no clock is ever
/// read as a duration.
enum TextSchedule {
    typealias Read = (title: String?, items: [TextRoutine.Item])

    /// `.none` when no step line starts with a time of day; `.some(nil)` when some do but
    /// they read as no schedule.
    static func read(_ lines: [TextLine?]) -> Read?? {
        let present = lines.compactMap { $0 }
        let led = present.indices.filter { present[$0].marker != .heading && TimeOfDay.leading(present[$0].text) != nil }
        guard let first = led.first, let last = led.last else { return nil }
        guard led.count >= 2, last - first + 1 == led.count else { return .some(nil) }
        let steps = led.compactMap { TimeOfDay.leading(present[$0].text) }
        let before = present[..<first]
        let after = present[(last + 1)...]
        guard steps.allSatisfy({ $0.time.form == steps[0].time.form }),
            zip(steps, steps.dropFirst()).allSatisfy({ $0.time.minutes < $1.time.minutes }),
            (before + after).allSatisfy(isProse)
        else { return .some(nil) }
        let note = after.map(\.text).joined(separator: " ")
        var items: [TextRoutine.Item] = []
        for (index, step) in steps.enumerated() {
            let next = index + 1 < steps.count ? steps[index + 1].time.minutes : nil
            guard let item = item(step.rest, seconds: next.map { ($0 - step.time.minutes) * 60 }, note: note) else { return .some(nil) }
            items.append(item)
        }
        return .some((before.first?.text, items))
    }

    /// The index of the first line of `raw` a time of day leads, a table row's included.
    static func firstClockedLine(_ raw: [Substring]) -> Int? {
        raw.indices.first { index in
            var text = raw[index].trimmingWhitespace()
            if text.hasPrefix("|") { text = String(text.dropFirst()).trimmingWhitespace() }
            guard let line = TextLine(Substring(text)), line.marker != .heading else { return false }
            return TimeOfDay.leading(line.text) != nil
        }
    }

    /// One step's item: timed until the next start, or, for the last, as its words say.
    /// A step stating a length other than the time to the next start has two lengths: nil.
    private static func item(_ text: String, seconds: Int?, note: String) -> TextRoutine.Item? {
        guard let step = TextStep.read(text) else { return nil }
        switch (step, seconds) {
        case (.untimed, let seconds?):
            return .step(.timed(title: capitalised(text), seconds: seconds), checkbox: false)
        case (.timed(_, let stated), let seconds?) where stated == seconds:
            return .step(step, checkbox: false)
        case (.untimed, nil):
            return .note(title: capitalised(text), text: note)
        case (.timed, nil), (.counted, nil):
            return .step(step, checkbox: false)
        default:
            return nil
        }
    }

    /// Whether a line around the schedule is prose: no list item, and nothing timed or counted.
    private static func isProse(_ line: TextLine) -> Bool {
        guard !line.isItem, line.marker != .markup, !line.isLanguageKey else { return false }
        guard let step = TextStep.read(line.text) else { return line.marker == .none || line.marker == .heading }
        if case .untimed = step { return true }
        return false
    }

    private static func capitalised(_ text: String) -> String {
        guard let first = text.first, first.isLowercase else { return text }
        return first.uppercased() + text.dropFirst()
    }

    /// The lines of a Markdown table of a time column and one column of words
    /// (`| Zeit | Aktivität |`) written as schedule lines (`07:00 – Aufstehen`), with the
    /// lines around it; nil when `raw` holds no table with a time column, `.some(nil)` when
    /// its rows hold more than a time and words.
    static func tableLines(_ raw: [Substring]) -> [TextLine?]?? {
        guard let rows = TextTable.pipeRows(in: raw) else { return nil }
        let cells = raw[rows].map { row in
            var text = row.trimmingWhitespace()
            if text.hasPrefix("|") { text.removeFirst() }
            if text.hasSuffix("|") { text.removeLast() }
            return text.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingWhitespace() }
        }
        let body = cells.dropFirst().filter { !$0.allSatisfy { cell in cell.allSatisfy { "-: ".contains($0) } } }
        guard let width = cells.first?.count, body.count >= 2, body.allSatisfy({ $0.count == width }),
            let column = (0..<width).first(where: { index in body.allSatisfy { TimeOfDay.leading($0[index] + " x") != nil } })
        else { return nil }
        var lines: [TextLine?] = []
        for row in body {
            let words = row.indices.filter { $0 != column && !row[$0].isEmpty }.map { row[$0] }
            guard words.count == 1 else { return .some(nil) }
            lines.append(TextLine(Substring(row[column] + " – " + words[0])))
        }
        return .some(raw[..<rows.lowerBound].map(TextLine.init) + lines + raw[rows.upperBound...].map(TextLine.init))
    }
}
