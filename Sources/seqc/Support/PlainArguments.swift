/// The few options the parser-free calls of `seqc lint` and `seqc build` read (see
/// ``LintRequest/plainPaths(_:)`` and ``BuildRequest/plainPaths(_:)``): long options with a
/// value, `--name value` or `--name=value`. Anything these cannot read sends the call to
/// the argument parser, so its messages and its help stay the only ones.
enum PlainArguments {
    /// Walks `arguments` after the subcommand: each one not starting with `-` is a path,
    /// given to `path`; each other one is a long option with its value, given to `option`.
    /// False, for the parser to take the call, when an argument is neither or `option`
    /// refuses it.
    static func walk(
        _ arguments: [String], path: (String) -> Void, option: (_ name: String, _ value: String) -> Bool
    ) -> Bool {
        var index = 1
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("-") else {
                path(argument)
                continue
            }
            guard let (name, value) = Self.option(argument, in: arguments, at: &index), option(name, value) else { return false }
        }
        return true
    }

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
