import SeqcModel

extension JSONSink where Self: ~Copyable {
    /// A member with a number value, in any sink (``PrettyJSONWriter`` has its own).
    mutating func member(_ key: StaticString, int value: Int) {
        member(key)
        int(value)
    }

    /// A member with a string value, in any sink (``PrettyJSONWriter`` has its own).
    mutating func member(_ key: StaticString, string value: String) {
        member(key)
        string(value)
    }
}
