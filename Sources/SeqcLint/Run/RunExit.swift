import SeqcCompiler

/// How a run ends other than with success: the exit code the command line returns.
/// The library's runs throw it; the executable exits with its code.
package struct RunExit: Error, Equatable {
    /// 1 errors found, 2 bad command-line use or configuration, 3 seqc's own failure.
    package let code: Int32

    package init(_ code: Int32) {
        self.code = code
    }
}

extension OutputFailure {
    /// Prints the failure and gives the exit code its cause calls for: 3 for the
    /// environment, 2 for a refused command line, 1 for a file that needs `--force`.
    package func reported() -> RunExit {
        if !quiet { Terminal.standardError.write("seqc: error: \(TerminalText.escaped(message))\n") }
        return switch cause {
        case .environment: RunExit(3)
        case .usage: RunExit(2)
        case .exists: RunExit(1)
        }
    }
}

extension OutputTransaction {
    /// A transaction that tells the user when it waits for another run's lock.
    package static func onCommandLine() -> OutputTransaction {
        var transaction = OutputTransaction()
        transaction.onWait = { Terminal.standardError.write(TerminalText.escaped(OutputFailure.waitingMessage(for: $0)) + "\n") }
        return transaction
    }

    /// Commits, turning a failure into its message and exit code.
    package func commitOrExit() throws {
        do {
            try commit()
        } catch {
            throw error.reported()
        }
    }
}
