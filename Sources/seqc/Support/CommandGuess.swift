import ArgumentParser
import SeqcCompiler

/// What seqc says before the parser when the arguments cannot start a command: nothing at
/// all, or a first word that is no command. The parser's own message for these ("2
/// unexpected arguments") does not lead to the next step; this one names the command the
/// user most likely meant, as `seqc explain` does for a rule.
enum CommandGuess {
    /// The subcommands' names, and `help`, which the parser adds.
    static var commandNames: [String] {
        Seqc.configuration.subcommands.map { $0._commandName } + ["help"]
    }

    /// The message for standard error when `arguments` (without the program's name)
    /// cannot start a command, or nil when the parser should read them. Either way the
    /// ending is bad command-line use (exit 2).
    static func problem(with arguments: [String]) -> String? {
        guard let first = arguments.first else {
            return Seqc.helpMessage() + "\n\nseqc: error: no command given; run 'seqc build FILE' or 'seqc lint PATH'"
        }
        guard !first.hasPrefix("-"), !commandNames.contains(first) else { return nil }
        let word = TerminalText.escaped(first)
        let commands = Seqc.configuration.subcommands.map { $0._commandName }
        let hint = Suggestion.closest(to: first, among: commands).map { "; did you mean '\($0)'?" } ?? ""
        return "seqc: error: unknown command '\(word)'\(hint)\n"
            + "The commands are \(commands.joined(separator: ", ")); 'seqc help COMMAND' describes one."
    }
}
