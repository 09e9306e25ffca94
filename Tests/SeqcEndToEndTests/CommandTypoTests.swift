import Foundation
import Testing

@testable import SeqcCompiler

/// A first word that is no command is a usage error that names the command meant, and
/// `seqc` alone is a usage error with the help, as ruff does: neither lets the parser's
/// "unexpected arguments" stand as the only word.
@Suite struct CommandTypoTests {
    /// The commands, read from the help the binary prints, not kept here.
    static let commands: [String] = {
        guard let help = try? SeqcProcess.run(["--help"]).stdout,
            let start = help.range(of: "SUBCOMMANDS:\n")
        else { return [] }
        return help[start.upperBound...].split(separator: "\n").compactMap { line in
            guard line.hasPrefix("  "), !line.hasPrefix("   ") else { return nil }
            return line.split(separator: " ").first.map(String.init)
        }.filter { $0 != "See" }
    }()

    /// Every deletion and neighbour swap of each command's name: typos a hand makes.
    static let typos: [(typo: String, meant: String)] = commands.flatMap { name -> [(String, String)] in
        let letters = Array(name)
        var variants: Set<String> = []
        for index in letters.indices {
            var deleted = letters
            deleted.remove(at: index)
            variants.insert(String(deleted))
            if index + 1 < letters.count {
                var swapped = letters
                swapped.swapAt(index, index + 1)
                variants.insert(String(swapped))
            }
        }
        return variants.filter { !commands.contains($0) && $0 != "help" && $0.count >= 3 }.sorted().map { ($0, name) }
    }

    @Test func theHelpListsTheCommands() {
        #expect(Self.commands.contains("build") && Self.commands.contains("lint") && Self.commands.count >= 9, "\(Self.commands)")
    }

    @Test func aMistypedCommandNamesTheCommandMeant() throws {
        #expect(Self.typos.count > 40)
        for (typo, meant) in Self.typos {
            let run = try SeqcProcess.run([typo, "routine.routine.yaml"])
            #expect(run.exitCode == 2, "\(typo)")
            #expect(run.stdout.isEmpty)
            // Another command as close as the one meant may be named instead; never none.
            let distance = Suggestion.editDistance(Array(typo), Array(meant))
            let rivals = Self.commands.filter { Suggestion.editDistance(Array(typo), Array($0)) <= distance }
            let named = rivals.filter { run.stderr.contains("unknown command '\(typo)'; did you mean '\($0)'?") }
            #expect(named.count == 1, "seqc \(typo): \(run.stderr)")
        }
    }

    @Test func aWordFarFromEveryCommandListsThem() throws {
        let run = try SeqcProcess.run(["routine.routine.yaml"])
        #expect(run.exitCode == 2)
        #expect(run.stderr.hasPrefix("seqc: error: unknown command 'routine.routine.yaml'\n"))
        #expect(!run.stderr.contains("did you mean"))
        for command in Self.commands { #expect(run.stderr.contains(command)) }
    }

    @Test func aCommandWordIsEscaped() throws {
        let run = try SeqcProcess.run(["bui\u{1B}]0;x\u{07}ld"])
        #expect(run.exitCode == 2)
        #expect(!run.stderr.contains("\u{1B}"))
    }

    @Test func noArgumentsIsAUsageErrorWithTheHelp() throws {
        let run = try SeqcProcess.run([])
        #expect(run.exitCode == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("USAGE: seqc <subcommand>"))
        #expect(run.stderr.hasSuffix("seqc: error: no command given; run 'seqc build FILE' or 'seqc lint PATH'\n"))
    }

    @Test func optionsAndHelpStillReachTheParser() throws {
        #expect(try SeqcProcess.run(["--version"]).exitCode == 0)
        #expect(try SeqcProcess.run(["help", "build"]).exitCode == 0)
        #expect(try SeqcProcess.run(["--help"]).exitCode == 0)
    }
}
