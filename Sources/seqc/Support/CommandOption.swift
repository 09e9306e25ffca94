import ArgumentParser
import SeqcLint

/// How an option is spelled and described: what the parser declares, what help and the
/// man page show, and what the fast path (``PlainArguments``) recognises.
struct OptionSpelling: Sendable {
    /// The long name, without its dashes (`out-dir`).
    let long: String
    /// The one-letter name, if any (`o` for `-o`).
    let short: Character?
    /// Made when the parser asks (help, the man page, completions), not when the fast path
    /// reads a command line.
    private let makeHelp: @Sendable () -> ArgumentHelp
    private let makeCompletion: @Sendable () -> CompletionKind?
    /// Whether the option is a flag, taking no value.
    let isFlag: Bool
    /// `--long`, as the command line spells it.
    let longArgument: String

    /// An option that takes a value.
    init(
        _ long: String, short: Character? = nil, help: @autoclosure @escaping @Sendable () -> ArgumentHelp,
        completion: @autoclosure @escaping @Sendable () -> CompletionKind? = nil
    ) {
        (self.long, self.short, makeHelp, makeCompletion, isFlag) = (long, short, help, completion, false)
        longArgument = "--" + long
    }

    /// A flag.
    init(flag long: String, short: Character? = nil, help: @autoclosure @escaping @Sendable () -> ArgumentHelp) {
        (self.long, self.short, makeHelp, makeCompletion, isFlag) = (long, short, help, { nil }, true)
        longArgument = "--" + long
    }

    var help: ArgumentHelp { makeHelp() }
    var completion: CompletionKind? { makeCompletion() }

    /// Whether `argument` is this option's long name (`--out-dir`) or its short one (`-o`).
    func isSpelled(_ argument: String) -> Bool {
        if argument.utf8.count == 2, let short, argument.utf8.first == UInt8(ascii: "-"), argument.last == short { return true }
        return argument == longArgument
    }

    /// The name of the parser's property for it: the long name in camel case (`outDir`).
    var propertyName: String {
        var name = ""
        var upper = false
        for character in long {
            if character == "-" {
                upper = true
            } else {
                name += upper ? character.uppercased() : String(character)
                upper = false
            }
        }
        return name
    }

    /// The names the parser knows it by: the long one, then the short one.
    var names: NameSpecification {
        guard let short else { return [.customLong(long)] }
        return [.customLong(long), .customShort(short)]
    }
}

/// One option of `build` or `lint`, declared once: how it is spelled, its help, and the
/// field of the command's request it fills (set by a closure, not a key path: key paths
/// are instantiated at run time, which every one-file lint would pay for each option). The argument parser's declaration
/// (`@Option(BuildOptionTable.outDir) var outDir`), the help and man page made from it,
/// the fast path (``PlainArguments``) and the request made from a parsed command
/// (``OptionTable/request(from:into:)``) all read it.
struct CommandOption<Request>: Sendable {
    let spelling: OptionSpelling
    /// Reads the option as written (its value; nil for a flag) into a request: false when
    /// the value is not one the option takes (`--jobs x`), which is the parser's to report.
    let readPlain: @Sendable (inout Request, String?) -> Bool
    /// Puts the value the parser read (its property's value) into a request.
    let assignParsed: @Sendable (inout Request, Any) -> Void

    /// An option whose value is kept as written (a path, a name).
    static func text(_ spelling: OptionSpelling, _ set: @escaping @Sendable (inout Request, String?) -> Void) -> CommandOption {
        typed(spelling, set, read: { $0 })
    }

    /// An option whose value is a count in plain digits (``PlainArguments/count(_:)``).
    static func count(_ spelling: OptionSpelling, _ set: @escaping @Sendable (inout Request, Int?) -> Void) -> CommandOption {
        typed(spelling, set, read: { PlainArguments.count($0) })
    }

    /// An option whose value is one of a set of named choices (`--format json`).
    static func choice<Choice: RawRepresentable<String> & Sendable>(
        _ spelling: OptionSpelling, _ set: @escaping @Sendable (inout Request, Choice?) -> Void
    ) -> CommandOption {
        typed(spelling, set, read: { Choice(rawValue: $0) })
    }

    /// A choice whose field holds a default when the option is not given.
    static func defaultedChoice<Choice: RawRepresentable<String> & Sendable>(
        _ spelling: OptionSpelling, _ set: @escaping @Sendable (inout Request, Choice) -> Void
    ) -> CommandOption {
        CommandOption(
            spelling: spelling,
            readPlain: { request, value in
                guard let choice = value.flatMap(Choice.init(rawValue:)) else { return false }
                set(&request, choice)
                return true
            },
            assignParsed: { request, parsed in
                if let choice = parsed as? Choice { set(&request, choice) }
            })
    }

    /// A flag, true when given.
    static func flag(_ spelling: OptionSpelling, _ set: @escaping @Sendable (inout Request, Bool) -> Void) -> CommandOption {
        CommandOption(
            spelling: spelling,
            readPlain: { request, _ in
                set(&request, true)
                return true
            },
            assignParsed: { request, parsed in
                if let given = parsed as? Bool { set(&request, given) }
            })
    }

    private static func typed<Value: Sendable>(
        _ spelling: OptionSpelling, _ set: @escaping @Sendable (inout Request, Value?) -> Void,
        read: @escaping @Sendable (String) -> Value?
    ) -> CommandOption {
        CommandOption(
            spelling: spelling,
            readPlain: { request, value in
                guard let value, let read = read(value) else { return false }
                set(&request, read)
                return true
            },
            assignParsed: { request, parsed in
                if let value = parsed as? Value? { set(&request, value) }
            })
    }
}

/// A command's options (in any order: the parser's declarations order its help) and its
/// positional paths.
struct OptionTable<Request>: Sendable {
    let options: [CommandOption<Request>]
    /// Sets the request's paths given as arguments.
    let setPaths: @Sendable (inout Request, [String]) -> Void
    /// The parser's property for them.
    let pathsProperty: String

    /// The option spelled `argument` exactly (`--out-dir`, `-o`), if any.
    func option(spelled argument: String) -> CommandOption<Request>? {
        options.first { $0.spelling.isSpelled(argument) }
    }

    /// The request a parsed command (or option group) holds: each of the command's
    /// properties that is one of the table's options, found by name (``CommandOption/propertyName``),
    /// fills that option's field; option groups are read the same way.
    func request(from command: Any, into request: inout Request) {
        for child in Mirror(reflecting: command).children {
            guard let label = child.label?.dropFirst() else { continue }
            if let group = child.value as? any ParsedGroup {
                self.request(from: group.parsedGroup, into: &request)
            } else if let parsed = child.value as? any ParsedValue {
                if label == pathsProperty, let paths = parsed.parsedValue as? [String] {
                    setPaths(&request, paths)
                } else if let option = options.first(where: { $0.spelling.propertyName == label }) {
                    option.assignParsed(&request, parsed.parsedValue)
                }
            }
        }
    }

    /// The parser's property names the table reads, for the test that holds them to the
    /// command's declarations.
    var propertyNames: [String] { [pathsProperty] + options.map(\.spelling.propertyName) }
}

/// A parsed property's value, whatever its type.
protocol ParsedValue {
    var parsedValue: Any { get }
}

extension Option: ParsedValue {
    var parsedValue: Any { wrappedValue }
}

extension Flag: ParsedValue {
    var parsedValue: Any { wrappedValue }
}

extension Argument: ParsedValue {
    var parsedValue: Any { wrappedValue }
}

/// An option group's parsed options.
protocol ParsedGroup {
    var parsedGroup: Any { get }
}

extension OptionGroup: ParsedGroup {
    var parsedGroup: Any { wrappedValue }
}

extension Option {
    /// The parser's declaration of `option`, with the value it has when not given.
    init(wrappedValue: Value, _ option: OptionSpelling) where Value: ExpressibleByArgument {
        self.init(wrappedValue: wrappedValue, name: option.names, help: option.help, completion: option.completion)
    }

    /// The parser's declaration of `option`, nil when not given.
    init<Wrapped>(_ option: OptionSpelling) where Value == Wrapped?, Wrapped: ExpressibleByArgument {
        self.init(name: option.names, help: option.help, completion: option.completion)
    }
}

extension Flag where Value == Bool {
    /// The parser's declaration of the flag `option`.
    init(wrappedValue: Bool, _ option: OptionSpelling) {
        self.init(wrappedValue: wrappedValue, name: option.names, help: option.help)
    }
}
