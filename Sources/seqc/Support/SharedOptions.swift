import ArgumentParser
import SeqcLint

/// The fields of a request that hold the options `build` and `lint` share.
protocol SharedRequestOptions: SendableMetatype {
    var jobs: Int? { get set }
    var strict: Bool { get set }
    var quiet: Bool { get set }
    var colors: ColorSetting { get set }
    var summary: String? { get set }
}

extension BuildRequest: SharedRequestOptions {}

/// The options `build` and `lint` share: declared here once, for both commands' parsers
/// (``CommonOptions``, each command's `--jobs`) and both tables.
enum SharedOptions {
    static let jobs = OptionSpelling("jobs", help: "How many files to check at once (default: every core).")
    static let strict = OptionSpelling(flag: "strict", help: "Treat every warning as an error.")
    static let quiet = OptionSpelling(flag: "quiet", short: "q", help: "Print errors only: no warnings, notes or summary line.")
    static let color = OptionSpelling(
        "color",
        help: ArgumentHelp(
            "When to colour text output (default: auto: on a terminal, unless NO_COLOR is set; FORCE_COLOR colours a pipe too).",
            valueName: "when"))
    static let noColor = OptionSpelling(flag: "no-color", help: "The same as --color never.")
    static let summary = OptionSpelling(
        "summary",
        help: ArgumentHelp(
            "Append a Markdown summary (problems by rule, each routine's cards, time and timeline) to this file, e.g. \"$GITHUB_STEP_SUMMARY\".",
            valueName: "file"),
        completion: .file(extensions: ["md"]))

    /// The shared options, each filling its field of `Request`.
    static func options<Request: SharedRequestOptions>() -> [CommandOption<Request>] {
        [
            .count(jobs, { $0.jobs = $1 }), .flag(strict, { $0.strict = $1 }), .flag(quiet, { $0.quiet = $1 }),
            .choice(color, { $0.colors.color = $1 }), .flag(noColor, { $0.colors.noColor = $1 }),
            .text(summary, { $0.summary = $1 }),
        ]
    }
}
