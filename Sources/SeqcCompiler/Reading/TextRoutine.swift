/// A routine written as lines of text instead of YAML, as people and models write one:
/// Markdown numbered or bulleted lists and checklists with times (`1. Plank – 45 s`,
/// `- [ ] Stretch 2 min`), org-mode items, a heading or `Title: ...` line, prose around
/// the list, plain lines such as `3 rounds of:` with the steps under them, and tables
/// with a header row (``TextTable``). Each step is read by ``TextStep``; a line of interval
/// shorthand no one step reads (`5' warm-up, 8x(60" run/90" walk), 5' cool-down`) by
/// ``TextShorthand``.
///
/// Turning these words into data picks one reading among several, so the routine it reads
/// as is offered as one unsafe fix replacing the file, and the message says what to write
/// (docs/decisions.md, "Fix safety"). Only a file that is no routine in YAML is read so:
/// a line written as a key of the language (`title:`, `- countdown:`) makes it YAML.
struct TextRoutine {
    /// What the text reads as, in order.
    indirect enum Item: Equatable {
        case step(TextStep, checkbox: Bool)
        /// A timed step its table row calls a rest, whatever its title.
        case rest(title: String, seconds: Int)
        case block(rounds: Int, title: String, items: [Item])
        /// A heading or lead-in line (`Before leaving:`) directly over a checklist: its title.
        case checklistTitle(String)
        /// Sets of one exercise (``WrittenSets``), in the shape ``SetScheme`` gives them.
        case shaped(ShapedItem)
        /// An untimed step with the prose written under it (``TextSchedule``'s last step).
        case note(title: String, text: String)
    }

    var title: String?
    var items: [Item] = []

    /// Files with more lines than this are not read as text: no list someone writes by
    /// hand is that long, and each line is read several ways.
    static let maxLines = 1000
    /// Files larger than this are not read as text, for the same reason.
    static let maxBytes = 64 * 1024

    /// The lines of `text`, empty ones kept: a line break is LF or CR LF (one `Character`).
    static func lines(of text: String) -> [Substring] {
        text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
    }

    /// The routine `text` reads as; nil when a line reads as no step, or as YAML, or
    /// when nothing in it is timed, counted or checked.
    init?(_ text: String) {
        guard case .routine(let routine) = Self.reading(text) else { return nil }
        self = routine
    }

    private init(title: String?, items: [Item]) {
        self.title = title
        self.items = items
    }

    /// The 0-based line that leaves `text` unread after steps it did read, and whether that
    /// line speaks of time (``ProseTime``): what the error for such text names. Nil when
    /// another reading (a schedule, a list header, a Zwift workout) is the text's, when the
    /// text reads, or when nothing before the line read as a step (a file of prose, or
    /// YAML that did not parse, whose own errors say more).
    static func unreadLine(_ text: String) -> (line: Int, reason: StopReason)? {
        guard case .stopped(let line, let reason) = reading(text) else { return nil }
        return (line, reason)
    }

    /// Why a line leaves text unread after steps were read.
    enum StopReason {
        /// The line reads as no step.
        case noStep
        /// The line speaks of time the text gives no length for (``ProseTime``).
        case speaksOfTime
        /// The first line names the routine and a length that is the total of the steps.
        case statesTheTotal
    }

    /// How `text` reads: as a routine, as lines read up to one that stops them, or not at all.
    private enum Reading {
        case routine(TextRoutine)
        /// Steps were read up to the 0-based `line`, which reads as no step.
        case stopped(line: Int, reason: StopReason)
        case unread
    }

    /// The one dispatch over the ways text is read: each reading is tried in turn, and the
    /// first the text looks like is the only one it gets.
    private static func reading(_ text: String) -> Reading {
        let raw = lines(of: text)
        guard raw.count <= maxLines else { return .unread }
        if let workout = ZwiftWorkout.read(text) { return routine(workout) }
        if let schedule = schedule(raw) {
            // Lines led by times of day that make no schedule are read no other way.
            return schedule.map(routine) ?? .unread
        }
        if let table = TextTable(raw) { return routine((nil, table.items)) }
        if let rows = TextTable.pipeRows(in: raw) {
            // A Markdown table among prose: the table is the routine, the lines around it
            // its title and prose; a table that does not read leaves the text unread.
            guard let table = TextTable(Array(raw[rows])) else { return .unread }
            var reader = Reader(lines: (raw[..<rows.lowerBound] + raw[rows.upperBound...]).map(TextLine.init), stepsAbove: rows.lowerBound)
            guard let read = reader.read() else {
                // The line that stopped the reading, when it comes after the table's rows.
                guard let stop = reader.stop, stop >= rows.lowerBound else { return .unread }
                return stopped(at: stop, by: reader, shownAt: stop + rows.count, raw: raw)
            }
            return read.items.isEmpty ? routine((read.title, table.items)) : .unread
        }
        let lines = raw.map(TextLine.init)
        if let headed = headed(lines) {
            // A list under one line stating how each step plays (``TextListHeader``).
            return headed.map(routine) ?? .unread
        }
        var reader = Reader(lines: lines)
        guard let read = reader.read() else {
            guard let stop = reader.stop, reader.stepsBeforeStop else { return .unread }
            return stopped(at: stop, by: reader, shownAt: stop, raw: raw)
        }
        return routine(read)
    }

    /// The routine `read` holds, when something in it is timed, counted or checked.
    private static func routine(_ read: (title: String?, items: [Item])) -> Reading {
        let items = countingLedSteps(read.items)
        guard items.contains(where: \.isTimedCountedOrChecked) else { return .unread }
        return .routine(TextRoutine(title: read.title, items: items))
    }

    /// The reading stopped at the reader's line `stop`, shown as the text's line `shown`;
    /// unread when that line is markup or a key of the language, or the text is data that
    /// did not parse: their own errors say more.
    private static func stopped(at stop: Int, by reader: Reader, shownAt shown: Int, raw: [Substring]) -> Reading {
        guard let line = reader.lines[stop], line.marker != .markup, !line.isLanguageKey, !raw.contains(where: startsData) else {
            return .unread
        }
        return .stopped(line: shown, reason: reader.stopReason)
    }

    /// Whether `line` starts as JSON does (`{`, `[`, `"key":`): such text is data that did
    /// not parse, and its own errors say more than a line that reads as no step.
    private static func startsData(_ line: Substring) -> Bool {
        guard let first = line.first(where: { $0 != " " && $0 != "\t" }) else { return false }
        return "{}[]\"".contains(first)
    }

    /// The items with each untimed step led by a count (`20 push ups`) read as a
    /// repetition (``TextStep/countLed``), when another step is timed or counted: a list
    /// of only such lines may be a shopping list or ingredients, not exercises.
    private static func countingLedSteps(_ items: [Item]) -> [Item] {
        func exercises(_ items: [Item]) -> Bool {
            items.contains { item in
                switch item {
                case .step(.untimed, _), .checklistTitle, .note: false
                case .block(_, _, let members): exercises(members)
                case .step, .rest, .shaped: true
                }
            }
        }
        guard exercises(items) else { return items }
        func counted(_ items: [Item]) -> [Item] {
            items.map { item in
                switch item {
                case .step(let step, _): step.countLed.map { .step($0, checkbox: false) } ?? item
                case .block(let rounds, let title, let members): .block(rounds: rounds, title: title, items: counted(members))
                default: item
                }
            }
        }
        return counted(items)
    }

    /// The routine a list of untimed steps and its header line read as
    /// (``TextListHeader``): `.none` when no line heads the list so, `.some(nil)` when the
    /// header has no one reading or the rest of the text is more than its list.
    private static func headed(_ lines: [TextLine?]) -> (title: String?, items: [Item])?? {
        switch TextListHeader.find(lines) {
        case .none: return nil
        case .unread: return .some(nil)
        case .timing(let line, let timing):
            var reader = Reader(lines: TextListHeader.listed(lines).enumerated().map { $0.offset == line ? nil : $0.element })
            guard let read = reader.read(), let items = TextListHeader.apply(timing, to: read.items) else { return .some(nil) }
            return (read.title, items)
        }
    }

    /// The schedule `raw` is written as (``TextSchedule``): `.none` when no line or table
    /// row starts with a time of day, `.some(nil)` when they make no schedule.
    private static func schedule(_ raw: [Substring]) -> TextSchedule.Read?? {
        if let table = TextSchedule.tableLines(raw) {
            guard let lines = table else { return .some(nil) }
            return TextSchedule.read(lines) ?? .some(nil)
        }
        return TextSchedule.read(raw.map(TextLine.init))
    }

    /// The lines read one after another: a title, prose, steps and groups of steps.
    struct Reader {
        let lines: [TextLine?]
        var index = 0
        /// The 0-based line that left the text unread, once ``read()`` returned nil.
        private(set) var stop: Int?
        /// Why the line at ``stop`` left the text unread.
        private(set) var stopReason = StopReason.noStep
        /// Whether steps were read before the line at ``stop``.
        private(set) var stepsBeforeStop = false

        /// The first line read after steps read apart from these lines (a Markdown table's
        /// rows, taken out of them), if any: prose from it on comes after steps.
        private let stepsAbove: Int?

        init(lines: [TextLine?], stepsAbove: Int? = nil) {
            self.lines = lines
            self.stepsAbove = stepsAbove
        }

        mutating func read() -> (title: String?, items: [Item])? {
            var title: String?
            var items: [Item] = []
            var sawContent = false
            // Where the run of list steps just read began in `items`: a count after it counts it.
            var listStart: Int?
            defer { stepsBeforeStop = stop != nil && items.contains(where: \.isTimedCountedOrChecked) }
            while index < lines.count {
                guard let line = lines[index] else {
                    index += 1
                    continue
                }
                stop = index
                defer { sawContent = true }
                let before = items.count
                let run = listStart.map { Array(items[$0...]) }
                defer {
                    let isListStep = line.isItem && items.count == before + 1 && items.last.map(\.isStep) == true
                    listStart = isListStep ? listStart ?? before : nil
                }
                if let emom = TextEMOM.read(lines, at: index) {
                    guard let (block, next) = emom else { return nil }
                    if title == nil, !sawContent { title = line.text.hasSuffix(":") ? String(line.text.dropLast()) : line.text }
                    (index, listStart) = (next, nil)
                    items.append(block)
                    continue
                }
                if let shorthand = shorthand(line) {
                    guard let shorthand else { return nil }
                    items += shorthand
                    index += 1
                    continue
                }
                if line.marker == .none, let counted = countLine(line, after: run) {
                    guard let (block, replaces) = counted else { return nil }
                    if replaces, let start = listStart { items.removeSubrange(start...) }
                    items.append(block)
                    continue
                }
                if !items.isEmpty, let label = checklistTitle(line) {
                    items.append(.checklistTitle(label))
                    index += 1
                    continue
                }
                if line.marker == .markup || line.isLanguageKey && (sawContent || Self.titleValue(line) == nil) { return nil }
                if line.marker == .heading, sawContent, let block = readHeadingBlock(line) {
                    items.append(block)
                    continue
                }
                if line.marker == .heading || (!sawContent && line.marker == .none && Self.titleValue(line) ?? bareTitle(line) != nil) {
                    if title == nil { title = line.marker == .heading ? line.text : Self.titleValue(line) ?? bareTitle(line) }
                    index += 1
                    continue
                }
                guard let item = readItem(line, afterSteps: isAfterSteps(items)) else { return nil }
                if let item { items.append(item) }
            }
            return finished(title: title, items: items)
        }

        /// The routine read, unless its first line is a name and a length that is the total
        /// of the steps under it (`🇯🇵 Daily Japanese Practice – 40 minutes` over steps of 40
        /// minutes): the routine's title stating its length, or a first step as long as all
        /// the others, two readings, so the text is unread at that line.
        private mutating func finished(title: String?, items: [Item]) -> (title: String?, items: [Item])? {
            stop = nil
            guard title == nil, items.count >= 3, case .step(let step, _) = items[0], case .timed(_, let seconds) = step,
                let first = lines.firstIndex(where: { $0 != nil }), let line = lines[first], line.marker == .none,
                TextStep.read(line.text) == step, Self.totalSeconds(items.dropFirst()) == seconds
            else { return (title, items) }
            (stop, stopReason) = (first, .statesTheTotal)
            return nil
        }

        /// The seconds the timed steps and rests of `items` take in all (a step of no time
        /// adds none); nil when one is a group or an interval, whose total is no plain sum.
        private static func totalSeconds(_ items: ArraySlice<Item>) -> Int? {
            var total = 0
            for item in items {
                switch item {
                case .step(.timed(_, let seconds), _), .rest(_, let seconds): total = total.saturatingAdd(seconds)
                case .step(.untimed, _), .step(.counted, _), .checklistTitle, .note: continue
                case .step(.interval, _), .block, .shaped: return nil
                }
            }
            return total
        }

        /// Whether the line at ``index`` comes after steps: read before it among `items`, or
        /// read apart from these lines above it (``stepsAbove``).
        private func isAfterSteps(_ items: [Item]) -> Bool {
            items.contains(where: \.isTimedCountedOrChecked) || stepsAbove.map { index >= $0 } == true
        }

        /// The steps a line of interval shorthand reads as (``TextShorthand``), when it reads
        /// as no one step and no sets; `.some(nil)` for shorthand with no one reading, which
        /// no other reading takes either (`7 x 25/5`, `3 x 6 x 1' (1' rest)`); nil for other lines.
        private func shorthand(_ line: TextLine) -> [Item]?? {
            // Sets of one exercise (`Pompes: 4x12, descanso 60 s`) are ``WrittenSets``'s to read.
            guard line.marker == .none || line.isItem, !line.isLanguageKey, WrittenSets.line(line.text) == nil else { return nil }
            switch TextShorthand.read(line.text) {
            case .none: return nil
            case .unread: return .some(nil)
            case .items(let items):
                guard TextStep.read(line.text) == nil else { return nil }
                // A title still speaking of time holds a step the grammar did not read.
                if items.contains(where: { $0.titles.contains(where: ProseTime.mentionsTime) }) { return .some(nil) }
                return .some(items)
            }
        }

        /// The item `line` starts (a group takes the lines under it); `.some(nil)` for prose.
        /// After steps, prose speaking of time is no prose to drop (``ProseTime``).
        private mutating func readItem(_ line: TextLine, afterSteps: Bool) -> Item?? {
            let text = line.text.hasSuffix(":") ? String(line.text.dropLast()) : line.text
            let counted = TextStep.rounds(in: text)
            // A list item heads a group only over lines indented under it, not its siblings.
            let heads = line.text.hasSuffix(":") || startsGroup(after: line, from: index) && (!line.isItem || indentedUnder(line))
            if let (rounds, title) = counted, heads {
                index += 1
                let members = readMembers(under: line)
                guard !members.isEmpty else { return nil }
                return .some(Self.group(rounds: rounds, title: title, members: members))
            }
            index += 1
            // `Kniebeugen: 3 Sätze à 12 Wdh.`, `Bench press 3x10, rest 90s`: sets of one exercise.
            if let (title, sets) = WrittenSets.line(text), let item = sets.item(title: title) { return .some(.shaped(item)) }
            // A lead-in (`Here is your routine:`) or a line of prose is no step.
            if line.marker == .none, line.text.hasSuffix(":") { return .some(nil) }
            let step = TextStep.read(text)
            let isUntimed = step.map { if case .untimed = $0 { true } else { false } } == true
            // `Insgesamt etwa 12 Minuten.`: the whole routine's length, no step of its own.
            if step != nil, !isUntimed, ProseTime.statesWholeLength(line.text) { return .some(nil) }
            // A line counting rounds or sets that reads as no timed or counted step is no
            // prose to drop and no note: its count would be lost.
            if counted != nil || WrittenSets.mayBeSets(text), step == nil || isUntimed { return nil }
            // A plain line led by a count (`20 push ups`) is a step, as its list item would be.
            if line.marker == .none, step == nil || isUntimed && TextAppAction.message(in: line.text) == nil && step?.countLed == nil {
                // `Kniebeugen: 3 Sätze à 12 Wdh.`: a name keyed to an amount no step reads is data
                // the text does not say how to play, never prose to drop.
                if Self.keysAnAmount(line.text) { return nil }
                // A name over the steps after it may be their title or a section's: more than
                // one reading, so the text is not read, unless it names one untitled step.
                // A glyph leading several lines may be a list mark: its steps are never dropped.
                if let mark = TextLine.unknownMark(line.text),
                    lines.indices.contains(where: { $0 != index - 1 && lines[$0]?.text.unicodeScalars.first == mark })
                {
                    return nil
                }
                if afterSteps, ProseTime.holdsAStep(line.text) {
                    stopReason = .speaksOfTime
                    return nil
                }
                if Self.isSentence(line.text) || !startsGroup(after: line, from: index - 1) { return .some(nil) }
                return namedStep(line).map { .some($0) } ?? nil
            }
            guard let step else { return nil }
            return .some(.step(step, checkbox: line.marker == .checkbox))
        }

        /// A line of prose stating a count (``CountWords``: `→ 4 Zyklen.`, `Do this circuit 3
        /// times`) right after a list of steps (`run`, blank lines between), or right before
        /// one that ends the text: a block of the list, `.some((block, true))` when it
        /// replaces `run`. `.some(nil)` when the count has no one reading (a range, a
        /// frequency, two counts, or no list beside it): the text is then not read, so the
        /// count is never dropped as prose. Nil for a line stating no count, or heading a
        /// group the existing reading takes (`3 rounds:` over its steps).
        private mutating func countLine(_ line: TextLine, after run: [Item]?) -> (Item, Bool)?? {
            let statement = CountWords.statement(in: line.text)
            guard statement != .none, Self.readsAsNoStep(line.text) else { return nil }
            let headsGroup = line.text.hasSuffix(":") || startsGroup(after: line, from: index)
            let header = line.text.hasSuffix(":") ? String(line.text.dropLast()) : line.text
            if headsGroup, TextStep.rounds(in: header) != nil, run == nil || index > 0 && lines[index - 1] == nil { return nil }
            guard case .count(let rounds) = statement, !Self.holdsOtherNumbers(line.text, besides: rounds) else { return .some(nil) }
            let title = Self.countTitle(line.text)
            if let run, !run.isEmpty, !headsGroup {
                index += 1
                return .some((Self.group(rounds: rounds, title: title, members: run), true))
            }
            guard run == nil, let members = listToEnd(after: index) else { return .some(nil) }
            index = lines.count
            return .some((Self.group(rounds: rounds, title: title, members: members), false))
        }

        /// Whether `text` writes a number besides its count (`3 kola, 40 s práce / 20 s pauza`,
        /// `4x 25/5, dann 2 Pomodoros`): it then says more of how the steps play than a
        /// block of them can hold, so it has no one reading.
        private static func holdsOtherNumbers(_ text: String, besides count: Int) -> Bool {
            text.split { !$0.isNumber }.contains { Int($0) != count }
        }

        /// Whether `text`, stating a count, is no step of its own: it reads as no timed or
        /// counted step and no sets (`3 Runden.`), says "repeat" (`Repeat 3x`, `3 kez
        /// tekrarla`), or is a sentence with no name keyed to it (`Do this circuit 3 times.`);
        /// not `Sentadillas: 10 veces` or `Kniebeugen: 3 Sätze à 12 Wdh.`.
        private static func readsAsNoStep(_ text: String) -> Bool {
            guard WrittenSets.line(text) == nil else { return false }
            switch TextStep.read(text) {
            case nil, .untimed: return true
            default: break
            }
            let words = text.lowercased().split { !$0.isLetter }.map { NameMatching.normalised(String($0)) }
            if words.contains(where: CountWords.repeatWords.contains) { return true }
            return !text.contains(":") && text.last.map { ".!".contains($0) } == true
        }

        /// The steps of the list after line `start` (blank lines first allowed) when it is all
        /// the text has left; nil otherwise.
        private func listToEnd(after start: Int) -> [Item]? {
            var members: [Item] = []
            var position = start + 1
            while position < lines.count, lines[position] == nil, members.isEmpty { position += 1 }
            while position < lines.count, let line = lines[position], line.isItem, !line.isLanguageKey,
                let step = TextStep.read(line.text)
            {
                members.append(.step(step, checkbox: line.marker == .checkbox))
                position += 1
            }
            guard !members.isEmpty, lines[position...].allSatisfy({ $0 == nil }) else { return nil }
            return members
        }

        /// A block's title from a line stating its count: the header's words
        /// (``TextStep/rounds(in:)``) when they are a few words, else `Rounds`.
        private static func countTitle(_ text: String) -> String {
            guard let (_, words) = TextStep.rounds(in: text), !words.isEmpty, words.split(separator: " ").count <= 3,
                words.first?.isLetter == true
            else { return "Rounds" }
            return words
        }

        /// The title `line` gives the checklist right under it (blank lines between allowed):
        /// a heading, or a short line ending in a colon, that is no step and no round count.
        /// Only after other steps: a line above everything is the routine's title or a lead-in.
        private func checklistTitle(_ line: TextLine) -> String? {
            guard line.marker == .heading || line.marker == .none && line.text.hasSuffix(":") else { return nil }
            let text = line.text.hasSuffix(":") ? String(line.text.dropLast()).trimmingWhitespace : line.text
            var next = index + 1
            while next < lines.count, lines[next] == nil { next += 1 }
            guard next < lines.count, lines[next]?.marker == .checkbox, !text.isEmpty,
                text.split(separator: " ").count <= Self.maxChecklistTitleWords, text.last.map({ ".!?".contains($0) }) == false,
                !text.contains(","),
                TextStep.rounds(in: text) == nil, case .untimed = TextStep.read(text)
            else { return nil }
            return text
        }

        /// A line over a checklist with more words than this, like one with a comma or a
        /// sentence's last mark, is prose leading into it (`Here is what to take with you:`),
        /// not its name.
        private static let maxChecklistTitleWords = 4

        /// A heading counting rounds (`## 3 rounds`, `### Repeat 4x`) over list items: a
        /// block of the items up to the next heading or line of prose. The routine's first
        /// heading is its title, whatever it counts.
        private mutating func readHeadingBlock(_ heading: TextLine) -> Item? {
            guard let (rounds, title) = TextStep.rounds(in: heading.text) else { return nil }
            let next = lines[(index + 1)...].first { $0 != nil }
            guard let next, let first = next, first.isItem else { return nil }
            let start = index
            index += 1
            let members = readMembers(under: heading, throughBlankLines: true)
            guard !members.isEmpty else {
                index = start
                return nil
            }
            return Self.group(rounds: rounds, title: title, members: members)
        }

        /// A group of rounds: an interval when it is two steps timed with no title of their
        /// own (`3x` over `- 8m Z4` and `- 4m Z1`), work then recovery; else a block.
        private static func group(rounds: Int, title: String, members: [Item]) -> Item {
            if members.count == 2, case .step(.timed("", let work), _) = members[0], case .step(.timed("", let rest), _) = members[1] {
                return .step(.interval(title: title, work: work, rest: rest, rounds: rounds), checkbox: false)
            }
            return .block(rounds: rounds, title: title.isEmpty ? "Rounds" : title, items: members)
        }

        /// A name over one step timed or counted with no title of its own (`Warmup` over
        /// `- 15m Z2`): the step's title, the one reading; nil for any other layout.
        private mutating func namedStep(_ name: TextLine) -> Item? {
            guard index < lines.count, let item = lines[index], item.isItem || item.indent > name.indent,
                index + 1 >= lines.count || lines[index + 1].map({ !$0.isItem && $0.indent <= name.indent }) ?? true
            else { return nil }
            switch TextStep.read(item.text) {
            case .timed("", let seconds):
                index += 1
                return .step(.timed(title: name.text, seconds: seconds), checkbox: false)
            case .counted("", let reps):
                index += 1
                return .step(.counted(title: name.text, reps: reps), checkbox: false)
            default: return nil
            }
        }

        /// Whether the line after the current one is indented deeper than `header`.
        private func indentedUnder(_ header: TextLine) -> Bool {
            guard index + 1 < lines.count, let next = lines[index + 1] else { return false }
            return next.indent > header.indent
        }

        /// Whether the line after `header` (at `position`) is indented under it or a list item.
        private func startsGroup(after header: TextLine, from position: Int) -> Bool {
            guard position + 1 < lines.count, let next = lines[position + 1] else { return false }
            return next.indent > header.indent || next.isItem
        }

        /// Whether `text` is a name, a colon and text holding a digit (`Rudern: 3 Sätze`).
        private static func keysAnAmount(_ text: String) -> Bool {
            guard let colon = text.firstIndex(of: ":"), colon != text.startIndex else { return false }
            return text[text.index(after: colon)...].contains { $0.isASCII && $0.isNumber }
        }

        /// Whether `text` reads as a sentence: three words or more (an emoji is no word:
        /// `Morning routine ☀️` is a name), or a sentence's last mark.
        private static func isSentence(_ text: String) -> Bool {
            text.split(separator: " ").count { $0.contains { $0.isLetter || $0.isNumber } } >= 3
                || text.last.map { ".!?".contains($0) } == true
        }

        /// The steps of a group: lines indented under its header, or list items after it,
        /// up to a blank line (under a heading, blank lines go on), a heading or a line of
        /// text at the header's indentation.
        private mutating func readMembers(under header: TextLine, throughBlankLines: Bool = false) -> [Item] {
            var members: [Item] = []
            while index < lines.count {
                guard let line = lines[index] else {
                    if members.isEmpty || throughBlankLines {
                        index += 1
                        continue
                    }
                    break
                }
                guard line.marker != .heading,
                    line.indent > header.indent || (line.isItem && !header.isItem && line.indent == header.indent),
                    !line.isLanguageKey, let step = TextStep.read(line.text)
                else { break }
                members.append(.step(step, checkbox: line.marker == .checkbox))
                index += 1
            }
            return members
        }

        /// The first line's text when it is a name over the steps (`Gainage express`): no
        /// colon, no sentence, nothing timed or counted, and no list under it (a name over a
        /// list may be a section's) unless that list is all the text holds after it and each
        /// of its steps has a title of its own: a section of everything is the routine, so
        /// both readings build the same cards (over untitled steps, `Warmup` over `- 15m Z2`,
        /// the name may be theirs); nil for other lines.
        private func bareTitle(_ line: TextLine) -> String? {
            guard line.marker == .none, !line.text.contains(":"), !Self.isSentence(line.text), TextStep.rounds(in: line.text) == nil,
                !startsGroup(after: line, from: index) || listToEnd(after: index)?.allSatisfy(\.hasOwnTitle) == true,
                case .untimed(let title) = TextStep.read(line.text), title == line.text
            else { return nil }
            return line.text
        }

        /// The value of a title line, `Title: Lunch ride` or `Shortcut: Morning`: text
        /// after a colon that holds no step; nil for other lines.
        private static func titleValue(_ line: TextLine) -> String? {
            guard line.marker == .none, let colon = line.text.firstIndex(of: ":") else { return nil }
            let value = line.text[line.text.index(after: colon)...].drop(while: { $0 == " " })
            guard !value.isEmpty, case .untimed = TextStep.read(String(value)) else { return nil }
            return String(value)
        }
    }
}

extension TextRoutine.Item {
    /// The titles the item writes: its own, and its members' for a block.
    var titles: [String] {
        switch self {
        case .step(let step, _): [step.title]
        case .rest(let title, _), .checklistTitle(let title), .note(let title, _): [title]
        case .block(_, let title, let items): [title] + items.flatMap(\.titles)
        case .shaped: []
        }
    }

    /// Whether the item is a step with a title of its own.
    var hasOwnTitle: Bool {
        isStep && titles.first?.isEmpty == false
    }

    /// Whether the item is one step.
    var isStep: Bool {
        if case .step = self { true } else { false }
    }

    /// Whether the item times, counts or checks something: a list of prose is no routine.
    var isTimedCountedOrChecked: Bool {
        switch self {
        case .step(.untimed, let checkbox): checkbox
        case .step, .rest, .block, .shaped: true
        case .checklistTitle, .note: false
        }
    }
}
