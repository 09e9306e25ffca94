import SeqcCompiler
import SeqcLint
import SeqcModel

extension LanguageServer {
    /// Completions at a position, from the language's descriptors and the rule registry:
    /// rule ids and directives in a suppression comment, kinds on a new list item, the
    /// fields of the card, block or routine the key belongs to, and values for booleans,
    /// durations and the language version.
    func completion(_ params: PositionParams) -> CompletionList {
        guard let document = documents[params.textDocument.uri] else { return CompletionList(isIncomplete: false, items: []) }
        let before = document.linePrefix(at: params.position).before
        let items: [CompletionItem]
        if let comment = before.firstIndex(of: "#") {
            items = CompletionContext.suppression(String(before[before.index(after: comment)...]))
        } else if let key = CompletionContext.valueKey(before) {
            items = CompletionContext.values(
                for: key, owner: CompletionContext.owner(lines: document, line: params.position.line, before: before))
        } else if CompletionContext.isNewItem(before) {
            items = CompletionContext.kinds()
        } else {
            items = CompletionContext.keys(owner: CompletionContext.owner(lines: document, line: params.position.line, before: before))
        }
        return CompletionList(isIncomplete: false, items: items)
    }
}

/// What a key belongs to: the routine, a card of a kind, or a `repeat` block.
enum KeyOwner: Equatable {
    case routine
    case card(CardKind)
    case block
    case unknown
}

/// Reading where the cursor is from the text of its line and the lines above it.
enum CompletionContext {
    static func suppression(_ comment: String) -> [CompletionItem] {
        let text = comment.drop { $0 == " " }
        guard text.hasPrefix("seqc:") else {
            return SuppressionDirectives.names.map { keyword("seqc:" + $0 + " ", label: "seqc:" + $0) }
        }
        // After the directive and a space: rule ids, one or several separated by commas.
        guard text.contains(" ") else { return SuppressionDirectives.names.map { keyword($0 + " ", label: $0) } }
        return RuleRegistry.standard.all.filter(\.isAdjustable).map {
            CompletionItem(label: $0.id.rawValue, kind: 13, detail: $0.summary, documentation: nil, insertText: nil)
        }
    }

    static func keyword(_ insert: String, label: String) -> CompletionItem {
        CompletionItem(label: label, kind: 14, detail: nil, documentation: nil, insertText: insert)
    }

    /// The key of `key: partial` when the cursor is in its value.
    static func valueKey(_ before: String) -> String? {
        var text = Substring(before).drop { $0 == " " }
        if text.hasPrefix("- ") { text = text.dropFirst(2).drop { $0 == " " } }
        guard let colon = text.firstIndex(of: ":"), text[text.index(after: colon)...].first == " " else { return nil }
        let key = text[..<colon]
        guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return String(key)
    }

    /// `-` and a partly written key, on a line of its own.
    static func isNewItem(_ before: String) -> Bool {
        let text = before.drop { $0 == " " }
        guard text.hasPrefix("-") else { return false }
        return text.dropFirst().drop { $0 == " " }.allSatisfy { $0.isLetter }
    }

    static func kinds() -> [CompletionItem] {
        Language.kinds.map { spec in
            CompletionItem(
                label: spec.kind.rawValue, kind: 15, detail: "a \(spec.kind.displayName) card",
                documentation: MarkupContent(value: spec.summary + "\n\n```yaml\n" + spec.example + "\n```"),
                insertText: spec.kind.rawValue + ": ")
        }
            + [
                CompletionItem(
                    label: RepeatBlock.key, kind: 15, detail: "a block played several times",
                    documentation: MarkupContent(value: RepeatBlock.summary + "\n\n```yaml\n" + RepeatBlock.example + "\n```"),
                    insertText: RepeatBlock.key + ": ")
            ]
    }

    static func fields(of owner: KeyOwner) -> [FieldSpec] {
        switch owner {
        case .routine: Language.topLevelFields
        case .card(let kind): Language.spec(for: kind).fields + [Language.cardIDField]
        case .block: RepeatBlock.fields
        case .unknown: []
        }
    }

    static func keys(owner: KeyOwner) -> [CompletionItem] {
        fields(of: owner).map { field in
            CompletionItem(
                label: field.name, kind: 10, detail: field.type.rawValue + (field.isRequired ? ", required" : ""),
                documentation: MarkupContent(value: field.summary + "\n\nExample: `\(field.name): \(field.example)`"),
                insertText: field.name + ": ")
        }
    }

    /// Values for the key `key` of `owner`: booleans, duration forms, the language version.
    static func values(for key: String, owner: KeyOwner) -> [CompletionItem] {
        guard let field = fields(of: owner).first(where: { $0.name == key }) else { return [] }
        func value(_ text: String, _ detail: String) -> CompletionItem {
            CompletionItem(label: text, kind: 12, detail: detail, documentation: nil, insertText: nil)
        }
        switch field.type {
        case .boolean: return ["true", "false"].map { value($0, field.defaultValue == $0 ? "the default" : field.name) }
        case .duration: return durationForms.map { value($0.text, $0.detail) }
        case .integer where owner == .routine && key == "seqc": return [value(String(Language.version), "the language version")]
        default: return field.defaultValue.map { [value($0, "the default")] } ?? []
        }
    }

    /// The duration forms the reader accepts, one of each.
    static let durationForms: [(text: String, detail: String)] = [
        ("45s", "seconds"), ("5m", "minutes"), ("1h", "hours"), ("1m30s", "minutes and seconds"), ("1:30", "minutes:seconds"),
        ("1:02:03", "hours:minutes:seconds"), ("90", "seconds as a number"), ("PT1M30S", "ISO 8601"),
    ]

    /// What the key being written on protocol line `line` belongs to, from the lines above
    /// it: the nearest line whose key starts in the same column and opens a list item
    /// (`- countdown: …`) names the card's kind; a key in column 0 is the routine's.
    static func owner(lines document: OpenDocument, line: Int, before: String) -> KeyOwner {
        let column = keyColumn(before) ?? before.count
        if column == 0 { return .routine }
        // Written after `- ` on this very line: the item's first key.
        if before.drop(while: { $0 == " " }).hasPrefix("-") { return .unknown }
        var number = line - 1
        while number >= 0 {
            let text = document.linePrefix(at: LSPPosition(line: number, character: Int.max)).line
            number -= 1
            guard let found = keyColumn(text) else { continue }
            if found < column { return .unknown }
            guard found == column else { continue }
            let item = text.drop { $0 == " " }
            guard item.hasPrefix("-") else { continue }
            let key = item.dropFirst().drop { $0 == " " }.prefix { $0 != ":" }
            if key == RepeatBlock.key { return .block }
            return CardKind(rawValue: String(key)).map(KeyOwner.card) ?? .unknown
        }
        return .unknown
    }

    /// The column a line's key starts in (after a list item's `- `); nil for a blank or comment line.
    static func keyColumn(_ text: String) -> Int? {
        var column = 0
        var characters = Substring(text)
        while let first = characters.first, first == " " || first == "-" {
            if first == "-", characters.dropFirst().first.map({ $0 != " " }) ?? false { break }
            column += 1
            characters = characters.dropFirst()
        }
        guard let first = characters.first, first != "#" else { return nil }
        return column
    }
}
