import SeqcModel

/// Reading scalars by the type the field expects, from their source text: never by
/// YAML 1.1 guessing. Each reader reports its own problems and returns nil for them.
extension ReadingContext {
    /// Any scalar, verbatim.
    func text(_ node: YAMLNode, field: String) -> String? {
        text(node, describedAs: "'\(field)'")
    }

    /// Any scalar, verbatim; `description` names the value in the message ("a card title").
    func text(_ node: YAMLNode, describedAs description: @autoclosure () -> String) -> String? {
        // The description is made only for an error: every text of every card is read here.
        guard let text = node.scalar else {
            collector.error(
                .wrongType, at: node.range, "\(description()) must be text, not \(node.shapeDescription)",
                help: "write it as one text on the key's line, in quotes if it holds ': ' or ' #'")
            return nil
        }
        return text
    }

    /// A decimal integer written unquoted (or tagged `!!int`), at most `limit`.
    func integer(_ node: YAMLNode, field: String, limit: Int = RoutineLimits.maxCount) -> Int? {
        guard case .scalar(let text, let style) = node.content else {
            collector.error(
                .wrongType, at: node.range, "'\(field)' must be a whole number, not \(node.shapeDescription)",
                help: "write one number on the key's line: '\(field): <number>'")
            return nil
        }
        let readsAsNumber = node.tag == .int || (node.tag == nil && style == .plain)
        guard readsAsNumber, let parsed = IntegerSyntax.parse(text) else {
            let (help, fixIts) =
                perSideRepair(node, field: field, count: { Self.count($0, limit: limit) })
                ?? countRepair(text, style: style, field: field, limit: limit, at: node.range)
            collector.error(
                .wrongType, at: node.range, "'\(field)' must be a whole number; found \(Self.found(text, style))", help: help,
                fixIts: fixIts)
            return nil
        }
        guard let value = parsed, value <= limit else {
            collector.error(
                .outOfRange, at: node.range, "'\(field)' is \(text); the limit is \(limit)",
                help: "'\(field)' is at most \(limit): write '\(field): <number>' with a smaller one")
            return nil
        }
        return value
    }

    /// What to write instead of a count the reader cannot read: the digits without their
    /// quotes or decoration (safe), the top of a range (unsafe: a range is a choice), or
    /// digits in the field's own terms.
    private func countRepair(
        _ text: String, style: YAMLNode.ScalarStyle, field: String, limit: Int, at range: SourceRange
    ) -> (String, [FixIt]) {
        if style != .plain && IntegerSyntax.parse(text.utf8) != nil {
            return ("remove the quotes: numbers are written bare", [FixIt(range: range, replacement: text)])
        }
        // Only a count the field takes as it is: a fix must not trade this error for another.
        if let digits = DecoratedCount.count(text).flatMap({ isInRange($0, limit: limit) ? $0 : nil }) {
            return ("write the number alone: \(field): \(digits)", [FixIt(range: range, replacement: digits)])
        }
        if let ends = WrittenRange.counts(text), isInRange(String(ends.high), limit: limit) {
            return (
                "'\(text)' is a range, and '\(field)' is one number: write '\(field): \(ends.high)' for the top of it, "
                    + "or '\(field): \(ends.low)'",
                [FixIt(range: range, replacement: String(ends.high), safety: .unsafe)]
            )
        }
        return ("write decimal digits: '\(field): <number>'", [])
    }

    /// A scalar as a message quotes what was found: quoted in the file, it is text
    /// (`found the text "12"`), which a bare `found '12'` under "must be a whole number"
    /// would contradict.
    static func found(_ text: String, _ style: YAMLNode.ScalarStyle) -> String {
        style == .plain ? "'\(text)'" : "the text \"\(text)\""
    }

    /// `text` as a count the field takes, in digits; nil otherwise.
    private static func count(_ text: String, limit: Int) -> String? {
        guard let parsed = IntegerSyntax.parse(text.utf8), let value = parsed, value >= 1, value <= limit else { return nil }
        return String(value)
    }

    private func isInRange(_ digits: String, limit: Int) -> Bool {
        guard let parsed = IntegerSyntax.parse(digits.utf8), let value = parsed else { return false }
        return value >= RoutineLimits.minimumValue && value <= limit
    }

    /// `true` or `false`, nothing else.
    func boolean(_ node: YAMLNode, field: String) -> Bool? {
        if case .scalar(let text, let style) = node.content, style == .plain || node.tag == .bool {
            if text == "true" { return true }
            if text == "false" { return false }
        }
        let text = node.scalar ?? ""
        let meaning: String? =
            switch text.lowercased() {
            case "yes", "y", "on", "true": "true"
            case "no", "n", "off", "false": "false"
            // How apps name a card that ends by itself or waits for a tap.
            case "automatic" where field == "autoComplete", "auto" where field == "autoComplete": "true"
            case "manual" where field == "autoComplete": "false"
            default: nil
            }
        let found = if case .scalar(let text, let style) = node.content { Self.found(text, style) } else { node.shapeDescription }
        collector.error(
            .wrongType, at: node.range, "'\(field)' must be true or false; found \(found)",
            help: "write `true` or `false`",
            fixIts: meaning.map { [FixIt(range: node.range, replacement: $0)] } ?? [])
        return nil
    }

    /// A duration in seconds, at most 7 days. Values below 1 are returned as written,
    /// for the model to clamp and the caller to report.
    func duration(_ node: YAMLNode, field: String) -> Int? {
        guard case .scalar(let text, let style) = node.content else {
            let inner = NestedDuration.repair(node)
            collector.error(
                .wrongType, at: node.range, "'\(field)' must be a duration such as 45s, 5m or 1:30, not \(node.shapeDescription)",
                help: inner.map { "write the duration itself after the key: '\(field): \($0.duration)'" }
                    ?? "write one duration after the key: '\(field): <duration>'",
                fixIts: inner.map { [FixIt(range: $0.range, replacement: $0.duration, safety: $0.safety)] } ?? [])
            return nil
        }
        let isPlainInteger = node.tag == .int || (node.tag == nil && style == .plain)
        switch DurationSyntax.parse(text, isPlainInteger: isPlainInteger) {
        case .seconds(let seconds) where seconds > RoutineLimits.maxDurationSeconds:
            // Only bare digits can be milliseconds: `200h` says its unit.
            let bare = text.utf8.allSatisfy { (48...57).contains($0) }
            let milliseconds = bare && seconds % 1000 == 0 ? DurationText.text(seconds / 1000) : nil
            collector.error(
                .outOfRange, at: node.range,
                "'\(field)' is \(seconds) seconds; the limit is 7 days (\(RoutineLimits.maxDurationSeconds) seconds)",
                help: milliseconds.map { "if '\(text)' is milliseconds, write '\(field): \($0)'" }
                    ?? "a duration is at most 7 days (168h): write '\(field): <duration>' with a shorter one",
                fixIts: milliseconds.map { [FixIt(range: node.range, replacement: $0, safety: .unsafe)] } ?? [])
            return nil
        case .seconds(let seconds):
            return seconds
        case .tooLarge:
            collector.error(
                .outOfRange, at: node.range, "'\(field)' is \(text); the limit is 7 days (\(RoutineLimits.maxDurationSeconds) seconds)",
                help: "a duration is at most 7 days (168h): write '\(field): <duration>' with a shorter one")
            return nil
        case .invalid(let reason, let suggestion):
            let (help, fixIts) =
                perSideRepair(node, field: field, count: Self.sideDuration)
                ?? suggestion.map { ("did you mean '\($0)'?", [FixIt(range: node.range, replacement: $0)]) }
                ?? Self.durationRepair(text, field: field, at: node.range)
            collector.error(.invalidDuration, at: node.range, "'\(text)' is not a valid duration: \(reason)", help: help, fixIts: fixIts)
            return nil
        }
    }

    /// `text` as a duration of one side, written as seqc writes one; nil otherwise.
    private static func sideDuration(_ text: String) -> String? {
        guard let seconds = DurationSyntax.seconds(text, isPlainInteger: true) ?? LooseDuration.seconds(text), seconds >= 1,
            seconds <= RoutineLimits.maxDurationSeconds
        else { return nil }
        return DurationText.text(seconds)
    }

    /// What to write instead of a duration with no one reading. A range has two readings
    /// (one length, or a length drawn from it): the help names both and no fix picks one.
    private static func durationRepair(_ text: String, field: String, at range: SourceRange) -> (String, [FixIt]) {
        if let ends = WrittenRange.durations(text), ends.high > 0, ends.high <= RoutineLimits.maxDurationSeconds {
            return (
                "'\(text)' is a range, and '\(field)' is one duration: write '\(field): <duration>' with the one length meant, "
                    + "or a randomDuration card with 'min: \(DurationText.text(ends.low))' and "
                    + "'max: \(DurationText.text(ends.high))' for a length drawn between them",
                []
            )
        }
        return ("write '\(field): <duration>' as seconds (90), h-m-s units (1m30s), a clock (1:30) or ISO 8601 (PT1M30S)", [])
    }

    /// A list of scalars, each with its node; nil when it is not a list or any item is
    /// not text (each reported), so callers never judge a list by its readable part.
    func textList(_ node: YAMLNode, field: String) -> [TextItem]? {
        guard case .sequence(let items) = node.content else {
            let list = TextAsList.flowList(node) ?? TextAsList.keysAsList(node) ?? TextAsList.markedLines(node, lines: lines)
            collector.error(
                .wrongType, at: node.range, "'\(field)' must be a list, not \(node.shapeDescription)",
                help: list.map { "write it as a list: \(field): \($0.replacement)" } ?? "write a list: \(field): [first, second]",
                fixIts: list.map { [$0] } ?? [])
            return nil
        }
        var texts: [TextItem] = []
        texts.reserveCapacity(items.count)
        var readable = true
        for item in items {
            if item.isMapping, ItemObject(context: self).report(item, field: field) {
                readable = false
                continue
            }
            guard let text = text(item, describedAs: "each item of '\(field)'") else {
                readable = false
                continue
            }
            texts.append(TextItem(text: item.isNull ? "" : text, node: item))
        }
        return readable ? texts : nil
    }

    /// Reports a value the model raised to its minimum, with the value used as an unsafe
    /// fix-it: writing it drops the author's value (docs/decisions.md, "Fix safety").
    /// An integer literal is shown as written: a negative number past `Int.min` is read as
    /// `Int.min`, and the message must not claim the author wrote that.
    /// `fixIts` replaces that fix when the value used is not what was most likely meant
    /// (an inverted range is swapped instead).
    func reportClamp(
        _ node: YAMLNode, field: String, written: Int, used: Int, reason: String, help: String? = nil, fixIts: [FixIt]? = nil
    ) {
        let shown = node.scalar.flatMap { IntegerSyntax.parse($0.utf8) == .some(written) ? $0 : nil } ?? String(written)
        collector.warning(
            .clamped, at: node.range, "'\(field)' is \(shown)\(reason); using \(used)", help: help,
            fixIts: fixIts ?? [FixIt(range: node.range, replacement: String(used), safety: .unsafe)])
    }

    /// Reports a range written upside down (`max` below `min`, both at least the minimum):
    /// an error, not a clamp, because the clamped range is one the author plainly did not
    /// mean, and a build after the safe fixes must not play it.
    func reportInvertedRange(_ node: YAMLNode, field: String, reason: String, help: String?, fixIts: [FixIt]?) {
        let shown = node.scalar ?? field
        collector.error(
            .outOfRange, at: node.range, "'\(field)' is \(shown)\(reason): the range is inverted", help: help, fixIts: fixIts ?? [])
    }
}

/// One item of a list of text, with its node. A struct, not a tuple: an array of tuples
/// is converted and freed through the runtime's generic tuple code, element by element.
struct TextItem {
    let text: String
    let node: YAMLNode
}
