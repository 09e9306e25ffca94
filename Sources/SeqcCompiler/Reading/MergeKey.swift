/// YAML's merge key (`<<: *tabata`), which the language does not read, and the template it
/// merges (`x-tabata: &tabata` over an interval's fields), as models write to share
/// fields between cards.
///
/// The merge is written out: its fix puts the anchored mapping's pairs in its place,
/// those the mapping does not write itself, as YAML's merge would read them: one reading,
/// every value kept, a safe fix (docs/decisions.md, "Fix safety"). The template, once no
/// alias uses its anchor, is a key the language has no place for: its deletion drops what
/// it holds, an unsafe fix.
extension ReadingContext {
    /// The fix writing out the merge key whose key and value are records `key` and `value`
    /// of `tree`, in a mapping at `mapping` that writes `written` itself; nil unless the
    /// merged value is one alias of a mapping whose every pair to copy is on a line of
    /// its own, in place.
    func mergeFix(key: Int, value: Int, in tree: YAMLTree, mapping: SourceRange, written: Set<String>) -> FixIt? {
        let keyRange = tree.records[key].range
        guard let aliasEnd = aliasEnd(after: keyRange.end), case .mapping(let merged) = YAMLNode(tree: tree, index: value).content else {
            return nil
        }
        var copied: [String] = []
        for pair in merged {
            guard let name = pair.key.scalar else { return nil }
            guard !written.contains(name) else { continue }
            guard name != "<<", let end = end(of: pair), end.line == pair.key.range.start.line,
                let text = sourceText(SourceRange(start: pair.key.range.start, end: end))
            else { return nil }
            copied.append(text)
        }
        let range = SourceRange(start: keyRange.start, end: aliasEnd)
        guard !copied.isEmpty else {
            guard startsLine(keyRange.start), endsLine(aliasEnd), let lines = wholeLines(from: keyRange.start.line, through: aliasEnd.line)
            else { return nil }
            return FixIt(range: lines, replacement: "", safety: .safe)
        }
        let separator = isFlowMapping(mapping) ? ", " : lineBreak + String(repeating: " ", count: keyRange.start.column - 1)
        return FixIt(range: range, replacement: copied.joined(separator: separator), safety: .safe)
    }

    /// Where the alias after a key ending at `position` ends (`: *name`), on the key's line.
    private func aliasEnd(after position: SourcePosition) -> SourcePosition? {
        guard let found = window(line: position.line, column: position.column, count: Self.editWindow) else { return nil }
        let scalars = found.scalars
        var index = 0
        guard scalars.first == ":" else { return nil }
        index += 1
        while index < scalars.count, scalars[index] == " " { index += 1 }
        guard index < scalars.count, scalars[index] == "*" else { return nil }
        index += 1
        let nameStart = index
        while index < scalars.count, Self.isAnchorCharacter(scalars[index]) { index += 1 }
        guard index > nameStart else { return nil }
        return SourcePosition(line: position.line, column: position.column + index)
    }

    /// Reports `pair`, a key its mapping does not take, when its value is an anchored
    /// template (`x-tabata: &tabata` over a mapping or list) that no alias uses, with the
    /// deletion of its lines; false when it is not.
    func reportUnusedTemplate(_ pair: YAMLPair, key: String, owner: String) -> Bool {
        guard pair.value.scalar == nil, let anchor = anchor(after: pair.key.range.end), !usesAlias(anchor),
            startsLine(pair.key.range.start), writtenInPlace(pair)
        else { return false }
        // A block collection ends where the next key starts: its last line is the one before.
        let end = pair.value.range.end
        guard let lines = wholeLines(from: pair.key.range.start.line, through: end.column == 1 ? end.line - 1 : end.line) else {
            return false
        }
        collector.error(
            .unknownKey, at: pair.key.range, "unknown key '\(key)' in \(owner)",
            help: "'\(key)' holds a template ('&\(anchor)') that no alias uses: the language has no place for it, so delete it",
            fixIts: [FixIt(range: lines, replacement: "", safety: .unsafe)])
        return true
    }

    /// The anchor written after a key ending at `position`, alone on the rest of its line
    /// (`x-tabata: &tabata`); nil without one.
    private func anchor(after position: SourcePosition) -> String? {
        guard let found = window(line: position.line, column: position.column, count: Self.editWindow), !found.continues else {
            return nil
        }
        var scalars = found.scalars[...]
        guard scalars.popFirst() == ":" else { return nil }
        scalars = scalars.drop { $0 == " " }
        guard scalars.popFirst() == "&" else { return nil }
        let name = scalars.prefix(while: Self.isAnchorCharacter)
        let after = scalars.dropFirst(name.count)
        guard !name.isEmpty, after.allSatisfy({ $0 == " " }) else { return nil }
        return String(String.UnicodeScalarView(name))
    }

    /// Whether the source holds an alias of `anchor` (`*tabata`, not `*tabata2`).
    private func usesAlias(_ anchor: String) -> Bool {
        guard let bytes = source?.bytes else { return true }
        let name = Array(anchor.utf8)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "*"), bytes.count - index > name.count, bytes[(index + 1)...].starts(with: name) {
                let next = index + 1 + name.count
                if next == bytes.count || !Self.isAnchorByte(bytes[next]) { return true }
            }
            index += 1
        }
        return false
    }

    /// Characters an anchor's name is made of here: letters, digits, `-` and `_` (YAML
    /// allows more; a name of others gets no fix).
    private static func isAnchorCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && isAnchorByte(UInt8(scalar.value))
    }

    private static func isAnchorByte(_ byte: UInt8) -> Bool {
        (48...57).contains(byte) || (65...90).contains(byte) || (97...122).contains(byte) || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: "_")
    }
}
