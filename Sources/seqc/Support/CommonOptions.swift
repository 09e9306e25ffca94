import ArgumentParser
import SeqcCompiler
import SeqcLint

/// Flags every checking command shares (`build`, `lint`), as ``SharedOptions`` declares them.
struct CommonOptions: ParsableArguments {
    @Flag(SharedOptions.strict)
    var strict = false

    @Flag(SharedOptions.quiet)
    var quiet = false

    @Option(SharedOptions.summary)
    var summary: String?

    @OptionGroup var colors: ColorOptions
}

/// When text output is coloured; shared by every command that prints diagnostics.
struct ColorOptions: ParsableArguments {
    @Option(SharedOptions.color)
    var color: ColorChoice?

    @Flag(SharedOptions.noColor)
    var noColor = false

    /// The flags as plain values.
    var setting: ColorSetting { ColorSetting(color: color, noColor: noColor) }
}

extension ColorChoice: ExpressibleByArgument {}

extension DiagnosticFormat: ExpressibleByArgument {}
