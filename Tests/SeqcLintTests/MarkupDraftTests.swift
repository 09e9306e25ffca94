import SeqcLint
import SeqcModel
import Testing

@testable import SeqcCompiler

/// Drafts whose markup and structure carried the mistakes repair made silently (issue 39):
/// Markdown tables with index, kind and notes columns in any order and language, Markdown
/// emphasis around titles, notes after a fenced routine, and one-key items whose key is a
/// countdown's word. Generated with a fixed seed from the vocabulary's words, so a word
/// joining it joins these cases: `--fix --unsafe-fixes` builds the routine meant, and the
/// ambiguous variants (a column that could hold a value, two columns that could title)
/// do not build at all.
@Suite struct MarkupDraftTests {
    static let count = 150

    static let titles = ["Plank", "Dead bug", "Kniebeugen", "Hampelmann", "Gainage", "Étirements", "Sentadillas", "Bird dog"]

    /// Words the vocabulary reads as `kind`, with the kind's own name.
    static func kindWords(_ kind: CardKind) -> [String] {
        [kind.rawValue] + Vocabulary.words.compactMap { $0.meaning == .kind(kind) && !$0.word.contains(" ") ? $0.word : nil }
    }

    struct Row {
        let title: String
        let minutes: Int
        let isRest: Bool
    }

    static func rows(_ random: inout SplitMix) -> [Row] {
        (0..<Int.random(in: 2...6, using: &random)).map { index in
            // No routine here starts with a rest: `leading-rest` makes that one a countdown.
            let isRest = index > 0 && Bool.random(using: &random)
            let title = isRest ? ["Short break", "Kurze Pause", "Petite pause", "Descanso"].randomElement(using: &random)! : titles[index]
            return Row(title: title, minutes: Int.random(in: 1...25, using: &random), isRest: isRest)
        }
    }

    static func canonical(_ rows: [Row]) -> String {
        "title: Routine\ncards:\n"
            + rows.map { "  - \($0.isRest ? "rest" : "countdown"): \($0.title)\n    duration: \($0.minutes)m\n" }.joined()
    }

    static func emphasised(_ text: String, _ random: inout SplitMix) -> String {
        let mark = ["", "", "**", "__", "*", "_", "`"].randomElement(using: &random)!
        return mark + text + mark
    }

    /// A Markdown table of `rows`: a title, kind, duration, index and notes column in a
    /// random order, headers of several languages, prose around it or not.
    static func table(_ rows: [Row], _ random: inout SplitMix) -> String {
        let titleHeader = ["Step", "Exercise", "Übung", "Exercice", "Ejercicio", "Name", "Activity"].randomElement(using: &random)!
        var columns: [(header: String, cells: [String])] = [
            (titleHeader, rows.map(\.title)),
            (
                ["Type", "Typ", "Tipo", "Kind"].randomElement(using: &random)!,
                rows.map { kindWords($0.isRest ? .rest : .countdown).randomElement(using: &random)! }
            ),
        ]
        if Bool.random(using: &random) {
            columns.append(
                (["Duration (min)", "Minutes", "Dauer (Min.)", "Minuten"].randomElement(using: &random)!, rows.map { "\($0.minutes)" }))
        } else {
            columns.append(
                (["Duration", "Dauer", "Durée", "Duración", "Time"].randomElement(using: &random)!, rows.map { "\($0.minutes) min" }))
        }
        if Bool.random(using: &random) {
            columns.append((["#", "No.", "Nr.", "N°"].randomElement(using: &random)!, rows.indices.map { "\($0 + 1)" }))
        }
        if Bool.random(using: &random) {
            columns.append((["Notes", "Hinweis", "Cue"].randomElement(using: &random)!, rows.map { _ in "Keep breathing" }))
        }
        columns.shuffle(using: &random)
        var lines = [
            "| " + columns.map(\.header).joined(separator: " | ") + " |", "|" + columns.map { _ in "---" }.joined(separator: "|") + "|",
        ]
        for index in rows.indices {
            lines.append("| " + columns.map { emphasised($0.cells[index], &random) }.joined(separator: " | ") + " |")
        }
        return prose(around: lines, &random)
    }

    static func prose(around lines: [String], _ random: inout SplitMix) -> String {
        var text = lines
        if Bool.random(using: &random) { text = ["Here's a routine you can import:", ""] + text }
        if Bool.random(using: &random) {
            text += ["", ["Good luck!", "Viel Erfolg beim Training!", "¡Buena suerte!"].randomElement(using: &random)!]
        }
        return text.joined(separator: "\n") + "\n"
    }

    /// A bulleted or numbered list with each title emphasised, the duration after a dash.
    static func emphasisList(_ rows: [Row], _ random: inout SplitMix) -> String {
        let numbered = Bool.random(using: &random)
        let bullet = ["- ", "* ", "+ "].randomElement(using: &random)!
        let lines = rows.enumerated().map { index, row in
            let marker = numbered ? "\(index + 1). " : bullet
            let title = row.isRest ? ["Rest", "Pause", "Repos", "Descanso"].randomElement(using: &random)! : row.title
            // A colon makes the line YAML (`- __Pause__: 2 min`), read by the card repairs.
            let separator = [" — ", " – ", " - ", " "].randomElement(using: &random)!
            let mark = ["**", "__", "*", "_", "`"].randomElement(using: &random)!
            return marker + mark + title + mark + separator + "\(row.minutes) min"
        }
        return prose(around: ["## Quick session", ""] + lines, &random)
    }

    @Test func markdownTablesRepairToTheRoutineMeant() {
        var random = SplitMix(state: 0x3905_0001)
        for index in 0..<Self.count {
            let rows = Self.rows(&random)
            let draft = Self.table(rows, &random)
            let meant = WrappedRoutineTests.cards(Self.canonical(rows))
            #expect(meant != nil)
            let fixed = WrappedRoutineTests.fixed(draft, allowing: .unsafe)
            #expect(WrappedRoutineTests.cards(fixed) == meant, "case \(index):\n\(draft)\nfixed:\n\(fixed)")
            #expect(WrappedRoutineTests.cards(WrappedRoutineTests.fixed(draft, allowing: .safe)) == nil, "case \(index): --fix built")
        }
    }

    /// A table with a column that could hold a value of the routine (`Weight`, `Sets`) or
    /// with two columns of words and no title header has more than one reading: not built.
    @Test func ambiguousTablesDoNotBuild() {
        var random = SplitMix(state: 0x3905_0002)
        for index in 0..<Self.count {
            let rows = Self.rows(&random)
            var lines = ["| Activity | Area | Duration |", "|---|---|---|"] + rows.map { "| \($0.title) | Core | \($0.minutes) min |" }
            if Bool.random(using: &random) {
                let header = ["Weight", "Gewicht", "Poids", "Peso", "Load"].randomElement(using: &random)!
                lines =
                    ["| Exercise | \(header) | Duration |", "|---|---|---|"] + rows.map { "| \($0.title) | 20 kg | \($0.minutes) min |" }
            }
            let draft = Self.prose(around: lines, &random)
            let fixed = WrappedRoutineTests.fixed(draft, allowing: .unsafe)
            #expect(WrappedRoutineTests.cards(fixed) == nil, "case \(index) built a guess:\n\(draft)\nfixed:\n\(fixed)")
        }
    }

    @Test func emphasisedTitlesAreTheirWords() {
        var random = SplitMix(state: 0x3905_0003)
        for index in 0..<Self.count {
            var rows = Self.rows(&random)
            rows = rows.map { Row(title: $0.isRest ? "Rest" : $0.title, minutes: $0.minutes, isRest: $0.isRest) }
            let draft = Self.emphasisList(rows, &random)
            let fixed = WrappedRoutineTests.fixed(draft, allowing: .unsafe)
            let built = WrappedRoutineTests.cards(fixed)?.map { $0.split(separator: " ").prefix(1).joined() }
            #expect(built == rows.map { $0.isRest ? "rest" : "countdown" }, "case \(index):\n\(draft)\nfixed:\n\(fixed)")
            #expect(!fixed.contains("*") && !fixed.contains("`"), "case \(index) kept markup:\n\(fixed)")
        }
    }

    /// Notes after a fenced routine: a line of Markdown or a lead-in, then list items.
    @Test func notesAfterAFencedRoutineAreProse() {
        var random = SplitMix(state: 0x3905_0004)
        for index in 0..<Self.count {
            let rows = Self.rows(&random)
            let canonical = Self.canonical(rows)
            let lead = ["**Notes:**", "__Tips__", "*Hinweise:*", "Remarques sur la séance :", "Notes for the session:"].randomElement(
                using: &random)!
            let items = (0..<Int.random(in: 1...3, using: &random)).map { "- Note \($0 + 1): keep your back straight." }
            let fence = ["```yaml", "```yml", "```", "~~~"].randomElement(using: &random)!
            let draft =
                ([fence] + canonical.split(separator: "\n").map(String.init) + [String(fence.prefix(3)), "", lead] + items)
                .joined(separator: "\n") + "\n"
            let fixed = WrappedRoutineTests.fixed(draft, allowing: .unsafe)
            #expect(WrappedRoutineTests.cards(fixed) == WrappedRoutineTests.cards(canonical), "case \(index):\n\(draft)\nfixed:\n\(fixed)")
        }
    }

    /// `- Cool down: 1m` among `- Title: duration` items: the key is a title like theirs,
    /// whichever countdown or rest word of the vocabulary it is.
    @Test func oneKeyItemsKeyedByAKindWordAreTitled() {
        var random = SplitMix(state: 0x3905_0005)
        let words = (Self.kindWords(.countdown) + Self.kindWords(.rest)).filter { CardKind.named($0) == nil }
        for index in 0..<Self.count {
            let word = words.randomElement(using: &random)!
            let spelt = [word, word.capitalized, word.prefix(1).uppercased() + word.dropFirst()].randomElement(using: &random)!
            let minutes = Int.random(in: 1...9, using: &random)
            let draft = "title: Morning\ncards:\n  - Bunny hops: 30s\n  - \(spelt): \(minutes)m\n"
            let kind = Vocabulary.kind(named: word) == .rest ? "rest" : "countdown"
            let canonical =
                "title: Morning\ncards:\n  - countdown: Bunny hops\n    duration: 30s\n  - \(kind): \(spelt)\n    duration: \(minutes)m\n"
            let fixed = WrappedRoutineTests.fixed(draft, allowing: .unsafe)
            #expect(WrappedRoutineTests.cards(fixed) == WrappedRoutineTests.cards(canonical), "case \(index):\n\(draft)\nfixed:\n\(fixed)")
        }
    }

    /// A checklist's items as one text of Markdown list lines (`items: |` then `- Mat`):
    /// a list of their words, unsafely (the markers are dropped).
    @Test func markedLinesInOneTextAreAList() {
        var random = SplitMix(state: 0x3905_0006)
        let words = ["Mat", "Two blocks", "Strap", "Blanket", "Wasserflasche", "Serviette", "Toalla", "Shoes"]
        for index in 0..<Self.count {
            let items = Array(words.shuffled(using: &random).prefix(Int.random(in: 2...5, using: &random)))
            let marker = ["- ", "* ", "- [ ] ", "• ", "+ "].randomElement(using: &random)!
            let key = ["items", "Items"].randomElement(using: &random)!
            let block = items.map { "      \(marker)\($0)\n" }.joined()
            let tail = Bool.random(using: &random) ? "  - countdown: Centering\n    duration: 3m\n" : ""
            let draft =
                "title: Setup\ncards:\n  - checklist: Props\n    \(key): \(["|", "|-"].randomElement(using: &random)!)\n\(block)\(tail)"
            let meant = "title: Setup\ncards:\n  - checklist: Props\n    items: [\(items.joined(separator: ", "))]\n\(tail)"
            let fixed = WrappedRoutineTests.fixed(draft, allowing: .unsafe)
            #expect(WrappedRoutineTests.cards(fixed) == WrappedRoutineTests.cards(meant), "case \(index):\n\(draft)\nfixed:\n\(fixed)")
            #expect(WrappedRoutineTests.cards(WrappedRoutineTests.fixed(draft, allowing: .safe)) == nil, "case \(index): --fix built")
        }
    }

    /// A card wrapped in a key of any word (`- card:` then the card's keys under it), its
    /// kind written as a key or as `type:`/`kind:`: unwrapped, unsafely.
    @Test func aCardWrappedInAKeyIsUnwrapped() {
        var random = SplitMix(state: 0x3905_0007)
        for index in 0..<Self.count {
            let rows = Self.rows(&random)
            let wrapper = ["card", "item", "entry", "Karte", "élément", "tarjeta", "object", "node"].randomElement(using: &random)!
            var draft = "title: Routine\ncards:\n"
            for row in rows {
                let kind = row.isRest ? "rest" : "countdown"
                let indent = "      "
                draft += "  - \(wrapper):\n"
                switch Int.random(in: 0..<3, using: &random) {
                case 0: draft += "\(indent)\(kind): \(row.title)\n\(indent)duration: \(row.minutes)m\n"
                case 1: draft += "\(indent)type: \(kind)\n\(indent)title: \(row.title)\n\(indent)duration: \(row.minutes)m\n"
                default: draft += "\(indent)kind: \(kind)\n\(indent)name: \(row.title)\n\(indent)duration: \(row.minutes)m\n"
                }
            }
            let fixed = WrappedRoutineTests.fixed(draft, allowing: .unsafe)
            #expect(
                WrappedRoutineTests.cards(fixed) == WrappedRoutineTests.cards(Self.canonical(rows)),
                "case \(index):\n\(draft)\nfixed:\n\(fixed)")
        }
    }

    /// A list of [title, length] pairs under a key no vocabulary names (`poses:`,
    /// `Übungen_liste:`), in JSON or YAML: the cards. Two such lists leave two readings: no build.
    @Test func pairsUnderAnyKeyAreTheCards() {
        var random = SplitMix(state: 0x3905_0008)
        for index in 0..<Self.count {
            let rows = Self.rows(&random)
            let key = ["poses", "flow", "sequence_items", "Ablauf", "enchaînement", "secuencia", "plan"].randomElement(using: &random)!
            let pairs = rows.map { "[\"\($0.title)\", \"\($0.minutes) min\"]" }
            let json = Bool.random(using: &random)
            let draft =
                json
                ? "{\"title\": \"Routine\", \"\(key)\": [\(pairs.joined(separator: ", "))]}\n"
                : "title: Routine\n\(key):\n" + pairs.map { "  - \($0)\n" }.joined()
            let fixed = WrappedRoutineTests.fixed(draft, allowing: .unsafe)
            #expect(
                WrappedRoutineTests.cards(fixed) == WrappedRoutineTests.cards(Self.canonical(rows)),
                "case \(index):\n\(draft)\nfixed:\n\(fixed)")
            let two =
                json ? draft.replacingOccurrences(of: "}\n", with: ", \"other\": [\(pairs[0])]}\n") : draft + "other:\n  - \(pairs[0])\n"
            #expect(
                WrappedRoutineTests.cards(WrappedRoutineTests.fixed(two, allowing: .unsafe)) == nil, "case \(index) built a guess:\n\(two)")
        }
    }

    /// A rest written as a field of the card before it (`rest: 15s` beside `duration:` or
    /// `reps:`, before or after them, last card or not): a rest card after it, unsafely.
    @Test func aRestFieldIsTheRestCardAfter() {
        var random = SplitMix(state: 0x3905_0009)
        for index in 0..<Self.count {
            var draft = "title: Routine\ncards:\n"
            var meant = draft
            for position in 0..<Int.random(in: 1...4, using: &random) {
                let title = Self.titles[position]
                let field =
                    Bool.random(using: &random)
                    ? "duration: \(Int.random(in: 20...90, using: &random))s" : "reps: \(Int.random(in: 5...20, using: &random))"
                let kind = field.hasPrefix("reps") ? "repetition" : "countdown"
                let seconds = Int.random(in: 5...60, using: &random)
                let rest = "rest: " + (Bool.random(using: &random) ? "\(seconds)s" : "\(seconds)")
                let restFirst = Bool.random(using: &random)
                let withRest = Bool.random(using: &random)
                draft +=
                    "  - \(kind): \(title)\n" + (withRest && restFirst ? "    \(rest)\n" : "") + "    \(field)\n"
                    + (withRest && !restFirst ? "    \(rest)\n" : "")
                meant += "  - \(kind): \(title)\n    \(field)\n" + (withRest ? "  - rest: Rest\n    duration: \(seconds)s\n" : "")
            }
            let fixed = WrappedRoutineTests.fixed(draft, allowing: .unsafe)
            #expect(WrappedRoutineTests.cards(fixed) == WrappedRoutineTests.cards(meant), "case \(index):\n\(draft)\nfixed:\n\(fixed)")
        }
    }
}
