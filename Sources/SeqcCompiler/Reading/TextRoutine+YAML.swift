import SeqcModel

extension TextRoutine {
    /// The title a routine gets when its text names none; the help asks for its own.
    static let defaultTitle = "Routine"

    /// The routine as a routine file: checked steps in a row become one checklist titled
    /// as the routine, other untimed steps info cards.
    func yaml(lineBreak: String) -> String {
        let routineTitle = title.map(Self.scalar) ?? Self.defaultTitle
        var lines = ["title: \(routineTitle)", "cards:"]
        Self.write(items, depth: 1, checklistTitle: routineTitle, into: &lines)
        return lines.joined(separator: lineBreak) + lineBreak
    }

    /// The first card as the help shows it, in the file's own words.
    var example: String? {
        for item in items {
            guard case .step(let step, _) = item else { continue }
            var lines: [String] = []
            Self.write([item], depth: 0, checklistTitle: Self.defaultTitle, into: &lines)
            guard let head = lines.first else { continue }
            let field = lines.dropFirst().first.map { " with '\($0.trimmingWhitespace)' under it" } ?? ""
            if case .untimed = step { continue }
            return "'\(head)'\(field)"
        }
        return nil
    }

    private static func write(_ items: [Item], depth: Int, checklistTitle: String, into lines: inout [String]) {
        let indent = String(repeating: "  ", count: depth)
        var checked: [String] = []
        var label: String?
        func flush() {
            guard !checked.isEmpty else { return }
            lines.append("\(indent)- checklist: \(label.map(scalar) ?? checklistTitle)")
            lines.append("\(indent)  items: [\(checked.map(TextAsList.flowScalar).joined(separator: ", "))]")
            checked = []
            label = nil
        }
        for item in items {
            switch item {
            case .note(let title, let text):
                flush()
                lines.append("\(indent)- info:\(titled(title))")
                if !text.isEmpty { lines.append("\(indent)  text: \(scalar(text))") }
            case .checklistTitle(let title):
                flush()
                label = title
            case .step(.untimed(let title), true):
                checked.append(title)
            case .step(let step, _):
                flush()
                lines += card(step).map { indent + $0 }
            case .rest(let title, let seconds):
                flush()
                lines += ["\(indent)- rest:\(titled(title))", "\(indent)  duration: \(DurationText.text(seconds))"]
            case .shaped(let shaped):
                flush()
                let text = indent + "- " + shaped.blockText(indent: indent.count + 2, lineBreak: "\n")
                lines += text.split(separator: "\n").map(String.init)
            case .block(let rounds, let title, let members):
                flush()
                lines += ["\(indent)- repeat: \(scalar(title))", "\(indent)  rounds: \(rounds)", "\(indent)  cards:"]
                write(members, depth: depth + 2, checklistTitle: checklistTitle, into: &lines)
            }
        }
        flush()
    }

    /// One step's card, its lines unindented.
    private static func card(_ step: TextStep) -> [String] {
        switch step {
        case .timed(let title, let seconds):
            // A title naming a rest or holding a rest word or its compound (`Short rest`,
            // `Trabpause`), as every repair reads a step's title (``TimedTitle``); not one
            // whose rest word is a verb (`Rest the meat`).
            let isRest = !title.isEmpty && TimedTitle.reading(title) == .rest
            return ["- \(isRest ? "rest" : "countdown"):\(titled(title))", "  duration: \(DurationText.text(seconds))"]
        case .counted(let title, let reps):
            return ["- repetition:\(titled(title))", "  reps: \(reps)"]
        case .interval(let title, let work, let rest, let rounds):
            return [
                "- interval:\(titled(title))", "  work: \(DurationText.text(work))", "  rest: \(DurationText.text(rest))",
                "  rounds: \(rounds)",
            ]
        case .untimed(let title):
            return ["- info:\(titled(title))"]
        }
    }

    /// ` Title` after a kind key, or nothing for a step with no title (the kind's name).
    private static func titled(_ title: String) -> String { title.isEmpty ? "" : " " + scalar(title) }

    /// `text` as a YAML scalar: plain where it reads as itself, quoted otherwise.
    static func scalar(_ text: String) -> String {
        let written = TextAsList.flowScalar(text)
        // A plain scalar that YAML reads as another type (`true`, `12`, `null`) is quoted.
        guard written == text, !["true", "false", "null", "yes", "no", "on", "off", "~"].contains(text.lowercased()),
            Int(text) == nil, Double(text) == nil
        else { return written == text ? "\"\(text)\"" : written }
        return written
    }
}
