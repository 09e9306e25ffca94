/// Writes a ``RunSummary``'s Markdown, stopping before a limit with a note that says so.
struct RunSummaryWriter {
    let limit: Int
    private(set) var text = ""
    private var cut = false
    private var inDetails = false
    /// Room kept for the cut note.
    private static let noteRoom = 400

    init(limit: Int) {
        self.limit = limit
    }

    /// Appends `line` and a line break, unless it would pass the limit; then the summary
    /// is cut and nothing more is added.
    @discardableResult
    private mutating func line(_ line: String) -> Bool {
        guard !cut else { return false }
        guard text.utf8.count + line.utf8.count + 1 + Self.noteRoom <= limit else {
            cut = true
            return false
        }
        text += line + "\n"
        return true
    }

    mutating func heading(command: String, routines: Int, failed: Int) {
        let failures = failed > 0 ? ", \(failed) with errors" : ""
        line("### seqc \(command): \(routines) routine\(routines == 1 ? "" : "s")\(failures)")
        line("")
    }

    mutating func rules(_ counts: [(rule: String, errors: Int, warnings: Int)]) {
        guard !counts.isEmpty else {
            line("No problems found.")
            line("")
            return
        }
        line("| rule | errors | warnings |")
        line("|---|--:|--:|")
        for count in counts { line("| `\(count.rule)` | \(count.errors) | \(count.warnings) |") }
        line("")
    }

    mutating func table(_ routines: [RunSummary.Routine]) {
        guard !routines.isEmpty else { return }
        line("| routine | title | cards | time | problems |")
        line("|---|---|--:|---|---|")
        for routine in routines {
            let cards = routine.authored.map { authored in "\(authored) → \(routine.runtime ?? authored)" } ?? "–"
            let problems = [
                routine.errors > 0 ? "\(routine.errors) error\(routine.errors == 1 ? "" : "s")" : nil,
                routine.warnings > 0 ? "\(routine.warnings) warning\(routine.warnings == 1 ? "" : "s")" : nil,
            ]
            .compactMap { $0 }.joined(separator: ", ")
            let title = routine.title.map(MarkupText.markdown) ?? "–"
            guard
                line(
                    "| \(MarkupText.markdown(routine.path)) | \(title) | \(cards) | \(routine.time ?? "–") | \(problems.isEmpty ? "none" : problems) |"
                )
            else { return }
        }
        line("")
    }

    mutating func timelines(_ routines: [RunSummary.Routine]) {
        let drawn = routines.filter { $0.bar != nil }
        guard !drawn.isEmpty else { return }
        line("<details><summary>Timelines</summary>")
        inDetails = true
        line("")
        let legend = DrawnKind.all.map { "`\($0.style.glyph)` \($0.style.name)" }.joined(separator: " · ")
        line(legend)
        line("")
        line("| routine | timeline | time |")
        line("|---|---|---|")
        for routine in drawn {
            guard let bar = routine.bar else { continue }
            guard line("| \(MarkupText.markdown(routine.path)) | `\(bar)` | \(routine.time ?? "") |") else { return }
        }
        line("")
        line("</details>")
        inDetails = false
    }

    mutating func finish(omitted: Int) {
        guard cut || omitted > 0 else { return }
        text += "\n> The summary is cut here to stay under GitHub's 1 MiB limit"
        text += omitted > 0 ? " (\(omitted) more routine\(omitted == 1 ? "" : "s") not listed)" : ""
        text += "; the full report is in the job's log.\n"
        if inDetails { text += "\n</details>\n" }
    }
}
