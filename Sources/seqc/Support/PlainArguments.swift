import SeqcLint

/// Reads `seqc lint`'s and `seqc build`'s command lines without the argument parser (see
/// ``LintRequest/direct(_:)`` and ``BuildRequest/direct(_:)``), for the calls a
/// pre-commit hook, an editor on save or a CI step makes: the parser finds a command's
/// options by reflection, which cost a one-file run more than checking the file.
///
/// It reads only what the parser reads the same way: paths (`-` among them), each option
/// of the command's ``OptionTable`` once, by its exact spelling, as `--name value`,
/// `--name=value` or `-o value`, and flags alone. Anything else (`--`, `--help`, a flag
/// with `=`, short options run together, a second occurrence, a value that is empty or
/// starts with `-` other than `-` itself) sends the call to the parser, so its messages
/// and its help stay the only ones.
enum PlainArguments {
    /// The request `arguments` (the subcommand first) make by `table`; nil, for the parser
    /// to take the call, when an argument is none of the table's, an option comes twice,
    /// or an option's value is not one it reads.
    static func request<Request>(_ arguments: [String], table: OptionTable<Request>, into empty: Request) -> Request? {
        var request = empty
        var paths: [String] = []
        var seen: [String] = []
        var index = 1
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            // A lone `-` is standard input, a path to the parser too.
            guard argument.hasPrefix("-"), argument != "-" else {
                paths.append(argument)
                continue
            }
            guard let (option, value) = read(argument, in: arguments, at: &index, table: table),
                !seen.contains(option.spelling.long)
            else { return nil }
            seen.append(option.spelling.long)
            guard option.readPlain(&request, value) else { return nil }
        }
        table.setPaths(&request, paths)
        return request
    }

    /// The option `argument` names, with its value: after `=` in the argument, or the
    /// next argument, taken by moving `index` past it; nil for a flag. Nil when
    /// `argument` is not an option of `table` or its value is not one the parser surely
    /// reads the same way.
    private static func read<Request>(
        _ argument: String, in arguments: [String], at index: inout Int, table: OptionTable<Request>
    ) -> (option: CommandOption<Request>, value: String?)? {
        if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
            let value = String(argument[argument.index(after: equals)...])
            guard let option = table.option(spelled: String(argument[..<equals])), !option.spelling.isFlag, isPlainValue(value)
            else { return nil }
            return (option, value)
        }
        guard let option = table.option(spelled: argument) else { return nil }
        if option.spelling.isFlag { return (option, nil) }
        guard index < arguments.count, isPlainValue(arguments[index]) else { return nil }
        index += 1
        return (option, arguments[index - 1])
    }

    /// Whether the parser takes `value` as an option's value exactly as written: not
    /// empty, and not starting with `-` unless it is `-` (standard input or output).
    private static func isPlainValue(_ value: String) -> Bool {
        !value.isEmpty && (value == "-" || !value.hasPrefix("-"))
    }

    /// A count written in plain decimal digits, as `--jobs` takes it; nil for a sign, any
    /// other character or a number too large for an `Int`.
    static func count(_ value: String) -> Int? {
        guard !value.isEmpty, value.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else {
            return nil
        }
        return Int(value)
    }
}
