import ArgumentParser

/// Keeps long lists of files away from swift-argument-parser, which merges the input
/// origins of a repeated positional argument value by value: n files cost O(n²) to parse.
/// 10,000 routine files took 3.5 s to parse and 0.5 s to build (perf, release build).
///
/// Every option of `build` and `lint` takes one value, so in a run of consecutive plain
/// arguments only the first can be an option's value; the rest are files. Each such tail
/// is replaced by one marker before parsing and put back after. A marker holds a NUL,
/// which no real argument can (argv strings end at NUL), so it cannot meet a real file.
struct PositionalRuns {
    private(set) var tails: [[String]] = []

    /// The commands whose repeated positional arguments are compacted.
    static let commands: Set<String> = ["build", "lint"]

    /// `arguments` (subcommand first) with each run's tail replaced by a marker. Options,
    /// `-` and everything from `--` on pass through unchanged.
    mutating func compact(_ arguments: [String]) -> [String] {
        guard let command = arguments.first, Self.commands.contains(command) else { return arguments }
        var out = [command]
        var run: [String] = []
        func flush() {
            if run.count > 2 {
                out += [run[0], Self.marker(tails.count)]
                tails.append(Array(run.dropFirst()))
            } else {
                out += run
            }
            run = []
        }
        for (index, argument) in arguments.enumerated().dropFirst() {
            if argument == "--" {
                flush()
                return out + arguments[index...]
            }
            if argument.hasPrefix("-") {
                flush()
                out.append(argument)
            } else {
                run.append(argument)
            }
        }
        flush()
        return out
    }

    /// `values` with every marker replaced by the arguments it stands for.
    func expand(_ values: [String]) -> [String] {
        values.flatMap { value -> [String] in
            guard value.hasPrefix(Self.markerPrefix), let index = Int(value.dropFirst(Self.markerPrefix.count)),
                tails.indices.contains(index)
            else { return [value] }
            return tails[index]
        }
    }

    private static let markerPrefix = "\u{0}seqc-files-"
    private static func marker(_ index: Int) -> String { markerPrefix + String(index) }
}

/// A command whose positional arguments may arrive compacted by ``PositionalRuns``.
protocol ExpandsPositionalRuns: ParsableCommand {
    mutating func expandPositionals(_ runs: PositionalRuns)
}

extension BuildCommand: ExpandsPositionalRuns {
    mutating func expandPositionals(_ runs: PositionalRuns) { files = runs.expand(files) }
}

extension LintCommand: ExpandsPositionalRuns {
    mutating func expandPositionals(_ runs: PositionalRuns) { paths = runs.expand(paths) }
}
