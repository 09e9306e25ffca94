import Foundation
import SeqcCompiler
import SeqcLint
import Testing

/// `seqc lint`'s cached report chunks, with the built binary: whatever options change the
/// report, in whatever order runs share one cache, a cached run prints byte for byte what
/// a run without the cache prints, and writes the same files; a chunk never carries a
/// control character to the terminal, whether hostile text came through the renderer or
/// was planted in the cache.
@Suite struct LintCacheRenderingEndToEndTests {
    /// A corpus with mistakes, plus routines whose names and titles hold escape sequences,
    /// bells, bidirectional overrides and `##[`.
    static func hostileCorpus() throws -> TemporaryDirectory {
        let (corpus, _) = try LintCacheEndToEndTests.corpus(40, seed: 21)
        let titles = ["\\e]0;pwned\\a", "\\e[2J\\e[31mred", "\\u202Eevil", "##[error]x", "\\x9b31m"]
        let names = ["esc\u{1B}[31mname", "bell\u{07}", "rtl\u{202E}lmy", "##[warning]n", "plain"]
        for (index, (title, name)) in zip(titles, names).enumerated() {
            let text = """
                title: "\(title)"
                cards:
                  - countdown: "\(title)"
                    duration: 45S
                  - countdown: "\(title)"
                    duration: 10s
                  - rest: "R\(index)\(title)"
                    duration: 5x

                """
            _ = try corpus.write(text, to: "hostile/\(name).routine.yaml")
        }
        return corpus
    }

    /// One generated combination of the options that change what a report prints.
    struct Options: CustomStringConvertible {
        var format: DiagnosticFormat
        var color: String?
        var quiet: Bool
        var strict: Bool
        var toFile: Bool

        /// Every format, colour choice and `--quiet`, a format's combinations one after the
        /// other in a random order (so a chunk kept under one rendering meets the others),
        /// `--strict` and `-o` at random.
        static func all(_ random: inout SplitMix) -> [Options] {
            var all: [Options] = []
            for format in DiagnosticFormat.allCases.shuffled(using: &random) {
                let styles = [nil, "always", "never"].flatMap { color in [false, true].map { (color, $0) } }
                for (color, quiet) in styles.shuffled(using: &random) {
                    all.append(
                        Options(
                            format: format, color: color, quiet: quiet, strict: Int.random(in: 0..<4, using: &random) == 0,
                            toFile: Int.random(in: 0..<4, using: &random) == 0))
                }
            }
            return all
        }

        func arguments(output: String) -> [String] {
            var arguments = ["--format", format.rawValue]
            if let color { arguments += ["--color", color] }
            if quiet { arguments.append("-q") }
            if strict { arguments.append("--strict") }
            if toFile { arguments += ["-o", output] }
            return arguments + ["."]
        }

        var description: String { arguments(output: "FILE").joined(separator: " ") }
    }

    /// Generated: every combination of format, colour and `--quiet` (``Options/all(_:)``),
    /// each run twice on one shared cache: every run prints,
    /// exits and writes what the same run without the cache does, and text chunks are
    /// kept in the cache (so the runs read them).
    @Test func everyCombinationOfOptionsPrintsWhatAnUncachedRunPrints() throws {
        let corpus = try Self.hostileCorpus()
        let cache = try TemporaryDirectory()
        let outside = try TemporaryDirectory()
        let output = outside.url.appendingPathComponent("report").path
        var random = SplitMix(state: 4040)
        for options in Options.all(&random) {
            let arguments = options.arguments(output: output)
            try? FileManager.default.removeItem(atPath: output)
            let uncached = try LintCacheEndToEndTests.lint(arguments, in: corpus.url, cache: nil)
            let written = FileManager.default.contents(atPath: output)
            #expect(uncached.exitCode == 1, "\(options)")
            for _ in 0..<2 {
                try? FileManager.default.removeItem(atPath: output)
                let cached = try LintCacheEndToEndTests.lint(arguments, in: corpus.url, cache: cache.url)
                #expect(cached == uncached, "\(options)")
                #expect(FileManager.default.contents(atPath: output) == written, "\(options)")
            }
            if options.format == .text || options.format == .github {
                #expect(RenderedChunk.isSafe(Array(uncached.stdout.utf8), styled: options.color == "always" && !options.toFile))
            }
        }
        let chunks = LintCacheIndex.read(from: cache.url.path).entries.values.filter { $0.rendered != nil }
        #expect(chunks.count >= 20)
    }

    /// Every chunk in the cache replaced by one that sets the terminal's title, clears the
    /// screen and rings the bell: the run prints what a run without the cache prints.
    @Test func plantedControlCharactersNeverReachTheTerminal() throws {
        let corpus = try Self.hostileCorpus()
        let cache = try TemporaryDirectory()
        for color in ["always", "never"] {
            let arguments = ["--color", color, "."]
            let uncached = try LintCacheEndToEndTests.lint(arguments, in: corpus.url, cache: nil)
            _ = try LintCacheEndToEndTests.lint(arguments, in: corpus.url, cache: cache.url)
            var index = LintCacheIndex.read(from: cache.url.path)
            var planted = 0
            for (key, stored) in index.entries {
                guard var chunk = stored.rendered else { continue }
                let hostile = ["\u{1B}]0;pwned\u{07}", "\u{1B}[2J", "\u{9B}31m", "\u{202E}", "\u{07}"][planted % 5]
                chunk.text = Array((hostile + String(decoding: chunk.text, as: UTF8.self)).utf8)[...]
                index.entries[key]?.rendered = chunk
                planted += 1
            }
            #expect(planted >= 20)
            #expect(index.save(in: cache.url.path))
            let warm = try LintCacheEndToEndTests.lint(arguments, in: corpus.url, cache: cache.url)
            #expect(warm == uncached, "--color \(color)")
            #expect(RenderedChunk.isSafe(Array(warm.stdout.utf8), styled: color == "always"))
        }
    }
}
