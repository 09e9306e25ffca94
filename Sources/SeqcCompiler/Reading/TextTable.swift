import SeqcModel

/// A routine written as a table with a header row, as spreadsheets and timer apps export
/// one: cells separated by tabs, semicolons or commas (`Übung;Dauer`, `kind⇥title⇥duration`).
/// The header names each column in any style or language of the vocabulary: a kind
/// column, a title column (a title word or a step word such as `Übung`), a duration, reps
/// or rounds column. Each row is one step; a row's kind is its kind cell when there is one.
struct TextTable {
    private(set) var items: [TextRoutine.Item] = []

    /// What one column holds.
    private enum Column {
        case kind, title, duration, reps, other
    }

    /// The table in `lines`; nil when its first line is no header of known columns or a
    /// row has another number of cells.
    init?(_ lines: [Substring]) {
        let rows = lines.map { $0.trimmingTrailingSpace }.filter { !$0.isEmpty }
        guard rows.count >= 2, let separator = Self.separator(of: rows[0]) else { return nil }
        let header = Self.cells(rows[0], separator)
        let columns = header.map(Self.column)
        guard columns.contains(.title), columns.contains(where: { $0 == .duration || $0 == .reps }) else { return nil }
        for row in rows.dropFirst() {
            let cells = Self.cells(row, separator)
            guard cells.count == columns.count, let item = Self.item(cells, columns) else { return nil }
            items.append(item)
        }
    }

    /// A row's step: its cells written out as one line of text for ``TextStep``, the
    /// duration and reps cells with their unit where the header gives none.
    private static func item(_ cells: [String], _ columns: [Column]) -> TextRoutine.Item? {
        var title = ""
        var kind: CardKind?
        var text: [String] = []
        for (cell, column) in zip(cells, columns) {
            switch column {
            case .kind: kind = CardKind.named(cell) ?? NameMatching.kind(cell) ?? Vocabulary.kind(named: cell)
            case .title: title = cell
            // A bare number in a duration column is seconds, as the language reads one.
            case .duration: text.append(cell.allSatisfy(\.isNumber) ? cell + "s" : cell)
            case .reps: text.append(cell.allSatisfy(\.isNumber) ? "x" + cell : cell)
            case .other: continue
            }
        }
        guard !title.isEmpty, let step = TextStep.read(text.joined(separator: " ")) else { return nil }
        switch (step, kind) {
        case (.timed(_, let seconds), .rest), (.timed(_, let seconds), .countdown), (.timed(_, let seconds), nil):
            return .step(.timed(title: title, seconds: seconds), checkbox: false)
        case (.counted(_, let reps), .repetition), (.counted(_, let reps), nil):
            return .step(.counted(title: title, reps: reps), checkbox: false)
        case (.interval(_, let work, let rest, let rounds), .interval), (.interval(_, let work, let rest, let rounds), nil):
            return .step(.interval(title: title, work: work, rest: rest, rounds: rounds), checkbox: false)
        default:
            return nil
        }
    }

    private static func column(_ name: String) -> Column {
        let key = NameMatching.normalised(name)
        if CardHeadRepair.discriminatorKeys.contains(key) { return .kind }
        if Vocabulary.isStepWord(name) || ["title", "name", "exercise", "step"].contains(key)
            || Language.meaning(of: name, among: Language.topLevelFields)?.field?.name == "title"
        {
            return .title
        }
        for kind in [CardKind.countdown, .repetition, .interval] {
            switch Language.meaning(of: name, among: Language.cardFields(of: kind))?.field?.name {
            case "duration": return .duration
            case "reps": return .reps
            default: continue
            }
        }
        return .other
    }

    /// The separator the header uses: a tab, else a semicolon, else a comma.
    private static func separator(of header: String) -> Character? {
        ["\t", ";", ","].first { header.contains($0) }
    }

    private static func cells(_ row: String, _ separator: Character) -> [String] {
        row.split(separator: separator, omittingEmptySubsequences: false).map { TextAsList.unquoted(String($0).trimmingWhitespace) }
    }
}

extension Substring {
    /// The line without the spaces, tabs and carriage return at its end.
    fileprivate var trimmingTrailingSpace: String {
        var end = endIndex
        while end > startIndex, [" ", "\t", "\r"].contains(self[index(before: end)]) { end = index(before: end) }
        return String(self[startIndex..<end])
    }
}
