import ArgumentParser
import SeqcCompiler

extension OutputFailure {
    /// Prints the failure and gives the exit code its cause calls for: 3 for the
    /// environment, 2 for a refused command line, 1 for a file that needs `--force`.
    func reported() -> ExitCode {
        if !quiet { Terminal.standardError.write("seqc: error: \(TerminalText.escaped(message))\n") }
        return switch cause {
        case .environment: ExitCode(3)
        case .usage: ExitCode(2)
        case .exists: ExitCode(1)
        }
    }
}

extension OutputTransaction {
    /// A transaction that tells the user when it waits for another run's lock.
    static func onCommandLine() -> OutputTransaction {
        var transaction = OutputTransaction()
        transaction.onWait = { Terminal.standardError.write(TerminalText.escaped(OutputFailure.waitingMessage(for: $0)) + "\n") }
        return transaction
    }

    /// Commits, turning a failure into its message and exit code.
    func commitOrExit() throws {
        do {
            try commit()
        } catch {
            throw error.reported()
        }
    }
}
