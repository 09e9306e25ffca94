/// A routine written as JSON and cut off before its end, as an answer stops at a model's
/// output limit: the file ends with brackets still open. The fix keeps the whole cards of
/// the routine's list written before the cut (an object closed in the one list open, not
/// in a block's cards, whose copies would change) and writes the missing closers, dropping
/// a card cut in its middle: unsafe, since the writer meant more (docs/decisions.md, "A
/// cut-off JSON answer"). Closing a card where it was cut could build one the writer never
/// wrote (a title cut in its quotes, `"rounds": 1` of `12`), so no fix does. A cut before
/// the first whole card is an error with no fix.
extension SyntaxSource {
    func truncatedJSON() -> SyntaxDiagnosis? {
        var scan = JSONCutScan()
        var last = SourcePosition(line: 1, column: 1)
        var end = last
        for number in 1...Swift.max(1, lines.count) {
            if number > 1 { guard scan.take("\n", at: end) else { return nil } }
            let scalars = lines.text(number)
            for (index, scalar) in scalars.enumerated() {
                let after = SourcePosition(line: number, column: index + 2)
                guard scan.take(scalar, at: after) else { return nil }
                if scan.isSignificant(scalar) { last = after }
            }
            end = SourcePosition(line: number, column: scalars.count + 1)
        }
        guard scan.started, !scan.open.isEmpty else { return nil }
        let left = "\(scan.open.count) bracket\(scan.open.count == 1 ? "" : "s") left open"
        guard let card = scan.lastCard else {
            return SyntaxDiagnosis(
                range: SourceRange(at: last), message: "the JSON ends before its first whole card: it was cut off",
                help: "the rest of the routine is missing (\(left)): write it, or ask for the whole answer again")
        }
        var closers = ""
        for (depth, opener) in card.open.enumerated().reversed() {
            closers += "\n" + String(repeating: "  ", count: depth) + (opener == "[" ? "]" : "}")
        }
        if !scan.textAfterCard {
            var diagnosis = SyntaxDiagnosis(
                range: SourceRange(at: last), message: "the JSON ends after a card with \(left): it was cut off",
                help: "close each '[' with ']' and '{' with '}'; if more cards were meant, write them before the closers")
            diagnosis.fixIts = [FixIt(range: SourceRange(start: card.end, end: end), replacement: closers, safety: .unsafe)]
            return diagnosis
        }
        // Cut inside the next card: the whole cards before it are kept, the part dropped.
        var diagnosis = SyntaxDiagnosis(
            range: SourceRange(at: card.end), message: "the JSON ends inside the card after this one: it was cut off",
            help: "the last card is incomplete (\(left)): write the rest of it, or keep the whole cards before it and close the brackets")
        diagnosis.fixIts = [FixIt(range: SourceRange(start: card.end, end: end), replacement: closers, safety: .unsafe)]
        return diagnosis
    }
}

/// The brackets and strings of JSON text read one scalar at a time, and the last point
/// where the text could end with only closers missing and every card whole.
struct JSONCutScan {
    /// The brackets open, outermost first.
    private(set) var open: [Unicode.Scalar] = []
    private(set) var inString = false
    /// Whether the text's first significant scalar opened an object or a list.
    private(set) var started = false
    private var escaped = false
    /// Whether the text ended a line inside a text: only a cut there leaves JSON whose
    /// only fault is its end.
    private var cutInText = false
    /// The end of the last whole card of the routine's list (or of what closed around the
    /// list), and the brackets open there.
    private(set) var lastCard: (end: SourcePosition, open: [Unicode.Scalar])?
    /// Whether anything but commas and whitespace came after ``lastCard``.
    private(set) var textAfterCard = false
    /// Deeper than this, the text is no routine; the scan gives up rather than grow.
    private static let maxDepth = 64

    func isSignificant(_ scalar: Unicode.Scalar) -> Bool { inString || !(scalar == " " || scalar == "\t" || scalar == "\r") }

    /// Reads one scalar, which ends at `position`; false when the text is no JSON whose
    /// only fault is its end.
    mutating func take(_ scalar: Unicode.Scalar, at position: SourcePosition) -> Bool {
        if inString {
            if escaped {
                escaped = false
            } else if scalar == "\\" {
                escaped = true
            } else if scalar == "\"" {
                inString = false
            } else if scalar == "\n" {
                // A text JSON never breaks: the cut, if nothing but whitespace follows.
                (inString, cutInText) = (false, true)
            }
            return true
        }
        if cutInText, scalar != " " && scalar != "\t" && scalar != "\r" && scalar != "\n" { return false }
        if scalar == " " || scalar == "\t" || scalar == "\r" || scalar == "\n" || scalar == "\u{FEFF}" { return true }
        guard started || scalar == "{" || scalar == "[" else { return false }
        if open.isEmpty && started { return false }
        started = true
        switch scalar {
        case "{", "[":
            guard open.count < Self.maxDepth else { return false }
            open.append(scalar)
            textAfterCard = true
        case "}", "]":
            guard let opener = open.popLast(), (opener == "{") == (scalar == "}") else { return false }
            textAfterCard = true
            if let card = lastCard, open.count < card.open.count {
                // What closed holds the cards, all of them whole.
                (lastCard, textAfterCard) = ((position, open), false)
            } else if scalar == "}", open.last == "[", open.filter({ $0 == "[" }).count == 1 {
                // A card of the routine's list: in the one list open, not in a block's cards.
                (lastCard, textAfterCard) = ((position, open), false)
            }
        case ",":
            break
        case "/", "#":
            // Comments are another repair's.
            return false
        case "\"":
            inString = true
            textAfterCard = true
        default:
            textAfterCard = true
        }
        return true
    }
}
