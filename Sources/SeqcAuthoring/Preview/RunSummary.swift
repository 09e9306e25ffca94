import SeqcCompiler
import SeqcModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The Markdown summary `seqc build --summary FILE` and `seqc lint --summary FILE` append
/// for a CI system's job page (GitHub's `$GITHUB_STEP_SUMMARY`): problems by rule, a
/// table of the routines, and each routine's timeline as a text bar. Every piece of user
/// text is escaped for Markdown and HTML, and the summary stays under GitHub's 1 MiB cap,
/// with a note where it is cut.
public struct RunSummary: Sendable {
    /// The most bytes one summary takes: GitHub refuses a step summary over 1 MiB, and
    /// the cut note needs room.
    public static let byteLimit = 1_000_000

    /// One routine's row, made on the worker that compiled it.
    public struct Routine: Sendable {
        let path: String
        let title: String?
        let authored: Int?
        let runtime: Int?
        let time: String?
        let bar: String?
        var errors = 0
        var warnings = 0

        /// The row for `result`.
        public init(_ result: CompileResult) {
            path = result.file.path
            title = result.sequence?.title
            authored = result.sequence?.cards.count
            runtime = result.sequence.map { Expansion.runtimeCardCount(of: $0.cards) }
            let timeline = TimelineSource.timeline(of: result)
            time = timeline.map { TimeAxis.clock($0.total) + ($0.untimedCards > 0 ? " + \($0.untimedCards) untimed" : "") }
            bar = timeline.map { TimelineBar.bar($0) }
        }
    }

    /// `build` or `lint`.
    let command: String
    private var routines: [Routine] = []
    private var keptBytes = 0
    private var omitted = 0
    private var byRule: [String: (errors: Int, warnings: Int)] = [:]

    public init(command: String) {
        self.command = command
    }

    /// Adds a routine and the diagnostics reported for it. Past the byte limit only the
    /// counts are kept, so memory stays bounded however many routines a run has.
    public mutating func add(_ routine: Routine, diagnostics: [Diagnostic]) {
        var routine = routine
        for diagnostic in diagnostics {
            count(diagnostic)
            switch diagnostic.severity {
            case .error: routine.errors += 1
            case .warning: routine.warnings += 1
            default: break
            }
        }
        let cost = 2 * (routine.path.utf8.count + (routine.title?.utf8.count ?? 0)) * 6 + 400
        guard keptBytes + cost <= Self.byteLimit else {
            omitted += 1
            return
        }
        keptBytes += cost
        routines.append(routine)
    }

    /// Adds diagnostics that belong to no routine (a configuration's).
    public mutating func add(leading diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics { count(diagnostic) }
    }

    private mutating func count(_ diagnostic: Diagnostic) {
        var counts = byRule[diagnostic.rule.rawValue, default: (0, 0)]
        switch diagnostic.severity {
        case .error: counts.errors += 1
        case .warning: counts.warnings += 1
        default: return
        }
        byRule[diagnostic.rule.rawValue] = counts
    }

    /// The summary's Markdown, at most ``byteLimit`` bytes.
    public func markdown() -> String {
        var writer = RunSummaryWriter(limit: Self.byteLimit)
        writer.heading(command: command, routines: routines.count + omitted, failed: routines.count { $0.errors > 0 })
        writer.rules(byRule.sorted { $0.key < $1.key }.map { ($0.key, $0.value.errors, $0.value.warnings) })
        writer.table(routines)
        writer.timelines(routines)
        writer.finish(omitted: omitted)
        return writer.text
    }

    /// Appends `text` to the file at `path` (made when missing) in one write, as CI
    /// systems expect of a step summary; returns 0 or the `errno` that stopped it.
    public static func append(_ text: String, to path: String) -> Int32 {
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return errno }
        defer { close(descriptor) }
        return FileDescriptorIO.writeAll(Data(text.utf8), to: descriptor)
    }
}
