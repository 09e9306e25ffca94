/// Reads `seqc lint`'s and `seqc build`'s command lines without the argument parser (see
/// ``LintRequest/direct(_:)`` and ``BuildRequest/direct(_:)``), for the calls a
/// pre-commit hook, an editor on save or a CI step makes: the parser finds a command's
/// options by reflection, which cost a one-file run more than checking the file.
///
/// It reads only what the parser reads the same way: paths (`-` among them), each option
/// once, by its exact spelling, as `--name value`, `--name=value` or `-o value`, and
/// flags alone. Anything else (`--`, `--help`, a flag with `=`, short options run
/// together, a second occurrence, a value that is empty or starts with `-` other than `-`
/// itself) sends the call to the parser, so its messages and its help stay the only ones.
struct PlainArguments {
    // Lists, not sets: a dozen names are searched faster than they are hashed into a set,
    // and a one-file lint made the sets on every run.
    /// The options a command reads this way, by their long names (`--format`).
    let valued: [String]
    /// The flags a command reads this way, by their long names (`--strict`).
    let flags: [String]
    /// The short spellings, each with the long name it stands for (`-o` for `--output`).
    let shortNames: [(short: String, long: String)]

    /// Walks `arguments` after the subcommand: each path is given to `path`, and each
    /// option to `option` by its long name, with its value (nil for a flag). False, for the
    /// parser to take the call, when an argument is none of these, an option comes twice,
    /// or `option` refuses one.
    func walk(_ arguments: [String], path: (String) -> Void, option: (_ name: String, _ value: String?) -> Bool) -> Bool {
        var seen: [String] = []
        var index = 1
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            // A lone `-` is standard input, a path to the parser too.
            guard argument.hasPrefix("-"), argument != "-" else {
                path(argument)
                continue
            }
            guard let (name, value) = read(argument, in: arguments, at: &index), !seen.contains(name) else { return false }
            seen.append(name)
            guard option(name, value) else { return false }
        }
        return true
    }

    /// The option `argument` names, by its long name, with its value: after `=` in the
    /// argument, or the next argument, taken by moving `index` past it; nil for a flag.
    /// Nil when `argument` is not an option read here or its value is not one the parser
    /// surely reads the same way.
    private func read(_ argument: String, in arguments: [String], at index: inout Int) -> (name: String, value: String?)? {
        if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
            let name = String(argument[..<equals])
            let value = String(argument[argument.index(after: equals)...])
            guard valued.contains(name), Self.isPlainValue(value) else { return nil }
            return (name, value)
        }
        let name = shortNames.first { $0.short == argument }?.long ?? argument
        if flags.contains(name) { return (name, nil) }
        guard valued.contains(name), index < arguments.count, Self.isPlainValue(arguments[index]) else { return nil }
        index += 1
        return (name, arguments[index - 1])
    }

    /// Whether the parser takes `value` as an option's value exactly as written: not
    /// empty, and not starting with `-` unless it is `-` (standard input or output).
    private static func isPlainValue(_ value: String) -> Bool {
        !value.isEmpty && (value == "-" || !value.hasPrefix("-"))
    }

    /// A count written in plain decimal digits, as `--jobs` takes it; nil for a sign, any
    /// other character or a number too large for an `Int`.
    static func count(_ value: String?) -> Int? {
        guard let value, !value.isEmpty, value.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else {
            return nil
        }
        return Int(value)
    }

    /// `value` as one of an option's named choices (`--format json`); nil for anything
    /// else, whose message is the parser's.
    static func choice<Choice: RawRepresentable<String>>(_ value: String?) -> Choice? {
        value.flatMap(Choice.init(rawValue:))
    }
}

/// The options `lint` and `build` share (``CommonOptions`` and `--jobs`), as their
/// requests hold them, read once for both.
protocol SharedPlainOptions {
    var jobs: Int? { get set }
    var strict: Bool { get set }
    var quiet: Bool { get set }
    var colors: ColorSetting { get set }
}

extension SharedPlainOptions {
    /// The shared options' long names, with a value and without.
    static var sharedValued: [String] { ["--jobs", "--color"] }
    static var sharedFlags: [String] { ["--no-color", "--strict", "--quiet"] }

    /// Reads the shared option `name`: nil when `name` is not one of them, false when its
    /// value cannot be read (`--jobs x`), which is the parser's to report.
    mutating func readShared(_ name: String, _ value: String?) -> Bool? {
        switch name {
        case "--jobs":
            jobs = PlainArguments.count(value)
            return jobs != nil
        case "--color":
            colors.color = PlainArguments.choice(value)
            return colors.color != nil
        case "--no-color": colors.noColor = true
        case "--strict": strict = true
        case "--quiet": quiet = true
        default: return nil
        }
        return true
    }
}
