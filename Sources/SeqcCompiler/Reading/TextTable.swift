import SeqcModel

/// A routine written as a table with a header row, as spreadsheets, timer apps and models
/// write one: cells separated by tabs, semicolons or commas (`Übung;Dauer`,
/// `kind⇥title⇥duration`), or a Markdown table (`| # | Step | Type | Duration |`) with its
/// `|---|` row. The header names each column in any style or language of the vocabulary:
/// a kind column (its cells decide the kind through the vocabulary), a title column, a
/// duration column (with its unit when the header gives one: `Duration (min)`), a reps
/// column. A column counting the rows (`#`, `No.`, `Step` holding 1, 2, 3) is their
/// number, and a column of words only (notes, cues) is dropped; any other column, one
/// that could hold a value of the routine, leaves the table unread rather than guessed.
struct TextTable {
    private(set) var items: [TextRoutine.Item] = []

    /// What one column holds.
    private enum Column: Equatable {
        case kind, title, reps, other
        /// Words about a step (`Notes`, `Hinweis`, `Cue`): dropped, never its title.
        case notes
        /// Durations, a bare number counting `unit` seconds.
        case duration(unit: Int)
        /// A count of sets (`Sets`, `Sätze`): each row's exercise played as rounds.
        case sets(countsSets: Bool)
        /// Sets and reps in one cell, sets first as the header says (`Sets x Reps`: `3 x 5`).
        case scheme
        /// The rest between a row's sets (`Rest (s)`, `Pause`), a bare number counting `unit` seconds.
        case rest(unit: Int)
    }

    /// The table in `lines`; nil when its first line is no header of known columns, a row
    /// has another number of cells, or a column holds what the table cannot place.
    init?(_ lines: [Substring]) {
        var rows = lines.map { $0.trimmingTrailingSpace }.filter { !$0.isEmpty }
        guard rows.count >= 2, let separator = Self.separator(of: rows[0]) else { return nil }
        if separator == "|" { rows.removeAll(where: Self.isDelimiterRow) }
        let header = Self.cells(rows[0], separator)
        let body = rows.dropFirst().map { Self.cells($0, separator) }
        guard !body.isEmpty, body.allSatisfy({ $0.count == header.count }),
            let columns = Self.columns(header.map(Self.column), body: body)
        else { return nil }
        for cells in body {
            guard let item = Self.item(cells, columns) else { return nil }
            items.append(item)
        }
    }

    /// The lines of the one Markdown table in `lines` (each starting with `|`, in one run);
    /// nil when there is none or more than one.
    static func pipeRows(in lines: [Substring]) -> Range<Int>? {
        let isRow = lines.map { $0.drop(while: { $0 == " " }).first == "|" }
        guard let start = isRow.firstIndex(of: true) else { return nil }
        let end = isRow[start...].firstIndex(of: false) ?? lines.count
        guard end - start >= 2, !isRow[end...].contains(true) else { return nil }
        return start..<end
    }

    /// The columns as the rows read them: a column of row numbers is no title, one title
    /// column is chosen, and a column the table cannot place leaves it unread (nil).
    private static func columns(_ named: [Column], body: [[String]]) -> [Column]? {
        var columns = named
        for index in columns.indices where columns[index] == .title || columns[index] == .other {
            let cells = body.map { $0[index] }
            if cells.enumerated().allSatisfy({ Int($1) == $0 + 1 }) {
                columns[index] = .other
            } else if columns[index] == .other, cells.contains(where: holdsAmount) {
                return nil
            }
        }
        if !columns.contains(.title) {
            // A header no title word names (`Activity`) over the one column of words left.
            let text = columns.indices.filter { index in
                columns[index] == .other && body.allSatisfy { !$0[index].isEmpty && !holdsAmount($0[index]) }
            }
            guard text.count == 1 else { return nil }
            columns[text[0]] = .title
        }
        let timed = columns.contains { if case .duration = $0 { true } else { false } }
        guard columns.filter({ $0 == .title }).count == 1, timed || columns.contains(.reps) || columns.contains(.scheme) else { return nil }
        return columns
    }

    /// Whether a cell holds a number or a duration: a value of the routine.
    private static func holdsAmount(_ cell: String) -> Bool {
        guard !cell.isEmpty, let step = TextStep.read(cell) else { return cell.contains(where: \.isNumber) }
        if case .untimed = step { return cell.contains(where: \.isNumber) }
        return true
    }

    /// A row's step: its cells written out as one line of text for ``TextStep``, the
    /// duration and reps cells with their unit where the header gives none.
    private static func item(_ cells: [String], _ columns: [Column]) -> TextRoutine.Item? {
        if let sets = setsItem(cells, columns) { return sets }
        var title = ""
        var kindCell: String?
        var text: [String] = []
        for (cell, column) in zip(cells, columns) {
            switch column {
            case .kind: kindCell = cell
            case .title: title = cell
            // A bare number in a duration column counts the header's unit, else seconds as the language reads one.
            case .duration(let unit): text.append(Int(cell).map { "\($0 * unit)s" } ?? cell)
            case .reps: text.append(cell.allSatisfy(\.isNumber) ? "x" + cell : cell)
            case .rest: if !cell.isEmpty { return nil }
            case .other, .notes, .sets, .scheme: continue
            }
        }
        guard !title.isEmpty, let step = TextStep.read(text.joined(separator: " ")) else { return nil }
        var kind: CardKind?
        if let kindCell, !kindCell.isEmpty {
            kind = CardKind.named(kindCell) ?? NameMatching.kind(kindCell) ?? Vocabulary.kind(named: kindCell)
        }
        switch (step, kind) {
        case (.timed(_, let seconds), .rest):
            return .rest(title: title, seconds: seconds)
        case (.timed(_, let seconds), .countdown), (.timed(_, let seconds), nil):
            return .step(.timed(title: title, seconds: seconds), checkbox: false)
        case (.counted(_, let reps), .repetition), (.counted(_, let reps), nil):
            return .step(.counted(title: title, reps: reps), checkbox: false)
        case (.interval(_, let work, let rest, let rounds), .interval), (.interval(_, let work, let rest, let rounds), nil):
            return .step(.interval(title: title, work: work, rest: rest, rounds: rounds), checkbox: false)
        default:
            return nil
        }
    }

    /// A row of sets (``WrittenSets``): a sets column and a reps or duration column, or one
    /// cell of sets and reps, with the rest between them from a rest column; nil for a row
    /// whose sets cells are empty (it is read as any other row), `.some(nil)` when the row
    /// cannot be read.
    private static func setsItem(_ cells: [String], _ columns: [Column]) -> TextRoutine.Item?? {
        var title = ""
        var written: (count: Int, countsSets: Bool)?
        var each: WrittenSets.Each?
        var scheme: WrittenSets?
        var rest: Int?
        for (cell, column) in zip(cells, columns) where !cell.isEmpty {
            switch column {
            case .title: title = cell
            case .sets(let countsSets): written = Int(cell).map { ($0, countsSets) }
            case .scheme: scheme = WrittenSets.read(cell)
            case .reps: each = Int(cell).map(WrittenSets.Each.reps)
            case .duration(let unit): each = (Int(cell).map { $0 * unit } ?? LooseDuration.seconds(cell)).map(WrittenSets.Each.seconds)
            case .rest(let unit): rest = Int(cell).map { $0 * unit } ?? LooseDuration.seconds(cell)
            default: continue
            }
        }
        let hasSets = zip(cells, columns).contains { cell, column in
            guard !cell.isEmpty else { return false }
            if case .sets = column { return true }
            return column == .scheme
        }
        guard hasSets else { return nil }
        if scheme == nil, let written, let each, written.count >= 1, written.count <= WrittenSets.maxCount {
            scheme = WrittenSets(sets: written.count, each: each, rest: nil, countsSets: written.countsSets)
        }
        guard var scheme, !title.isEmpty, scheme.rest == nil || rest == nil else { return .some(nil) }
        if let rest { scheme.rest = rest }
        return .some(scheme.item(title: title).map(TextRoutine.Item.shaped))
    }

    /// Header words of a kind column beyond the keys a card's kind is written under.
    private static let kindHeaders: Set<String> = ["art", "sorte", "category", "categorie", "categoria", "kategorie", "genre", "clase"]

    /// Header words of a column of words about each step.
    private static let notesHeaders: Set<String> = [
        "note", "notes", "comment", "comments", "cue", "cues", "tip", "tips", "description", "details", "hinweis", "hinweise",
        "notiz", "notizen", "beschreibung", "kommentar", "remarque", "remarques", "conseil", "conseils", "nota", "notas",
        "consejo", "consejos", "descripcion", "comentario", "comentarios",
    ]

    private static func column(_ header: String) -> Column {
        let name = String(header.map { "()[]./".contains($0) ? " " : $0 }).trimmingWhitespace
        let key = NameMatching.normalised(name)
        if CardHeadRepair.discriminatorKeys.contains(key) || kindHeaders.contains(key) { return .kind }
        if notesHeaders.contains(key) { return .notes }
        if Vocabulary.isStepWord(name) || ["title", "name", "exercise", "step"].contains(key)
            || Language.meaning(of: name, among: Language.topLevelFields)?.field?.name == "title"
        {
            return .title
        }
        if let column = setsColumn(name) { return column }
        for kind in [CardKind.countdown, .repetition, .interval] {
            let fields = Language.cardFields(of: kind)
            if let unit = UnitInKey.reading(name, among: fields), unit.candidates.contains(where: { $0.name == "duration" }),
                unit.unit.seconds % unit.unit.per == 0
            {
                return .duration(unit: unit.unit.seconds / unit.unit.per)
            }
            switch Language.meaning(of: name, among: fields)?.field?.name {
            case "duration": return .duration(unit: 1)
            case "reps": return .reps
            default: continue
            }
        }
        return .other
    }

    /// A column of sets (`Sets`, `Sätze`, `Rounds`), of sets and reps (`Sets x Reps`,
    /// `Séries × Répétitions`), or of the rest between sets (`Rest (s)`, `Pause`); nil for
    /// other headers. Reps before sets (`Reps x Sets`) is no column read.
    private static func setsColumn(_ name: String) -> Column? {
        let words = WrittenSets.words(name)
        guard let first = words.first else { return nil }
        let isSets = ShapeWords.sets.contains(NameMatching.normalised(first))
        if words.count == 1, isSets || TextCardShape.isSetWord(first) { return .sets(countsSets: isSets) }
        if words.count == 3, isSets || TextCardShape.isSetWord(first), ["x", "/", "&", "+", "and", "und", "et", "y"].contains(words[1]),
            TextCardShape.isRepsWord(words[2])
        {
            return .scheme
        }
        guard ShapeWords.key(first, isIn: ShapeWords.rest) || Vocabulary.kind(named: first) == .rest, words.count <= 2 else { return nil }
        guard words.count == 2 else { return .rest(unit: 1) }
        guard let unit = LooseDuration.seconds("1 " + words[1]) else { return nil }
        return .rest(unit: unit)
    }

    /// The separator the header uses: a pipe when it starts with one, else a tab, a
    /// semicolon or a comma.
    private static func separator(of header: String) -> Character? {
        if header.drop(while: { $0 == " " }).first == "|" { return "|" }
        return ["\t", ";", ","].first { header.contains($0) }
    }

    /// Whether `row` is a Markdown table's line under its header (`|---|:---:|`).
    private static func isDelimiterRow(_ row: String) -> Bool {
        row.contains("-") && row.allSatisfy { "|-: \t".contains($0) }
    }

    private static func cells(_ row: String, _ separator: Character) -> [String] {
        var cells = row.split(separator: separator, omittingEmptySubsequences: false).map {
            MarkdownEmphasis.removed(from: TextAsList.unquoted(String($0).trimmingWhitespace))
        }
        if separator == "|" {
            // The pipes at a Markdown row's ends open and close it: no cell before or after them.
            if cells.first == "" { cells.removeFirst() }
            if cells.last == "" { cells.removeLast() }
        }
        return cells
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
