import ArgumentParser
import SeqcAuthoring
import SeqcCompiler
import SeqcLint

/// `seqc preview ROUTINE`: a picture of the routine's timeline, as SVG or HTML.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Draw a routine's timeline as an SVG picture or an HTML page.",
        usage: """
            seqc preview ROUTINE [-o FILE] [--format svg|html] [--force]
                         [--stdin-filename NAME] [--color WHEN]
            """,
        discussion: """
            Draws one bar per runtime card: its width by its duration (a random
            duration's extra range hatched), its colour by kind with a legend, interval
            and repeat rounds named on the right, cards that wait for a tap as markers,
            and a time axis to the longest run. ROUTINE is a routine file or runtime
            JSON (a name ending in .json; - for standard input, named by
            --stdin-filename). The SVG needs no script or other file; the HTML page adds
            hover details and a dark scheme, and runs no script. The same routine gives
            the same bytes. An existing -o file is not replaced without --force (exit 1).

            Examples:
              seqc preview Examples/circuit.routine.yaml -o circuit.svg
              seqc preview build/morning-hiit.json --format html -o hiit.html
            """
    )

    @Argument(
        help: "The routine or runtime JSON to draw, or - for standard input.", completion: .file(extensions: ["yaml", "yml", "json"]))
    var file: String

    @Option(
        name: .shortAndLong, help: "Write the picture here instead of standard output.", completion: .file(extensions: ["svg", "html"]))
    var output: String?

    @Option(help: "svg or html (default: from the -o name, else svg).")
    var format: PictureFormat?

    @Option(name: .customLong("stdin-filename"), help: "The name standard input is reported under (default: <stdin>).")
    var stdinFilename: String?

    @OptionGroup var colors: ColorOptions

    @Flag(help: "Replace the -o file if it exists.")
    var force = false

    func validate() throws {
        try AuthoringOutput.check(output, inputs: [file], routineSource: true)
    }

    func run() throws {
        let timeline = try TimelineInput.load(file, stdinFilename: stdinFilename, colors: colors.setting)
        let chosen = format ?? (output?.lowercased().hasSuffix(".html") == true ? .html : .svg)
        let picture = chosen == .html ? TimelineHTML.html(timeline) : TimelineSVG.svg(timeline)
        try AuthoringOutput.write(picture, to: output, replacing: force ? .always : .never, inputs: [file])
    }
}

/// `--format`'s values for `preview`.
enum PictureFormat: String, ExpressibleByArgument, CaseIterable {
    case svg
    case html
}

/// Reads a timeline for `preview` and `show`: diagnostics go to standard error, and an
/// input with errors ends the run with exit 1.
enum TimelineInput {
    static func load(_ path: String, stdinFilename: String?, colors: ColorSetting) throws -> Timeline {
        let result: TimelineSource.Result
        switch SourceLoader.load(path, displayName: path == "-" ? stdinFilename : nil) {
        case .success(let source): result = TimelineSource.timeline(of: source)
        case .failure(let problem): result = TimelineSource.Result(timeline: nil, diagnostics: [problem])
        }
        guard let timeline = result.timeline else { try AuthoringOutput.refuse(result.diagnostics, colors: colors) }
        return timeline
    }
}
