/// The few options the parser-free calls of `seqc lint` and `seqc build` read (see
/// ``LintRequest/plainPaths(_:)`` and ``BuildRequest/plainPaths(_:)``): long options with a
/// value, `--name value` or `--name=value`. Anything these cannot read sends the call to
/// the argument parser, so its messages and its help stay the only ones.
enum PlainArguments {
    /// The long option `argument` starts, with its value: after `=` in the argument, or
    /// the next argument, taken by moving `index` past it. Nil when `argument` is not a
    /// long option or has no value to take.
    static func option(_ argument: String, in arguments: [String], at index: inout Int) -> (name: String, value: String)? {
        guard argument.hasPrefix("--"), argument.count > 2 else { return nil }
        if let equals = argument.firstIndex(of: "=") {
            return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
        }
        guard index < arguments.count else { return nil }
        index += 1
        return (argument, arguments[index - 1])
    }

    /// A count written in plain decimal digits, as `--jobs` takes it; nil for a sign, any
    /// other character or a number too large for an `Int`.
    static func count(_ value: String) -> Int? {
        guard !value.isEmpty, value.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else { return nil }
        return Int(value)
    }
}
