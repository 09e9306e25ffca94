import SeqcCompiler

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The promises of ``RoutineFormatter``, checked on one input by the tests and the
/// `format` fuzz target alike.
public enum FormatProperties {
    /// The first promise `source` breaks, described, or nil when it keeps them all:
    /// a file that parses is formatted, never refused; formatting twice changes nothing;
    /// every comment is kept, in order; the routine compiles to the same diagnostics'
    /// rules and byte-identical runtime JSON; and a file with a syntax error is left alone
    /// with an error.
    public static func violation(in source: [UInt8]) -> String? {
        let outcome = RoutineFormatter.format(source, path: "format.routine.yaml")
        guard let formatted = outcome.formatted else {
            if outcome.diagnostics.isEmpty { return "a file was left alone without a diagnostic" }
            let refusedLayout = outcome.diagnostics.contains { $0.message.hasPrefix("seqc format could not lay") }
            return refusedLayout ? "the layout could not keep the meaning of a file that parses" : nil
        }
        if RoutineFormatter.format(formatted).formatted != formatted { return "formatting twice changed the file" }
        if RoutineFormatter.comments(in: formatted) != RoutineFormatter.comments(in: source) { return "a comment was lost or changed" }
        let before = Compiler().compile(SourceFile(path: "format.routine.yaml", bytes: source))
        let after = Compiler().compile(SourceFile(path: "format.routine.yaml", bytes: formatted))
        if before.runtimeJSON != after.runtimeJSON { return "the runtime JSON changed" }
        if before.diagnostics.map(\.rule) != after.diagnostics.map(\.rule) { return "the compiler's findings changed" }
        return nil
    }

    /// Whether `routine` (as `seqc decompile` writes it) is already in the canonical layout.
    public static func isCanonical(_ routine: String) -> Bool {
        RoutineFormatter.format(Array(routine.utf8)).formatted == Array(routine.utf8)
    }
}
