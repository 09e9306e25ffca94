import ArgumentParser
import SeqcAuthoring
import SeqcCompiler
import SeqcLint

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `seqc show ROUTINE`: the routine's timeline as a table in the terminal.
struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Print a routine's timeline: each runtime card's start, length and round.",
        usage: """
            seqc show ROUTINE [--width N] [--stdin-filename NAME] [--color WHEN]
            """,
        discussion: """
            One line per runtime card: when it starts (a range after a random
            duration), how long it runs ("tap" when the user ends it), its kind's
            colour, its title and its interval or repeat round. Fits the terminal's
            width (or --width, or COLUMNS), shortening titles; colour only on a
            terminal. ROUTINE is a routine file, runtime JSON (a name ending in
            ".json") or - for standard input.

            Examples:
              seqc show Examples/circuit.routine.yaml
              seqc show build/morning-hiit.json --width 100
            """
    )

    @Argument(
        help: "The routine or runtime JSON to show, or - for standard input.", completion: .file(extensions: ["yaml", "yml", "json"]))
    var file: String

    @Option(help: "Columns to fit (default: the terminal's, else COLUMNS, else 80).")
    var width: Int?

    @Option(name: .customLong("stdin-filename"), help: "The name standard input is reported under (default: <stdin>).")
    var stdinFilename: String?

    @OptionGroup var colors: ColorOptions

    func validate() throws {
        if let width, width < 20 || width > 1000 { throw ValidationError("--width must be between 20 and 1000") }
    }

    func run() throws {
        let timeline = try TimelineInput.load(file, stdinFilename: stdinFilename, colors: colors.setting)
        let colour = colors.setting.style(for: .standardOutput) == .ansi
        Terminal.standardOutput.write(TimelineText.table(timeline, width: width ?? Self.terminalWidth(), colour: colour))
    }

    /// The terminal's columns, else `COLUMNS`, else 80.
    static func terminalWidth() -> Int {
        var size = winsize()
        if isatty(1) == 1, ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col >= 20 { return Int(size.ws_col) }
        if let columns = Environment.value("COLUMNS").flatMap(Int.init), (20...1000).contains(columns) { return columns }
        return 80
    }
}
