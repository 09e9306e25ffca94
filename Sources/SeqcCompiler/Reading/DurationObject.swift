import SeqcModel

/// A duration written as an object whose keys say its units, as exports and models write
/// one: an amount beside a unit key (`{"value": 45, "unit": "seconds"}`, `{amount: 2,
/// Einheit: min}`), or each amount under its unit's word (`{seconds: 45}`, `{minutes: 2,
/// seconds: 30}`, `{h: 1, min: 30}`), in any language of docs/vocabulary.md.
enum DurationObject {
    /// Keys that name the unit of the amount beside them, folded.
    private static let unitKeys: Set<String> = [
        "unit", "units", "timeunit", "durationunit", "einheit", "unite", "unidad", "unita", "unidade", "eenheid", "jednostka", "enhet",
    ]
    /// Objects with more pairs than this are no duration.
    private static let maxPairs = 4

    /// The seconds the pairs say, or nil when they are not one duration object: a unit
    /// key with one amount, or only unit-word keys, each unit once, each with a number.
    static func seconds(_ pairs: YAMLNode.Pairs) -> Int? {
        guard pairs.count <= maxPairs else { return nil }
        var unitWord: String?
        var amount: String?
        var units: [Int] = []
        var total = 0
        for pair in pairs {
            guard let key = pair.key.scalar, case .scalar(let value, _) = pair.value.content, !value.isEmpty else { return nil }
            let name = NameMatching.normalised(key)
            if unitKeys.contains(name) {
                guard unitWord == nil, Vocabulary.unit(value) != nil else { return nil }
                unitWord = value
            } else if let unit = Vocabulary.unit(name) {
                guard !units.contains(unit.seconds * 1000 / unit.per), isNumber(value),
                    let seconds = LooseDuration.seconds(value + " " + name), let sum = total.checkedAdd(seconds)
                else { return nil }
                units.append(unit.seconds * 1000 / unit.per)
                total = sum
            } else {
                guard amount == nil, isNumber(value) else { return nil }
                amount = value
            }
        }
        if let unitWord, let amount, units.isEmpty { return LooseDuration.seconds(amount + " " + unitWord) }
        return unitWord == nil && amount == nil && !units.isEmpty ? total : nil
    }

    /// Digits with at most one decimal point or comma (`45`, `1.5`, `2,5`).
    private static func isNumber(_ text: String) -> Bool {
        var separators = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: ".") || byte == UInt8(ascii: ",") {
                separators += 1
            } else if !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                return false
            }
        }
        return separators <= 1 && text.utf8.count <= 12 && text.utf8.first != UInt8(ascii: ".")
    }
}
