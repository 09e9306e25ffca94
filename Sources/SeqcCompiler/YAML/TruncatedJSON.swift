/// A routine written as JSON and cut off before its end, as an answer stops at a model's
/// output limit: the file ends with brackets still open. When the cut falls right after a
/// whole card (a `}` closing an object in a list, perhaps with its comma), only closers
/// are missing, and the fix writes them: unsafe, since the writer may have meant more
/// cards (docs/decisions.md, "Fix safety"). A cut anywhere else (inside a string, after a
/// key, inside a card, after a number that may have had more digits) is an error with no
/// fix: closing there would build a card the writer never wrote.
extension SyntaxSource {
    func truncatedJSON() -> SyntaxDiagnosis? {
        var scan = JSONCutScan()
        var last = SourcePosition(line: 1, column: 1)
        for number in 1...Swift.max(1, lines.count) {
            let scalars = lines.text(number)
            for (index, scalar) in scalars.enumerated() {
                guard scan.take(scalar) else { return nil }
                if scan.isSignificant(scalar) { last = SourcePosition(line: number, column: index + 2) }
            }
            guard scan.take("\n") else { return nil }
        }
        guard scan.started, !scan.open.isEmpty else { return nil }
        let at = SourceRange(at: last)
        let left = "\(scan.open.count) bracket\(scan.open.count == 1 ? "" : "s") left open"
        if scan.inString {
            return SyntaxDiagnosis(
                range: at, message: "the JSON ends inside a text: it was cut off",
                help: "the rest of the routine is missing (\(left)): write the text's end and the rest, or ask for the whole answer again")
        }
        guard scan.endsAfterWholeCard else {
            return SyntaxDiagnosis(
                range: at, message: "the JSON ends inside a card: it was cut off",
                help: "the rest of the routine is missing (\(left)): finish the last card and close each '[' with ']' and '{' with '}'")
        }
        var closers = ""
        for (depth, opener) in scan.open.enumerated().reversed() {
            closers += "\n" + String(repeating: "  ", count: depth) + (opener == "[" ? "]" : "}")
        }
        var diagnosis = SyntaxDiagnosis(
            range: at, message: "the JSON ends after a card with \(left): it was cut off",
            help: "close each '[' with ']' and '{' with '}'; if more cards were meant, write them before the closers")
        diagnosis.fixIts = [FixIt(range: at, replacement: closers, safety: .unsafe)]
        return diagnosis
    }
}

/// The brackets, strings and last token of JSON text read one scalar at a time.
struct JSONCutScan {
    /// The brackets open, outermost first.
    private(set) var open: [Unicode.Scalar] = []
    private(set) var inString = false
    /// Whether the text's first significant scalar opened an object or a list.
    private(set) var started = false
    private var escaped = false
    /// Whether the last significant token closed an object that is an item of a list: a
    /// whole card, or a whole item of another list.
    private var lastClosedListItem = false
    /// Whether a comma followed that object, and nothing since.
    private var commaAfterItem = false
    private var lastWasOther = false
    /// Deeper than this, the text is no routine; the scan gives up rather than grow.
    private static let maxDepth = 64

    /// Whether the text ends right after a whole item of a list, or after its comma.
    var endsAfterWholeCard: Bool { lastClosedListItem && !lastWasOther }

    func isSignificant(_ scalar: Unicode.Scalar) -> Bool { inString || !(scalar == " " || scalar == "\t" || scalar == "\r") }

    /// Reads one scalar; false when the text is no JSON whose only fault is its end.
    mutating func take(_ scalar: Unicode.Scalar) -> Bool {
        if inString {
            if escaped {
                escaped = false
            } else if scalar == "\\" {
                escaped = true
            } else if scalar == "\"" {
                inString = false
            } else if scalar == "\n" {
                return false
            }
            return true
        }
        if scalar == " " || scalar == "\t" || scalar == "\r" || scalar == "\n" || scalar == "\u{FEFF}" { return true }
        guard started || scalar == "{" || scalar == "[" else { return false }
        if open.isEmpty && started { return false }
        started = true
        switch scalar {
        case "{", "[":
            guard open.count < Self.maxDepth else { return false }
            open.append(scalar)
            mark(other: true)
        case "}", "]":
            guard let opener = open.popLast(), (opener == "{") == (scalar == "}") else { return false }
            let closedListItem = scalar == "}" && open.last == "["
            mark(other: !closedListItem)
            lastClosedListItem = closedListItem
        case ",":
            if lastClosedListItem && !lastWasOther && !commaAfterItem {
                commaAfterItem = true
            } else {
                mark(other: true)
            }
        case "/", "#":
            // Comments are another repair's.
            return false
        case "\"":
            inString = true
            mark(other: true)
        default:
            mark(other: true)
        }
        return true
    }

    private mutating func mark(other: Bool) {
        lastWasOther = other
        lastClosedListItem = false
        commaAfterItem = false
    }
}
