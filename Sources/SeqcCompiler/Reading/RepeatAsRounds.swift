/// `repeat: 8` on an interval card (`- interval: Run/walk` with `run:` and `walk:`): the
/// language's `repeat` opens a block of cards, but a card of a kind holding it with a count
/// and no cards means its rounds. One reading, the count kept: a safe fix (docs/decisions.md,
/// "Fix safety"). Not a synonym of `rounds`: a mapping of no kind with `repeat:` is a block.
extension ReadingContext {
    /// Reports `pair`, an unknown key, when it is `repeat` holding a count on a card that
    /// takes `rounds` and has none; false otherwise.
    func reportRepeatAsRounds(_ pair: YAMLPair, key: String, fields: inout MappingFields, specs: [FieldSpec], owner: String) -> Bool {
        guard key == RepeatBlock.key, fields["rounds"] == nil, specs.contains(where: { $0.name == "rounds" }),
            let count = pair.value.scalar, IntegerSyntax.parse(count) != nil
        else { return false }
        collector.error(
            .unknownKey, at: pair.key.range, "unknown key '\(key)' in \(owner)",
            help: "'repeat' opens a block of cards; \(owner) counts its rounds in 'rounds': write 'rounds: \(count)'",
            fixIts: [FixIt(range: pair.key.range, replacement: "rounds")])
        fields.adopt(key, as: "rounds")
        return true
    }
}
