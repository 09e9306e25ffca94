import SeqcCompiler

/// The one layout of a ``Diagnostic`` as bytes, walked by the report's spool
/// (``WaitingGroupCoding``) and the lint cache (``CacheDiagnosticCoding``): its file, its
/// range, severity, rule and message, one number of flags (whether a help line follows,
/// and ``Diagnostic/afterRecovery``), the help, then its notes and its fix-its, each list
/// after its count. The codings differ only in how a number, a text and a file name are
/// written.
protocol DiagnosticByteWriter {
    mutating func number(_ value: Int)
    mutating func text(_ value: String)
    mutating func fileName(_ value: String)
}

extension DiagnosticByteWriter {
    mutating func range(_ value: SourceRange) {
        for number in [value.start.line, value.start.column, value.end.line, value.end.column] { self.number(number) }
    }

    mutating func diagnostic(_ value: Diagnostic) {
        fileName(value.file)
        range(value.range)
        text(value.severity.rawValue)
        text(value.rule.rawValue)
        text(value.message)
        number((value.help == nil ? 0 : 1) | (value.afterRecovery ? 2 : 0))
        if let help = value.help { text(help) }
        number(value.notes.count)
        for note in value.notes {
            fileName(note.file)
            range(note.range)
            text(note.message)
        }
        number(value.fixIts.count)
        for fixIt in value.fixIts {
            range(fixIt.range)
            text(fixIt.replacement)
            text(fixIt.safety.rawValue)
        }
    }
}

/// Reads what a ``DiagnosticByteWriter`` of the same coding wrote; every read is nil
/// where the bytes are not that, and no read goes past them.
protocol DiagnosticByteReader {
    mutating func number() -> Int?
    mutating func text() -> String?
    mutating func fileName() -> String?
    /// The bytes not yet read: no list is longer, since each item takes at least one.
    var remaining: Int { get }
}

extension DiagnosticByteReader {
    mutating func range() -> SourceRange? {
        guard let line = number(), let column = number(), let endLine = number(), let endColumn = number() else { return nil }
        return SourceRange(start: SourcePosition(line: line, column: column), end: SourcePosition(line: endLine, column: endColumn))
    }

    mutating func diagnostic() -> Diagnostic? {
        guard let file = fileName(), let range = range(), let severity = text().flatMap(Severity.init(rawValue:)),
            let rule = text(), let message = text(), let flags = number(), flags < 4
        else { return nil }
        var help: String?
        if flags & 1 != 0 {
            guard let text = text() else { return nil }
            help = text
        }
        guard
            let notes = list({ reader -> DiagnosticNote? in
                guard let file = reader.fileName(), let range = reader.range(), let message = reader.text() else { return nil }
                return DiagnosticNote(file: file, range: range, message: message)
            }),
            let fixIts = list({ reader -> FixIt? in
                guard let range = reader.range(), let replacement = reader.text(),
                    let safety = reader.text().flatMap(FixSafety.init(rawValue:))
                else { return nil }
                return FixIt(range: range, replacement: replacement, safety: safety)
            })
        else { return nil }
        var diagnostic = Diagnostic(
            file: file, range: range, severity: severity, rule: RuleID(rule), message: message, help: help, notes: notes,
            fixIts: fixIts)
        diagnostic.afterRecovery = flags & 2 != 0
        return diagnostic
    }

    /// A count, then that many items read by `item`; nil when any is not there.
    mutating func list<Item>(_ item: (inout Self) -> Item?) -> [Item]? {
        guard let count = number(), count <= remaining else { return nil }
        var items: [Item] = []
        items.reserveCapacity(count)
        for _ in 0..<count {
            guard let next = item(&self) else { return nil }
            items.append(next)
        }
        return items
    }
}
