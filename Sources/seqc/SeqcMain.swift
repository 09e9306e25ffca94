import ArgumentParser
import SeqcCompiler
import SeqcLint

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs the command line and maps every way it can end to seqc's exit codes:
/// 0 no errors, 1 errors found, 2 bad command-line use, 3 internal failure.
@main
enum SeqcMain {
    static func main() {
        // A closed pipe (`seqc lint | head`) or an output past `ulimit -f` must end the run
        // with an exit code, not a signal; an interruption removes what was staged.
        InterruptCleanup.install()
        var code: Int32
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let problem = CommandGuess.problem(with: arguments) {
            Terminal.standardError.write(problem + "\n")
            exit(2)
        }
        do {
            // `seqc lint` and `seqc build` with paths and options read the parser's way skip
            // the parser, whose reflection is most of a one-file run; a request that would not
            // validate goes the parser's way, so its message is the parser's.
            if let request = LintRequest.direct(arguments), (try? request.validate()) != nil {
                try request.run()
            } else if let request = BuildRequest.direct(arguments), (try? request.validate()) != nil {
                try request.run()
            } else {
                var runs = PositionalRuns()
                var command = try Seqc.parseAsRoot(runs.compact(arguments))
                if var expanding = command as? any ExpandsPositionalRuns {
                    expanding.expandPositionals(runs)
                    command = expanding
                }
                try command.run()
            }
            code = 0
        } catch {
            code = exitCode(for: error)
        }
        // Output lost on standard output or error is a failure, whatever else happened.
        if Terminal.lostOutput, code != 2 { code = 3 }
        exit(code)
    }

    private static func exitCode(for error: Error) -> Int32 {
        // The library's runs end with their code, their message already printed.
        if let exit = error as? RunExit { return exit.code }
        if let outcome = error as? ExitCode {
            return outcome.rawValue == ExitCode.validationFailure.rawValue ? 2 : outcome.rawValue
        }
        let parserCode = Seqc.exitCode(for: error)
        let message = Seqc.fullMessage(for: error)
        if parserCode == .success {
            Terminal.standardOutput.write(message + "\n")
            return 0
        }
        Terminal.standardError.write(escapingArguments(in: message) + "\n")
        // Argument parsing and validation failures are misuse; anything else that escaped
        // a command is seqc's own failure.
        return parserCode == .validationFailure ? 2 : 3
    }

    /// The parser's messages quote the user's arguments. Each argument is escaped where it
    /// is quoted, so a line break inside one cannot start a line of its own, and then each
    /// of the parser's own lines is escaped for anything left.
    private static func escapingArguments(in message: String) -> String {
        var text = message
        for argument in CommandLine.arguments.dropFirst() where TerminalText.escaped(argument) != argument {
            text = text.replacing(argument, with: TerminalText.escaped(argument))
        }
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { TerminalText.escaped(String($0)) }.joined(separator: "\n")
    }
}
