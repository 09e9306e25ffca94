import SeqcModel

extension CardKind {
    /// The kind whose name is exactly `key`, as `CardKind(rawValue:)` finds it. Every key of
    /// every card is asked this: only the names of the key's length are compared, each a
    /// literal, which a short key matches or not in one comparison of its bytes.
    /// `CardKindLookupTests` holds it to `init(rawValue:)`.
    static func named(_ key: String) -> CardKind? {
        switch key.utf8.count {
        case 4: key == "rest" ? .rest : key == "info" ? .info : nil
        case 7: key == "countup" ? .countup : nil
        case 8: key == "interval" ? .interval : nil
        case 9: key == "countdown" ? .countdown : key == "checklist" ? .checklist : nil
        case 10: key == "repetition" ? .repetition : nil
        case 14: key == "randomDuration" ? .randomDuration : nil
        default: nil
        }
    }
}
