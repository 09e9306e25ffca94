/// The keys other apps' exports and models write where the language has another shape:
/// asked, in turn, of a key the mapping does not take, after its synonyms, never of a
/// mapping that reads cleanly.
extension ReadingContext {
    /// Reports `pair` as a range's ends (``reportRangeKey``), an interval's rounds
    /// (``reportRepeatAsRounds``), the routine's steps or title
    /// under a key of no meaning (``reportStepListKey``, ``reportTitleLikeKey``), a card's
    /// decoration (``reportDecorationKey``) or a template no alias uses
    /// (``reportUnusedTemplate(_:key:owner:)``); false when it is none of them.
    func reportOtherAppKey(
        _ pair: YAMLPair, key: String, in fields: inout MappingFields, specs: [FieldSpec], isCard: Bool, owner: String
    ) -> Bool {
        if reportLinkedDataKey(pair, key: key, fields: fields, isCard: isCard, owner: owner) { return true }
        if reportUnusedTemplate(pair, key: key, owner: owner) { return true }
        if isCard {
            return reportRangeKey(pair, key: key, fields: fields, specs: specs, owner: owner)
                || reportRepeatAsRounds(pair, key: key, fields: &fields, specs: specs, owner: owner)
                || reportDecorationKey(pair, key: key, fields: fields, owner: owner)
        }
        return reportStepListKey(pair, key: key, in: &fields, specs: specs, owner: owner)
            || reportTitleLikeKey(pair, key: key, in: &fields, specs: specs, owner: owner)
    }
}
