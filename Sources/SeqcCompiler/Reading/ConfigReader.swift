import SeqcModel

/// Reads the fields of one card kind into its config, through the model's clamping
/// initializers, and reports every clamp with the value used. Driven by the kind's
/// ``KindSpec``: each field is read by its type, so a field the language declares is
/// read, and no field is read that it does not declare.
struct ConfigReader {
    let context: ReadingContext
    let kind: CardKind
    /// Where a missing field is reported: the card's kind key.
    let anchor: SourceRange
    private(set) var itemRanges: [SourceRange] = []

    init(context: ReadingContext, kind: CardKind, anchor: SourceRange) {
        self.context = context
        self.kind = kind
        self.anchor = anchor
    }

    /// The content of the card whose fields are `fields`, or nil when a field is missing or
    /// unreadable (already reported). Clamps of the fields that were read are reported
    /// either way. The fields are passed, not held: a reader holding them would retain and
    /// release each of their lists for every card.
    mutating func content(of fields: MappingFields) -> CardContent? {
        var values = ConfigValues()
        // Specs are read in place by index and numbers keep a spec's index: a spec is a
        // large value, and copying it (or the kind's whole spec, for two of its lists) for
        // every card showed in profiles.
        let specs = Language.kinds[kind.ordinal].fields
        let reads = Language.kinds[kind.ordinal].configReads
        // Only a number below the minimum, or one raised to a floor field, can be clamped;
        // most cards have neither, and their numbers are not gathered for reporting.
        var mayBeClamped = false
        var complete = true
        for read in reads.indices {
            let index = reads[read].spec
            guard let node = fields.value(specs[index].name) else {
                if reads[read].isRequired {
                    let spec = specs[index]
                    context.reportMissing(
                        spec.name, in: fields, owner: kind.cardPhrase, at: anchor, example: spec.hint?.value ?? spec.placeholder)
                    complete = false
                }
                continue
            }
            guard let value = self.read(node, specAt: index, of: specs) else {
                complete = false
                continue
            }
            values[slot: reads[read].slot] = value
            if case .int(let written) = value,
                written < RoutineLimits.minimumValue || Self.mayBeRaised(written, to: reads[read], in: values)
            {
                mayBeClamped = true
            }
        }
        // Values nothing may have clamped are not read again: handed over, not copied.
        guard mayBeClamped else { return complete ? try? CardContent(kind, values: consume values) : nil }
        let content = try? CardContent(kind, values: values)
        if let content {
            reportClamps(
                numbers(reads, specs: specs, values: values, in: fields), specs: specs, in: content.config, values: values, fields: fields)
        }
        guard complete else { return nil }
        return content
    }

    /// Whether `written`, read for `read`, may be raised to its floor field's value: it is
    /// below the floor as written, or the floor is not read yet. A floor below the minimum
    /// is itself clamped, and reported so.
    private static func mayBeRaised(_ written: Int, to read: ConfigRead, in values: ConfigValues) -> Bool {
        guard let floorSlot = read.floorSlot else { return false }
        guard case .int(let floor)? = values[slot: floorSlot] else { return true }
        return written < floor
    }

    /// The numbers read for the card's fields, where each is written, for reporting clamps.
    private func numbers(_ reads: [ConfigRead], specs: [FieldSpec], values: ConfigValues, in fields: MappingFields) -> [Number] {
        reads.compactMap { read in
            guard case .int(let written)? = values[slot: read.slot], let node = fields.value(specs[read.spec].name) else { return nil }
            return Number(spec: read.spec, hasFloor: read.hasFloor, node: node, written: written)
        }
    }

    /// One field's value by its type; nil when unreadable (reported).
    private mutating func read(_ node: YAMLNode, specAt index: Int, of specs: [FieldSpec]) -> JSONValue? {
        let name = specs[index].name
        switch specs[index].type {
        case .duration: return context.duration(node, field: name).map(JSONValue.int)
        case .integer: return context.integer(node, field: name).map(JSONValue.int)
        case .boolean: return context.boolean(node, field: name).map(JSONValue.bool)
        case .text:
            context.checkCommentInText(node, named: "the \(name)")
            return context.text(node, field: name).map(JSONValue.string)
        case .textList: return textList(node, as: specs[index])
        }
    }

    /// A list whose items must not be empty and, for a required field, which needs one.
    private mutating func textList(_ node: YAMLNode, as spec: FieldSpec) -> JSONValue? {
        guard let items = context.textList(node, field: spec.name) else { return nil }
        // The items' places and texts are taken in the one pass that checks their comments.
        var texts: [JSONValue] = []
        var ranges: [SourceRange] = []
        texts.reserveCapacity(items.count)
        ranges.reserveCapacity(items.count)
        for item in items {
            ranges.append(item.node.range)
            texts.append(.string(item.text))
            context.checkCommentInText(item.node, named: "the item")
        }
        itemRanges = ranges
        var valid = true
        for item in items where item.text.isEmpty {
            context.collector.error(
                .emptyValue, at: item.node.range, "a \(kind.rawValue) item cannot be empty",
                help: "write the item's text after its '-', or delete the empty item")
            valid = false
        }
        if items.isEmpty, spec.isRequired {
            let help = spec.hint.map { "list \($0.purpose): \(spec.name): \($0.value)" }
            context.collector.error(.emptyValue, at: node.range, "a \(kind.rawValue) needs at least one item", help: help)
            return nil
        }
        return valid ? .array(texts) : nil
    }

    /// Reports each number the model raised. A number raised to another field's value
    /// (max to min) is reported only when both were read, and so is that other field:
    /// their clamps depend on each other.
    private func reportClamps(
        _ numbers: [Number], specs: [FieldSpec], in config: any KindConfig, values: ConfigValues, fields: MappingFields
    ) {
        let allFields = type(of: config).fields
        for number in numbers {
            let spec = specs[number.spec]
            // Clamps only raise, to the minimum or to a floor field: a number at or above
            // the minimum with no floor is kept as written, and reading it back from the
            // config (a dynamic cast) would only say so.
            if number.written >= RoutineLimits.minimumValue, !number.hasFloor { continue }
            guard let field = spec.configField, case .int(let used)? = field.value(of: config), used != number.written else { continue }
            let partners = allFields.filter { $0.floor == field.keyPath || field.floor == $0.keyPath }
            let partnersRead = partners.allSatisfy { partner in
                allFields.firstIndex(of: partner).map { values.contains(slot: $0) } ?? false
            }
            guard partnersRead else { continue }
            var reason = " (below the minimum of \(RoutineLimits.minimumValue))"
            var swap: [FixIt]?
            var help: String?
            if number.written >= RoutineLimits.minimumValue, let floor = field.floor,
                let floorSpec = Language.spec(for: kind).fields.first(where: { $0.configField?.keyPath == floor }),
                case .int(let floorValue)? = floorSpec.configField?.value(of: config)
            {
                reason = " (below \(floorSpec.name) \(floorValue))"
                // An inverted range: the two values swapped is the likelier meaning than
                // a range of one value, but it is a guess, so the fix is unsafe; and since
                // the clamp would play a range the text plainly did not mean, the reading
                // is an error, so no build after the safe fixes plays it silently.
                if let floorNode = numbers.first(where: { specs[$0.spec].configField?.keyPath == floor })?.node,
                    let upper = Self.sourceText(number.node), let lower = Self.sourceText(floorNode)
                {
                    swap = [
                        FixIt(range: floorNode.range, replacement: upper, safety: .unsafe),
                        FixIt(range: number.node.range, replacement: lower, safety: .unsafe),
                    ]
                    help = "the range looks inverted: swap them, \(floorSpec.name): \(upper) and \(spec.name): \(lower)"
                    context.reportInvertedRange(number.node, field: spec.name, reason: reason, help: help, fixIts: swap)
                    continue
                }
            }
            // An interval's rest of 0 is no rest at all, when nothing else of the card is
            // clamped (a work or rounds of 0 has no meaning to write out).
            if number.written == 0, let interval = config as? IntervalConfig, field.keyPath == \IntervalConfig.restSeconds,
                numbers.allSatisfy({ $0.spec == number.spec || $0.written >= RoutineLimits.minimumValue }),
                let noRest = IntervalWithoutRest(context: context).repair(fields: fields, rounds: interval.rounds)
            {
                (help, swap) = (noRest.help, noRest.fixIts)
            }
            context.reportClamp(
                number.node, field: spec.name, written: number.written, used: used, reason: reason, help: help, fixIts: swap)
        }
    }

    /// A number read for a field: the field's spec (its index in the kind's specs), where
    /// it is written and the value written, for reporting a clamp.
    private struct Number {
        let spec: Int
        /// Whether its config field is raised to at least another field's value.
        let hasFloor: Bool
        let node: YAMLNode
        let written: Int
    }

    /// A scalar as it could be written again: its text, in its own quotes.
    private static func sourceText(_ node: YAMLNode) -> String? {
        guard case .scalar(let text, let style) = node.content else { return nil }
        switch style {
        case .plain: return text
        case .singleQuoted: return "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "''") + "'"
        case .doubleQuoted: return SyntaxSource.quoted(text)
        case .literal, .folded: return nil
        }
    }
}
